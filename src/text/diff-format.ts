import type {ChalkInstance} from 'chalk';
import type {DiffLine, DiffView} from './diff.js';
import {revealControls} from './sanitize.js';
import {palette} from './style.js';
import {expandTabs, wrapToWidth} from './width.js';

export type FormatDiffOptions = {color?: boolean; maxLines?: number; width?: number};

// line: index of the diff line, -1 for a hunk separator; changed: a row of an added or removed line
type Row = {text: string; line: number; changed: boolean};

const SIGNS = {add: '+', del: '-', ctx: ' '} as const;

/**
 * Printable lines for a diff: a right-aligned line-number gutter (the old number for removed lines, the new one
 * otherwise), the sign, then the text. Removed lines are red and added lines green (foreground colours, readable on
 * dark and light themes); hunks are separated by `⋮`. With `width`, long lines wrap under the text column instead
 * of being cut, so nothing awaiting approval is hidden. With `maxLines`, the output (tail included) has at most that
 * many lines and ends with "… N more lines". Control characters in the text are shown, not interpreted.
 */
export function formatDiff(view: DiffView, opts: FormatDiffOptions = {}): string[] {
	return formatDiffRows(view, opts).rows;
}

/** formatDiff's rows, and which of them is the first of an added or removed line (0 when none of them is). */
export function formatDiffRows(view: DiffView, opts: FormatDiffOptions = {}): {rows: string[]; firstChanged: number} {
	const c = palette(opts.color ?? true);
	// A diff whose place in the file is unknown has no line numbers, and no gutter for them.
	const largest = largestLineNo(view);
	const numberWidth = largest === 0 ? 0 : String(largest).length;
	const max = Math.max(1, opts.maxLines ?? Infinity);
	const rows: Row[] = [];
	// Stop one row past the limit: enough to know the output is cut, without formatting a huge diff in full.
	for (const row of diffRows(view, c, numberWidth, opts.width)) if (rows.push(row) > max) break;
	const cut = rows.length > max;
	const kept = cut ? rows.slice(0, max - 1) : rows;
	// A cut diff does not end on a hunk separator.
	if (cut && kept.at(-1)?.line === -1) kept.pop();
	const firstChanged = Math.max(
		0,
		kept.findIndex(row => row.changed),
	);
	if (!cut) return {rows: rows.map(row => row.text), firstChanged};
	const total = view.hunks.reduce((sum, hunk) => sum + hunk.lines.length, 0);
	// Separators never follow each other, so one of the two rows after `kept` belongs to a diff line.
	const more = total - (rows.slice(kept.length).find(row => row.line >= 0)?.line ?? total);
	return {
		rows: [
			...kept.map(row => row.text),
			c.gray(`${' '.repeat(numberWidth)} … ${more} more line${more === 1 ? '' : 's'}`),
		],
		firstChanged,
	};
}

function* diffRows(view: DiffView, c: ChalkInstance, numberWidth: number, width: number | undefined): Generator<Row> {
	const textWidth = width === undefined ? Infinity : Math.max(1, width - numberWidth - 3);
	const blankGutter = ' '.repeat(numberWidth);
	let index = 0;
	for (const [h, hunk] of view.hunks.entries()) {
		if (h > 0) yield {text: c.gray(`${blankGutter} ⋮`), line: -1, changed: false};
		for (const line of hunk.lines) {
			const number = line.kind === 'del' ? line.oldNo : line.newNo;
			const gutter = c.gray(String(number ?? '').padStart(numberWidth));
			const style = line.kind === 'add' ? c.green : line.kind === 'del' ? c.red : (text: string) => text;
			const pieces = wrapToWidth(visibleEnd(expandTabs(leadingTabs(revealControls(line.text))), line.kind), textWidth);
			for (const [k, piece] of pieces.entries()) {
				const sign = k === 0 ? SIGNS[line.kind] : ' ';
				const body = piece === '' ? sign.trim() : `${sign} ${piece}`;
				const left = k === 0 ? gutter : blankGutter;
				const text = body === '' ? left : numberWidth === 0 ? style(body) : `${left} ${style(body)}`;
				yield {text, line: index, changed: line.kind !== 'ctx'};
			}
			index++;
		}
	}
}

/**
 * A line's leading tabs as two spaces each, as claude writes them in the `structuredPatch` of an edit it made (2.1.330
 * turns them so before it reports the edit, and keeps the tabs after the first other character): a diff cctui makes
 * of the call's input (the prompt's, a subagent's edit, a new file's content) then indents its lines as the diff of
 * the finished edit does. The tabs further in go to their 4-column stops, in both.
 */
function leadingTabs(text: string): string {
	return text.replace(/^\t+/, tabs => '  '.repeat(tabs.length));
}

/** A changed line's trailing spaces as `·`: an edit of only those would show a removed and an added line alike. */
function visibleEnd(text: string, kind: DiffLine['kind']): string {
	return kind === 'ctx' ? text : text.replace(/ +$/, spaces => '·'.repeat(spaces.length));
}

function largestLineNo(view: DiffView): number {
	let largest = 0;
	for (const hunk of view.hunks)
		for (const line of hunk.lines) largest = Math.max(largest, line.oldNo ?? 0, line.newNo ?? 0);
	return largest;
}
