/**
 * The App's keys, in order: a player's keys (replay, watch), then the global ones (Ctrl+C, toggles,
 * pickers), then the prompt on screen if the key gate gives it the key (use-prompt-gate.ts), else
 * the message editor. Every key is judged by the gate first: all keys count as typing. A paste is
 * text, never a key: it never answers a prompt (only a prompt's own text field takes it). Keys that
 * come for a picker a prompt just closed (use-overlay.ts), or after the rewind picker closed in front of a prompt, do
 * nothing until the prompt would take one. Escs still coming after one that interrupted the turn or closed a picker do
 * nothing until a pause.
 */
import type {Key} from 'ink';
import {useEffect, useRef, useState} from 'react';
import type {UserInput} from '../protocol/attachments.js';
import type {RequestId} from '../protocol/types.js';
import type {QueuedMessage, SessionInfo} from '../state/state.js';
import {nextThinkingDisplay} from '../state/thinking-display.js';
import type {UiActions} from './actions.js';
import {isOnFirstLine, isOnLastLine} from './editor.js';
import {focusesPrompt, globalAction, inputAction, isText, type MessageKeys, playerAction} from './keymap.js';
import type {OverlayControl, PickerClosed} from './use-overlay.js';
import type {RewindControl} from './use-rewind.js';
import {applyPlayerAction, type PlayerView} from './player.js';
import type {MessageEditor} from './use-message-editor.js';
import {TEXT} from './input-keys.js';
import {useKeys} from './use-keys.js';
import type {PromptGate} from './use-prompt-gate.js';

/** Two Esc presses this close together open the rewind picker. */
const DOUBLE_ESC_MS = 800;
/** How long an `r` on an empty input waits for a next key before it restarts a stopped claude. */
const R_ALONE_MS = 300;

export interface AppKeysOptions {
	readonly actions: UiActions;
	readonly editor: MessageEditor;
	readonly overlay: OverlayControl;
	readonly rewind: Pick<RewindControl, 'picker' | 'open' | 'closedBefore'>;
	readonly gate: PromptGate;
	/** The prompt on screen (a permission request, an elicitation), if any. */
	readonly prompt: {readonly requestId: RequestId} | undefined;
	readonly player: PlayerView | undefined;
	readonly busy: boolean;
	readonly childRunning: boolean;
	readonly queue: readonly QueuedMessage[];
	readonly session: SessionInfo;
	/** The thinking display asked for and not yet confirmed. */
	readonly pendingDisplay: string | undefined;
	/** Permission modes Shift+Tab cycles through. */
	readonly modes: readonly string[];
	/** Sends a message taken from the editor (or runs it as a slash command). */
	readonly send: (message: UserInput) => void;
	readonly now: () => number;
	/** When text typed in a prompt that closed without the terminal's answer came back into the input (use-prompt-draft.ts). */
	readonly draftReturnedAt?: () => number | undefined;
	/** Ctrl+C twice within this window quits. */
	readonly quitWindowMs: number;
	readonly isActive: boolean;
}

export interface AppKeys {
	/** A line for the status bar ("Press Ctrl+C again to quit"). */
	readonly hint: string | undefined;
	readonly showThinking: boolean;
	readonly showDebug: boolean;
	/** Esc or Ctrl+C's interrupt, for a prompt's Esc too: the messages waiting to start come back into the input. */
	readonly interrupt: () => void;
	/**
	 * A key the rewind picker's list did not take (too soon, or of no use there): the message's, as under a prompt.
	 * `typed` tells the list's own gate, as the App's is told, whether the message is empty after it.
	 */
	readonly typedUnderPicker: (input: string, key: Key, typed: (empty: boolean) => void) => void;
}

export function useAppKeys(options: AppKeysOptions): AppKeys {
	const {
		actions,
		editor,
		overlay,
		rewind,
		gate,
		prompt,
		player,
		busy,
		childRunning,
		queue,
		session,
		pendingDisplay,
		modes,
		send,
		now,
		draftReturnedAt,
		quitWindowMs,
		isActive,
	} = options;
	const [showThinking, setShowThinking] = useState(true);
	const [showDebug, setShowDebug] = useState(false);
	const [hint, setHint] = useState<string | undefined>(undefined);
	const lastCtrlC = useRef(Number.NEGATIVE_INFINITY);
	const lastEsc = useRef(Number.NEGATIVE_INFINITY);
	/**
	 * The last Esc of a run: one that interrupted the turn or closed a picker, then each that came on its heels. Such
	 * Escs are hammered, meant for what the first did: the next would stop a turn nobody meant to stop (or stop it again),
	 * two would open the rewind picker and the letters typed next would be its keys (`f` forks). The gate keeps the
	 * clock: an Esc ends a run only after a quiet time since the run's last Esc and since the key before it, so it holds
	 * at least as long as a timer of the quiet time from that Esc would.
	 */
	const escRun = useRef<number | undefined>(undefined);
	/** The picker closed whose keys have stopped coming: the keys are the prompt's and the message's again. */
	const settled = useRef<PickerClosed | undefined>(undefined);

	/**
	 * A key that comes as a prompt closes the picker on screen was meant for the picker: its Esc would interrupt the
	 * turn, its Enter send the message under the prompt. So were the keys that come as the person closes the rewind
	 * picker in front of a prompt (a second Esc). Such a key does nothing, as do the keys after it, until one comes a
	 * quiet time after the picker closed and the key before (as the prompt would take it: the person has seen the
	 * prompt). The gate, which judged the key just before, keeps the clock.
	 */
	const forClosedPicker = (forPrompt: boolean): boolean => {
		const closed = [overlay.closedBy, rewind.closedBefore]
			.filter((picker): picker is PickerClosed => picker !== undefined && picker.requestId === prompt?.requestId)
			.sort((one, other) => other.at - one.at)[0];
		if (!closed || settled.current === closed) return false;
		if (!forPrompt && !gate.cameQuietAfter(closed.at)) return true;
		settled.current = closed;
		return false;
	};

	const onPaste = (text: string, forPrompt: boolean, lost: boolean): void => {
		if (player || overlay.overlay !== undefined || rewind.picker !== undefined || lost) return;
		if (prompt && forPrompt && gate.deliver(text, TEXT, true)) return;
		editor.clearPathSuggestions();
		editor.paste(text);
		gate.typed(editor.get().text === '');
	};

	/**
	 * When a prompt's typed text that came back into the input stopped holding Enter: a key came a quiet time after it.
	 * Until then an Enter was meant for the prompt, not to send the text.
	 */
	const returnSettled = useRef<number | undefined>(undefined);
	/** The restart an `r` on an empty input asks for, once no key has followed it. */
	const restartAfterR = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	useEffect(() => () => clearTimeout(restartAfterR.current), []);

	/** A hint for the status line for as long as a second Ctrl+C would quit. */
	const flashHint = (text: string): void => {
		setHint(text);
		setTimeout(() => setHint(undefined), quitWindowMs).unref?.();
	};

	/** This Esc begins or continues a run; an Esc pair toward the rewind picker starts over after it. */
	const markEscRun = (): void => {
		escRun.current = now();
		lastEsc.current = Number.NEGATIVE_INFINITY;
	};

	/**
	 * Whether this key, just judged by the gate, is an Esc that continues the run, and so does nothing. The first key
	 * that came a quiet time after the run's last Esc and after the key before it ends the run: as for a prompt, the
	 * gate tells a key chosen from one still coming.
	 */
	const continuesEscRun = (key: Key): boolean => {
		if (escRun.current !== undefined && gate.cameQuietAfter(escRun.current)) escRun.current = undefined;
		if (!key.escape || escRun.current === undefined) return false;
		markEscRun();
		return true;
	};

	// Messages waiting to start come back into the input rather than start after the interrupt.
	const interrupt = (): void => {
		markEscRun();
		void actions.interrupt().then(taken => editor.putBack(taken));
	};

	/**
	 * The letter a form field or a question's options refused (KeyHandler), just before: alone, it does nothing; the
	 * next key, typed on in the flow of typing, goes to the message with it as its first letter ("neither, green" at a
	 * question is not "either, green").
	 */
	const refused = useRef<{readonly text: string; readonly prompt: RequestId} | undefined>(undefined);

	/** A key a prompt or picker has no use for that the message keeps: a letter begins it, an edit edits it once begun. */
	const keptForMessage = (input: string, key: Key): boolean =>
		isText(input, key) || (editor.get().text !== '' && inputAction(input, key, '')?.type === 'edit');

	const onKey = (input: string, key: Key, pasted?: true): void => {
		const forPrompt = gate.judge();
		const slip = refused.current;
		refused.current = undefined;
		const lost = forClosedPicker(forPrompt);
		// Judged for a paste too: one after a pause ends the run, and the hold of text come back from a prompt.
		const hammered = continuesEscRun(key);
		const returned = draftReturnedAt?.();
		if (returned !== undefined && gate.cameQuietAfter(returned)) returnSettled.current = returned;
		if (pasted) return onPaste(input, forPrompt, lost);
		if (hammered) return;
		// The picker on screen takes this Esc and closes: the Escs still coming for it are a run.
		if (key.escape && (overlay.overlay !== undefined || rewind.picker !== undefined)) markEscRun();
		// An open picker (/requests of a recording) has the keys until it closes.
		const played = player && !overlay.overlay ? playerAction(input, key, player.kind === 'replay') : undefined;
		if (played === 'quit') return actions.quit();
		if (played === 'requests') return overlay.open('requests');
		if (played && player) return applyPlayerAction(player.controls, played);
		// Keys typed while a prompt is new, the person is still typing or composing a message belong to the message.
		const message: MessageKeys =
			player || overlay.overlay !== undefined || rewind.picker !== undefined || lost
				? undefined
				: prompt === undefined
					? 'input'
					: forPrompt
						? undefined
						: 'under-prompt';
		// Tab hands the prompt the keys, unless it is the message's: on an @path or /command it completes, as without a
		// prompt, and in the flow of typing the gate does not take it (use-prompt-gate.ts).
		if (message === 'under-prompt' && focusesPrompt(key) && !editor.completable() && gate.focus()) return;
		// PgUp/PgDn the gate held back scroll the prompt all the same: they answer nothing.
		if (message === 'under-prompt' && gate.scroll(key)) return;
		const editorNow = editor.get();
		switch (globalAction(input, key, message)) {
			case 'ctrl-c': {
				const at = now();
				if (at - lastCtrlC.current < quitWindowMs) {
					// The last frame stays on the terminal after cctui exits: it must not still ask for a second press.
					setHint(undefined);
					return actions.quit();
				}
				lastCtrlC.current = at;
				if (busy) interrupt();
				else editor.discard();
				flashHint('Press Ctrl+C again to quit');
				return;
			}
			case 'interrupt': {
				if (busy) return interrupt();
				// Esc on an empty input drops the editor's selection first; Esc Esc after that still rewinds.
				if (
					editorNow.text === '' &&
					prompt === undefined &&
					session.editor?.context.length &&
					actions.dropEditorContext
				) {
					lastEsc.current = Number.NEGATIVE_INFINITY;
					return actions.dropEditorContext();
				}
				// Esc twice on an empty input while idle: the rewind picker.
				const at = now();
				const twice = at - lastEsc.current < DOUBLE_ESC_MS;
				lastEsc.current = twice ? Number.NEGATIVE_INFINITY : at;
				if (twice && editorNow.text === '' && prompt === undefined) rewind.open();
				return;
			}
			case 'toggle-thinking':
				return setShowThinking(value => !value);
			case 'cycle-thinking-display':
				return actions.setThinkingDisplay(nextThinkingDisplay(pendingDisplay ?? session.thinkingDisplay));
			case 'cycle-mode': {
				const index = modes.indexOf(session.permissionMode);
				return actions.setPermissionMode(modes[(index + 1) % modes.length]!);
			}
			case 'search-history':
				return overlay.open('history');
			case 'expand-output':
				return actions.expandLastOutput();
			case 'toggle-debug':
				return setShowDebug(value => !value);
			case 'suspend':
				return actions.suspend?.();
			case 'quit-if-empty':
				if (editorNow.text === '') actions.quit();
				return;
			case undefined:
				break;
		}
		if (prompt && forPrompt) {
			// An Esc the prompt takes (out of a typed answer or a step, or to stop the turn): the Escs still coming with
			// it are a run, which does nothing (a double-tap out of a reason would stop the turn).
			if (key.escape) markEscRun();
			const delivered = gate.deliver(input, key);
			// A slip at a form field or a question's options: nothing, unless typing goes on (below).
			if (delivered === 'refused' && isText(input, key)) refused.current = {text: input, prompt: prompt.requestId};
			if (delivered) return;
			// Ctrl+D is never an answer: as on the input, it quits when the input is empty.
			if (globalAction(input, key, 'under-prompt') === 'quit-if-empty') {
				if (editorNow.text === '' && overlay.overlay === undefined) actions.quit();
				return;
			}
			// A letter the prompt has no use for ("y" on a plan) begins a message: it is kept there, not lost. A key that
			// edits a message already begun (Backspace, Ctrl+U, a cursor move) edits it: keys typed ahead of the prompt
			// can be taken back. Either way the prompt pauses, as for typing.
			if (overlay.overlay !== undefined || !keptForMessage(input, key)) return;
		} else if (!message) return;
		// The letter a prompt refused just before, with this one in the flow of typing, is a message begun: its first.
		const text =
			slip && slip.prompt === prompt?.requestId && message === 'under-prompt' && isText(input, key) ? slip.text : '';
		if (toMessage(text + input, key)) gate.typed(editor.get().text === '');
	};

	const typedUnderPicker = (input: string, key: Key, typed: (empty: boolean) => void): void => {
		if (!keptForMessage(input, key) || !toMessage(input, key)) return;
		const empty = editor.get().text === '';
		gate.typed(empty);
		typed(empty);
	};

	/** A key for the message editor; false when it did nothing there. */
	const toMessage = (input: string, key: Key): boolean => {
		const editorNow = editor.get();
		if (!childRunning && editorNow.text === '' && input === 'r' && !key.ctrl && !key.meta) {
			// Typed as a letter: it restarts claude only once no key has followed it, for it may begin a word ("retry").
			editor.edit({type: 'insert', text: 'r'});
			restartAfterR.current = setTimeout(() => {
				if (editor.get().text !== 'r') return;
				editor.edit({type: 'set', text: ''});
				actions.restart();
			}, R_ALONE_MS);
			restartAfterR.current.unref?.();
			return true;
		}
		const action = inputAction(input, key, editorNow.text.slice(0, editorNow.cursor));
		if (!action) return false;
		if (action.type === 'submit') {
			// The Enter that was to send a deny reason, as the prompt closed under it, would send the reason to claude.
			const returned = draftReturnedAt?.();
			if (returned !== undefined && returned !== returnSettled.current) {
				flashHint('The prompt closed: Enter again sends your text as a message');
				return true;
			}
			setHint(undefined);
			editor.submit(send);
			return true;
		}
		if (action.type === 'complete') {
			editor.complete();
			return true;
		}
		editor.clearPathSuggestions();
		if (action.type === 'history') {
			// Up in an empty editor takes back the last queued message, to edit or drop it (unless claude started it).
			const last = queue.at(-1);
			if (action.direction < 0 && editorNow.text === '' && last) {
				void actions.withdrawQueued(last.uuid).then(taken => {
					if (taken) editor.putBack([last]);
					else actions.note('info', 'That message already reached claude: it is part of the turn now.');
				});
				return true;
			}
			const atEdge = action.direction < 0 ? isOnFirstLine(editorNow) : isOnLastLine(editorNow);
			if (atEdge) editor.recall(action.direction);
			else editor.edit({type: action.direction < 0 ? 'up' : 'down'});
			return true;
		}
		for (const change of action.edits) editor.edit(change);
		return true;
	};
	useKeys(onKey, {isActive});
	return {hint, showThinking, showDebug, interrupt, typedUnderPicker};
}
