/** One tool call: a header line (what, on what, what it came to, status) and the body its tool's renderer gives. */
import {Elapsed} from './elapsed.js';
import {Box, Text} from 'ink';
import type {ToolCall} from '../../state/transcript.js';
import {formatDuration} from '../../present/format.js';
import {agentTag, ranFor, toolNote, toolTitle} from '../../present/tool-summary.js';
import {glyph, toolStatusColor, toolStatusLabel} from '../../present/theme.js';
import type {ViewOptions} from '../view.js';
import {BashBody} from './tools/bash.js';
import type {ToolBodyProps} from './tools/body-props.js';
import {FileChangeBody} from './tools/file-change.js';
import {GenericBody} from './tools/generic.js';
import {OutcomeBadge} from './tools/outcome-badge.js';
import {OutputExcerpt} from './tools/output-excerpt.js';
import {PlanBody} from './tools/plan.js';
import {QuestionBody} from './tools/question.js';
import {ReadBody} from './tools/read.js';
import {SearchBody} from './tools/search.js';
import {SubagentBody} from './tools/subagent.js';
import {Unasked} from './unasked.js';
import {WebFetchBody} from './tools/web-fetch.js';
import {WebSearchBody} from './tools/web-search.js';

function ToolBody(props: ToolBodyProps) {
	switch (props.call.name) {
		case 'Bash':
			return <BashBody {...props} />;
		case 'Read':
			return <ReadBody {...props} />;
		case 'Glob':
		case 'Grep':
			return <SearchBody {...props} />;
		case 'Edit':
		case 'MultiEdit':
		case 'Write':
		case 'NotebookEdit':
			return <FileChangeBody {...props} />;
		case 'AskUserQuestion':
			return <QuestionBody {...props} />;
		case 'ExitPlanMode':
			return <PlanBody {...props} />;
		case 'WebFetch':
			return <WebFetchBody {...props} />;
		case 'WebSearch':
			return <WebSearchBody {...props} />;
		case 'Agent':
		case 'Task':
			return <SubagentBody {...props} />;
		default:
			return <GenericBody {...props} />;
	}
}

// "Keep planning" is an answer, not a failure: the plan body words it itself.
const OWN_DENIAL = new Set(['ExitPlanMode']);

interface ToolCallViewProps {
	readonly call: ToolCall;
	readonly view: ViewOptions;
	readonly agent?: string | undefined;
	/** A repeat with the whole output (Ctrl+O). */
	readonly expanded?: boolean | undefined;
	/** The header row only, for a step of a running subagent. */
	readonly compact?: boolean | undefined;
}

/** The call as its body sees it: a stock note to the model (the person stopped the call) is no output of the tool. */
function withoutNote(call: ToolCall): ToolCall {
	if (call.result?.forModel !== true) return call;
	const {result: _note, ...rest} = call;
	return rest;
}

export function ToolCallView({call, view, agent, expanded = false, compact = false}: ToolCallViewProps) {
	const note = toolNote(call);
	const title = toolTitle(call.name, call.input, view.cwd);
	const status =
		view.replay && call.status === 'awaiting-permission'
			? 'asked; the recorded answer follows'
			: toolStatusLabel[call.status];
	const ran = call.status === 'done' ? ranFor(call) : undefined;
	const took = ran === undefined ? '' : formatDuration(ran);
	const lead = (
		<>
			<Text color={toolStatusColor[call.status]}>{glyph.tool} </Text>
			{agent ? <Text dimColor>{agentTag(agent)} </Text> : null}
			{note ? <Text dimColor>{note}</Text> : <Text bold>{title.name}</Text>}
		</>
	);
	const detail = note ? null : (
		<>
			{title.detail ? <Text>({title.detail})</Text> : null}
			<OutcomeBadge call={call} />
		</>
	);
	// A call no earlier call holds up, that claude has not asked about: it runs, unasked, once claude's check is past.
	const unasked =
		view.live &&
		view.now &&
		view.queued &&
		call.status === 'waiting' &&
		call.readySince !== undefined &&
		!view.queued.has(call.id)
			? {since: call.readySince, now: view.now}
			: undefined;
	const how = (
		<>
			{unasked ? <Unasked {...unasked} /> : status ? <Text color={toolStatusColor[call.status]}> {status}</Text> : null}
			{view.live && view.now && call.status === 'running' ? (
				<Elapsed since={call.runningSince ?? call.startedAt} now={view.now} />
			) : null}
			{took && !view.live && !note ? <Text dimColor> · {took}</Text> : null}
			{call.approval === 'session' ? <Text dimColor> · allowed for this session</Text> : null}
			{call.approval === 'saved' ? <Text dimColor> · allowed from now on</Text> : null}
			{call.editor ? <Text dimColor> · {call.editor} in the editor</Text> : null}
			{call.changedByHook ? <Text dimColor> · changed by a hook</Text> : null}
			{expanded ? <Text dimColor> · full output</Text> : null}
		</>
	);
	// Live, the header is cut to one row (the region's height must stay what it was budgeted), and what the call is
	// on gives way first: the status and the running time stay whole as long as they fit beside the tool's name, then
	// the time's hint goes, the seconds last. One box shrinks at each level, so no width is split into fractions
	// (Yoga would round the title's text over the status's first cell).
	const row = view.live ? (
		<Box width={view.width}>
			<Box flexShrink={0}>
				<Text wrap="truncate-end">{lead}</Text>
			</Box>
			<Box flexShrink={1}>
				<Box flexShrink={1}>
					<Text wrap="truncate-end">{detail}</Text>
				</Box>
				<Box flexShrink={0}>
					<Text wrap="truncate-end">{how}</Text>
				</Box>
			</Box>
		</Box>
	) : (
		<Text>
			{lead}
			{detail}
			{how}
		</Text>
	);
	if (compact) return row;
	// Bookkeeping tools (TodoWrite, EnterPlanMode…) are that one line; their panel or the mode shows the rest.
	if (note) return <Box marginTop={1}>{row}</Box>;
	return (
		<Box flexDirection="column" marginTop={1}>
			{row}
			<ToolBody call={withoutNote(call)} view={view} expanded={expanded} />
			{expanded && call.result?.forModel === true ? (
				<OutputExcerpt text={`For the model: ${call.result.text}`} view={view} expanded />
			) : null}
			{call.denial && call.status === 'denied' && !OWN_DENIAL.has(call.name) ? (
				// A reason can be a long paste: its head, as for output, and the rest on Ctrl+O.
				<OutputExcerpt text={call.denial} view={view} expanded={expanded} tone="error" />
			) : null}
		</Box>
	);
}
