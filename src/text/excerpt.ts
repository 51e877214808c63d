import {cells, displayWidth} from './width.js';

/** Shorten plain text to `maxWidth` columns by replacing its middle with `…` (keeps both ends of a path). */
export function truncateMiddle(text: string, maxWidth: number): string {
	if (displayWidth(text) <= maxWidth) return text;
	if (maxWidth < 1) return '';
	const all = cells(text);
	const budget = maxWidth - 1;
	let head = '';
	let used = 0;
	for (const cell of all) {
		if (used + cell.width > Math.ceil(budget / 2)) break;
		head += cell.text;
		used += cell.width;
	}
	let tail = '';
	for (let i = all.length - 1; i >= 0; i--) {
		const cell = all[i];
		if (!cell || used + cell.width > budget) break;
		tail = cell.text + tail;
		used += cell.width;
	}
	return `${head}…${tail}`;
}

/** Plain text cut to `width` columns, ending in `…` when cut. */
export function clipLine(text: string, width: number): string {
	if (displayWidth(text) <= width) return text;
	let out = '';
	let used = 0;
	for (const cell of cells(text)) {
		if (used + cell.width > width - 1) break;
		out += cell.text;
		used += cell.width;
	}
	return `${out}…`;
}

/**
 * Prose cut to `width` columns at its end, ending in `…` when cut: after its last whole word when that word ends
 * within `near` columns of the cut (a description reads on to the cut, `Investigate the flaky…`, not `Investigate
 * the fla…`), else where the columns end, as clipLine cuts it (one long word, a path).
 */
export function clipWords(text: string, width: number, near = Math.max(8, Math.floor(width / 4))): string {
	if (displayWidth(text) <= width) return text;
	const cut = clipLine(text, width).slice(0, -1);
	// The cut falls where a word ends already.
	if (text.startsWith(cut) && /^\s/.test(text.slice(cut.length))) return `${cut.trimEnd()}…`;
	const space = cut.search(/\s\S*$/);
	if (space > 0 && displayWidth(cut.slice(space)) <= near && cut.slice(0, space).trim() !== '')
		return `${cut.slice(0, space).trimEnd()}…`;
	return `${cut}…`;
}

/**
 * `text` for a row of `columns` that cuts it at its end, still told apart from `others` (the other answers of a list,
 * which may begin alike): as it is when its cut begins none of them, else its first words that fit, `…`, and its
 * words from the one where it differs from them ("Deploy to … the tests pass"), from an earlier word when those
 * could be another's too.
 */
export function toldApart(text: string, others: readonly string[], columns: number): string {
	if (displayWidth(text) <= columns) return text;
	const cut = clipLine(text, columns).slice(0, -1).trimEnd();
	if (!others.some(other => other.startsWith(cut))) return text;
	const differs = Math.max(
		...others.map(other => {
			let at = 0;
			while (at < text.length && text[at] === other[at]) at++;
			return at;
		}),
	);
	for (let from = text.lastIndexOf(' ', differs) + 1; from > 0; from = text.lastIndexOf(' ', from - 2) + 1) {
		const words = text.slice(from);
		const tail = clipLine(words, columns - displayWidth('… ')).replace(/ +…$/, '…');
		const kept = tail === words ? tail : tail.slice(0, -1);
		let head = '';
		for (const word of text.slice(0, from).trim().split(' ')) {
			const longer = head ? `${head} ${word}` : word;
			if (displayWidth(`${longer} … ${tail}`) > columns) break;
			head = longer;
		}
		if (!others.some(other => other.startsWith(head) && other.slice(head.length).includes(kept)))
			return head ? `${head} … ${tail}` : `… ${tail}`;
	}
	return text;
}

/** The last `n` lines of `text` (a final newline does not count as an empty last line). Pass sanitized text. */
export function lastLines(text: string, n: number): string {
	if (n <= 0) return '';
	const body = text.endsWith('\n') ? text.slice(0, -1) : text;
	let start = body.length;
	for (let i = 0; i < n; i++) {
		const newline = body.lastIndexOf('\n', start - 1);
		if (newline < 0) return body;
		start = newline;
	}
	return body.slice(start + 1);
}

/**
 * The head of `text`: at most `maxLines` lines and `maxChars` characters (a line cut short ends in `…`), and how
 * many lines were left out. Pass sanitized text.
 */
export function excerpt(
	text: string,
	opts: {maxLines: number; maxChars?: number},
): {text: string; omittedLines: number} {
	const body = text.endsWith('\n') ? text.slice(0, -1) : text;
	if (body === '') return {text: '', omittedLines: 0};
	let cut = 0;
	for (let shown = 0, from = 0; shown < opts.maxLines; shown++) {
		const newline = body.indexOf('\n', from);
		cut = newline < 0 ? body.length : newline;
		if (newline < 0) break;
		from = newline + 1;
	}
	let head = body.slice(0, cut);
	let ellipsis = '';
	if (opts.maxChars !== undefined && head.length > opts.maxChars) {
		let end = Math.max(0, opts.maxChars);
		if (isHighSurrogate(body.charCodeAt(end - 1))) end--;
		head = body.slice(0, end);
		if (head.endsWith('\n')) head = head.slice(0, -1);
		else if (body[end] !== '\n') ellipsis = '…';
	}
	const omittedLines = countLines(body) - (head === '' && ellipsis === '' ? 0 : countLines(head));
	return {text: head + ellipsis, omittedLines};
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;

function countLines(text: string): number {
	let count = 1;
	for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
	return count;
}
