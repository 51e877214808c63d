import type {Block, Scenario, Turn} from './scenario.js';

// Turns a scripted turn into the exact Messages API events (streaming) or message (non-streaming).

export const DEFAULT_CHUNK_SIZE = 12;
export const DEFAULT_DELAY_MS = 15;

export type ThinkingMode = 'full' | 'omitted' | 'off';

export interface RenderContext {
	messageId: string;
	model: string;
	inputTokens: number;
	thinking: ThinkingMode;
	defaults: Scenario['defaults'];
	nextToolId: () => string;
	nextSignature: () => string;
}

export interface TimedEvent {
	/** Pause before sending this event. */
	delayMs: number;
	event: {type: string} & Record<string, unknown>;
}

export type ContentBlock =
	| {type: 'thinking'; thinking: string; signature: string}
	| {type: 'text'; text: string}
	| {type: 'tool_use'; id: string; name: string; input: Record<string, unknown>};

export interface AssistantMessage {
	id: string;
	type: 'message';
	role: 'assistant';
	model: string;
	content: ContentBlock[];
	stop_reason: string;
	stop_sequence: null;
	usage: Usage;
}

interface Usage {
	input_tokens: number;
	output_tokens: number;
	cache_creation_input_tokens: number;
	cache_read_input_tokens: number;
	cache_creation: {ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number};
	service_tier: 'standard';
}

export interface RenderedTurn {
	message: AssistantMessage;
	events: TimedEvent[];
}

/** Splits by code points so a chunk never cuts a surrogate pair in half. */
export function chunkText(text: string, size: number): string[] {
	const chars = Array.from(text);
	const chunks: string[] = [];
	for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
	return chunks;
}

export function estimateTokens(chars: number): number {
	return Math.max(1, Math.ceil(chars / 4));
}

/**
 * The API's `estimated_tokens` on a thinking delta: a number on most, `null` on some (every third
 * here, as in the o-thinking-estimated-tokens capture). A reader that takes it for a number only
 * rejects those lines, so the demo and the tests must send both.
 */
export function deltaEstimate(piece: string, position: number): number | null {
	return position % 3 === 2 ? null : estimateTokens(piece.length);
}

function pacing(block: Block, turn: Turn, defaults: Scenario['defaults']): {chunkSize: number; delayMs: number} {
	return {
		chunkSize: block.chunkSize ?? turn.chunkSize ?? defaults?.chunkSize ?? DEFAULT_CHUNK_SIZE,
		delayMs: block.delayMs ?? turn.delayMs ?? defaults?.delayMs ?? DEFAULT_DELAY_MS,
	};
}

function visibleBlocks(turn: Turn, mode: ThinkingMode): Block[] {
	const blocks = turn.blocks ?? [];
	if (mode !== 'off') return blocks;
	// Thinking disabled: the real API sends no thinking blocks; keep them only if nothing else is left.
	const rest = blocks.filter(block => block.type !== 'thinking');
	return rest.length > 0 ? rest : blocks;
}

function usage(input: number, output: number): Usage {
	return {
		input_tokens: input,
		output_tokens: output,
		cache_creation_input_tokens: 0,
		cache_read_input_tokens: 0,
		cache_creation: {ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0},
		service_tier: 'standard',
	};
}

export function renderTurn(turn: Turn, ctx: RenderContext): RenderedTurn {
	const content: ContentBlock[] = [];
	const events: TimedEvent[] = [];
	const blocks = visibleBlocks(turn, ctx.thinking);
	const firstDelay = turn.latencyMs ?? ctx.defaults?.latencyMs ?? 0;
	let outputChars = 0;
	const start = {
		id: ctx.messageId,
		type: 'message',
		role: 'assistant',
		model: ctx.model,
		content: [],
		stop_reason: null,
		stop_sequence: null,
		usage: usage(ctx.inputTokens, 1),
	};
	events.push({delayMs: firstDelay, event: {type: 'message_start', message: start}});
	events.push({delayMs: 0, event: {type: 'ping'}});

	blocks.forEach((block, index) => {
		const {chunkSize, delayMs} = pacing(block, turn, ctx.defaults);
		const delta = (d: Record<string, unknown>): void => {
			events.push({delayMs, event: {type: 'content_block_delta', index, delta: d}});
		};
		if (block.type === 'thinking') {
			const signature = block.signature ?? ctx.nextSignature();
			const thinking = ctx.thinking === 'omitted' ? '' : block.text;
			content.push({type: 'thinking', thinking, signature});
			events.push({
				delayMs: 0,
				event: {type: 'content_block_start', index, content_block: {type: 'thinking', thinking: '', signature: ''}},
			});
			chunkText(thinking, chunkSize).forEach((piece, position) =>
				delta({type: 'thinking_delta', thinking: piece, estimated_tokens: deltaEstimate(piece, position)}),
			);
			events.push({
				delayMs: 0,
				event: {type: 'content_block_delta', index, delta: {type: 'signature_delta', signature}},
			});
			outputChars += block.text.length;
		} else if (block.type === 'text') {
			content.push({type: 'text', text: block.text});
			events.push({delayMs: 0, event: {type: 'content_block_start', index, content_block: {type: 'text', text: ''}}});
			for (const piece of chunkText(block.text, chunkSize)) delta({type: 'text_delta', text: piece});
			outputChars += block.text.length;
		} else {
			const id = block.id ?? ctx.nextToolId();
			const json = JSON.stringify(block.input);
			content.push({type: 'tool_use', id, name: block.name, input: block.input});
			events.push({
				delayMs: 0,
				event: {type: 'content_block_start', index, content_block: {type: 'tool_use', id, name: block.name, input: {}}},
			});
			// The real API opens every tool input with an empty fragment.
			delta({type: 'input_json_delta', partial_json: ''});
			for (const piece of chunkText(json, chunkSize)) delta({type: 'input_json_delta', partial_json: piece});
			outputChars += json.length;
		}
		events.push({delayMs: 0, event: {type: 'content_block_stop', index}});
	});

	const stopReason = turn.stopReason ?? (blocks.some(block => block.type === 'tool_use') ? 'tool_use' : 'end_turn');
	const outputTokens = estimateTokens(outputChars);
	events.push({
		delayMs: 0,
		event: {
			type: 'message_delta',
			delta: {stop_reason: stopReason, stop_sequence: null},
			usage: {...usage(ctx.inputTokens, outputTokens)},
		},
	});
	events.push({delayMs: 0, event: {type: 'message_stop'}});
	const message: AssistantMessage = {
		id: ctx.messageId,
		type: 'message',
		role: 'assistant',
		model: ctx.model,
		content,
		stop_reason: stopReason,
		stop_sequence: null,
		usage: usage(ctx.inputTokens, outputTokens),
	};
	return {message, events};
}

/** One SSE frame, exactly as the Messages API writes it. */
export function sseFrame(event: {type: string} & Record<string, unknown>): string {
	return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
