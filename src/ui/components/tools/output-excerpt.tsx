/**
 * Tool output under its call: sanitized, only its head unless expanded, and how much was left out. In the live
 * region every line is cut to the width, so a minified blob cannot wrap into a screenful.
 */
import {Text} from 'ink';
import {outputForPerson} from '../../../present/tool-output.js';
import {excerpt} from '../../../text/excerpt.js';
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
	const lines = head
		.split('\n')
		.map(line => (view.live ? clipLine(expandTabs(line), view.width - GUTTER) : expandTabs(line)));
	const total = head.split('\n').length + omittedLines;
	return (
		<Nested mark={mark}>
			<Text {...toneProps(tone)}>{lines.join('\n')}</Text>
			{omittedLines > 0 ? (
				<Text dimColor>
					… {omittedLines} more line{omittedLines === 1 ? '' : 's'}
					{expanded ? '' : ` · ctrl+o for ${partial ? 'the first' : 'all'} ${total} lines`}
				</Text>
			) : null}
		</Nested>
	);
}
