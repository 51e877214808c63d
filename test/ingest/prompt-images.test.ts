import {describe, expect, it} from 'vitest';
import {promptWithImages} from '../../src/ingest/prompt-images.js';
import {userContent} from '../../src/protocol/attachments.js';

// 1,536 bytes: "2 KB" in a placeholder, as cctui wrote it when it sent the image.
const DATA = Buffer.alloc(1536, 7).toString('base64');
const image = (data = DATA, mediaType = 'image/png') => ({
	type: 'image',
	source: {type: 'base64', media_type: mediaType, data},
});

describe('promptWithImages', () => {
	it('keeps a placeholder cctui wrote as it was, and the image it stands for', () => {
		const prompt = promptWithImages('what is [Image #1 my shot.png 2 KB]?', [image()]);
		expect(prompt.text).toBe('what is [Image #1 my shot.png 2 KB]?');
		expect(prompt.attachments).toEqual([
			{kind: 'image', id: 1, name: 'my shot.png', path: '', mediaType: 'image/png', data: DATA, bytes: 1536},
		]);
		// Sent again, the model gets the image block and the same text.
		expect(userContent(prompt)).toEqual([
			{type: 'image', source: {type: 'base64', media_type: 'image/png', data: DATA}},
			{type: 'text', text: 'what is [Image #1 my shot.png 2 KB]?'},
		]);
	});

	it('reads a small image cctui named in bytes, and one an earlier cctui called 1 KB, by the name it was given', () => {
		const small = Buffer.alloc(75, 1).toString('base64');
		const now = promptWithImages('see [Image #1 shot one.png 75 B]', [image(small)]);
		expect(now.text).toBe('see [Image #1 shot one.png 75 B]');
		expect(now.attachments.map(attachment => attachment.kind === 'image' && attachment.name)).toEqual(['shot one.png']);
		const before = promptWithImages('see [Image #1 shot one.png 1 KB]', [image(small)]);
		expect(before.text).toBe('see [Image #1 shot one.png 75 B]');
	});

	it("gives claude's TUI's [Image #N] cctui's placeholder, pairing images and names in order", () => {
		const other = Buffer.from('gif').toString('base64');
		const prompt = promptWithImages('compare [Image #1] with [Image #2]', [image(), image(other, 'image/gif')]);
		expect(prompt.text).toBe('compare [Image #1 image.png 2 KB] with [Image #2 image.gif 3 B]');
		expect(
			prompt.attachments.map(attachment => [attachment.id, attachment.kind === 'image' && attachment.bytes]),
		).toEqual([
			[1, 1536],
			[2, 3],
		]);
	});

	it('names an image its text does not, at the end, numbered after the others', () => {
		const prompt = promptWithImages('see [Image #3]', [image(), image()]);
		expect(prompt.text).toBe('see [Image #3 image.png 2 KB] [Image #4 image.png 2 KB]');
		expect(prompt.attachments.map(attachment => attachment.id)).toEqual([3, 4]);
	});

	it('leaves an image it cannot send again (a URL, an unknown type) and its name as they are', () => {
		const url = {type: 'image', source: {type: 'url', url: 'https://example.invalid/a.png'}};
		const prompt = promptWithImages('a [Image #1] and b [Image #2]', [url, image(DATA, 'image/tiff'), image()]);
		expect(prompt.text).toBe('a [Image #1] and b [Image #2] [Image #3 image.png 2 KB]');
		expect(prompt.attachments.map(attachment => attachment.id)).toEqual([3]);
	});
});
