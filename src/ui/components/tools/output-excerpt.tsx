/**
 * Tool output under its call: sanitized, only its head unless expanded, and how much was left out. In the live
 * region every line is cut to the width, so a minified blob cannot wrap into a screenful.
 */
import {Text} from 'ink';
import {outputForPerson} from '../../../present/tool-output.js';
import {excerpt} from '../../../text/excerpt.js';
import {cutIntoRows} from '../../../text/rows.js';
import {sanitize} from '../../../text/sanitize.js';
import {cells, displayWidth, expandTabs} from '../../../text/width.js';
import {LIVE_LINES, type ViewOptions} from '../../view.js';
import {GUTTER, Nested} from './nested.js';

const STATIC_OUTPUT_LINES = 8;
/** Ctrl+O repeats a call with all of its output, but a runaway log must not flood the scrollback. */
export const EXPANDED_MAX_LINES = 3000;
const EXPANDED_MAX_CHARS = 1_000_000;

export function outputBudget(view: ViewOptions, expanded: boolean): number {
	return expanded ? EXPANDED_MAX_LINES : view.live ? LIVE_LINES.toolOutput : STATIC_OUTPUT_LINES;
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
 * History's excerpt is bounded in rows, not only in lines: a line longer than the rows left (a minified blob, a
 * 5,000-character log line) is cut to them with `…`, and the lines after it are left for Ctrl+O.
 */
function withinRows(lines: readonly string[], rows: number, width: number): {lines: string[]; cut: boolean} {
	const shown: string[] = [];
	let left = rows;
	for (const line of lines) {
		if (left <= 0) break;
		const needs = Math.max(1, Math.ceil(displayWidth(line) / width));
		if (needs > left) return {lines: [...shown, cutIntoRows(clipLine(line, left * width), width)], cut: true};
		shown.push(line);
		left -= needs;
	}
	return {lines: shown, cut: false};
}

type Tone = 'dim' | 'error' | 'plain';
const toneProps = (tone: Tone) => (tone === 'error' ? {color: 'red'} : tone === 'dim' ? {dimColor: true} : {});

export function OutputExcerpt({
	text,
	view,
	expanded = false,
	tone = 'dim',
	mark = true,
	partial = false,
}: {
	readonly text: string;
	readonly view: ViewOptions;
	readonly expanded?: boolean;
	readonly tone?: Tone;
	/** Whether this block starts the body (gets the `⎿`). */
	readonly mark?: boolean;
	/** Only the head of the output, as claude kept it: its lines are not all there were. */
	readonly partial?: boolean;
}) {
	const clean = outputForPerson(sanitize(text));
	if (clean === '') return null;
	const {text: head, omittedLines} = excerpt(clean, {
		maxLines: outputBudget(view, expanded),
		maxChars: expanded ? EXPANDED_MAX_CHARS : 4000,
	});
	const all = head.split('\n').map(expandTabs);
	const {lines, cut} = view.live
		? {lines: all.map(line => clipLine(line, view.width - GUTTER)), cut: false}
		: expanded
			? {lines: all, cut: false}
			: withinRows(all, STATIC_OUTPUT_LINES, view.width - GUTTER);
	const total = all.length + omittedLines;
	const more = total - lines.length;
	const hidden = [cut ? 'a long line cut' : '', more > 0 ? `${more} more line${more === 1 ? '' : 's'}` : '']
		.filter(Boolean)
		.join(' · ');
	return (
		<Nested mark={mark}>
			<Text {...toneProps(tone)}>{lines.join('\n')}</Text>
			{hidden ? (
				<Text dimColor>
					… {hidden}
					{expanded
						? ''
						: ` · ctrl+o for ${more > 0 ? `${partial ? 'the first' : 'all'} ${total} lines` : 'all of it'}`}
				</Text>
			) : null}
		</Nested>
	);
}
