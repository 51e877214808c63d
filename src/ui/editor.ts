/**
 * A pure multi-line text editor: a string and a cursor, and the edits keys map to. A paste or image
 * placeholder ("[Pasted text #1 +42 lines]") is one piece: no move stops inside it, so Backspace
 * takes it whole.
 */
import {PLACEHOLDER} from '../protocol/attachments.js';
import {cells, TAB_SIZE} from '../text/width.js';

export interface EditorState {
	readonly text: string;
	/** Offset into `text` (UTF-16 units), always between two graphemes: an emoji or an accented letter is one step. */
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

const graphemes = new Intl.Segmenter();

/** `at`, or the start (-1) or end (+1) of the placeholder it falls inside. */
function snap(text: string, at: number, direction: -1 | 1): number {
	for (const match of text.matchAll(PLACEHOLDER)) {
		const end = match.index + match[0].length;
		if (match.index < at && at < end) return direction < 0 ? match.index : end;
	}
	return at;
}

/** Where the grapheme (or placeholder) before `cursor` starts. */
function stepLeft(text: string, cursor: number): number {
	return cursor <= 0 ? 0 : snap(text, graphemes.segment(text).containing(cursor - 1)!.index, -1);
}

/** The grapheme `at` is in (empty at the end of the text). */
export function graphemeAt(text: string, at: number): {readonly start: number; readonly end: number} {
	if (at >= text.length) return {start: text.length, end: text.length};
	const {index, segment} = graphemes.segment(text).containing(Math.max(0, at))!;
	return {start: index, end: index + segment.length};
}

const stepRight = (text: string, cursor: number): number => snap(text, graphemeAt(text, cursor).end, 1);

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
	return snap(text, at, -1);
}

function wordRight(text: string, cursor: number): number {
	let at = cursor;
	while (at < text.length && /\s/.test(text[at]!)) at++;
	while (at < text.length && !/\s/.test(text[at]!)) at++;
	return snap(text, at, 1);
}

/** The screen column after `grapheme` when it starts at `column` (a tab reaches the next stop, as TextField draws it). */
const advance = (column: number, grapheme: {text: string; width: number}) =>
	grapheme.text === '\t' ? column + TAB_SIZE - (column % TAB_SIZE) : column + grapheme.width;

/** Moves to the same screen column on the previous (-1) or next (+1) line, clamped to its length. */
function verticalMove(text: string, cursor: number, direction: -1 | 1): number {
	const start = lineStart(text, cursor);
	const column = cells(text.slice(start, cursor)).reduce(advance, 0);
	let at: number;
	if (direction < 0) {
		if (start === 0) return cursor;
		at = lineStart(text, start - 1);
	} else {
		const end = lineEnd(text, cursor);
		if (end === text.length) return cursor;
		at = end + 1;
	}
	let reached = 0;
	for (const grapheme of cells(text.slice(at, lineEnd(text, at)))) {
		reached = advance(reached, grapheme);
		if (reached > column) break;
		at += grapheme.text.length;
	}
	return snap(text, at, -1);
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
