/**
 * claude's own transcript store (`~/.claude/projects/<slug>/<session-id>.jsonl`) as the events a
 * live session would have produced, so a resumed conversation shows its history before going on.
 * claude does not replay it on stdout. Only `user` and `assistant` lines matter; the rest are
 * bookkeeping. Lines that cannot be read are counted and reported, never fatal.
 */
import {z} from 'zod';
import {formatIssue, parseFrame} from '../protocol/parse-line.js';
import {userContentSchema} from '../protocol/schemas.js';
import type {AppEvent} from '../state/events.js';

const lineSchema = z.looseObject({
	type: z.string(),
	uuid: z.string().optional(),
	timestamp: z.string().optional(),
	isSidechain: z.boolean().optional(),
	isMeta: z.boolean().optional(),
	message: z.looseObject({role: z.string().optional(), content: userContentSchema.optional(), id: z.string().optional()}).optional(),
	toolUseResult: z.unknown().optional(),
});

export interface SessionHistory {
	readonly events: AppEvent[];
	/** The first thing the person typed, for pickers. */
	readonly firstPrompt?: string;
	readonly messages: number;
	readonly unreadable: number;
	/** Subagent (sidechain) lines, which are not shown. */
	readonly skipped: number;
}

function typedText(content: z.infer<typeof userContentSchema>): string | undefined {
	if (typeof content === 'string') return content;
	const blocks = content.filter(block => block.type === 'text' && typeof block['text'] === 'string');
	if (blocks.length === 0 || blocks.length !== content.length) return undefined;
	return blocks.map(block => block['text'] as string).join('\n');
}

/** Lines of a claude command, caveat or system reminder that the person did not type. */
const NOT_TYPED = /^<(command-name|command-message|local-command-|system-reminder)|^Caveat: /;

/** What one line of a session file stands for. */
export type SessionLine =
	| {readonly kind: 'typed'; readonly event: AppEvent & {readonly type: 'user-sent'}}
	| {readonly kind: 'message'; readonly event: AppEvent}
	/** Bookkeeping, or something the person did not type. */
	| {readonly kind: 'ignored'}
	/** A subagent's (sidechain) line, which is not shown. */
	| {readonly kind: 'skipped'}
	| {readonly kind: 'unreadable'; readonly error: string};

/** Already-decoded JSON of one line; `index` stands in for a missing timestamp or uuid. */
export function readSessionLine(value: unknown, index: number): SessionLine {
	const line = lineSchema.safeParse(value);
	if (!line.success) return {kind: 'unreadable', error: `session file line: ${formatIssue(line.error)}`};
	const {type, message, isSidechain} = line.data;
	if (type !== 'user' && type !== 'assistant') return {kind: 'ignored'};
	if (isSidechain) return {kind: 'skipped'};
	const at = Date.parse(line.data.timestamp ?? '') || index;
	const typed = type === 'user' && message?.content !== undefined ? typedText(message.content) : undefined;
	if (typed !== undefined) {
		if (line.data.isMeta || NOT_TYPED.test(typed)) return {kind: 'ignored'};
		return {kind: 'typed', event: {type: 'user-sent', uuid: line.data.uuid ?? `history-${index}`, text: typed, at}};
	}
	const frame = {type, message, parent_tool_use_id: null, ...(line.data.toolUseResult === undefined ? {} : {tool_use_result: line.data.toolUseResult})};
	const parsed = parseFrame(frame);
	if (parsed.kind !== 'message') return {kind: 'unreadable', error: parsed.kind === 'malformed' ? parsed.error : 'a session file line cctui does not understand'};
	return {kind: 'message', event: {type: 'inbound', message: parsed.message, at}};
}

/** claude's session files carry `sessionId` on every line; stream-json frames say `session_id`. */
export function isSessionFileLine(value: unknown): boolean {
	return typeof value === 'object' && value !== null && 'sessionId' in value && !('dir' in value);
}

export function readSessionHistory(text: string): SessionHistory {
	const events: AppEvent[] = [];
	let firstPrompt: string | undefined;
	let messages = 0;
	let unreadable = 0;
	let skipped = 0;
	const lines = text.split('\n');
	for (const [index, raw] of lines.entries()) {
		if (raw.trim() === '') continue;
		let value: unknown;
		try {
			value = JSON.parse(raw);
		} catch {
			// The last line of a session that is still being written may be cut off.
			unreadable++;
			continue;
		}
		const line = readSessionLine(value, index);
		switch (line.kind) {
			case 'typed':
				firstPrompt ??= line.event.text;
				messages++;
				events.push(line.event);
				break;
			case 'message':
				messages++;
				events.push(line.event);
				break;
			case 'skipped':
				skipped++;
				break;
			case 'unreadable':
				unreadable++;
				break;
			case 'ignored':
				break;
		}
	}
	return {events, messages, unreadable, skipped, ...(firstPrompt === undefined ? {} : {firstPrompt})};
}
