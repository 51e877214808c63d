/**
 * A streaming text or thinking block whose last line grows long (minified JSON, a megabyte of words with no
 * line break) keeps the end of that line beside its text, for the live region: that region shows only a
 * line's last rows, and reading the end of `text` itself would make V8 flatten the concatenated string, a
 * copy of the whole block on every frame (a 1 MB line streamed in: 1,000 copies of up to 1 MB, a tenth of its
 * CPU time). Short blocks carry nothing extra: the check is a length.
 */
import {openFenceLine} from '../text/markdown-split.js';
import type {TextItem, ThinkingItem} from './transcript.js';

/** From this many characters on, an open line keeps its end; the end kept is between this and twice it. */
export const LONG_LINE = 32_768;

export interface LongLine {
	/** Characters of the open (last) line of the block's text. */
	readonly chars: number;
	/** Once `chars` is over 2 × LONG_LINE: the line's last LONG_LINE to 2 × LONG_LINE characters. */
	readonly end?: string;
	/** With `end`, in text: the opening line of the code fence the line is in, or ''. */
	readonly fence?: string;
}

type Block = TextItem | ThinkingItem;

/** `item` with `added` appended to its text. */
export function appendText<T extends Block>(item: T, added: string): T {
	const text = item.text + added;
	if (item.longLine === undefined && text.length <= 2 * LONG_LINE) return {...item, text};
	const newline = added.lastIndexOf('\n');
	// The first time only, the block's open line is measured, which reads (and copies) its whole text once.
	const chars =
		newline >= 0 ? added.length - newline - 1 : (item.longLine?.chars ?? lastLineLength(item.text)) + added.length;
	if (chars <= 2 * LONG_LINE) return {...item, text, longLine: {chars}};
	// A line that began in this delta is measured afresh, and its fence found again.
	const kept = newline < 0 ? item.longLine?.end : undefined;
	if (kept === undefined) {
		const fence = item.kind === 'text' ? openFenceLine(text) : '';
		return {...item, text, longLine: {chars, end: lineEnd(text, chars), fence}};
	}
	const end = kept.length + added.length > 2 * LONG_LINE ? lineEnd(kept + added, chars) : kept + added;
	return {...item, text, longLine: {chars, end, fence: item.longLine?.fence ?? ''}};
}

/**
 * The end of a line of `chars` characters that ends `text`: from a multiple of LONG_LINE into the line, so that
 * the live region's cut (src/text/long-lines.ts) moves only when the line has grown by that much.
 */
function lineEnd(text: string, chars: number): string {
	const from = Math.floor((chars - LONG_LINE) / LONG_LINE) * LONG_LINE;
	return text.slice(text.length - (chars - from));
}

const lastLineLength = (text: string): number => text.length - text.lastIndexOf('\n') - 1;

/** What the live region renders of a streaming block: its text, or the end of a long last line. */
export function liveText(item: Block): string {
	const line = item.status === 'streaming' ? item.longLine : undefined;
	if (line?.end === undefined) return item.text;
	return line.fence ? `${line.fence}\n${line.end}` : line.end;
}

/** A finished block keeps no copy of its line's end. */
export function withoutLongLine<T extends Block>(item: T): T {
	if (item.longLine === undefined) return item;
	const {longLine: _, ...rest} = item;
	return rest as T;
}
