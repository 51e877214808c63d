/** Stream events as the session hands them to the store, for tests that feed the store or the reducer directly. */
import {parseLine} from '../../src/protocol/parse-line.js';
import type {AppEvent} from '../../src/state/events.js';

export const streamEvent = (event: unknown, at = 0): AppEvent =>
	({
		type: 'inbound',
		at,
		message: {type: 'stream_event', uuid: 'u', session_id: 's', parent_tool_use_id: null, event},
	}) as AppEvent;

/** The start of message `m1`. */
export const messageStart = (at = 0): AppEvent =>
	streamEvent(
		{
			type: 'message_start',
			message: {
				id: 'm1',
				type: 'message',
				role: 'assistant',
				model: 'm',
				content: [],
				usage: {input_tokens: 1, output_tokens: 1},
			},
		},
		at,
	);

export const textDelta = (text: string): AppEvent =>
	streamEvent({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text}});

/** The start of message `m1` and of its block 0, empty text or thinking. */
export const blockStart = (type: 'text' | 'thinking'): AppEvent[] => [
	messageStart(),
	streamEvent({
		type: 'content_block_start',
		index: 0,
		content_block: type === 'text' ? {type: 'text', text: ''} : {type: 'thinking', thinking: ''},
	}),
];

/** `frame` as the session hands it on: claude's JSON line for it (session `s`, main thread unless it says), read back. */
export const inbound = (frame: object, at = 0): AppEvent => {
	const parsed = parseLine(JSON.stringify({session_id: 's', parent_tool_use_id: null, ...frame}));
	if (parsed?.kind !== 'message') throw new Error(`unreadable: ${JSON.stringify(frame)}`);
	return {type: 'inbound', message: parsed.message, at};
};
