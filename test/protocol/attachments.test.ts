import {describe, expect, it} from 'vitest';
import {
	type Attachment,
	type ImageAttachment,
	inText,
	isLongPaste,
	placeholder,
	userContent,
} from '../../src/protocol/attachments.js';

const lines = (n: number) => Array.from({length: n}, (_, index) => `line ${index + 1}`).join('\n');
const image: ImageAttachment = {
	kind: 'image',
	id: 2,
	name: 'shot.png',
	path: '/tmp/shot.png',
	mediaType: 'image/png',
	data: 'iVBORw0K',
	bytes: 122_880,
};

describe('attachments', () => {
	it('folds a paste of more than 10 lines or 1,000 characters', () => {
		expect(isLongPaste(lines(10))).toBe(false);
		expect(isLongPaste(lines(11))).toBe(true);
		expect(isLongPaste('x'.repeat(1000))).toBe(false);
		expect(isLongPaste('x'.repeat(1001))).toBe(true);
	});

	it('names a paste by its number and lines, an image by its number, name and size', () => {
		expect(placeholder({kind: 'text', id: 1, text: lines(42)})).toBe('[Pasted text #1 +42 lines]');
		expect(placeholder({kind: 'text', id: 3, text: 'x'.repeat(2000)})).toBe('[Pasted text #3 +1 line]');
		// A copied block usually ends with a line break: it does not start another line.
		expect(placeholder({kind: 'text', id: 4, text: `${lines(42)}\n`})).toBe('[Pasted text #4 +42 lines]');
		expect(placeholder(image)).toBe('[Image #2 shot.png 120 KB]');
		expect(placeholder({...image, bytes: 3_500_000})).toBe('[Image #2 shot.png 3.3 MB]');
		// F9 (round 4): a 75-byte PNG is not "1 KB".
		expect(placeholder({...image, bytes: 75})).toBe('[Image #2 shot.png 75 B]');
		expect(placeholder({...image, bytes: 1023})).toBe('[Image #2 shot.png 1023 B]');
		expect(placeholder({...image, bytes: 1500})).toBe('[Image #2 shot.png 1 KB]');
	});

	it('sends a paste whole in its place, and an image as a block before the text', () => {
		const paste: Attachment = {kind: 'text', id: 1, text: lines(42)};
		const text = 'look: [Pasted text #1 +42 lines] and [Image #2 shot.png 120 KB]';
		expect(userContent({text: 'look: [Pasted text #1 +42 lines]', attachments: [paste]})).toBe(`look: ${lines(42)}`);
		expect(userContent({text, attachments: [paste, image]})).toEqual([
			{type: 'image', source: {type: 'base64', media_type: 'image/png', data: 'iVBORw0K'}},
			{type: 'text', text: `look: ${lines(42)} and [Image #2 shot.png 120 KB]`},
		]);
		expect(userContent({text: 'plain', attachments: []})).toBe('plain');
	});

	it('puts each paste in once: the placeholder words a paste holds (a transcript copied) stay as they are', () => {
		const transcript: Attachment = {kind: 'text', id: 1, text: `${lines(20)}\n› [Pasted text #2 +42 lines]`};
		const paste: Attachment = {kind: 'text', id: 2, text: lines(42)};
		const text = '[Pasted text #1 +21 lines] then [Pasted text #2 +42 lines]';
		expect(userContent({text, attachments: [transcript, paste]})).toBe(`${transcript.text} then ${lines(42)}`);
	});

	it('keeps only the attachments whose placeholder is still in the text', () => {
		const paste: Attachment = {kind: 'text', id: 1, text: lines(42)};
		expect(inText('see [Image #2 shot.png 120 KB]', [paste, image])).toEqual([image]);
	});
});

describe("the editor's context", () => {
	it('goes as text blocks of its own before the images and the message, and is never a placeholder', () => {
		const context = {kind: 'context', id: 0, text: '<system-reminder>\nselected\n</system-reminder>'} as const;
		expect(userContent({text: 'explain this', attachments: [context]})).toEqual([
			{type: 'text', text: context.text},
			{type: 'text', text: 'explain this'},
		]);
		const withImage = userContent({text: 'and this', attachments: [image, context]});
		expect(Array.isArray(withImage) && withImage.map(block => block['type'])).toEqual(['text', 'image', 'text']);
		expect(Array.isArray(withImage) && withImage[0]).toEqual({type: 'text', text: context.text});
		expect(placeholder(context)).toBe('');
		expect(inText('anything', [context])).toEqual([context]);
	});
});
