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
	readonly context?: EditorContext;
}

function setEditor(state: AppState, editor: EditorInfo | undefined): AppState {
	const {editor: _old, ...session} = state.session;
	return withState(state, {session: editor ? {...session, editor} : session});
}

/** Another editor (or none): what was selected in the previous one goes with it. */
export function editorChanged(
	state: AppState,
	editor: {readonly name: string; readonly link: EditorLinkState} | undefined,
): AppState {
	const previous = state.session.editor;
	const context = editor && previous?.name === editor.name ? previous.context : undefined;
	return setEditor(state, editor && {...editor, ...(context ? {context} : {})});
}

/**
 * A selection replaces what was there; `null` (the selection went away) clears a selection but not a
 * mention, which the person sent on purpose. `drop`: cleared whatever it is (Esc, or the message took it).
 */
export function editorContextChanged(state: AppState, context: EditorContext | null | 'drop'): AppState {
	const editor = state.session.editor;
	if (!editor) return state;
	const {context: previous, ...rest} = editor;
	if (context === 'drop' || (context === null && previous?.kind !== 'mention'))
		return previous ? setEditor(state, rest) : state;
	if (context === null) return state;
	return setEditor(state, {...rest, context});
}
