/** A pure multi-line text editor: a string and a cursor, and the edits keys map to. */

export interface EditorState {
	readonly text: string;
	/** Offset into `text` (UTF-16 units; edits never split a surrogate pair). */
	readonly cursor: number;
}

export type EditorAction =
	| {readonly type: 'insert'; readonly text: string}
	| {readonly type: 'backspace'}
	| {readonly type: 'delete'}
	| {readonly type: 'left'}
	| {readonly type: 'right'}
	| {readonly type: 'word-left'}
	| {readonly type: 'word-right'}
	| {readonly type: 'line-start'}
	| {readonly type: 'line-end'}
	| {readonly type: 'up'}
	| {readonly type: 'down'}
	| {readonly type: 'kill-to-line-start'}
	| {readonly type: 'kill-word'}
	| {readonly type: 'set'; readonly text: string};

export const emptyEditor: EditorState = {text: '', cursor: 0};

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

function stepLeft(text: string, cursor: number): number {
	if (cursor <= 0) return 0;
	return cursor >= 2 && isLowSurrogate(text.charCodeAt(cursor - 1)) ? cursor - 2 : cursor - 1;
}

function stepRight(text: string, cursor: number): number {
	if (cursor >= text.length) return text.length;
	return isLowSurrogate(text.charCodeAt(cursor + 1)) ? cursor + 2 : cursor + 1;
}

function lineStart(text: string, cursor: number): number {
	return text.lastIndexOf('\n', cursor - 1) + 1;
}

function lineEnd(text: string, cursor: number): number {
	const end = text.indexOf('\n', cursor);
	return end === -1 ? text.length : end;
}

function wordLeft(text: string, cursor: number): number {
	let at = cursor;
	while (at > 0 && /\s/.test(text[at - 1]!)) at--;
	while (at > 0 && !/\s/.test(text[at - 1]!)) at--;
	return at;
}

function wordRight(text: string, cursor: number): number {
	let at = cursor;
	while (at < text.length && /\s/.test(text[at]!)) at++;
	while (at < text.length && !/\s/.test(text[at]!)) at++;
	return at;
}

/** Moves to the same column on the previous (-1) or next (+1) line, clamped to its length. */
function verticalMove(text: string, cursor: number, direction: -1 | 1): number {
	const start = lineStart(text, cursor);
	const column = cursor - start;
	if (direction < 0) {
		if (start === 0) return cursor;
		const previousStart = lineStart(text, start - 1);
		return Math.min(previousStart + column, start - 1);
	}
	const end = lineEnd(text, cursor);
	if (end === text.length) return cursor;
	return Math.min(end + 1 + column, lineEnd(text, end + 1));
}

export function isOnFirstLine(state: EditorState): boolean {
	return lineStart(state.text, state.cursor) === 0;
}

export function isOnLastLine(state: EditorState): boolean {
	return lineEnd(state.text, state.cursor) === state.text.length;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
	const {text, cursor} = state;
	switch (action.type) {
		case 'insert':
			return {text: text.slice(0, cursor) + action.text + text.slice(cursor), cursor: cursor + action.text.length};
		case 'backspace': {
			const to = stepLeft(text, cursor);
			return to === cursor ? state : {text: text.slice(0, to) + text.slice(cursor), cursor: to};
		}
		case 'delete': {
			const to = stepRight(text, cursor);
			return to === cursor ? state : {text: text.slice(0, cursor) + text.slice(to), cursor};
		}
		case 'left':
			return {text, cursor: stepLeft(text, cursor)};
		case 'right':
			return {text, cursor: stepRight(text, cursor)};
		case 'word-left':
			return {text, cursor: wordLeft(text, cursor)};
		case 'word-right':
			return {text, cursor: wordRight(text, cursor)};
		case 'line-start':
			return {text, cursor: lineStart(text, cursor)};
		case 'line-end':
			return {text, cursor: lineEnd(text, cursor)};
		case 'up':
			return {text, cursor: verticalMove(text, cursor, -1)};
		case 'down':
			return {text, cursor: verticalMove(text, cursor, 1)};
		case 'kill-to-line-start': {
			const start = lineStart(text, cursor);
			return {text: text.slice(0, start) + text.slice(cursor), cursor: start};
		}
		case 'kill-word': {
			const start = wordLeft(text, cursor);
			return {text: text.slice(0, start) + text.slice(cursor), cursor: start};
		}
		case 'set':
			return {text: action.text, cursor: action.text.length};
	}
}
