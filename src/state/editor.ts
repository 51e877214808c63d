/**
 * The connected editor as the UI shows it: its name and link state on the status line, and what
 * the person selected or mentioned there, carried by the next message (src/ide/ fills it in).
 */
import type {AppState} from './state.js';
import {withState} from './state.js';

export type EditorLinkState = 'connecting' | 'connected' | 'lost' | 'refused';

/** Lines from 1. A selection carries its text; a mention names lines the model reads itself. */
export type EditorContext =
	| {
			readonly kind: 'selection';
			readonly filePath: string;
			readonly lineStart: number;
			readonly lineEnd: number;
			readonly text: string;
	  }
	| {readonly kind: 'mention'; readonly filePath: string; readonly lineStart?: number; readonly lineEnd?: number};

export interface EditorInfo {
	readonly name: string;
	readonly link: EditorLinkState;
	/** What goes with the next message, in the order it came: every mention, and the latest selection. */
	readonly context: readonly EditorContext[];
}

function setEditor(state: AppState, editor: EditorInfo | undefined): AppState {
	const {editor: _old, ...session} = state.session;
	return withState(state, {session: editor ? {...session, editor} : session});
}

/**
 * Another editor (or none): what was selected or mentioned in the previous one goes with it. A link that ended
 * (lost, refused) takes the selection: the editor reports a selection as it changes, so a restarted one never
 * reported what the previous instance had selected (claude's TUI forgets it too when its IDE client goes). The
 * mentions stay: the person sent each on purpose, and claude's TUI keeps them, typed into its input.
 */
export function editorChanged(
	state: AppState,
	editor: {readonly name: string; readonly link: EditorLinkState} | undefined,
): AppState {
	const previous = state.session.editor;
	const same = editor && previous?.name === editor.name ? previous.context : [];
	const ended = editor?.link === 'lost' || editor?.link === 'refused';
	const context = ended ? same.filter(item => item.kind === 'mention') : same;
	return setEditor(state, editor && {...editor, context});
}

/**
 * Mentions add up, as they do in claude's TUI, where each is typed into the input: the person sent each on
 * purpose. A selection replaces the previous selection only; `null` (the selection went away) clears it.
 * `drop`: clears everything (Esc, or the message took it).
 */
export function editorContextChanged(state: AppState, context: EditorContext | null | 'drop'): AppState {
	const editor = state.session.editor;
	if (!editor) return state;
	if (context === 'drop') return editor.context.length === 0 ? state : setEditor(state, {...editor, context: []});
	const mentions = editor.context.filter(item => item.kind === 'mention');
	if (context === null)
		return mentions.length === editor.context.length ? state : setEditor(state, {...editor, context: mentions});
	const kept = context.kind === 'selection' ? mentions : editor.context;
	return setEditor(state, {...editor, context: [...kept, context]});
}
