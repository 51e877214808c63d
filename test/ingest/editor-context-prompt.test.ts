/**
 * A message sent with the editor's context (a selection's reminder, an `@file#L1-2` mention, as text blocks before the
 * typed one) is the person's message, in a resumed session file and in a replayed recording alike: its typed text is
 * shown (and can be rewound to), the context goes with it as live, unseen. A note cctui wrote for the model is not
 * the person's.
 */
import {describe, expect, it} from 'vitest';
import {decodeRecordingLine} from '../../src/ingest/recording-line.js';
import {decodeSessionFileLine} from '../../src/ingest/session-file-line.js';

const reminder =
	'<system-reminder>\nThe user selected the lines 1 to 2 from /p/app.txt:\nline one\nline two\n\n' +
	'This may or may not be related to the current task.\n</system-reminder>';
const content = [
	{type: 'text', text: reminder},
	{type: 'text', text: '@app.txt#L1-2'},
	{type: 'text', text: 'hello there'},
];
const sent = {
	type: 'user-sent',
	text: 'hello there',
	attachments: [
		{kind: 'context', id: 0, text: reminder},
		{kind: 'context', id: 0, text: '@app.txt#L1-2'},
	],
};

describe('a message sent with the editor context', () => {
	it('reads from a session file as the typed text, the context beside it', () => {
		const line = {type: 'user', uuid: 'u-1', message: {role: 'user', content}};
		expect(decodeSessionFileLine(line, 0)).toMatchObject({kind: 'typed', event: {...sent, uuid: 'u-1'}});
	});

	it('reads from a recording the same way', () => {
		const frame = {type: 'user', uuid: 'u-2', message: {role: 'user', content}};
		expect(decodeRecordingLine({t: 5, dir: 'in', msg: frame}, 0)).toMatchObject([{...sent, uuid: 'u-2'}]);
	});

	it('is not mistaken for context when the blocks before the last are words', () => {
		const words = [
			{type: 'text', text: 'first part'},
			{type: 'text', text: 'second part'},
		];
		const line = {type: 'user', uuid: 'u-3', message: {role: 'user', content: words}};
		expect(decodeSessionFileLine(line, 0)).toMatchObject({
			kind: 'typed',
			event: {text: 'first part\nsecond part'},
		});
	});

	it('a reminder alone is for the model, in either source', () => {
		const only = [{type: 'text', text: reminder}];
		expect(decodeSessionFileLine({type: 'user', uuid: 'u-4', message: {role: 'user', content: only}}, 0)).toEqual({
			kind: 'ignored',
		});
		expect(decodeRecordingLine({t: 5, dir: 'in', msg: {type: 'user', message: {content: only}}}, 0)).toMatchObject([
			{type: 'notice', text: 'cctui added a note for the model.', detail: reminder},
		]);
	});
});
