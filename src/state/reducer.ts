/**
 * reduce(state, event) → state. Pure: no clock, no IO, no mutation. Each case delegates to a
 * fold that copies only what it touches, then finished items move to history.
 */
import {hookRewriteAsked} from './hook-rewrites.js';
import {featuresOf} from '../protocol/claude-features.js';
import {conversationRewound} from './rewind.js';
import {applyExchange, bypassesGateway, GATEWAY_BYPASSED} from './api-requests.js';
import {type Attachment, inText} from '../protocol/attachments.js';
import type {InboundMessage, ResultMessage, StreamEventFrame} from '../protocol/types.js';
import {assertNever} from '../util/assert-never.js';
import type {AppEvent} from './events.js';
import {abandonDraft, applyAssistant, applyStreamEvent, draftKey} from './stream-accumulator.js';
import {commitFinished} from './commit.js';
import {applyControlResponse, applyResultMessage, applySystem, applyUserFrame} from './frames.js';
import {askingAgent, mapItems} from './items.js';
import {editorChanged, editorContextChanged} from './editor.js';
import {answeredText, elicitationLabel, elicitationRequest} from './elicitations.js';
import {denyRuleFor, permissionRequest} from './permissions.js';
import {addDebug, addItem, addNotice, hasItem, nextId, updateTool} from './placement.js';
import {rateLimitNotice} from './rate-limit.js';
import {savedRules} from './rule-destinations.js';
import {type BackgroundTask, ofLiveTask} from './tasks.js';
import {type AppState, initialState, withState} from './state.js';
import {moveTo, reportedRunning} from './tool-calls.js';
import {itemsOfFrames, retractedToolCall, superseded} from './withdraw.js';
import {plural} from '../text/plural.js';
import {shortSessionId} from '../text/session-id.js';
import {sessionChanges} from './turn-changes.js';
import {rememberMode} from './permission-modes.js';
import type {NoticeItem, ToolItem, TranscriptItem} from './transcript.js';

const STDERR_TAIL = 20;
/**
 * claude says only on stderr that it drops rules of a settings file, as it does of `.claude/settings.json` in a folder
 * no one accepted its trust dialog for ("Ignoring 1 permissions.allow entry from .claude/settings.json: this workspace
 * has not been trusted…", 2.1.330): a rule saved there with "allow from now on" would then ask again unexplained.
 */
const IGNORED_SETTINGS = /^Ignoring \d+ \S+ entr(?:y|ies) from (.+?): /;
/** stderr lines quoted in the exit notice; the debug panel (Ctrl+G) shows the full tail. */
const STDERR_SHOWN = 5;

export function reduce(state: AppState, event: AppEvent): AppState {
	return rememberMode(reduceEvent(state, event));
}

function reduceEvent(state: AppState, event: AppEvent): AppState {
	switch (event.type) {
		case 'inbound': {
			const next = applyInbound(
				withSessionId(resumeConfirmed(state, event.message), event.message),
				event.message,
				event.at,
				event.untimed === true,
			);
			if (!bypassesGateway(next.api, event.message)) return next;
			return addNotice(withState(next, {api: {...next.api, bypassed: true}}), 'warning', GATEWAY_BYPASSED);
		}
		case 'unknown-frame':
			return commitFinished(addDebug(state, event.at, `unknown frame type "${event.frameType}"`));
		case 'malformed-line': {
			const [next, id] = nextId(state, 'diag');
			const item: TranscriptItem = {
				kind: 'diagnostic',
				id,
				text: `Unreadable ${event.source ?? 'line from claude'}: ${event.error}`,
				excerpt: event.excerpt,
			};
			return commitFinished(addItem(withState(next, {malformedLines: next.malformedLines + 1}), null, item));
		}
		case 'user-sent':
			// Shown once: a session file may hold a steered message as claude's note of it and as a user line, one uuid.
			if (hasItem(state, `user-${event.uuid}`)) return state;
			// Written while claude works and takes messages mid-turn (a recorded steer; live, session.ts
			// queues such a message itself): claude holds it, and it shows once claude starts it.
			if (state.busy && state.session.steering && !event.steered) return queued(state, {...event, sent: true});
			return commitFinished(
				userMessageStarted(state, event.uuid, event.text, event.at, event.attachments, event.steered === true),
			);
		case 'message-queued':
			return queued(state, event);
		case 'queued-message-taken':
			return withState(state, {queue: state.queue.filter(message => message.uuid !== event.uuid)});
		case 'waiting-given-back': {
			const taken = new Set(event.messages.map(message => message.uuid));
			return withState(state, {
				queue: state.queue.filter(message => !taken.has(message.uuid)),
				givenBack: event.messages,
			});
		}
		case 'permission-decided':
			return commitFinished(applyDecision(state, event));
		case 'rules-saved':
			// A rule the CLI wrote to a file outlives the session: say where, so it can be found and undone. Not that this
			// call runs unasked: claude's suggested `Bash(echo hello-one *)` does not cover `echo hello-one > out1.txt`.
			return commitFinished(
				event.rules.reduce(
					(next, {rule, file, saved}) =>
						saved === false
							? addNotice(next, 'warning', `Could not save ${rule} to ${file}: it applies to this session only.`)
							: state.child.ignoredSettings?.includes(file)
								? addNotice(
										next,
										'warning',
										`${saved ? 'Saved' : 'Asked claude to save'} ${rule} to ${file}, but claude ignores that file's rules in this folder (above): it applies to this session only.`,
									)
								: addNotice(
										next,
										'info',
										`${saved ? 'Saved' : 'Asked claude to save'} ${rule} to ${file}: calls that match it run without asking from now on.`,
									),
					state,
				),
			);
		case 'elicitation-answered': {
			const request = state.elicitations.find(open => open.requestId === event.requestId);
			if (!request) return state;
			const elicitations = state.elicitations.filter(open => open !== request);
			return commitFinished(
				addNotice(withState(state, {elicitations}), 'info', answeredText(request, event.answer, event.source)),
			);
		}
		case 'deny-rules-cleared':
			return withState(state, {denyRules: []});
		case 'file-snapshot':
			return withState(state, {
				permissions: state.permissions.map(request =>
					request.requestId === event.requestId ? {...request, fileBefore: event.content} : request,
				),
			});
		case 'editor-diff':
			return withState(state, {
				permissions: state.permissions.map(request =>
					request.requestId === event.requestId
						? {...request, editor: {name: event.editor, open: event.open}}
						: request,
				),
			});
		case 'tool-output-expanded':
			return commitFinished(expandLastOutput(state));
		case 'changes-shown':
			return commitFinished(showChanges(state, event.turn));
		case 'host-request-sent': {
			const next = withState(state, {
				hostRequests: {
					...state.hostRequests,
					[event.requestId]: {
						subtype: event.subtype,
						sentAt: event.at,
						...(event.detail === undefined ? {} : {detail: event.detail}),
						...(event.dryRun ? {dryRun: true} : {}),
						...(event.denyRules ? {denyRules: true} : {}),
					},
				},
			});
			// Said as it is asked: claude answers after its own notice that the task stopped.
			return event.subtype === 'stop_task' ? addNotice(next, 'info', `Stopping task ${event.detail ?? ''}.`) : next;
		}
		case 'host-request-timed-out': {
			const request = state.hostRequests[event.requestId];
			if (!request) return state;
			const {[event.requestId]: _gone, ...hostRequests} = state.hostRequests;
			return commitFinished(
				addNotice(
					withState(state, {hostRequests}),
					'error',
					`claude did not answer ${request.subtype} in time. If it hangs, /restart ends it and resumes the conversation.`,
				),
			);
		}
		case 'stderr': {
			const tail = [...state.child.stderrTail, event.line].slice(-STDERR_TAIL);
			const ignored = IGNORED_SETTINGS.exec(event.line)?.[1]?.split(' and ');
			if (!ignored) return withState(state, {child: {...state.child, stderrTail: tail}});
			const ignoredSettings = [...(state.child.ignoredSettings ?? []), ...ignored];
			return addNotice(
				withState(state, {child: {...state.child, stderrTail: tail, ignoredSettings}}),
				'warning',
				`claude: ${event.line.trim()}`,
			);
		}
		case 'child-exited':
			return commitFinished(applyChildExit(state, event, event.at));
		case 'conversation-forked': {
			// The new session's id comes with its first frame. A fork that resumes part of the session keeps its
			// cost and so its tokens (claude carries the cost over, or cctui adds it where claude restarts it); a new
			// conversation counts both from zero.
			const {sessionId: _old, ...session} = state.session;
			const counted = event.fresh
				? conversationUsageLeft(state)
				: {
						usage: featuresOf(state.session.version).keepsCost
							? state.usage
							: {...state.usage, costBefore: state.usage.costUsd},
					};
			const forked = conversationRewound(withState(state, {session, ...counted}), event.uuid, 'forked');
			return commitFinished(
				addNotice(forked, 'info', `The session before the fork is kept: cctui --resume ${event.from}`),
			);
		}
		case 'conversation-left': {
			// The status line counts a conversation's tokens and cost: another one starts from zero.
			const {unconfirmedResume: _left, ...session} = state.session;
			return withState(state, {
				conversationStart: state.committed.length + state.pending.length,
				...conversationUsageLeft(state),
				session,
			});
		}
		case 'history-preview': {
			// Folded on its own: its first events answer nothing of this state's, and none of it is history yet.
			let preview = initialState(state.session.permissionMode, state.session.cwd);
			for (const folded of event.events) preview = reduce(preview, folded);
			return withState(state, {historyPreview: [...preview.committed, ...preview.pending]});
		}
		case 'resume-not-found': {
			// Like a loaded history's, the id is the session's before claude names it, unless claude forks it.
			const session = {...state.session, unconfirmedResume: event.sessionId};
			return commitFinished(
				addNotice(
					withState(state, {
						session: event.fork ? session : {...session, sessionId: event.sessionId},
						historyPreview: [],
					}),
					'warning',
					`No saved session ${event.sessionId} for this folder; claude will say whether it can resume it.`,
				),
			);
		}
		case 'child-restarted': {
			const child = {running: true, stderrTail: [], crashedMidTurn: false};
			// The status line counts a conversation's tokens and cost; claude's cost starts again with another one.
			const same = event.sessionId === state.session.sessionId;
			const usage = !same
				? initialState().usage
				: event.costSaved === undefined
					? state.usage
					: restartedCost(state, event.costSaved);
			if (event.sessionId !== undefined) {
				const resumed = withState(state, {child, usage, session: {...state.session, sessionId: event.sessionId}});
				// Another conversation's history has said "Resumed session …" already.
				return event.switched
					? resumed
					: commitFinished(addNotice(resumed, 'info', 'claude restarted; the conversation continues.'));
			}
			// A new conversation gets its id from claude's first frame; the old one is history now.
			const {sessionId: _old, ...session} = state.session;
			return withState(state, {child, usage, session});
		}
		case 'editor-changed':
			return editorChanged(state, event.editor);
		case 'editor-context':
			return editorContextChanged(state, event.context);
		case 'notice':
			return commitFinished(addNotice(state, event.level, event.text, event.detail));
		case 'stream-ended': {
			// Its turn is over too: nothing is still working, and a call still open ends as interrupted.
			const unanswered = state.elicitations.reduce(
				(next, request) =>
					addNotice(
						next,
						'warning',
						`${elicitationLabel(request)} and the stream ends before an answer: left unanswered.`,
					),
				state.permissions.reduce(
					(next, request) =>
						addNotice(
							next,
							'warning',
							`claude asked to use ${request.toolName} and the stream ends before an answer: left unanswered.`,
						),
					withState(state, {permissions: [], elicitations: []}),
				),
			);
			// A message claude held and never started was still sent: it stays in the transcript, marked so.
			const held = state.queue
				.filter(message => message.sent)
				.reduce(
					(next, message) =>
						addNotice(
							userMessageStarted(next, message.uuid, message.text, event.at, message.attachments),
							'warning',
							'claude had not started this message when the stream ended.',
						),
					withState(unanswered, {queue: state.queue.filter(message => !message.sent)}),
				);
			return commitFinished({...finishTurn(held, event.at), inFlight: []});
		}
		case 'gateway-started':
			return withState(state, {api: {...state.api, gateway: {address: event.address, upstream: event.upstream}}});
		case 'api-exchange':
			return withState(state, {api: applyExchange(state.api, event.exchange)});
		case 'session-folder':
			return state.session.cwd === undefined ? withState(state, {session: {...state.session, cwd: event.cwd}}) : state;
		case 'claude-version':
			return withState(state, {session: {...state.session, version: event.version}});
		case 'screen-back':
			return withState(state, {screenBackAt: event.at});
		case 'turn-ended':
			// Nothing of a turn without a result is in flight any more.
			return commitFinished({...finishTurn(state, event.at), inFlight: []});
		case 'history-loaded': {
			// History has no results: nothing from it is in flight. Its id is the session's before claude's first
			// frame says so: a fork or a restart after an early crash needs it.
			const finished = finishTurn(state, event.at);
			const session = event.fork ? finished.session : {...finished.session, sessionId: event.sessionId};
			const loaded = addNotice(
				withState(finished, {inFlight: [], session, historyPreview: [], usage: resumedCost(finished, event.costUsd)}),
				'info',
				`Resumed session ${shortSessionId(event.sessionId)}: ${plural(event.messages, 'earlier message')}${event.notRecorded ? ', not in this recording' : ' above'}.`,
			);
			const warned =
				event.unreadable > 0
					? addNotice(
							loaded,
							'warning',
							`${event.unreadable} line${event.unreadable === 1 ? '' : 's'} of the session file could not be read and ${event.unreadable === 1 ? 'is' : 'are'} not shown.`,
						)
					: loaded;
			const committed = commitFinished(warned);
			return withState(committed, {savedUntil: committed.committed.length});
		}
	}
}

/** The status line counts from zero for the next conversation; what this one used is kept for an export's totals. */
function conversationUsageLeft(state: AppState): Pick<AppState, 'usage' | 'earlierUsage'> {
	const {usage, earlierUsage} = state;
	if (usage.turns === 0) return {usage: initialState().usage, earlierUsage};
	const {sessionId} = state.session;
	const left = sessionId === undefined ? {usage} : {sessionId, usage};
	return {usage: initialState().usage, earlierUsage: [...earlierUsage, left]};
}

/**
 * The status line's cost from the start of a resumed session: what its file says it cost. It is held apart too
 * (`costBefore`), to be added to the totals of a claude that counts from zero; claude's first frame drops that
 * when it carries the cost over itself (frames.ts, init). A restart of the conversation this run counted keeps the
 * count it has (restartedCost).
 */
function resumedCost(state: AppState, costUsd: number | undefined): AppState['usage'] {
	const {usage} = state;
	if (costUsd !== undefined && costUsd > usage.costUsd) return {...usage, costUsd, costBefore: costUsd};
	return restartedCost(state, costUsd);
}

/**
 * The cost after claude is restarted in the conversation this run counted: the count it has, from which the new
 * claude's totals go on. One that carries the cost over goes on from what its file saved (`saved`), which is less when
 * it was killed before it could save (2.1.330 saves as it exits): `costUnsaved` makes up the rest. An older claude
 * counts from zero.
 */
function restartedCost(state: AppState, saved: number | undefined): AppState['usage'] {
	const {usage} = state;
	if (usage.costUsd === 0) return usage;
	if (!featuresOf(state.session.version).keepsCost) return {...usage, costBefore: usage.costUsd};
	const {costUnsaved: _, ...counted} = usage;
	const unsaved = usage.costUsd - (saved ?? 0);
	return unsaved > 0 ? {...counted, costUnsaved: unsaved} : counted;
}

/** claude's result's error when it has no session of the id it was asked to resume (2.1.330). */
const NOT_FOUND = /^No conversation found with session ID: (\S+)$/;

/**
 * Whether claude resumed the session it was asked to. Any frame but a result says it did (cctui found no file of it).
 * A result saying "No conversation found" says it refused it, even one cctui read a file of (an unreadable one), and
 * would again: r then starts a new conversation.
 */
function resumeConfirmed(state: AppState, message: InboundMessage): AppState {
	if (message.type === 'result') {
		const refused = message.errors?.map(error => NOT_FOUND.exec(String(error))?.[1]).find(id => id !== undefined);
		return refused === undefined ? state : withState(state, {session: {...state.session, unconfirmedResume: refused}});
	}
	if (state.session.unconfirmedResume === undefined) return state;
	const {unconfirmedResume: _confirmed, ...session} = state.session;
	return withState(state, {session});
}

/**
 * Every frame names its session, so the id is known even when claude dies before its `init`
 * (a restart then still resumes the right conversation). Same id: no copy.
 */
function withSessionId(state: AppState, message: InboundMessage): AppState {
	const id = 'session_id' in message ? message.session_id : undefined;
	return typeof id === 'string' && id !== '' && id !== state.session.sessionId
		? withState(state, {session: {...state.session, sessionId: id}})
		: state;
}

/**
 * A session file has no `init`: its model is the one its main answers name (claude writes
 * "<synthetic>" for messages it made up itself, such as an error).
 */
function withModelOf(state: AppState, message: Extract<InboundMessage, {type: 'assistant'}>): AppState {
	const model = message.message.model;
	if (state.session.model !== undefined || message.parent_tool_use_id || model === undefined || model.startsWith('<'))
		return state;
	return withState(state, {session: {...state.session, model}});
}

/** A frame kept through compaction that claude sends again, and whose items are on screen already. */
function shownBeforeCompact(state: AppState, uuid: string | undefined): boolean {
	if (uuid === undefined || !state.session.keptThroughCompact?.includes(uuid)) return false;
	const ids = new Set<string>();
	itemsOfFrames(state.pending, new Set([uuid]), ids);
	itemsOfFrames(state.committed, new Set([uuid]), ids);
	return ids.size > 0;
}

function applyInbound(state: AppState, message: InboundMessage, at: number, untimed: boolean): AppState {
	switch (message.type) {
		case 'stream_event': {
			const next = applyStreamEvent(state, message, at);
			// Most frames are deltas mid-turn: copying the whole state to set busy again is measurable.
			const busy = message.parent_tool_use_id || next.busy ? next : withState(next, {busy: true});
			return commitFinished(busy, splitCandidate(state, next, message));
		}
		case 'assistant':
			if (shownBeforeCompact(state, message.uuid)) return state;
			return commitFinished(applyAssistant(withModelOf(superseded(state, message.supersedes), message), message, at));
		case 'user':
			return commitFinished(
				applyUserFrame(
					retractedToolCall(superseded(state, message.supersedes), message.retracted_message_uuids),
					message,
					at,
					untimed,
				),
			);
		case 'result': {
			return commitFinished(
				applyResultMessage(
					finishTurn(
						// A rewrite not placed by now has its notice alone: the calls it could be have ended.
						withState(state, {inFlight: answeredSends(state.inFlight, message), hookRewrites: []}),
						at,
						state.session.backgroundTasks,
					),
					message,
					state.turnStartedAt,
				),
			);
		}
		case 'system':
			return commitFinished(applySystem(state, message, at));
		case 'control_request': {
			const request = message.request;
			if (request.subtype === 'elicitation') {
				if (state.elicitations.some(open => open.requestId === message.request_id)) return state; // delivered twice
				const asked = elicitationRequest(message.request_id, request, at);
				return withState(state, {elicitations: [...state.elicitations, asked]});
			}
			if (request.subtype !== 'can_use_tool')
				return addDebug(
					state,
					at,
					`control_request ${request.subtype === 'unknown' ? request.original : request.subtype} (answered by the session)`,
				);
			if (state.permissions.some(open => open.requestId === message.request_id)) return state; // delivered twice
			const agent =
				request.agent_id === undefined ? undefined : askingAgent(state.pending, request.tool_use_id, request.agent_id);
			const pending = permissionRequest(message.request_id, request, at, agent);
			const next = withState(state, {permissions: [...state.permissions, pending]});
			return request.tool_use_id
				? updateTool(hookRewriteAsked(next, request.tool_use_id, request.input), request.tool_use_id, call =>
						moveTo(call, 'awaiting-permission', at),
					)
				: next;
		}
		case 'control_cancel_request': {
			const withdrawn = state.elicitations.find(request => request.requestId === message.request_id);
			// Said, as an answered form is: it went from the screen with no key pressed.
			if (withdrawn)
				return commitFinished(
					addNotice(
						withState(state, {elicitations: state.elicitations.filter(request => request !== withdrawn)}),
						'info',
						`${elicitationLabel(withdrawn)}: withdrawn by claude before an answer.`,
					),
				);
			const cancelled = state.permissions.find(request => request.requestId === message.request_id);
			if (!cancelled) return state;
			const next = withState(state, {permissions: state.permissions.filter(request => request !== cancelled)});
			return commitFinished(
				cancelled.toolUseId ? updateTool(next, cancelled.toolUseId, call => moveTo(call, 'interrupted', at)) : next,
			);
		}
		case 'control_response':
			return commitFinished(applyControlResponse(state, message, at));
		case 'tool_use_summary':
			return commitFinished(addNotice(state, 'info', message.summary));
		case 'rate_limit_event': {
			const notice = rateLimitNotice(message.rate_limit_info, at);
			return notice ? commitFinished(addNotice(state, notice.level, notice.text)) : state;
		}
		case 'auth_status':
			return message.error ? commitFinished(addNotice(state, 'error', `Authentication: ${message.error}`)) : state;
		case 'conversation_reset':
			return commitFinished(addNotice(state, 'info', '— Conversation reset: a new conversation starts here —'));
		case 'command_lifecycle':
			return commitFinished(
				applyLifecycle(
					state.session.steering ? state : withState(state, {session: {...state.session, steering: true}}),
					message.command_uuid,
					message.state,
					at,
				),
			);
		case 'tool_progress':
			// A heartbeat claude sends for a call that runs (none seen from 2.1.330, PROTOCOL.md).
			return updateTool(state, message.tool_use_id, call => reportedRunning(call, at));
		case 'prompt_suggestion':
		case 'keep_alive':
		case 'active_goal':
			return state;
		default:
			return assertNever(message);
	}
}

/**
 * The streaming block a delta may have made splittable. A split point is the start of a block after
 * a blank line, so it can only appear in a delta that holds a newline or that follows one (models
 * often send "\n\n" as a delta of its own). Scanning on other deltas would be quadratic.
 */
function splitCandidate(before: AppState, after: AppState, message: StreamEventFrame): string | undefined {
	const event = message.event;
	if (event.type !== 'content_block_delta') return undefined;
	const added =
		event.delta.type === 'text_delta'
			? event.delta.text
			: event.delta.type === 'thinking_delta'
				? event.delta.thinking
				: undefined;
	if (added === undefined) return undefined;
	const key = draftKey(message.parent_tool_use_id);
	const id = after.drafts[key]?.blocks[event.index];
	if (id === undefined) return undefined;
	return added.includes('\n') || before.drafts[key]?.lineEnded === event.index ? id : undefined;
}

/**
 * The sends still waiting after a result. Claude 2.1.330 names the sends a result answers
 * (`user_message_uuids`, empty for a turn it started itself); a CLI that names nothing at all
 * answered the oldest one, else the queue would wait forever.
 */
function answeredSends(inFlight: readonly string[], message: ResultMessage): readonly string[] {
	if (message.user_message_uuids === undefined && message.user_message_uuid === undefined) return inFlight.slice(1);
	const answered = new Set([
		...(message.user_message_uuids ?? []),
		...(message.user_message_uuid ? [message.user_message_uuid] : []),
	]);
	return inFlight.filter(uuid => !answered.has(uuid));
}

/**
 * End of turn: whatever still streams is done; tools that never finished were cut off, but for the calls of the
 * background `tasks` still running (a background agent's), which are not the turn's and take their own results later.
 */
function finishTurn(state: AppState, at: number, tasks: readonly BackgroundTask[] = []): AppState {
	let next = state;
	for (const key of Object.keys(state.drafts)) next = abandonDraft(next, key, at, true);
	const pending = mapItems(next.pending, item => {
		if ((item.kind === 'text' || item.kind === 'thinking') && item.status === 'streaming')
			return {...item, status: 'done'};
		if (item.kind === 'tool' && !item.call.settled && !ofLiveTask(item.call, tasks))
			return {...item, call: {...moveTo(item.call, 'interrupted', at), settled: true}};
		return item;
	});
	return withState(next, {pending, busy: false, turnStartedAt: undefined, thinkingTokens: undefined, retry: undefined});
}

function applyDecision(state: AppState, event: Extract<AppEvent, {type: 'permission-decided'}>): AppState {
	const request = state.permissions.find(pending => pending.requestId === event.requestId);
	if (!request) return state;
	const {decision} = event;
	let next: AppState = withState(state, {permissions: state.permissions.filter(pending => pending !== request)});
	if (decision.behavior === 'deny' && decision.scope === 'session')
		next = withState(next, {denyRules: [...next.denyRules, denyRuleFor(request)]});
	// Whether claude could write the file is said once the turn is over (rules-saved).
	const saved = decision.behavior === 'allow' ? savedRules(decision.updatedPermissions ?? []) : [];
	if (!request.toolUseId) return next;
	const editor =
		decision.behavior === 'allow' ? decision.editor : decision.source === 'editor' ? 'answered' : undefined;
	return updateTool(next, request.toolUseId, call =>
		decision.behavior === 'allow'
			? moveTo(
					{
						...call,
						input: {...call.input, ...decision.updatedInput},
						...(request.agentId !== undefined && (typeof request.fileBefore === 'string' || request.fileBefore === null)
							? {fileBefore: request.fileBefore}
							: {}),
						approval: saved.length > 0 ? 'saved' : decision.scope,
						...(editor ? {editor} : {}),
					},
					'running',
					event.at,
				)
			: moveTo(
					{...call, ...(editor ? {editor} : {}), ...(decision.interrupt ? {stoppedTurn: true as const} : {})},
					'denied',
					event.at,
					decision.message,
				),
	);
}

/** The last lines of the child's stderr that the notice of its end shows (and a recording keeps). */
export function stderrShown(state: AppState): readonly string[] {
	return state.child.stderrTail.slice(-STDERR_SHOWN);
}

function applyChildExit(state: AppState, exit: Extract<AppEvent, {type: 'child-exited'}>, at: number): AppState {
	const {exitCode, signal} = exit;
	const expected = exit.expected === true;
	const crashedMidTurn = !expected && (state.busy || state.permissions.length > 0 || state.elicitations.length > 0);
	const ended = finishTurn(withState(state, {permissions: [], elicitations: []}), at);
	const next: AppState = withState(ended, {
		inFlight: [],
		// cctui's own requests to it went with it, unanswered.
		hostRequests: {},
		// Its background tasks ended with it.
		session: ended.session.backgroundTasks?.length ? {...ended.session, backgroundTasks: []} : ended.session,
		// What that claude held dies with it: cctui sends it again to the next one.
		queue: state.queue.some(message => message.sent)
			? state.queue.map(({sent: _, ...message}) => message)
			: state.queue,
		child: {...state.child, running: false, exitCode, signal, crashedMidTurn, ...(expected ? {endedByUs: true} : {})},
	});
	// cctui ended it (quit, restart, a new conversation): how it went down is cctui's doing, not news. One replaced
	// by another says nothing: the next one's start says what changed.
	if (expected) return exit.replaced ? next : addNotice(next, 'info', 'claude stopped.');
	const how = signal ? `was killed by ${signal}` : `exited with code ${exitCode ?? '?'}`;
	if (!crashedMidTurn && exitCode === 0) return addNotice(next, 'info', `claude ${how}.`);
	const tail = (exit.stderr ?? stderrShown(state)).slice(-STDERR_SHOWN);
	const stderr = tail.length > 0 ? `\nLast lines on stderr:\n${tail.map(line => `  ${line}`).join('\n')}` : '';
	return addNotice(next, 'error', `claude ${how}${crashedMidTurn ? ' in the middle of a turn' : ''}.${stderr}`);
}

/** Tools whose result is a bare acknowledgement: the panel or the plan already shows what they did. */
const NO_OUTPUT_TOOLS = new Set(['TodoWrite', 'TaskCreate', 'TaskUpdate', 'EnterPlanMode']);

const hasOutput = (item: TranscriptItem): item is ToolItem | NoticeItem =>
	item.kind === 'tool'
		? item.call.settled === true &&
			!item.expanded &&
			!NO_OUTPUT_TOOLS.has(item.call.name) &&
			(item.call.result?.text ?? '') !== ''
		: item.kind === 'notice' && item.detail !== undefined && !item.expanded;

/** A message waiting for claude to start it: not sent yet, or (`sent`) held by claude. */
function queued(
	state: AppState,
	{uuid, text, attachments, sent}: {uuid: string; text: string; attachments?: readonly Attachment[]; sent?: boolean},
): AppState {
	const message = {uuid, text, ...(attachments ? {attachments} : {}), ...(sent ? {sent: true} : {})};
	return withState(state, {queue: [...state.queue, message]});
}

/** A message of the person's starts a turn, or joins the running one: it shows, and its result is awaited. */
function userMessageStarted(
	state: AppState,
	uuid: string,
	text: string,
	at: number,
	attachments: readonly Attachment[] | undefined,
	steered = false,
): AppState {
	// What its placeholders stand for; the editor's context has none, and is not the person's to send again.
	const given = inText(text, attachments ?? []).filter(attachment => attachment.kind !== 'context');
	const item: TranscriptItem = {
		kind: 'user',
		id: `user-${uuid}`,
		text,
		sentAt: at,
		...(given.length > 0 ? {attachments: given} : {}),
		...(state.busy || steered ? {steered: true} : {}),
	};
	return addItem(
		withState(state, {
			busy: true,
			turnStartedAt: state.busy ? state.turnStartedAt : at,
			inFlight: [...state.inFlight, uuid],
		}),
		null,
		item,
	);
}

/**
 * claude's word on a message: one it held (sent mid-turn) shows when claude starts it; one it
 * finished, cancelled or dropped is no longer in flight, even if its result was lost.
 */
function applyLifecycle(state: AppState, uuid: string, phase: string, at: number): AppState {
	const held = state.queue.find(message => message.uuid === uuid && message.sent);
	if (held && phase === 'started')
		return userMessageStarted(
			withState(state, {queue: state.queue.filter(message => message !== held)}),
			uuid,
			held.text,
			at,
			held.attachments,
		);
	if (!['completed', 'cancelled', 'discarded', 'refused'].includes(phase)) return state;
	const queue = held ? state.queue.filter(message => message !== held) : state.queue;
	const inFlight = state.inFlight.includes(uuid) ? state.inFlight.filter(sent => sent !== uuid) : state.inFlight;
	return queue === state.queue && inFlight === state.inFlight ? state : withState(state, {queue, inFlight});
}

/** /diff: the turns that changed files, newest first (numbered from the session's start), or the one asked for. */
function showChanges(state: AppState, turn: number | undefined): AppState {
	const numbered = sessionChanges([...state.committed, ...state.pending], state.undone, state.session.cwd).map(
		(changed, index) => ({
			...changed,
			number: index + 1,
		}),
	);
	const newestFirst = numbered.reverse();
	const turns = turn === undefined ? newestFirst : newestFirst.slice(turn - 1, turn);
	// claude's session file keeps no record of a rewind of the files: changes read from it may be undone on disk.
	const saved = sessionChanges(state.committed.slice(0, state.savedUntil)).length > 0;
	const [next, id] = nextId(state, 'changes');
	return addItem(next, null, {
		kind: 'changes',
		id,
		turns,
		scope: turn === undefined ? 'session' : 'turn',
		...(saved ? {saved} : {}),
		...(turn === undefined ? {} : {changedTurns: numbered.length}),
	});
}

/** Repeats the most recent finished tool call with output (or notice with more to read), in full, at the end of history. */
function expandLastOutput(state: AppState): AppState {
	const last = [...state.committed, ...state.pending]
		.reverse()
		.find((item): item is ToolItem | NoticeItem => hasOutput(item) && !state.withdrawn.includes(item.id));
	if (!last) return addNotice(state, 'info', 'No tool output to expand yet.');
	const [next, id] = nextId(state, `${last.id}+full`);
	return addItem(next, null, {...last, id, expanded: true});
}
