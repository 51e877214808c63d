import {getDefaults, Lexer, type Links} from 'marked';

// A fence opens with 3+ backticks or tildes (backtick info strings hold no backtick) and closes with a bare run of
// the same character at least as long. Any indentation counts: fences inside list items are indented.
const FENCE_OPEN = /^[ \t]*(`{3,}(?!.*`)|~{3,})/;
const FENCE_CLOSE = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;
const LIST_ITEM = /^[ \t]{0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
// A line still being streamed that may yet turn into a list item.
const MAYBE_LIST_ITEM = /^[ \t]{0,3}(?:[-*+]|\d{1,9}[.)]?)$/;
const BLANK = /^[ \t]*$/;
// An HTML comment that starts a block runs to the line that closes it, blank lines included (CommonMark's HTML block).
const COMMENT_OPEN = /^ {0,3}<!--(?!-?>)(?!.*-->)/;

interface Fence {
	readonly char: string;
	readonly length: number;
}

function opensFence(line: string): Fence | undefined {
	const open = FENCE_OPEN.exec(line)?.[1];
	return open ? {char: open[0] ?? '`', length: open.length} : undefined;
}

function closesFence(line: string, fence: Fence): boolean {
	const close = FENCE_CLOSE.exec(line)?.[1];
	return close?.[0] === fence.char && close.length >= fence.length;
}

/**
 * Where streamed markdown can be cut so that the head is complete blocks and rendering head and tail separately
 * looks like rendering the whole: the start of a block that follows a blank line, outside any fenced code block or
 * HTML comment and not inside a list (a blank line can separate items of one loose list, or an item from its
 * continuation).
 * Returns the largest such index, or 0 when there is none.
 */
export function findSafeSplitPoint(src: string): number {
	let fence: Fence | undefined;
	let inComment = false;
	let inList = false;
	let afterBlank = false;
	let seenContent = false;
	let best = 0;
	let pos = 0;
	for (;;) {
		const newline = src.indexOf('\n', pos);
		const complete = newline >= 0;
		const line = src.slice(pos, complete ? newline : src.length);
		if (!fence && afterBlank && seenContent && startsNewBlock(line, complete, inList)) best = pos;
		if (!complete) return best;
		pos = newline + 1;

		if (fence) {
			if (closesFence(line, fence)) fence = undefined;
			continue;
		}
		if (inComment) {
			inComment = !line.includes('-->');
			continue;
		}
		if (BLANK.test(line)) {
			afterBlank = true;
			continue;
		}
		fence = opensFence(line);
		inComment = COMMENT_OPEN.test(line);
		if (LIST_ITEM.test(line)) inList = true;
		else if (afterBlank && !/^[ \t]/.test(line)) inList = false; // an unindented block after a blank ends a list
		afterBlank = false;
		seenContent = true;
	}
}

// Whether a line that follows a blank line starts a block of its own rather than continuing a list.
function startsNewBlock(line: string, complete: boolean, inList: boolean): boolean {
	if (!inList) return true;
	if (line === '' || /^[ \t]/.test(line)) return false;
	return !LIST_ITEM.test(line) && (complete || !MAYBE_LIST_ITEM.test(line));
}

/**
 * What the live region needs of streamed markdown to show its last `rows` rows. While a long code block is
 * still open at the margin, that is its opening fence and its last `rows` lines (each line is at least one row):
 * rendering and highlighting the whole block on every frame would cost more with every line claude adds.
 * Otherwise the text itself: prose is committed to history at paragraph breaks, so it stays short.
 */
export function liveMarkdownTail(src: string, rows: number): string {
	const {fence, lines} = scanFences(src);
	if (!fence || fence.opener < 0 || lines - fence.body <= rows + 1) return src;
	let start = src.length;
	for (let kept = 0; kept <= rows; kept++) start = src.lastIndexOf('\n', start - 1);
	return `${openerLine(src, fence.opener)}${src.slice(start)}`;
}

/** The opening line of the code fence at the margin that is still open at the end of `src`, or '' when none is. */
export function openFenceLine(src: string): string {
	const {fence} = scanFences(src);
	return fence && fence.opener >= 0 ? openerLine(src, fence.opener) : '';
}

const openerLine = (src: string, opener: number): string => src.slice(opener, src.indexOf('\n', opener));

/**
 * The code fence still open at the end of `src` (where its opening line starts, -1 when it is not at the
 * margin, and the number of its body's first line), and how many lines `src` has.
 */
function scanFences(src: string): {fence?: Fence & {opener: number; body: number}; lines: number} {
	let fence: (Fence & {opener: number; body: number}) | undefined;
	let lines = 0;
	for (let pos = 0; pos < src.length;) {
		const newline = src.indexOf('\n', pos);
		const end = newline < 0 ? src.length : newline;
		const line = src.slice(pos, end);
		if (fence) {
			if (newline >= 0 && closesFence(line, fence)) fence = undefined;
		} else {
			const open = newline >= 0 ? opensFence(line) : undefined;
			// Only a fence at the margin: one inside a list item renders as part of the item.
			if (open) fence = {...open, opener: /^[`~]/.test(line) ? pos : -1, body: lines + 1};
		}
		lines++;
		pos = newline < 0 ? src.length : newline + 1;
	}
	return fence ? {fence, lines} : {lines};
}

/**
 * `earlier` with the link reference definitions in `src` added (of two for one label the first wins, as in
 * CommonMark): what the blocks that follow `src` in the same text resolve `[text][label]` with, since each block is
 * rendered alone.
 */
export function linkDefinitions(src: string, earlier: Links | undefined): Links | undefined {
	if (!src.includes(']:')) return earlier;
	const lexer = new Lexer(getDefaults());
	Object.assign(lexer.tokens.links, earlier);
	try {
		lexer.lex(src);
	} catch {
		return earlier; // marked overflows its stack on a line of megabytes (markdown.ts): no definition there
	}
	return {...lexer.tokens.links};
}
