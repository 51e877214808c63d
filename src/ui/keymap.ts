/**
 * Keys → intents, as pure functions over Ink's (input, key). The bindings table below is the
 * single source for the help screen and the README.
 */
import type {Key} from 'ink';
import type {EditorAction} from './editor.js';
import {withAgreedWidths} from '../text/agreed-widths.js';
import {sanitize} from '../text/sanitize.js';

export type GlobalAction =
	| 'interrupt'
	| 'ctrl-c'
	| 'toggle-thinking'
	| 'cycle-thinking-display'
	| 'cycle-mode'
	| 'search-history'
	| 'expand-output'
	| 'toggle-debug'
	| 'quit-if-empty'
	| 'suspend';

export type InputAction =
	| {readonly type: 'edit'; readonly edits: readonly EditorAction[]}
	| {readonly type: 'submit'}
	| {readonly type: 'complete'}
	| {readonly type: 'history'; readonly direction: -1 | 1};

export interface Binding {
	readonly keys: string;
	readonly what: string;
	readonly where: 'anywhere' | 'input' | 'prompt';
}

export const BINDINGS: readonly Binding[] = [
	{keys: 'Enter', what: 'send the message', where: 'input'},
	{keys: 'Alt+Enter, Ctrl+J, or \\ then Enter', what: 'new line', where: 'input'},
	{
		keys: 'Up / Down',
		what: 'move between lines; earlier messages at the first/last line; what you typed is kept',
		where: 'input',
	},
	{keys: 'Up (empty input)', what: 'take the last waiting message back to edit or drop it', where: 'input'},
	{keys: 'Ctrl+R', what: 'search earlier messages', where: 'input'},
	{keys: 'Tab', what: 'complete an @path (files in the working folder) or a /command', where: 'input'},
	{keys: 'Ctrl+A / Ctrl+E', what: 'start / end of line', where: 'input'},
	{keys: 'Ctrl+U / Ctrl+W', what: 'delete to line start / previous word', where: 'input'},
	{keys: 'Ctrl+D', what: 'quit (when the input is empty)', where: 'input'},
	{
		keys: 'Esc',
		what: 'interrupt the running turn (waiting messages come back into the input); Escs still coming after one that stopped a turn, closed a picker or left a prompt’s reason or step do nothing until a 500 ms pause',
		where: 'input',
	},
	{
		keys: 'Esc (empty input, editor selection shown)',
		what: "drop the editor's selection from the next message",
		where: 'input',
	},
	{
		keys: 'Esc Esc (empty input, idle)',
		what: 'rewind code and/or conversation (/rewind); not with Escs still coming (see Esc)',
		where: 'input',
	},
	{
		keys: 'Shift+Tab',
		what: 'next permission mode (default → acceptEdits → plan); not while a prompt asks',
		where: 'input',
	},
	{
		keys: 'r (claude stopped, empty input)',
		what: 'restart claude, resuming this conversation (r alone: one that begins a word is its letter)',
		where: 'input',
	},
	{
		keys: 'Tab',
		what: 'answer the prompt: after a pause, the keys go from your message to the prompt (kept); on an @path it completes',
		where: 'prompt',
	},
	{keys: '1 or y', what: 'allow once', where: 'prompt'},
	{
		keys: '2 or a',
		what: 'allow from now on: the rule is shown, then choose where it is kept (this session, or a settings file)',
		where: 'prompt',
	},
	{keys: '3 or n', what: 'deny, optionally typing a reason for Claude', where: 'prompt'},
	{keys: '4 or d', what: 'deny for the rest of this session', where: 'prompt'},
	{keys: 'Up / Down then Enter', what: 'choose an option (nothing is preselected)', where: 'prompt'},
	{
		keys: 'Up / Down, Alt+Enter or Ctrl+J (typing an answer)',
		what: 'move between its lines, new line: as in the input; Enter sends it, Esc goes back',
		where: 'prompt',
	},
	{
		keys: 'PgUp / PgDn',
		what: 'scroll what is asked, when it is taller than the screen (at once: they answer nothing)',
		where: 'prompt',
	},
	{keys: 'Home / End', what: "the top / the end of what is asked (a diff's last line)", where: 'prompt'},
	{
		keys: 'Esc',
		what: 'interrupt the turn and stop the background agents, as its footer says (the prompt is withdrawn, waiting messages come back)',
		where: 'prompt',
	},
	{
		keys: 'Ctrl+C',
		what: 'interrupt (waiting messages come back), or clear the message being typed (Up brings it back); press twice to quit',
		where: 'anywhere',
	},
	{keys: 'Ctrl+T', what: 'show / hide thinking', where: 'anywhere'},
	{
		keys: 'Alt+T',
		what: 'ask claude for another thinking display: summarized → updates → highlights → omitted',
		where: 'anywhere',
	},
	{keys: 'Ctrl+O', what: 'show the latest tool output in full', where: 'anywhere'},
	{keys: 'Ctrl+G', what: 'show / hide the debug panel (unknown frames, stderr)', where: 'anywhere'},
	{keys: 'Ctrl+Z', what: 'suspend to the shell (claude keeps working); fg comes back', where: 'anywhere'},
];

/**
 * Where the message's keys go: the input box on screen, or the message under a prompt that holds its keys back
 * (the person typing on while it asks). Undefined: a prompt or a picker has the keys.
 */
export type MessageKeys = 'input' | 'under-prompt' | undefined;

/**
 * Keys that work whatever has focus. Esc and Ctrl+D belong to the message wherever it is. Shift+Tab (the permission
 * mode: what claude may do) and Ctrl+R (a picker the prompt would hide) only from the input box: a key typed ahead
 * of a prompt must change nothing but the message.
 */
export function globalAction(input: string, key: Key, message: MessageKeys): GlobalAction | undefined {
	if (key.ctrl && input === 'c') return 'ctrl-c';
	if (key.ctrl && input === 't') return 'toggle-thinking';
	if (key.meta && input === 't') return 'cycle-thinking-display';
	if (key.ctrl && input === 'g') return 'toggle-debug';
	if (key.ctrl && input === 'o') return 'expand-output';
	if (key.ctrl && input === 'z') return 'suspend';
	if (message && key.escape) return 'interrupt';
	if (message && key.ctrl && input === 'd') return 'quit-if-empty';
	if (message === 'input' && key.tab && key.shift) return 'cycle-mode';
	if (message === 'input' && key.ctrl && input === 'r') return 'search-history';
	return undefined;
}

/** Tab under a prompt that holds its keys back: the keys go to the prompt, the message stays as it is. */
export function focusesPrompt(key: Key): boolean {
	return key.tab === true && !key.shift && !key.ctrl && !key.meta;
}

const edit = (...edits: EditorAction[]): InputAction => ({type: 'edit', edits});

/**
 * Keys for the message editor. `beforeCursor` decides whether `\` + Enter means a newline, and whether an emoji
 * selector typed is kept.
 */
export function inputAction(input: string, key: Key, beforeCursor: string): InputAction | undefined {
	if (key.return) {
		if (key.meta) return edit({type: 'insert', text: '\n'});
		if (beforeCursor.endsWith('\\')) return edit({type: 'backspace'}, {type: 'insert', text: '\n'});
		return {type: 'submit'};
	}
	if (input === '\n') return edit({type: 'insert', text: '\n'});
	if (key.upArrow) return {type: 'history', direction: -1};
	if (key.downArrow) return {type: 'history', direction: 1};
	if (key.leftArrow) return edit({type: key.ctrl || key.meta ? 'word-left' : 'left'});
	if (key.rightArrow) return edit({type: key.ctrl || key.meta ? 'word-right' : 'right'});
	if (key.home || (key.ctrl && input === 'a')) return edit({type: 'line-start'});
	if (key.end || (key.ctrl && input === 'e')) return edit({type: 'line-end'});
	if (key.ctrl && input === 'u') return edit({type: 'kill-to-line-start'});
	if (key.ctrl && input === 'w') return edit({type: 'kill-word'});
	// Terminals send DEL (0x7f) for Backspace; Ink reports it as `delete`.
	if (key.backspace || key.delete) return edit({type: 'backspace'});
	if (key.tab && !key.shift) return {type: 'complete'};
	if (key.ctrl || key.escape || key.tab || key.pageUp || key.pageDown) return undefined;
	if (input === '') return undefined;
	// Text (typed, or a paste: use-keys.ts splits keys from text); normalise its line endings.
	// Terminal control never becomes text in the message: it would be invisible, or move the cursor.
	const typed = sanitize(input.replace(/\r\n?/g, '\n'));
	// An emoji selector, keycap or skin tone read apart from the character before the cursor goes as it would in one
	// read with it.
	const last = Array.from(beforeCursor.slice(-2)).at(-1) ?? '';
	const text = withAgreedWidths(last + typed).slice(last.length);
	return text === '' ? undefined : edit({type: 'insert', text});
}

/**
 * Keys for a prompt's text field of several lines (a deny reason, plan feedback, an "Other" answer): the message
 * editor's, new lines and all, but Up/Down only move between its lines (a field has no earlier messages). Enter
 * sends it: `submit`.
 */
export function fieldAction(input: string, key: Key, beforeCursor: string): InputAction | undefined {
	if (key.upArrow || key.downArrow) return edit({type: key.upArrow ? 'up' : 'down'});
	return inputAction(input, key, beforeCursor);
}

/**
 * What a key gives a prompt or picker to answer with (a number, a letter): nothing with Ctrl or Alt held. Ctrl+Y is
 * readline's yank, Ctrl+A the start of the line, Ctrl+D quits: a key meant for the input never picks an answer.
 */
export function answerInput(input: string, key: Key): string {
	return key.ctrl || key.meta ? '' : input;
}

/** A key that only types text (a letter, a digit, a paste): what a prompt with no use for it leaves to the message. */
export function isText(input: string, key: Key): boolean {
	if (key.return || input === '\n') return false;
	const action = inputAction(input, key, '');
	return action?.type === 'edit' && action.edits.every(change => change.type === 'insert');
}

/** Keys of the replay/watch player (a watched stream cannot change speed or step). */
export type PlayerAction = 'pause' | 'faster' | 'slower' | 'step-frame' | 'step-turn' | 'end' | 'requests' | 'quit';

export const PLAYER_BINDINGS: ReadonlyArray<{
	readonly keys: string;
	readonly what: string;
	readonly replayOnly: boolean;
}> = [
	{keys: 'space', what: 'pause', replayOnly: false},
	{keys: '+/-', what: 'speed', replayOnly: true},
	{keys: '→/n', what: 'frame', replayOnly: true},
	{keys: '↓/t', what: 'turn', replayOnly: true},
	{keys: 'e', what: 'end', replayOnly: true},
	{keys: 'q', what: 'quit', replayOnly: false},
];

export function playerAction(input: string, key: Key, replay: boolean): PlayerAction | undefined {
	if (key.ctrl && input === 'c') return 'quit';
	// Ctrl+T, Ctrl+O, Ctrl+G… stay the display keys they are everywhere.
	if (key.ctrl || key.meta) return undefined;
	if (input === 'q') return 'quit';
	if (input === ' ') return 'pause';
	// Not on the player line: only a recording made with --gateway has requests (its status line says "API:").
	if (input === 'a') return 'requests';
	if (!replay) return undefined;
	if (input === '+' || input === '=') return 'faster';
	if (input === '-' || input === '_') return 'slower';
	if (key.rightArrow || input === 'n') return 'step-frame';
	if (key.downArrow || input === 't') return 'step-turn';
	if (key.end || input === 'e' || input === 'G') return 'end';
	return undefined;
}
