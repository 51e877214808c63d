/** What every permission prompt shares: its props, and the frame with its heading. */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import type {RequestId} from '../../../protocol/types.js';
import type {PermissionDecision} from '../../../state/events.js';
import type {PermissionRequest} from '../../../state/state.js';
import type {ToolCall} from '../../../state/transcript.js';
import {clipWords} from '../../../text/excerpt.js';
import {sanitize} from '../../../text/sanitize.js';
import {displayWidth} from '../../../text/width.js';
import type {PausedFor} from '../../prompt-keys.js';
import type {ViewOptions} from '../../view.js';

export interface PromptProps {
	readonly request: PermissionRequest;
	/** The streamed tool call, when known (ExitPlanMode's plan is only there). */
	readonly call?: ToolCall | undefined;
	/** Further requests waiting behind this one. */
	readonly queued: number;
	readonly view: ViewOptions;
	/** Terminal rows the whole prompt may take: it never takes more, and its answers always show. */
	readonly maxRows: number;
	/** `unsent`: the answer leaves out what was typed in the prompt's own field (a dismissal), which then comes back. */
	readonly onDecide: (requestId: RequestId, decision: PermissionDecision, unsent?: boolean) => void;
	readonly onInterrupt: () => void;
	/** What Esc stops, as the footer says it (escStops); the turn when not given. */
	readonly escStops?: string | undefined;
	/** Rendered alone (outside the App, whose key gate decides): how long before keys count. */
	readonly armDelayMs?: number | undefined;
	/** The text typed in the prompt's own field, as it changes; `noun` names it ("reason"); `open`: the field is open. */
	readonly onTyped?: ((text: string, noun: string, open?: boolean) => void) | undefined;
}

/** Fewest rows worth giving a body; with less, the prompt sheds its frame, then lists its answers on one row. */
const MIN_BODY_ROWS = 4;

/**
 * How a prompt is drawn in the rows it has: `framed` (a border, blank rows around what is asked), `bare` (the same
 * rows without the border and blank rows: a small screen keeps every answer's whole label) or `compact` (the
 * answers' keys on one row, the focused answer's label under what is asked).
 */
export type PromptShape = 'framed' | 'bare' | 'compact';

/**
 * Rows a prompt's frame takes besides its body: framed, a blank row, two borders, the title, a blank
 * row before the answers, the answers' rows and the footer (the blank row above the body is the body's);
 * bare, the title, the answers' rows and the footer; compact, the title and the answers on one row.
 */
export function frameRows(shape: PromptShape, answers: number): number {
	return shape === 'framed' ? 6 + answers : shape === 'bare' ? 2 + answers : 2;
}

/** The frame's inner width at a screen `columns` wide (borders and padding). */
export const innerWidth = (columns: number): number => Math.max(1, columns - 4);

/** The shape of a prompt whose answers take `answers` rows in `maxRows`, and the rows left for its body. */
export function promptLayout(
	maxRows: number,
	answers: number,
): {readonly shape: PromptShape; readonly compact: boolean; readonly bodyRows: number} {
	const shape =
		maxRows - frameRows('framed', answers) >= MIN_BODY_ROWS
			? 'framed'
			: maxRows - frameRows('bare', answers) >= MIN_BODY_ROWS
				? 'bare'
				: 'compact';
	return {shape, compact: shape === 'compact', bodyRows: Math.max(1, maxRows - frameRows(shape, answers))};
}

/** The parts of a prompt's title row: what is asked, which subagent asks (`from`), how many more wait (`more`). */
export interface TitleRow {
	readonly heading: string;
	readonly from: string;
	readonly more: string;
}

/** Fewest columns a subagent's name or the heading is cut to before the next part gives way. */
const MIN_NAME = 10;
const MIN_HEADING = 12;

/**
 * A prompt's title row in `columns`: the heading, ` (from …)` naming the subagent that asks, ` · n more waiting`.
 * Where they do not fit, the subagent's name is cut first, then the heading (each after a whole word), then the
 * count says only ` · n more`: which subagent asks and that more wait stay in view as long as they can.
 */
export function titleRow(heading: string, agent: string | undefined, queued: number, columns: number): TitleRow {
	const from = (name: string) => (name === '' ? '' : ` (from ${name})`);
	const more = (long: boolean) => (queued > 0 ? ` · ${queued} more${long ? ' waiting' : ''}` : '');
	const name = agent ?? '';
	const fits = (row: TitleRow) => displayWidth(row.heading + row.from + row.more) <= columns;
	const whole = {heading, from: from(name), more: more(true)};
	if (fits(whole)) return whole;
	for (const long of [true, false]) {
		const tail = more(long);
		const nameRoom = columns - displayWidth(heading + from('') + tail) - ' (from )'.length;
		const shortName = name === '' ? '' : clipWords(name, Math.max(nameRoom, Math.min(MIN_NAME, displayWidth(name))));
		const cutName = {heading, from: from(shortName), more: tail};
		if (fits(cutName)) return cutName;
		const headingRoom = columns - displayWidth(cutName.from + tail);
		if (headingRoom >= Math.min(MIN_HEADING, displayWidth(heading)))
			return {heading: clipWords(heading, headingRoom), from: cutName.from, more: tail};
	}
	return whole;
}

export function PromptFrame({
	request,
	queued,
	heading,
	width,
	color = 'yellow',
	bare = false,
	children,
	footer,
}: {
	/** A permission request's own title replaces the heading; an elicitation has none here. */
	readonly request?: Pick<PermissionRequest, 'title' | 'agentId' | 'agent'>;
	readonly queued: number;
	readonly heading: string;
	/** The screen's columns. */
	readonly width: number;
	readonly color?: string;
	/** No border, no blank row above it (a bare or compact prompt). */
	readonly bare?: boolean;
	readonly children: ReactNode;
	readonly footer: ReactNode;
}) {
	const agent = request?.agentId ? sanitize(request.agent ?? 'a subagent').replace(/\s+/g, ' ') : undefined;
	const title = titleRow(sanitize(request?.title ?? heading), agent, queued, bare ? width : innerWidth(width));
	return (
		<Box
			flexDirection="column"
			{...(bare ? {} : {borderStyle: 'round', borderColor: color, paddingX: 1, marginTop: 1})}
		>
			<Text bold color={color} wrap="truncate-end">
				{title.heading}
				{title.from ? <Text dimColor>{title.from}</Text> : null}
				{title.more ? <Text dimColor>{title.more}</Text> : null}
			</Text>
			{children}
			{footer}
		</Box>
	);
}

/**
 * What a prompt that does not take the keys being typed says of them (the two that wait for Tab in 36 columns: whole
 * inside a frame on a 40-column screen).
 */
const PAUSED: Readonly<Record<PausedFor, string>> = {
	typing: 'Keys paused while you type: they go to your message below. Stop typing to answer.',
	message: 'Message keeps the keys · Tab answers',
	// The message that held the prompt was sent or cleared: none keeps the keys, yet they still go to the input.
	tab: 'Keys go to the input · Tab answers',
};

/**
 * Why a prompt does not take the keys being typed: they go on into the message below it, until the typing stops or,
 * once a message held the prompt, until Tab.
 */
export function PausedKeys({why}: {readonly why: PausedFor}) {
	return (
		<Text color="yellow" wrap="truncate-end">
			{PAUSED[why]}
		</Text>
	);
}
