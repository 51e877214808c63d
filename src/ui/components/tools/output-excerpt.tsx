/**
 * Tool output under its call: sanitized, only its head unless expanded, and how much was left out. In the live
 * region every line is cut to the width, so a minified blob cannot wrap into a screenful.
 */
import {Text} from 'ink';
import {headLines, leftOut, OUTPUT_EXCERPT_ROWS, outputExcerpt, outputForPerson} from '../../../present/tool-output.js';
import {clipLine} from '../../../text/excerpt.js';
import {sanitizeOutput} from '../../../text/sanitize.js';
import {LIVE_LINES, type ViewOptions} from '../../view.js';
import {GUTTER, Nested} from './nested.js';

/** Ctrl+O repeats a call with all of its output, but a runaway log must not flood the scrollback. */
export const EXPANDED_MAX_LINES = 3000;
const EXPANDED_MAX_CHARS = 1_000_000;

export function outputBudget(view: ViewOptions, expanded: boolean): number {
	return expanded ? EXPANDED_MAX_LINES : view.live ? LIVE_LINES.toolOutput : OUTPUT_EXCERPT_ROWS;
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
	const clean = outputForPerson(sanitizeOutput(text));
	if (clean === '') return null;
	// History's excerpt is bounded in rows (outputExcerpt); live, every line is cut to the width.
	const {lines, cut, more, total} =
		view.live || expanded ? wholeLines(clean, view, expanded) : outputExcerpt(clean, view.width - GUTTER);
	const hidden = leftOut({cut, more});
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

/** The head of an output line by line: all of it on Ctrl+O, or each line cut to the width in the live region. */
function wholeLines(clean: string, view: ViewOptions, expanded: boolean) {
	const {lines: all, omittedLines} = headLines(clean, {
		maxLines: outputBudget(view, expanded),
		maxChars: expanded ? EXPANDED_MAX_CHARS : 4000,
	});
	const lines = expanded ? all : all.map(line => clipLine(line, view.width - GUTTER));
	return {lines, cut: false, more: omittedLines, total: all.length + omittedLines};
}
