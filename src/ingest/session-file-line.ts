/**
 * One line of claude's own transcript store (`~/.claude/projects/<slug>/<session-id>.jsonl`) as
 * the event a live session would have produced. Of its lines, `user` and `assistant` messages
 * matter, and `system` lines that speak to the person; the rest are bookkeeping. A message line
 * is rebuilt as the stdout frame it stands for and read the way a live line is.
 */
import {z} from 'zod';
import {isObject, optBoolean, optString} from '../protocol/fast-path.js';
import {formatIssue, parseFrame} from '../protocol/parse-line.js';
import type {UserInput} from '../protocol/attachments.js';
import {opt, userContentSchema} from '../protocol/schemas.js';
import type {AppEvent} from '../state/events.js';
import {taskEndNotice} from '../state/tasks.js';
import {isForTheModel, localCommandOutput, taskNotification, typedCommand} from '../state/user-text.js';
import {promptWithImages} from './prompt-images.js';
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
 * What the person typed: a string, or text blocks, with the images pasted beside them (their text names them,
 * `[Image #1]`). Anything else in the message (a tool result) makes it no typed prompt.
 */
function typedPrompt(content: z.infer<typeof userContentSchema>): UserInput | undefined {
	if (typeof content === 'string') return {text: content, attachments: []};
	const blocks = content.filter(block => block.type === 'text' && typeof block['text'] === 'string');
	const images = content.filter(block => block.type === 'image');
	if (blocks.length === 0 || blocks.length + images.length !== content.length) return undefined;
	const text = blocks.map(block => block['text'] as string).join('\n');
	return images.length === 0 ? {text, attachments: []} : promptWithImages(text, images);
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
	| {readonly kind: 'message'; readonly event: AppEvent}
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
	if (type !== 'user' && type !== 'assistant') return {kind: 'ignored'};
	const prompt = type === 'user' && message?.content !== undefined ? typedPrompt(message.content) : undefined;
	if (prompt !== undefined) {
		const {text: typed, attachments} = prompt;
		if (line.data.isCompactSummary)
			return {
				kind: 'notice',
				event: {type: 'notice', level: 'info', text: 'Conversation compacted.', detail: typed, at},
			};
		if (line.data.isMeta) return {kind: 'ignored'};
		const task = taskNotification(typed);
		if (task) return {kind: 'notice', event: {type: 'notice', ...taskEndNotice(task.status, task.summary), at}};
		if (!writtenByThePerson(line.data))
			return {
				kind: 'notice',
				event: {type: 'notice', level: 'info', text: 'claude added a note for the model.', detail: typed, at},
			};
		const command = typedCommand(typed);
		if (command !== undefined)
			return {kind: 'typed', event: {type: 'user-sent', uuid: line.data.uuid ?? `history-${index}`, text: command, at}};
		if (localCommandOutput(typed) !== undefined || isForTheModel(typed)) return {kind: 'ignored'};
		// An interrupt marker goes on as claude's own text, which the reducer shows as "Interrupted."
		if (!INTERRUPTED.test(typed.trim()))
			return {
				kind: 'typed',
				event: {
					type: 'user-sent',
					uuid: line.data.uuid ?? `history-${index}`,
					text: typed,
					at,
					...(attachments.length > 0 ? {attachments} : {}),
				},
			};
	}
	const frame = {
		type,
		message,
		parent_tool_use_id: null,
		...(line.data.toolUseResult === undefined ? {} : {tool_use_result: line.data.toolUseResult}),
	};
	const parsed = parseFrame(frame);
	if (parsed.kind !== 'message')
		return {
			kind: 'unreadable',
			error: parsed.kind === 'malformed' ? parsed.error : 'a session file line cctui does not understand',
		};
	return {kind: 'message', event: eventForFrame(parsed, at)};
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
