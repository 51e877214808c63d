/**
 * A pure multi-line text editor: a string and a cursor, and the edits keys map to. A paste or image
 * placeholder ("[Pasted text #1 +42 lines]") cctui put in is one piece, an atom: no move stops inside
 * it, so Backspace takes it whole, and only an atom stands for its paste when the message is sent.
 *
 * The atoms are kept as ranges beside the text, moved along by each edit, rather than recognised by
 * their shape: the same words typed or pasted (copied from the transcript, say) are text, and sent as
 * typed. Ranges, not marker characters in the text, so that everything reading the text (drawing,
 * widths, `/command` and `@path` matching, history) sees what is shown, and no character a paste could
 * hold has a meaning.
 */
import {cells, TAB_SIZE} from '../text/width.js';

/** Where an atom is in the text: [start, end), in UTF-16 units. */
export interface Atom {
	readonly start: number;
	readonly end: number;
}

export interface EditorState {
	readonly text: string;
	/** Offset into `text` (UTF-16 units), always between two graphemes: an emoji or an accented letter is one step. */
	readonly cursor: number;
	/** The placeholders cctui put in, in order (none: all of `text` is text). */
	readonly atoms?: readonly Atom[];
}

export type EditorAction =
	| {readonly type: 'insert'; readonly text: string}
	/** A placeholder, one piece from now on. */
	| {readonly type: 'insert-atom'; readonly text: string}
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
	| {readonly type: 'set'; readonly text: string; readonly atoms?: readonly Atom[]};

export const emptyEditor: EditorState = {text: '', cursor: 0};

const graphemes = new Intl.Segmenter();

/**
 * `state` with `text.slice(from, to)` replaced by `put` and the cursor at `cursor`; `atom`: `put` is a placeholder.
 * An atom the change reaches into is no longer one (the keys only ever take one whole); those after it move along.
 */
export function splice(
	state: EditorState,
	from: number,
	to: number,
	put: string,
	cursor: number,
	atom = false,
): EditorState {
	const shift = put.length - (to - from);
	const atoms: Atom[] = [];
	for (const kept of state.atoms ?? []) {
		if (kept.end <= from) atoms.push(kept);
		else if (kept.start >= to) atoms.push({start: kept.start + shift, end: kept.end + shift});
	}
	if (atom && put !== '') atoms.push({start: from, end: from + put.length});
	atoms.sort((a, b) => a.start - b.start);
	const text = state.text.slice(0, from) + put + state.text.slice(to);
	return atoms.length === 0 ? {text, cursor} : {text, cursor, atoms};
}

/** `at`, or the start (-1) or end (+1) of the atom it falls inside. */
function snap({atoms = []}: EditorState, at: number, direction: -1 | 1): number {
	const inside = atoms.find(atom => atom.start < at && at < atom.end);
	return inside === undefined ? at : direction < 0 ? inside.start : inside.end;
}

/** Where the grapheme (or atom) before `cursor` starts. */
function stepLeft(state: EditorState, cursor: number): number {
	return cursor <= 0 ? 0 : snap(state, graphemes.segment(state.text).containing(cursor - 1)!.index, -1);
}

/** The grapheme `at` is in (empty at the end of the text). */
export function graphemeAt(text: string, at: number): {readonly start: number; readonly end: number} {
	if (at >= text.length) return {start: text.length, end: text.length};
	const {index, segment} = graphemes.segment(text).containing(Math.max(0, at))!;
	return {start: index, end: index + segment.length};
}

const stepRight = (state: EditorState, cursor: number): number => snap(state, graphemeAt(state.text, cursor).end, 1);

function lineStart(text: string, cursor: number): number {
	return text.lastIndexOf('\n', cursor - 1) + 1;
}

function lineEnd(text: string, cursor: number): number {
	const end = text.indexOf('\n', cursor);
	return end === -1 ? text.length : end;
}

function wordLeft(state: EditorState, cursor: number): number {
	const {text} = state;
	let at = cursor;
	while (at > 0 && /\s/.test(text[at - 1]!)) at--;
	while (at > 0 && !/\s/.test(text[at - 1]!)) at--;
	return snap(state, at, -1);
}

function wordRight(state: EditorState, cursor: number): number {
	const {text} = state;
	let at = cursor;
	while (at < text.length && /\s/.test(text[at]!)) at++;
	while (at < text.length && !/\s/.test(text[at]!)) at++;
	return snap(state, at, 1);
}

/** The screen column after `grapheme` when it starts at `column` (a tab reaches the next stop, as TextField draws it). */
const advance = (column: number, grapheme: {text: string; width: number}) =>
	grapheme.text === '\t' ? column + TAB_SIZE - (column % TAB_SIZE) : column + grapheme.width;

/** Moves to the same screen column on the previous (-1) or next (+1) line, clamped to its length. */
function verticalMove(state: EditorState, cursor: number, direction: -1 | 1): number {
	const {text} = state;
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
	return snap(state, at, -1);
}

export function isOnFirstLine(state: EditorState): boolean {
	return lineStart(state.text, state.cursor) === 0;
}

export function isOnLastLine(state: EditorState): boolean {
	return lineEnd(state.text, state.cursor) === state.text.length;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
	const {text, cursor} = state;
	const moved = (to: number): EditorState => (to === cursor ? state : {...state, cursor: to});
	switch (action.type) {
		case 'insert':
		case 'insert-atom':
			return splice(state, cursor, cursor, action.text, cursor + action.text.length, action.type === 'insert-atom');
		case 'backspace': {
			const to = stepLeft(state, cursor);
			return to === cursor ? state : splice(state, to, cursor, '', to);
		}
		case 'delete': {
			const to = stepRight(state, cursor);
			return to === cursor ? state : splice(state, cursor, to, '', cursor);
		}
		case 'left':
			return moved(stepLeft(state, cursor));
		case 'right':
			return moved(stepRight(state, cursor));
		case 'word-left':
			return moved(wordLeft(state, cursor));
		case 'word-right':
			return moved(wordRight(state, cursor));
		case 'line-start':
			return moved(lineStart(text, cursor));
		case 'line-end':
			return moved(lineEnd(text, cursor));
		case 'up':
			return moved(verticalMove(state, cursor, -1));
		case 'down':
			return moved(verticalMove(state, cursor, 1));
		case 'kill-to-line-start': {
			const start = lineStart(text, cursor);
			return splice(state, start, cursor, '', start);
		}
		case 'kill-word': {
			const start = wordLeft(state, cursor);
			return splice(state, start, cursor, '', start);
		}
		case 'set':
			return action.atoms?.length
				? {text: action.text, cursor: action.text.length, atoms: action.atoms}
				: {text: action.text, cursor: action.text.length};
	}
}
