/** One line of session facts: model, permission mode, session, usage, and what is going on. */
import {Box, Text, type TextProps} from 'ink';
import {revealLine, sanitizeLine} from '../../text/sanitize.js';
import {displayWidth} from '../../text/width.js';
import {clipLine} from '../../text/excerpt.js';
import type {EditorInfo} from '../../state/editor.js';
import type {AppState} from '../../state/state.js';
import {formatCost, formatTokens} from '../../present/format.js';
import {shortSessionId} from '../../text/session-id.js';
import {modeColor} from '../../present/theme.js';

export interface StatusBarProps {
	readonly session: AppState['session'];
	readonly usage: AppState['usage'];
	readonly busy: boolean;
	readonly childRunning: boolean;
	/** claude runs but has not answered its `initialize` yet (selectors.isStarting). */
	readonly starting?: boolean | undefined;
	readonly denyRules: number;
	/** A thinking display requested but not yet confirmed by claude. */
	readonly pendingDisplay?: string | undefined;
	readonly hint?: string | undefined;
	/** False in a replay or watch, where Esc interrupts nothing. @default true */
	readonly interruptible?: boolean;
	/** The gateway's requests in short ("API: 14 req · TTFT 0.8 s"), when it runs. */
	readonly api?: string | undefined;
	/** The terminal's columns: what does not fit gives way, the least important first. */
	readonly width: number;
}

/**
 * A healthy link is named if there is room; one not up yet or broken is news (a message may go without the editor, an
 * edit no longer opens there): it outranks the cost, and shortens its name before it gives way.
 */
const LINK_SHOWN: Record<EditorInfo['link'], {readonly color: string; readonly state: string; readonly rank: number}> =
	{
		connected: {color: 'green', state: '', rank: 10},
		connecting: {color: 'yellow', state: 'connecting…', rank: 1.5},
		lost: {color: 'yellow', state: 'reconnecting…', rank: 1.5},
		refused: {color: 'red', state: 'refused', rank: 1.5},
	};

/** `⧉ name (state)` in `room` columns: the name shortened (`…`), or left out (`⧉ state`); undefined if even that is too wide. */
function linkText(name: string, state: string, room: number): string | undefined {
	const whole = state ? `⧉ ${name} (${state})` : `⧉ ${name}`;
	if (displayWidth(whole) <= room) return whole;
	if (!state) return undefined;
	// The name keeps two columns at least (a letter and `…`): shorter, it would name nothing.
	const nameRoom = room - displayWidth(`⧉  (${state})`);
	if (nameRoom >= 2) return `⧉ ${clipLine(name, nameRoom)} (${state})`;
	const bare = `⧉ ${state}`;
	return displayWidth(bare) <= room ? bare : undefined;
}

/** One fact of the line: its text, how it looks, and its rank (0 first) when the row is too narrow for them all. */
interface Fact {
	readonly text: string;
	readonly rank: number;
	readonly props: TextProps;
	/** Its text in fewer columns, when it would otherwise give way; undefined when it cannot be that short. */
	readonly shorter?: (room: number) => string | undefined;
}

/**
 * The facts that fit `room` columns, in their order, with ` · ` between them: the least important go first, so a
 * narrow terminal keeps the turn's state, the mode and the cost rather than whatever comes first.
 */
function fitting(facts: readonly Fact[], room: number): Fact[] {
	const kept = [...facts];
	const width = () => kept.reduce((sum, fact) => sum + displayWidth(fact.text), 3 * (kept.length - 1));
	while (kept.length > 1 && width() > room) {
		const least = kept.reduce((worst, fact) => (fact.rank > worst.rank ? fact : worst));
		const at = kept.indexOf(least);
		const text = least.shorter?.(room - (width() - displayWidth(least.text)));
		if (text !== undefined) kept[at] = {...least, text};
		else kept.splice(at, 1);
	}
	return kept;
}

function linkFact(name: string, {color, state, rank}: (typeof LINK_SHOWN)[EditorInfo['link']]): Fact {
	return {
		text: linkText(name, state, Infinity)!,
		rank,
		props: {color},
		...(state ? {shorter: (room: number) => linkText(name, state, room)} : {}),
	};
}

export function StatusBar({
	session,
	usage,
	busy,
	childRunning,
	starting = false,
	denyRules,
	pendingDisplay,
	hint,
	interruptible = true,
	api,
	width,
}: StatusBarProps) {
	const tasks = session.backgroundTasks?.length ?? 0;
	const dim = {dimColor: true};
	// Not "ready" before claude is: a message sent now waits for it to start.
	const phase: Fact = !childRunning
		? {text: 'claude stopped', rank: 0, props: {color: 'red'}}
		: starting
			? {text: 'starting claude…', rank: 0, props: {color: 'yellow'}}
			: busy
				? {text: 'working', rank: 0, props: {color: 'cyan'}}
				: {text: 'ready', rank: 0, props: {color: 'green'}};
	// The state, the mode and the cost stay longest; the thinking display and a healthy editor link go first.
	const facts: Array<Fact | false | '' | undefined> = [
		phase,
		// How to stop the turn is known by then; a broken editor link, the mode and the cost are news.
		childRunning && busy && interruptible && {text: 'esc to interrupt', rank: 4, props: {color: 'cyan'}},
		{
			text: sanitizeLine(session.permissionMode),
			rank: 1,
			props: {color: modeColor[session.permissionMode] ?? 'gray'},
		},
		// The editor's name comes from its lock file: its controls are shown (␛), not acted on.
		session.editor && linkFact(revealLine(session.editor.name), LINK_SHOWN[session.editor.link]),
		denyRules > 0 && {text: `${denyRules} denied for session`, rank: 3, props: {color: 'red'}},
		tasks > 0 && {text: tasks === 1 ? '1 task' : `${tasks} tasks`, rank: 4, props: {color: 'cyan'}},
		{text: sanitizeLine(session.model ?? 'default model'), rank: 7, props: {}},
		api && {text: api, rank: 6, props: {color: 'blue'}},
		// An effort shows only when the person chose one: it stays as long as the model.
		session.effort && {text: `effort: ${sanitizeLine(session.effort)}`, rank: 8, props: dim},
		{
			text: `thinking: ${pendingDisplay ? `${pendingDisplay}…` : sanitizeLine(session.thinkingDisplay ?? 'claude default')}`,
			rank: 11,
			props: dim,
		},
		{text: `${formatTokens(usage.inputTokens)} in · ${formatTokens(usage.outputTokens)} out`, rank: 5, props: dim},
		{text: formatCost(usage.costUsd), rank: 2, props: dim},
		session.sessionId && {text: shortSessionId(session.sessionId), rank: 9, props: dim},
	];
	// The padding on both sides, and the hint with its margin.
	const room = width - 2 - (hint ? displayWidth(hint) + 1 : 0);
	const shown = fitting(
		facts.filter((fact): fact is Fact => Boolean(fact)),
		room,
	);
	return (
		<Box paddingX={1} justifyContent="space-between">
			{/* Cut at the end only when even the state and the mode do not fit. */}
			<Text wrap="truncate-end">
				{shown.map((fact, index) => (
					<Text key={index}>
						{index > 0 ? <Text dimColor> · </Text> : null}
						<Text {...fact.props}>{fact.text}</Text>
					</Text>
				))}
			</Text>
			{hint ? (
				// The hint is what matters now: the facts on the left are truncated, never the hint.
				<Box flexShrink={0} marginLeft={1}>
					<Text color="yellow">{hint}</Text>
				</Box>
			) : null}
		</Box>
	);
}
