import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {MAX_IMAGE_BYTES, readImage} from '../../src/cli/read-image.js';

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00', 'latin1');
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(path.join(tmpdir(), 'cctui-image-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

describe('readImage', () => {
	it('tells the format by the bytes, not the name, and reads the file as base64', async () => {
		writeFileSync(path.join(dir, 'shot.png'), PNG);
		writeFileSync(path.join(dir, 'really-a-jpeg.png'), JPEG);
		writeFileSync(path.join(dir, 'anim'), GIF);
		writeFileSync(path.join(dir, 'my pic.webp'), WEBP);
		expect(await readImage(dir, 'shot.png')).toEqual({
			kind: 'image',
			image: {
				name: 'shot.png',
				path: path.join(dir, 'shot.png'),
				mediaType: 'image/png',
				data: PNG.toString('base64'),
				bytes: PNG.length,
			},
		});
		const mediaType = async (file: string) => {
			const read = await readImage(dir, file);
			return read.kind === 'image' ? read.image.mediaType : read.kind;
		};
		expect(await mediaType('really-a-jpeg.png')).toBe('image/jpeg');
		expect(await mediaType(path.join(dir, 'anim'))).toBe('image/gif');
		expect(await mediaType('my pic.webp')).toBe('image/webp');
		expect(await mediaType('~/shot.png')).toBe('none');
		expect((await readImage('/', '~/shot.png', dir)).kind).toBe('image');
	});

	it('leaves a missing file, a folder or a file that is no image and not named one as text', async () => {
		writeFileSync(path.join(dir, 'notes.txt'), 'hello');
		for (const file of ['missing.png', '.', 'notes.txt'])
			expect(await readImage(dir, file), file).toEqual({kind: 'none'});
	});

	it('says why it did not attach one too large, one that is not an image, or one it cannot read', async () => {
		const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
		PNG.copy(big);
		writeFileSync(path.join(dir, 'big.png'), big);
		writeFileSync(path.join(dir, 'fake.png'), 'not an image');
		expect(await readImage(dir, 'big.png')).toEqual({
			kind: 'error',
			message: "big.png is 3.8 MB: an image may be 3.75 MB at most (the API's 5 MB once encoded). Not attached.",
		});
		expect(await readImage(dir, 'fake.png')).toEqual({
			kind: 'error',
			message: 'fake.png is not a PNG, JPEG, GIF or WebP image: not attached.',
		});
	});

	it('keeps terminal controls and a closing bracket out of the name shown', async () => {
		writeFileSync(path.join(dir, 'a]\u001b[31mb.png'), PNG);
		const read = await readImage(dir, 'a]\u001b[31mb.png');
		expect(read.kind === 'image' && read.image.name).not.toMatch(/[\]\u001b]/);
	});
});
