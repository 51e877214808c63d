// Reading the parts of a Messages API request body that the backend cares about.
// Bodies come from the wire, so every accessor is defensive.

export type Track = 'main' | 'subagent';
export type SideReason = 'probe' | 'title' | 'compact' | 'count_tokens';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function blockText(block: unknown): string {
	if (typeof block === 'string') return block;
	if (!isObj(block)) return '';
	if (typeof block['text'] === 'string') return block['text'];
	if (block['type'] === 'tool_result') return contentText(block['content']);
	return '';
}

export function contentText(content: unknown): string {
	if (typeof content === 'string') return content;
	if (Array.isArray(content)) return content.map(blockText).filter(Boolean).join('\n');
	return '';
}

export function systemText(body: unknown): string {
	return isObj(body) ? contentText(body['system']) : '';
}

function messages(body: unknown): Obj[] {
	return isObj(body) && Array.isArray(body['messages']) ? body['messages'].filter(isObj) : [];
}

function lastUserMessage(body: unknown): Obj | undefined {
	return messages(body).findLast(message => message['role'] === 'user');
}

/** All text of the last user message, tool_result contents included. */
export function lastUserText(body: unknown): string {
	return contentText(lastUserMessage(body)?.['content']);
}

export function lastToolResults(body: unknown): string[] {
	const content = lastUserMessage(body)?.['content'];
	if (!Array.isArray(content)) return [];
	return content.filter(block => isObj(block) && block['type'] === 'tool_result').map(blockText);
}

export function hasMessages(body: unknown): boolean {
	return isObj(body) && Array.isArray(body['messages']);
}

export function toolCount(body: unknown): number {
	return isObj(body) && Array.isArray(body['tools']) ? body['tools'].length : 0;
}

export function isStreaming(body: unknown): boolean {
	return isObj(body) && body['stream'] === true;
}

export function requestModel(body: unknown): string | undefined {
	return isObj(body) && typeof body['model'] === 'string' ? body['model'] : undefined;
}

export function thinkingMode(body: unknown): 'full' | 'omitted' | 'off' {
	const thinking = isObj(body) ? body['thinking'] : undefined;
	if (!isObj(thinking) || thinking['type'] === 'disabled') return 'off';
	return thinking['display'] === 'omitted' ? 'omitted' : 'full';
}

/** Stable id of "the same request again": retries resend identical messages. */
export function conversationKey(body: unknown): string {
	return JSON.stringify(messages(body));
}

// /compact (and auto-compaction) asks the main model, tools and all, for an <analysis>+<summary> reply.
const COMPACT_PROMPT = /detailed summary of the conversation|summary inside <summary><\/summary> tags/;

/**
 * Which stream a /v1/messages request belongs to. Side requests never consume scripted turns:
 * the set_model probe (max_tokens 1, no tools), compaction summaries, and small tool-less utility
 * calls (title generation and the like).
 */
export function classifyMessages(body: unknown): {track: Track} | {side: SideReason} {
	const maxTokens = isObj(body) && typeof body['max_tokens'] === 'number' ? body['max_tokens'] : Infinity;
	if (toolCount(body) === 0 && maxTokens <= 1) return {side: 'probe'};
	if (toolCount(body) === 0 && maxTokens <= 8192) return {side: 'title'};
	if (COMPACT_PROMPT.test(lastUserText(body))) return {side: 'compact'};
	return {track: systemText(body).includes('cc_is_subagent=true') ? 'subagent' : 'main'};
}
