/** Folds for the non-streaming frames: user (tool results), result, system, control responses. */
import {stoppedAtPrompt, turnChanges} from './turn-changes.js';
import {
	contextUsageSchema,
	initializeResponseSchema,
	mcpStatusResponseSchema,
	preToolUseHookOutputSchema,
	rewindConversationResponseSchema,
	rewindFilesResponseSchema,
} from '../protocol/schemas.js';
import type {ControlResponseFrame, ResultMessage, SystemMessage, UserMessageFrame} from '../protocol/types.js';
import {findTool, replaceLaterTools} from './items.js';
import {hookBlockedText} from './hook-text.js';
import {hookChangedInput, hookRewriteResult} from './hook-rewrites.js';
import {addCommandOutput, addDebug, addItem, addNotice, hasItem, nextId, updateItem, updateTool} from './placement.js';
import {type AppState, withState} from './state.js';
import {applyResult, asRecord, isStoppedNote, moveTo, readyAfter, reportedRunning, resultText} from './tool-calls.js';
import {own} from '../util/own.js';
import {featuresOf} from '../protocol/claude-features.js';
import {applyTodoTool} from './todos.js';
import {refusalFallback, withdraw} from './withdraw.js';
import {conversationRewound, filesRestored} from './rewind.js';
import {requestFailure} from './request-failure.js';
import {describeMcpStatus, mcpServersReported, withMcpServers} from './mcp.js';
import {taskEndNotice, taskOutputText, tasksChanged} from './tasks.js';
import type {TaskInfo, ToolCall, TranscriptItem} from './transcript.js';
import {isForTheModel, localCommandOutput, typedCommand} from './user-text.js';

const INTERRUPT_MARKERS = ['[Request interrupted by user]', '[Request interrupted by user for tool use]'];

/** The CLI's permission decision for each tool use of the frame (`tool_result_meta`): reject or accept, and by whom. */
function permissionDecisions(frame: UserMessageFrame): Map<string, {decision?: unknown; source?: unknown}> {
	const meta = (frame as Record<string, unknown>)['tool_result_meta'];
	const decisions = new Map<string, {decision?: unknown; source?: unknown}>();
	if (!Array.isArray(meta)) return decisions;
	for (const entry of meta) {
		const record = asRecord(entry);
		const decision = asRecord(record?.['permission_decision']);
		if (typeof record?.['id'] === 'string' && decision) decisions.set(record['id'], decision);
	}
	return decisions;
}

/**
 * The calls whose result is claude's placeholder for one whose session ended before its result was recorded
 * (`non_execution_kind: "interrupted"`): interrupted, the placeholder written for the model.
 */
function endedWithSessionIds(frame: UserMessageFrame): Set<string> {
	const meta = (frame as Record<string, unknown>)['tool_result_meta'];
	const ids = new Set<string>();
	if (!Array.isArray(meta)) return ids;
	for (const entry of meta) {
		const record = asRecord(entry);
		if (typeof record?.['id'] === 'string' && record['non_execution_kind'] === 'interrupted') ids.add(record['id']);
	}
	return ids;
}

/** `untimed`: the source cannot say when the calls whose results these are began to run (the `inbound` event's). */
export function applyUserFrame(state: AppState, frame: UserMessageFrame, at: number, untimed: boolean): AppState {
	if (isEcho(state, frame)) return state;
	const content = frame.message.content;
	const parentId = frame.parent_tool_use_id ?? null;
	const synthetic = frame.isSynthetic === true;
	if (typeof content === 'string') return userText(state, content, parentId, synthetic);
	const decisions = permissionDecisions(frame);
	const endedWithSession = endedWithSessionIds(frame);
	const toolResults = content.filter(block => block.type === 'tool_result');
	let next = state;
	for (const block of content) {
		if (block.type === 'text') next = userText(next, block.text, parentId, synthetic);
		if (block.type !== 'tool_result') continue;
		const structured = toolResults.length === 1 ? frame.tool_use_result : undefined;
		const text = resultText(block.content);
		const result = {
			text,
			isError: block.is_error === true,
			...(structured === undefined ? {} : {structured}),
			...(isStoppedNote(text) || endedWithSession.has(block.tool_use_id) ? {forModel: true} : {}),
		};
		const before = next;
		const resultFrame = frame.uuid ? {resultFrame: frame.uuid} : {};
		next = updateTool(next, block.tool_use_id, call => ({
			...applyResult(call, result, at, decisions.get(block.tool_use_id)?.decision === 'reject'),
			...resultFrame,
			...(untimed ? {untimed: true as const} : {}),
		}));
		if (next === before) next = addDebug(next, at, `tool_result for unknown tool_use ${block.tool_use_id}`);
		const decision = decisions.get(block.tool_use_id);
		const source = decision?.decision === 'accept' && typeof decision.source === 'string' ? decision.source : undefined;
		next = hookRewriteResult(next, block.tool_use_id, structured, source);
		const call = findTool(next.pending, block.tool_use_id);
		if (call) next = readyBehind(withState(next, {todos: applyTodoTool(next.todos, call)}), call, at);
	}
	return next;
}

/** The calls of its thread queued behind a call that ended can start from now on. */
function readyBehind(state: AppState, ended: ToolCall, at: number): AppState {
	const pending = replaceLaterTools(state.pending, ended.id, call =>
		call.agentId === ended.agentId ? readyAfter(call, at) : call,
	);
	return pending ? withState(state, {pending}) : state;
}

/**
 * claude run with `--replay-user-messages` echoes each message the host sent, under the same uuid: it is
 * shown once, as sent (or queued). Other replayed rows (a local command's output) are not echoes.
 */
function isEcho(state: AppState, frame: UserMessageFrame): boolean {
	const uuid = frame.uuid;
	if (frame.isReplay !== true || uuid === undefined) return false;
	return state.queue.some(message => message.uuid === uuid) || hasItem(state, `user-${uuid}`);
}

const COMPACTION_SUMMARY = /^This session is being continued from a previous conversation/;
const TOKEN_LIMIT = /^Output token limit hit/;

/**
 * User-role text the CLI adds. Text written for the model (a compaction summary, a note that the
 * output limit was hit, anything `isSynthetic`) is never shown as the person's words: a short
 * neutral line, with the text itself to read on request (Ctrl+O).
 */
function userText(state: AppState, text: string, parentId: string | null, synthetic: boolean): AppState {
	// One interrupt stops the turn and each background agent, and claude marks each (an agent's under its call): the
	// notice that its task stopped says so for an agent, so the interrupt is said once.
	if (INTERRUPT_MARKERS.includes(text.trim())) return parentId ? state : addNotice(state, 'warning', 'Interrupted.');
	if (COMPACTION_SUMMARY.test(text.trim())) return addNotice(state, 'info', 'Conversation compacted.', text.trim());
	if (TOKEN_LIMIT.test(text.trim()))
		return addNotice(
			state,
			'warning',
			'The answer hit the output token limit; claude goes on from where it stopped.',
			text.trim(),
		);
	if (synthetic || isForTheModel(text))
		return addNotice(state, 'info', 'claude added a note for the model.', text.trim());
	if (parentId) {
		const [next, id] = nextId(state, 'prompt');
		return addItem(next, parentId, {kind: 'user', id, text, subagentPrompt: true});
	}
	const command = typedCommand(text);
	if (command !== undefined) {
		const [next, id] = nextId(state, 'command');
		return addItem(next, null, {kind: 'user', id, text: command});
	}
	const output = localCommandOutput(text);
	return output === undefined ? addNotice(state, 'info', text.trim()) : addCommandOutput(state, output);
}

/** Stop reasons that end a turn early, in words; end_turn and tool_use need none. */
const STOP_REASONS: Readonly<Record<string, string>> = {
	max_tokens: 'The answer stopped at the output token limit.',
	model_context_window_exceeded: 'The answer stopped: the context window is full (/compact makes room).',
	refusal: 'The model declined to answer.',
	pause_turn: 'The model paused this turn; send a message to let it go on.',
};

/** `startedAt`: when the turn began (state.turnStartedAt before the turn was finished). */
export function applyResultMessage(state: AppState, result: ResultMessage, startedAt?: number): AppState {
	const [next, id] = nextId(state, 'result');
	const contextWindow = Object.values(result.modelUsage ?? {}).find(
		usage => usage.contextWindow !== undefined,
	)?.contextWindow;
	const usage = result.usage;
	const costUsd =
		result.total_cost_usd === undefined
			? undefined
			: result.total_cost_usd + (next.usage.costBefore ?? 0) + (next.usage.costUnsaved ?? 0);
	const withUsage: AppState = withState(next, {
		usage: {
			costUsd: costUsd ?? next.usage.costUsd,
			...(next.usage.costBefore === undefined ? {} : {costBefore: next.usage.costBefore}),
			...(next.usage.costUnsaved === undefined ? {} : {costUnsaved: next.usage.costUnsaved}),
			inputTokens: next.usage.inputTokens + (usage?.input_tokens ?? 0),
			outputTokens: next.usage.outputTokens + (usage?.output_tokens ?? 0),
			turns: next.usage.turns + 1,
			...(usage?.input_tokens === undefined ? {} : {lastTurnInputTokens: usage.input_tokens}),
			...(usage?.output_tokens === undefined ? {} : {lastTurnOutputTokens: usage.output_tokens}),
			...(contextWindow === undefined ? {} : {contextWindow}),
		},
	});
	const stopped = result.stop_reason ? own(STOP_REASONS, result.stop_reason) : undefined;
	const errors = (result.errors ?? []).filter(
		(error): error is string => typeof error === 'string' && !error.startsWith('[ede_diagnostic]'),
	);
	// claude 2.0 to 2.1.53 end an interrupted turn with `error_during_execution` but is_error false and no terminal_reason.
	const failed = result.is_error || result.subtype.startsWith('error');
	const terminalReason =
		result.terminal_reason ??
		(!result.is_error && result.subtype === 'error_during_execution' ? 'aborted_streaming' : undefined);
	const text = result.is_error ? (result.result ?? (errors.join('; ') || undefined)) : undefined;
	// A turn stopped while the answer streamed reports 0 in and 0 out though its tokens were paid for (its cost and
	// modelUsage grew): claude did not count them, so the turn's line says nothing of tokens rather than zero.
	const counted = !(
		terminalReason?.startsWith('aborted') &&
		(usage?.input_tokens ?? 0) === 0 &&
		(usage?.output_tokens ?? 0) === 0
	);
	const changes = turnChanges(
		state.committed,
		state.pending,
		result.user_message_uuids ?? [],
		state.session.cwd,
		startedAt,
	);
	const atPrompt =
		terminalReason === 'aborted_tools'
			? stoppedAtPrompt(state.committed, state.pending, result.user_message_uuids ?? [])
			: undefined;
	return addItem(stopped ? addNotice(withUsage, 'warning', stopped) : withUsage, null, {
		kind: 'result',
		id,
		isError: failed,
		subtype: result.subtype,
		...(text === undefined ? {} : {text}),
		...(terminalReason === undefined ? {} : {terminalReason}),
		...(result.duration_ms === undefined ? {} : {durationMs: result.duration_ms}),
		...(costUsd === undefined ? {} : {costUsd}),
		...(usage?.input_tokens === undefined || !counted ? {} : {inputTokens: usage.input_tokens}),
		...(usage?.output_tokens === undefined || !counted ? {} : {outputTokens: usage.output_tokens}),
		...(result.num_turns === undefined ? {} : {numTurns: result.num_turns}),
		...(changes === undefined ? {} : {changes}),
		...(atPrompt === undefined ? {} : {stoppedAtPrompt: atPrompt.tools}),
		...(atPrompt?.denied ? {stoppedByDenial: true} : {}),
	});
}

function updateTask(
	state: AppState,
	toolUseId: string | undefined,
	patch: (task: TaskInfo | undefined) => TaskInfo,
	at: number,
): AppState | undefined {
	if (!toolUseId || !findTool(state.pending, toolUseId)) return undefined;
	// claude starts a task for a call only once it runs (a Bash after some 3 s, an Agent at once).
	return updateTool(state, toolUseId, (call: ToolCall) => reportedRunning({...call, task: patch(call.task)}, at));
}

/** "attempt 2/10", as much of it as claude said. */
function retryAttempt(attempt: number | undefined, max: number | undefined): string {
	if (attempt === undefined) return '';
	return max === undefined ? `attempt ${attempt}` : `attempt ${attempt}/${max}`;
}

export function applySystem(state: AppState, message: SystemMessage, at: number): AppState {
	switch (message.subtype) {
		case 'init': {
			// A claude that carries a resumed session's cost over counts what cctui held apart (reducer.ts, resumedCost).
			const {costBefore: _, ...carried} = state.usage;
			const keepsCost = featuresOf(message.claude_code_version ?? state.session.version).keepsCost;
			const next = withState(state, {
				...(keepsCost && state.usage.costBefore !== undefined ? {usage: carried} : {}),
				session: {
					...state.session,
					...(message.session_id === undefined ? {} : {sessionId: message.session_id}),
					...(message.model === undefined ? {} : {model: message.model}),
					...(message.permissionMode === undefined ? {} : {permissionMode: message.permissionMode}),
					...(message.cwd === undefined ? {} : {cwd: message.cwd}),
					...(message.claude_code_version === undefined ? {} : {version: message.claude_code_version}),
					...(message.effort === undefined ? {} : {effort: message.effort}),
					tools: message.tools ?? state.session.tools,
					slashCommands: message.slash_commands ?? state.session.slashCommands,
				},
			});
			return message.mcp_servers
				? mcpServersReported(
						next,
						message.mcp_servers.map(server => ({name: server.name, status: server.status ?? 'unknown'})),
					)
				: next;
		}
		case 'status': {
			let next = state;
			if (message.permissionMode && message.permissionMode !== state.session.permissionMode) {
				next = addNotice(
					withState(next, {session: {...next.session, permissionMode: message.permissionMode}}),
					'info',
					`Permission mode: ${message.permissionMode}`,
				);
			}
			if (message.status === 'requesting')
				next = withState(next, {busy: true, turnStartedAt: next.turnStartedAt ?? at});
			if (message.status === 'compacting') next = addNotice(next, 'info', 'Compacting the conversation…');
			if (message.compact_result === 'failed')
				next = addNotice(
					next,
					'error',
					`Compaction failed${message.compact_error ? `: ${message.compact_error}` : ''}.`,
				);
			return next;
		}
		case 'api_retry': {
			const status = message.error_status ? ` (${message.error_status})` : '';
			const delay = message.retry_delay_ms === undefined ? '' : ` in ${(message.retry_delay_ms / 1000).toFixed(1)}s`;
			const attempt = retryAttempt(message.attempt, message.max_retries);
			// claude calls an error it has no name for (no answer: a timeout, a stalled connection) "unknown".
			const failed =
				message.error === undefined || message.error === 'unknown' ? 'API request failed' : `API ${message.error}`;
			const text = `${failed}${status}: retrying${delay}${attempt ? ` (${attempt})` : ''}`;
			const retry = {
				attempt,
				...(message.error_status === undefined ? {} : {status: message.error_status}),
				...(message.error === undefined ? {} : {error: message.error}),
			};
			return addNotice(withState(state, {retry}), 'warning', text);
		}
		case 'compact_boundary': {
			const meta = message.compact_metadata;
			const tokens = meta?.pre_tokens === undefined ? '' : ` (${meta.pre_tokens} → ${meta.post_tokens ?? '?'} tokens)`;
			const kept = meta?.preserved_messages?.uuids ?? [];
			return addNotice(
				withState(state, {session: {...state.session, keptThroughCompact: kept}}),
				'info',
				`Conversation compacted${tokens}.`,
			);
		}
		case 'thinking_tokens': {
			if (message.estimated_tokens == null) return state;
			const estimated = message.estimated_tokens;
			const next = withState(state, {thinkingTokens: estimated});
			const thinking = [...next.pending]
				.reverse()
				.find(item => item.kind === 'thinking' && item.status === 'streaming');
			return thinking
				? updateItem(next, thinking.id, item =>
						item.kind === 'thinking' ? {...item, estimatedTokens: estimated} : item,
					)
				: next;
		}
		case 'session_state_changed':
			return message.state === 'idle' ? withState(state, {busy: false}) : state;
		case 'permission_denied': {
			// The short reason when claude gives one: `message` may be written for the model ("do not retry…").
			const reason = message.decision_reason ?? message.message ?? 'no reason given';
			const denied = message.tool_use_id
				? updateTool(state, message.tool_use_id, call => moveTo(call, 'denied', at, `without asking you: ${reason}`))
				: state;
			// Said under the call it stopped, once; a notice only when that call is not known.
			return denied !== state
				? denied
				: addNotice(state, 'warning', `${message.tool_name} was denied automatically: ${reason}`);
		}
		case 'task_started': {
			const task: TaskInfo = {
				taskId: message.task_id,
				status: 'running',
				...(message.description === undefined ? {} : {description: message.description}),
				...(message.is_backgrounded === undefined ? {} : {backgrounded: message.is_backgrounded}),
			};
			return updateTask(state, message.tool_use_id, () => task, at) ?? state;
		}
		case 'task_progress':
			return (
				updateTask(
					state,
					message.tool_use_id,
					task => ({
						...(task ?? {taskId: message.task_id, status: 'running'}),
						...(message.last_tool_name === undefined ? {} : {lastToolName: message.last_tool_name}),
						...(message.summary === undefined ? {} : {summary: message.summary}),
						...(message.usage?.total_tokens === undefined ? {} : {totalTokens: message.usage.total_tokens}),
						...(message.usage?.tool_uses === undefined ? {} : {toolUses: message.usage.tool_uses}),
						...(message.usage?.duration_ms === undefined ? {} : {durationMs: message.usage.duration_ms}),
					}),
					at,
				) ?? state
			);
		case 'task_notification': {
			const patched = updateTask(
				state,
				message.tool_use_id,
				task => ({
					...(task ?? {taskId: message.task_id}),
					status: message.status,
					...(message.summary === undefined ? {} : {summary: message.summary}),
				}),
				at,
			);
			if (patched) return patched;
			// A foreground call already in history (an interrupt settled it) has said how it ended on its own line.
			const settled = message.tool_use_id === undefined ? undefined : findTool(state.committed, message.tool_use_id);
			if (settled?.task?.backgrounded === false) return state;
			// A background task whose tool call is already in history: say so in the transcript.
			const {level, text} = taskEndNotice(message.status, message.summary);
			return addNotice(state, level, text);
		}
		case 'elicitation_complete':
			// A URL-mode request of an MCP server (sign in, pay, confirm in the browser) that the server says is done.
			return addNotice(state, 'info', `${message.mcp_server_name}: what it asked you to do in the browser is done`);
		case 'notification':
			return addNotice(
				state,
				message.priority === 'high' || message.priority === 'immediate' ? 'warning' : 'info',
				message.text,
			);
		case 'informational': {
			const noticed = addNotice(state, message.level === 'warning' ? 'warning' : 'info', message.content);
			const outcome = message.prompt_submit_outcome;
			return outcome?.kind === 'blocked_by_hook' && outcome.prompt_kept !== true ? promptBlocked(noticed) : noticed;
		}
		case 'local_command_output':
			return addCommandOutput(state, message.content);
		case 'session_title_changed':
			return withState(state, {session: {...state.session, title: message.title}});
		case 'model_refusal_fallback':
			return refusalFallback(state, message.original_model, message.fallback_model, message.retracted_message_uuids);
		case 'model_refusal_no_fallback':
			return addNotice(state, 'error', 'The model refused this request.');
		case 'hook_response':
			return hookResponse(state, message, at);
		case 'background_tasks_changed':
			return tasksChanged(state, message.tasks, at);
		case 'task_updated':
		case 'hook_started':
		case 'hook_progress':
		case 'commands_changed':
			return state;
		case 'unknown':
			return addDebug(state, at, `system/${message.original}`);
	}
}

/**
 * A setting the person changed, said once claude took it: the status line drops the effort and the thinking display
 * first on a narrow terminal. What a new claude is told again after a restart is no change, and says nothing.
 */
function confirmed(state: AppState, text: string | false | undefined): AppState {
	return text ? addNotice(state, 'info', text) : state;
}

/**
 * Modes, outside Shift+Tab's usual round, that let tools run or refuse them without a prompt: said in words, since
 * the status line's name alone does not tell what they do.
 */
const MODE_CONSEQUENCES: Readonly<Record<string, string>> = {
	bypassPermissions: 'Mode bypassPermissions: every tool runs without asking.',
	dontAsk: 'Mode dontAsk: a tool no rule allows is refused without asking.',
	auto: 'Mode auto: claude decides which tools run without asking.',
};

/** Applies the CLI's answer to one of our own control requests; ignores ids we did not send. */
export function applyControlResponse(state: AppState, frame: ControlResponseFrame, at: number): AppState {
	const body = frame.response;
	const request = state.hostRequests[body.request_id];
	if (!request) return addDebug(state, at, `control_response for unknown request ${body.request_id}`);
	const {[body.request_id]: _done, ...hostRequests} = state.hostRequests;
	const next = withState(state, {hostRequests});
	if (body.subtype === 'error') return addNotice(next, 'error', requestFailure(request, body.error));
	const response = body.response ?? {};
	switch (request.subtype) {
		case 'initialize': {
			const init = initializeResponseSchema.safeParse(response);
			if (!init.success) return addDebug(next, at, 'initialize response not understood');
			const {models, commands, current_permission_mode: mode, claude_code_version: version} = init.data;
			return withState(next, {
				session: {
					...next.session,
					...(models ? {models} : {}),
					...(commands ? {commands} : {}),
					...(mode ? {permissionMode: mode} : {}),
					...(version ? {version} : {}),
				},
			});
		}
		case 'rewind_conversation': {
			const answer = rewindConversationResponseSchema.safeParse(response);
			const target = (answer.success ? answer.data.targetMessageUuid : undefined) ?? request.detail;
			if (!answer.success || answer.data.rewound === false || target === undefined) {
				const why = answer.success && answer.data.error ? ` (${answer.data.error})` : '';
				return addNotice(next, 'error', `claude did not rewind the conversation${why}; nothing changed.`);
			}
			return conversationRewound(next, target);
		}
		case 'rewind_files': {
			const answer = rewindFilesResponseSchema.safeParse(response);
			const restorable = answer.success && answer.data.canRewind === true;
			if (request.detail === undefined) return next;
			// A dry run changes nothing and shows nothing: its list is kept for the rewind that follows it.
			if (request.dryRun) {
				if (!answer.success || !restorable) return next;
				const {filesChanged, insertions, deletions} = answer.data;
				const dry = {
					uuid: request.detail,
					files: filesChanged ?? [],
					insertions: insertions ?? 0,
					deletions: deletions ?? 0,
				};
				return withState(next, {fileDryRun: dry});
			}
			if (!restorable)
				return addNotice(next, 'error', `Files not restored: ${answer.data?.error ?? 'claude could not restore them'}`);
			return filesRestored(next, request.detail);
		}
		case 'mcp_status': {
			const answer = mcpStatusResponseSchema.safeParse(response);
			if (!answer.success) return addDebug(next, at, 'mcp_status response not understood');
			const servers = answer.data.mcpServers ?? [];
			return addNotice(withMcpServers(next, servers), 'info', describeMcpStatus(servers));
		}
		case 'mcp_reconnect':
		case 'mcp_toggle':
			return addNotice(
				next,
				'info',
				`${request.subtype === 'mcp_reconnect' ? 'Reconnected' : 'Switched'} MCP server ${request.detail ?? ''}.`,
			);
		case 'get_task_output': {
			const output = typeof response['output'] === 'string' ? response['output'] : '';
			return addNotice(next, 'info', taskOutputText(request.detail ?? '?', output, response['truncated'] === true));
		}
		case 'get_context_usage':
			return addNotice(next, 'info', describeContextUsage(response));
		case 'get_session_cost':
			return typeof response['text'] === 'string' ? addNotice(next, 'info', response['text']) : next;
		case 'apply_flag_settings':
			if (request.detail === undefined) return next;
			return confirmed(
				withState(next, {session: {...next.session, effort: request.detail}}),
				request.detail !== state.session.effort && `Effort: ${request.detail}, from claude's next request.`,
			);
		case 'set_model': {
			if (typeof response['model'] !== 'string') return next;
			// 'default' is kept too: a new claude started with --model is told to go back to its own choice.
			const chosen = request.detail === undefined ? {} : {chosenModel: request.detail};
			return confirmed(
				withState(next, {session: {...next.session, model: response['model'], ...chosen}}),
				request.detail !== state.session.chosenModel && `Model: ${response['model']}, from the next message.`,
			);
		}
		case 'set_permission_mode': {
			const mode = response['mode'];
			if (typeof mode !== 'string') return next;
			return confirmed(
				withState(next, {session: {...next.session, permissionMode: mode}}),
				mode !== state.session.permissionMode && MODE_CONSEQUENCES[mode],
			);
		}
		case 'set_max_thinking_tokens':
			if (request.detail === undefined) return next;
			return confirmed(
				withState(next, {session: {...next.session, thinkingDisplay: request.detail}}),
				// The first is the display every claude is started with, not a choice made now.
				state.session.thinkingDisplay !== undefined &&
					request.detail !== state.session.thinkingDisplay &&
					`Thinking display: ${request.detail}, from claude's next request.`,
			);
		default:
			return next;
	}
}

function describeContextUsage(response: Record<string, unknown>): string {
	const usage = contextUsageSchema.safeParse(response);
	if (!usage.success) return 'Context usage: (not understood)';
	const {totalTokens, maxTokens, percentage, categories = []} = usage.data;
	const head = `Context: ${totalTokens ?? '?'} of ${maxTokens ?? '?'} tokens${percentage === undefined ? '' : ` (${Math.round(percentage)}%)`}`;
	const rows = categories
		.filter(category => category.tokens > 0)
		.map(category => `  ${category.name}: ${category.tokens}`);
	return [head, ...rows].join('\n');
}

type HookResponse = Extract<SystemMessage, {subtype: 'hook_response'}>;

/**
 * A hook that ran (claude reports them with --include-hook-events): one line with its outcome, in words. One that
 * failed or blocked (exit 2 stops the tool, and claude tells the model why) shows what it said, in full; a
 * PostToolUse hook's exit 2 stops nothing (the tool has run): claude gives what it said to the model.
 */
function hookResponse(state: AppState, hook: HookResponse, at: number): AppState {
	const name = hook.hook_name ?? hook.hook_event ?? 'hook';
	const said = (hook.stderr?.trim() || hook.output?.trim() || hook.stdout?.trim()) ?? '';
	// Stopped by an interrupt (2.1.330 says exit 1 too): it did not fail.
	if (hook.outcome === 'cancelled') return addNotice(state, 'info', `Hook ${name} cancelled.`);
	if (hook.outcome === 'error' || (hook.exit_code !== undefined && hook.exit_code !== 0)) {
		if (hook.exit_code === 2 && (hook.hook_event ?? name.split(':')[0]) === 'PostToolUse')
			return addNotice(state, 'warning', `Hook ${name} gave claude feedback${said === '' ? '.' : `: ${said}`}`);
		if (hook.exit_code === 2) return addNotice(state, 'warning', hookBlockedText(name, said));
		const how = `failed${hook.exit_code === undefined ? '' : ` (exit ${hook.exit_code})`}`;
		return addNotice(state, 'warning', `Hook ${name} ${how}${said === '' ? '.' : `: ${said}`}`);
	}
	const decided = preToolUseDecision(state, hook);
	// The line says what it decided; what it printed is in the debug panel (Ctrl+O stays the tool's output).
	if (decided)
		return addNotice(addDebug(decided[0], at, `Hook ${name} printed: ${said}`), 'info', `Hook ${name} ${decided[1]}`);
	const first = said.split('\n')[0] ?? '';
	return addNotice(state, 'info', `Hook ${name} ran${first === '' ? '' : ` · ${first}`}`);
}

const DECIDED: Readonly<Record<string, string>> = {allow: 'allowed', deny: 'denied', ask: 'asked you about'};

/**
 * A PreToolUse hook that printed a decision or changed the call's input (JSON): what it did, in words. A changed
 * input makes the call show what ran; the frames name the tool, not the call (the session file's `hook_success` names
 * the call; the stream does not): hook-rewrites.ts places it when the frames show which call it was, and until then
 * the line says which calls it may have been, and what the hook gave.
 */
function preToolUseDecision(state: AppState, hook: HookResponse): [AppState, string] | undefined {
	const tool = hook.hook_name?.startsWith('PreToolUse:') ? hook.hook_name.slice('PreToolUse:'.length) : undefined;
	if (tool === undefined || !hook.output?.trim().startsWith('{')) return undefined;
	let printed: unknown;
	try {
		printed = JSON.parse(hook.output);
	} catch {
		return undefined;
	}
	const parsed = preToolUseHookOutputSchema.safeParse(printed);
	if (!parsed.success) return undefined;
	const {updatedInput, permissionDecision, permissionDecisionReason} = parsed.data.hookSpecificOutput;
	const verb = permissionDecision === undefined ? undefined : DECIDED[permissionDecision];
	const why = permissionDecisionReason?.trim() ? `: ${permissionDecisionReason.trim()}` : '';
	// A denied call runs nothing: what the hook would have changed does not matter.
	if (!updatedInput || permissionDecision === 'deny') return verb ? [state, `${verb} the call${why}`] : undefined;
	const [next, calls] = hookChangedInput(state, tool, updatedInput, permissionDecision === 'allow');
	if (calls < 2) return [next, `${verb ? `${verb} the call and ` : ''}changed its input${why}`];
	const which = `one of ${calls} ${tool} calls (its frame does not say which)`;
	const to = `to ${JSON.stringify(updatedInput)}`;
	return [
		next,
		verb ? `${verb} ${which} and changed its input ${to}${why}` : `changed the input of ${which} ${to}${why}`,
	];
}

/**
 * A UserPromptSubmit hook blocked the prompt claude was starting (the latest it started): the model never saw it.
 * It is taken back (a line says so where it is already in the scrollback) and given back to the input, as a
 * waiting message is; claude's own notice, just added, says why.
 */
function promptBlocked(state: AppState): AppState {
	const uuid = state.inFlight.at(-1);
	const id = `user-${uuid}`;
	const item = [...state.pending, ...state.committed].findLast(
		(candidate): candidate is Extract<TranscriptItem, {kind: 'user'}> =>
			candidate.id === id && candidate.kind === 'user',
	);
	if (uuid === undefined || !item) return state;
	const {state: next, above} = withdraw(state, new Set([id]));
	const given = {uuid, text: item.text, ...(item.attachments ? {attachments: item.attachments} : {})};
	return addNotice(
		withState(next, {givenBack: [given]}),
		'info',
		`A hook blocked this prompt: it was not sent${above > 0 ? ' (the message above)' : ''}, and it is back in the input.`,
	);
}
