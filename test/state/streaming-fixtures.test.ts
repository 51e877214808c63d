/**
 * Streaming is checked while it streams, not only at the end: claude's final `assistant` frame
 * repeats everything, so an end-state check passes even when no delta was ever shown (live thinking
 * broke on the real API that way, and 679 tests stayed green). At every step of every recording, the
 * main thread's text and thinking on screen are exactly what its deltas delivered so far, plus the
 * blocks of messages that did not stream (a non-streaming retry).
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {sharedTranscriptNames} from '../helpers/fixtures.js';
import {allItems, recordingEvents} from '../helpers/replay-state.js';

type Kind = 'text' | 'thinking';
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** What the screen shows of one kind, in order (top-level items only: the main thread). */
function shown(state: AppState, kind: Kind): string {
	return squeeze(
		allItems(state)
			.flatMap(item => (item.kind === kind ? [item.text] : []))
			.join(''),
	);
}

/** What the main thread's frames delivered of each kind so far. */
class Delivered {
	readonly text = {text: '', thinking: ''};
	private readonly streamed = new Set<string>();
	private messageId: string | undefined;

	take(event: AppEvent): void {
		if (event.type !== 'inbound') return;
		const message = event.message;
		if (message.type === 'stream_event' && !message.parent_tool_use_id) {
			const body = message.event;
			if (body.type === 'message_start') this.messageId = body.message.id;
			if (body.type !== 'content_block_delta' || this.messageId === undefined) return;
			if (body.delta.type === 'text_delta') this.add('text', body.delta.text);
			if (body.delta.type === 'thinking_delta') this.add('thinking', body.delta.thinking);
		}
		// A message that did not stream shows its blocks when its frame comes.
		if (
			message.type === 'assistant' &&
			!message.parent_tool_use_id &&
			!message.error &&
			!this.streamed.has(message.message.id)
		) {
			for (const block of message.message.content ?? []) {
				if (block.type === 'text') this.text.text += squeeze(block.text);
				if (block.type === 'thinking') this.text.thinking += squeeze(block.thinking);
			}
		}
	}

	private add(kind: Kind, text: string): void {
		this.streamed.add(this.messageId!);
		this.text[kind] += squeeze(text);
	}
}

describe('streaming, checked at every step of every recording', () => {
	it.each(sharedTranscriptNames())('%s shows what the deltas delivered, as they arrive', name => {
		const events = recordingEvents(name);
		const delivered = new Delivered();
		let state = initialState();
		let deltas = 0;
		for (const [step, event] of events.entries()) {
			state = reduce(state, event);
			delivered.take(event);
			if (
				event.type === 'inbound' &&
				event.message.type === 'stream_event' &&
				event.message.event.type === 'content_block_delta'
			)
				deltas++;
			for (const kind of ['text', 'thinking'] as const)
				expect(shown(state, kind), `${kind} after event ${step + 1} of ${name}`).toBe(delivered.text[kind]);
		}
		expect(state.malformedLines).toBe(0);
		if (name === 'o-thinking-estimated-tokens.jsonl') expect(deltas).toBeGreaterThan(20);
	});
});
