/**
 * After /compact, claude 2.1.330 sends the kept segment's local-command outputs again, under the uuids they
 * had (frames as in a live recording: `/config`, `/color red`, `/compact`). What is on screen stays once;
 * a kept frame not shown before, and anything new, still shows.
 */
import {expect, it} from 'vitest';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

const localOutput = (messageId: string, uuid: string, text: string) =>
	inbound({
		type: 'assistant',
		uuid,
		message: {id: messageId, model: '<synthetic>', role: 'assistant', content: [{type: 'text', text}]},
		parent_tool_use_id: null,
		local_command_source: `<local-command-stdout>${text}</local-command-stdout>`,
	});

it('a local command’s output claude sends again after compaction is not shown a second time', () => {
	const events = [
		localOutput('m1', 'u-config', 'Usage: /config key=value'),
		localOutput('m2', 'u-color', 'Session color set to: red'),
		inbound({
			type: 'system',
			subtype: 'compact_boundary',
			uuid: 'u-boundary',
			compact_metadata: {
				trigger: 'manual',
				pre_tokens: 13494,
				post_tokens: 2792,
				preserved_messages: {uuids: ['u-prompt', 'u-config', 'u-color', 'u-never-shown']},
			},
		}),
		localOutput('m3', 'u-config', 'Usage: /config key=value'),
		localOutput('m4', 'u-color', 'Session color set to: red'),
		localOutput('m5', 'u-never-shown', 'Kept and not seen before'),
		localOutput('m6', 'u-new', 'Session color set to: red'),
	];
	expect(outline(allItems(events.reduce(reduce, initialState())))).toEqual([
		'text: Usage: /config key=value',
		'text: Session color set to: red',
		'info: Conversation compacted (13494 → 2792 tokens).',
		'text: Kept and not seen before',
		'text: Session color set to: red',
	]);
});
