/**
 * One line of claude's own transcript store (`~/.claude/projects/<slug>/<session-id>.jsonl`) as
 * the event a live session would have produced. Of its lines, `user` and `assistant` messages
 * matter, `system` lines that speak to the person, and the `queued_command` attachment of a message
 * sent mid-turn; the rest are bookkeeping. A message line is rebuilt as the stdout frame it stands
 * for and read the way a live line is.
 */
import {z} from 'zod';
import {isObject, optBoolean, optString} from '../protocol/fast-path.js';
import {formatIssue, parseFrame} from '../protocol/parse-line.js';
import type {UserInput} from '../protocol/attachments.js';
import {opt, userContentSchema} from '../protocol/schemas.js';
import type {AppEvent} from '../state/events.js';
import {taskEndNotice} from '../state/tasks.js';
import {
	isForTheModel,
	localCommandOutput,
	stopHookFeedback,
	taskNotification,
	typedCommand,
} from '../state/user-text.js';
import {hookBlockedText} from '../state/hook-text.js';
import {typedPrompt} from './typed-prompt.js';
import {eventForFrame} from './stdout-line.js';

/**
 * A line's uuid, time, level, subtype and role only decorate it: a bad one reads as absent. Its flags say what it
 * is (a subagent's, meant for the model, a summary), its message's id joins the lines of one answer, and its
 * content is the message: a bad one of those makes it unreadable, naming the field.
 */
export const lineSchema = z.looseObject({
	type: z.string(),
	uuid: opt(z.string()),
	timestamp: opt(z.string()),
	isSidechain: z.boolean().optional(),
	isMeta: z.boolean().optional(),
	isCompactSummary: z.boolean().optional(),
	subtype: opt(z.string()),
	content: z.unknown().optional(),
	level: opt(z.string()),
	message: z
		.looseObject({role: opt(z.string()), content: userContentSchema.optional(), id: z.string().optional()})
		.optional(),
	toolUseResult: z.unknown().optional(),
	/** How the permission for the line's tool call was decided: `{decision: "reject", source: "user_reject"}` (2.1.330). */
	permissionDecision: z.unknown().optional(),
	/** Who wrote a user message: `{kind: "human"}` for the person; before `origin`, `promptSource: "system"` for claude. */
	origin: z
		.looseObject({kind: opt(z.string())})
		.optional()
		.catch(undefined),
	promptSource: opt(z.string()),
});

type LineData = z.infer<typeof lineSchema>;

/**
 * `lineSchema`'s rules, checked by hand with fast-path.ts's checks: zod rebuilds every line key by key, most of the
 * cost of reading a long session. undefined when a value does not fit, so that zod reads the line (a bad decoration
 * as absent) or says which rule fails.
 */
export function checkedLine(value: unknown): LineData | undefined {
	if (!isObject(value) || typeof value['type'] !== 'string') return undefined;
	for (const key of ['uuid', 'timestamp', 'subtype', 'level', 'promptSource'])
		if (!optString(value[key])) return undefined;
	for (const key of ['isSidechain', 'isMeta', 'isCompactSummary']) if (!optBoolean(value[key])) return undefined;
	const origin = value['origin'];
	if (origin !== undefined && !(isObject(origin) && optString(origin['kind']))) return undefined;
	const message = value['message'];
	if (message === undefined) return value as LineData;
	if (!isObject(message) || !optString(message['role']) || !optString(message['id'])) return undefined;
	const content = message['content'];
	const contentOk =
		content === undefined ||
		typeof content === 'string' ||
		(Array.isArray(content) && content.every(block => isObject(block) && typeof block['type'] === 'string'));
	return contentOk ? (value as LineData) : undefined;
}

/**
 * Whether a user message is the person's, as claude's own TUI decides it (2.1.330): one with an `origin` of another
 * kind than "human" (a background task's notification, a plugin, an automatic continuation…), or without an origin
 * and with `promptSource: "system"`, is claude's. Neither is offered as a prompt to go back to.
 */
function writtenByThePerson({origin, promptSource}: LineData): boolean {
	return origin === undefined ? promptSource !== 'system' : origin.kind === 'human';
}

const INTERRUPTED = /^\[Request interrupted by user[^\]]*\]$/;

/** What one line of a session file stands for. */
export type SessionLine =
	| {readonly kind: 'typed'; readonly event: AppEvent & {readonly type: 'user-sent'}}
	/** A message the person sent mid-turn, which claude gave the model inside the running turn. */
	| {readonly kind: 'steered'; readonly event: AppEvent & {readonly type: 'user-sent'}}
	/** `endsTurn`: the model's last answer of a turn (see turnEnd). */
	| {readonly kind: 'message'; readonly event: AppEvent; readonly endsTurn?: true}
	/** claude's note of how long a turn took (2.1.330's `turn_duration`): the turn is over. */
	| {readonly kind: 'turn-ended'; readonly at: number}
	/** Something claude said to the person (a model switch, a compaction), not a message. */
	| {readonly kind: 'notice'; readonly event: AppEvent & {readonly type: 'notice'}}
	/** Bookkeeping, or something the person did not type. */
	| {readonly kind: 'ignored'}
	/** A subagent's (sidechain) line, which is not shown. */
	| {readonly kind: 'skipped'}
	| {readonly kind: 'unreadable'; readonly error: string};

/** Already-decoded JSON of one line; `index` stands in for a missing timestamp or uuid. */
export function decodeSessionFileLine(value: unknown, index: number): SessionLine {
	const checked = checkedLine(value);
	const line = checked ? {success: true as const, data: checked} : lineSchema.safeParse(value);
	if (!line.success) return {kind: 'unreadable', error: `session file line: ${formatIssue(line.error)}`};
	const {type, message, isSidechain} = line.data;
	const at = Date.parse(line.data.timestamp ?? '') || index;
	if (isSidechain && (type === 'user' || type === 'assistant')) return {kind: 'skipped'};
	if (type === 'system') return systemLine(line.data, at);
	if (type === 'attachment') return attachmentLine(line.data, at, index);
	if (type !== 'user' && type !== 'assistant') return {kind: 'ignored'};
	if (madeUpAnswer(line.data)) return {kind: 'ignored'};
	const prompt = type === 'user' && message?.content !== undefined ? typedPrompt(message.content) : undefined;
	const read = prompt === undefined ? undefined : promptLine(line.data, prompt, at, index);
	if (read !== undefined) return read;
	const frame = {
		type,
		message,
		parent_tool_use_id: null,
		...(line.data.toolUseResult === undefined ? {} : {tool_use_result: line.data.toolUseResult}),
		...resultMeta(line.data),
	};
	const parsed = parseFrame(frame);
	if (parsed.kind !== 'message')
		return {
			kind: 'unreadable',
			error: parsed.kind === 'malformed' ? parsed.error : 'a session file line cctui does not understand',
		};
	const event = eventForFrame(parsed, at);
	const untimed = event.type === 'inbound' && hasToolResult(line.data) && !ranUnasked(line.data);
	return {
		kind: 'message',
		event: untimed ? {...event, untimed} : event,
		...(endsTurn(line.data) ? {endsTurn: true} : {}),
	};
}

const hasToolResult = ({message}: LineData) =>
	Array.isArray(message?.content) && message.content.some(block => block.type === 'tool_result');

/**
 * Whether the line's tool call ran without asking the person, so that the time from the call to its result is how
 * long it ran: a session file keeps no prompt, and when the person was asked, their time at the prompt is inside.
 * claude 2.1.330 writes how the call's permission check ended (`permissionDecision`): a check that decided by itself
 * names why (`reasonType`: a rule, the mode…, also for a rule the person made at an earlier prompt) or a source other
 * than the person's (`config`, `hook`); one the person answered has a `user_…` source and no reason. An older claude's
 * file does not say.
 */
function ranUnasked({permissionDecision}: LineData): boolean {
	if (!isObject(permissionDecision)) return false;
	const {source, reasonType} = permissionDecision;
	return typeof reasonType === 'string' || (typeof source === 'string' && !source.startsWith('user_'));
}

/**
 * The stdout frame's `tool_result_meta` (how the call's permission was decided, which tells a denial from a
 * failure; why it did not run) is the session line's `permissionDecision` and `toolDenialKind` (2.1.330 and later),
 * for the one tool result the line holds. `toolDenialKind: "interrupted"` marks the placeholder result claude gives a
 * call whose session ended before its result was recorded ("[Tool call interrupted: …]"): claude was killed at its
 * prompt or while it ran.
 */
function resultMeta(line: LineData) {
	const {message, permissionDecision} = line;
	const kind = line['toolDenialKind'];
	const results = Array.isArray(message?.content) ? message.content.filter(block => block.type === 'tool_result') : [];
	const id = results.length === 1 ? results[0]?.['tool_use_id'] : undefined;
	if (typeof id !== 'string' || (permissionDecision === undefined && typeof kind !== 'string')) return {};
	return {
		tool_result_meta: [
			{
				id,
				...(typeof kind === 'string' ? {non_execution_kind: kind} : {}),
				...(permissionDecision === undefined ? {} : {permission_decision: permissionDecision}),
			},
		],
	};
}

/**
 * The answer claude makes up itself (model `<synthetic>`, not an API error) to close a turn its session ended in,
 * written on the resume: it is not the model's, and nothing a live session showed.
 */
const NO_RESPONSE = 'No response requested.';
function madeUpAnswer({type, message, isApiErrorMessage}: LineData): boolean {
	const content = message?.content;
	return (
		type === 'assistant' &&
		message?.['model'] === '<synthetic>' &&
		isApiErrorMessage !== true &&
		Array.isArray(content) &&
		content.length > 0 &&
		content.every(
			block => block.type === 'text' && typeof block['text'] === 'string' && block['text'].trim() === NO_RESPONSE,
		)
	);
}

/**
 * A user message with the text of a prompt: the person's, or a note claude wrote (for the model, for the
 * person). undefined: an interrupt marker, which goes on as claude's own text (the reducer shows it as
 * "Interrupted.").
 */
function promptLine(line: LineData, {text: typed, attachments}: UserInput, at: number, index: number) {
	if (line.isCompactSummary)
		return {
			kind: 'notice',
			event: {type: 'notice', level: 'info', text: 'Conversation compacted.', detail: typed, at},
		} as const;
	if (line.isMeta) {
		// Written for the model; a blocking Stop hook's feedback is shown as a live session shows the hook.
		const feedback = stopHookFeedback(typed);
		return feedback === undefined
			? ({kind: 'ignored'} as const)
			: ({
					kind: 'notice',
					event: {type: 'notice', level: 'warning', text: hookBlockedText('Stop', feedback), at},
				} as const);
	}
	const task = taskNotification(typed);
	if (task) return {kind: 'notice', event: {type: 'notice', ...taskEndNotice(task.status, task.summary), at}} as const;
	if (!writtenByThePerson(line))
		return {
			kind: 'notice',
			event: {type: 'notice', level: 'info', text: 'claude added a note for the model.', detail: typed, at},
		} as const;
	const uuid = line.uuid ?? `history-${index}`;
	const command = typedCommand(typed);
	if (command !== undefined) return {kind: 'typed', event: {type: 'user-sent', uuid, text: command, at}} as const;
	if (localCommandOutput(typed) !== undefined || isForTheModel(typed)) return {kind: 'ignored'} as const;
	if (INTERRUPTED.test(typed.trim())) return undefined;
	return {
		kind: 'typed',
		event: {type: 'user-sent', uuid, text: typed, at, ...(attachments.length > 0 ? {attachments} : {})},
	} as const;
}

/**
 * What claude 2.1.330 saves of a message sent while a turn runs, once it gave it to the model inside that turn
 * (FINDINGS §7): a `queued_command` attachment on the conversation's chain, where the model read it. Its prompt is
 * text or content blocks (images beside text), its `source_uuid` the uuid the message was sent with (a user line of
 * that message has it too). It is read as that user line would be: the person's words (`commandMode` "prompt"), a
 * `!` command of claude's own TUI ("bash"), a background task's end ("task-notification"), or a note for the
 * model (`isMeta`, another `origin`).
 */
const queuedCommandSchema = z.looseObject({
	type: z.literal('queued_command'),
	prompt: userContentSchema,
	source_uuid: opt(z.string()),
	commandMode: opt(z.string()),
	isMeta: z.boolean().optional().catch(undefined),
	origin: lineSchema.shape.origin,
});

function attachmentLine(line: LineData, at: number, index: number): SessionLine {
	const attachment = line['attachment'];
	if (!isObject(attachment) || attachment['type'] !== 'queued_command') return {kind: 'ignored'};
	const parsed = queuedCommandSchema.safeParse(attachment);
	if (!parsed.success) return {kind: 'unreadable', error: `queued_command attachment: ${formatIssue(parsed.error)}`};
	const {prompt, source_uuid: uuid, commandMode, isMeta, origin} = parsed.data;
	const content = commandMode === 'bash' && typeof prompt === 'string' ? `<bash-input>${prompt}</bash-input>` : prompt;
	const typed = typedPrompt(content);
	if (typed === undefined) return {kind: 'ignored'};
	const asUserLine: LineData = {
		...line,
		type: 'user',
		uuid: uuid ?? line.uuid,
		...(isMeta === undefined ? {} : {isMeta}),
		origin: origin ?? (commandMode === 'task-notification' ? {kind: 'task-notification'} : undefined),
	};
	const read = promptLine(asUserLine, typed, at, index);
	if (read === undefined) return {kind: 'ignored'};
	return read.kind === 'typed' ? {kind: 'steered', event: {...read.event, steered: true}} : read;
}

/**
 * Whether an assistant line is the model's last answer of its turn, in the file of a claude run in stream-json
 * mode, which writes no `turn_duration`: an answer that stopped by itself (`end_turn`), or claude's own error
 * message (`stop_sequence`), read from one of its lines that is not thinking (a message's thinking comes before
 * its text). claude 2.1.330 writes the message's `stop_reason` on each of its lines; claude 2.1.x before that
 * (2.1.14 to 2.1.39 in the files we have) wrote none, and their turns end only where the next prompt starts. A
 * blocking Stop hook makes the model go on after an `end_turn`: what follows shows with no turn running.
 */
function endsTurn({type, isSidechain, message}: LineData): boolean {
	if (type !== 'assistant' || isSidechain === true) return false;
	const stop = message?.['stop_reason'];
	const content = message?.content;
	const last = Array.isArray(content) ? content.at(-1)?.type : undefined;
	return (stop === 'end_turn' || stop === 'stop_sequence') && last !== 'thinking' && last !== 'redacted_thinking';
}

/**
 * A `system` line: one without a subtype is claude speaking to the person ("Claude Opus 4 limit
 * reached, now using Sonnet 4"); a `turn_duration` ends a turn; the rest (compaction boundaries, hook bookkeeping)
 * are not shown.
 */
function systemLine(line: z.infer<typeof lineSchema>, at: number): SessionLine {
	if (line.subtype === 'turn_duration') return {kind: 'turn-ended', at};
	if (line.subtype !== undefined || typeof line.content !== 'string' || line.content.trim() === '')
		return {kind: 'ignored'};
	const level = line.level === 'error' ? 'error' : line.level === 'warning' ? 'warning' : 'info';
	return {kind: 'notice', event: {type: 'notice', level, text: line.content.trim(), at}};
}

/** claude's session files carry `sessionId` on every line; stream-json frames say `session_id`. */
export function isSessionFileLine(value: unknown): boolean {
	return typeof value === 'object' && value !== null && 'sessionId' in value && !('dir' in value);
}
