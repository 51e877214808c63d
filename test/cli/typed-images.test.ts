import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {MAX_IMAGE_BYTES, MENTION_READ_BYTES} from '../../src/cli/read-image.js';
import {withTypedImages} from '../../src/cli/typed-images.js';
import type {Attachment} from '../../src/protocol/attachments.js';
import {waitFor} from '../helpers/wait-for.js';

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64',
);

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(path.join(tmpdir(), 'cctui-typed-'));
	writeFileSync(path.join(dir, 'my shot.png'), PNG);
	const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
	PNG.copy(big);
	writeFileSync(path.join(dir, 'big.png'), big);
	const large = Buffer.alloc(MENTION_READ_BYTES + 1);
	PNG.copy(large);
	writeFileSync(path.join(dir, 'large.png'), large);
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

function setup() {
	const sent: Array<{text: string; attachments: readonly Attachment[]}> = [];
	const note = vi.fn();
	const submit = withTypedImages(dir, (text, attachments) => sent.push({text, attachments}), note);
	return {sent, note, submit};
}

describe('withTypedImages', () => {
	it('attaches the images a message names by path; the text keeps the path', async () => {
		const {sent, submit} = setup();
		submit("what is in @'my shot.png'?");
		await waitFor(() => sent.length === 1);
		expect(sent[0]).toEqual({
			text: "what is in @'my shot.png'?",
			attachments: [
				{
					kind: 'image',
					id: 0,
					name: 'my shot.png',
					path: path.join(dir, 'my shot.png'),
					mediaType: 'image/png',
					data: PNG.toString('base64'),
					bytes: PNG.length,
				},
			],
		});
	});

	it('attaches an image once, however often the message names it, pasted as well as typed', async () => {
		const {sent, submit} = setup();
		submit(`see my\\ shot.png and ${path.join(dir, 'my shot.png')}`);
		await waitFor(() => sent.length === 1);
		expect(sent[0]!.attachments.map(attachment => attachment.kind === 'image' && attachment.path)).toEqual([
			path.join(dir, 'my shot.png'),
		]);
		const pasted: Attachment = {...(sent[0]!.attachments[0] as Attachment & {kind: 'image'}), id: 1};
		submit('[Image #1 my shot.png 1 KB] and my\\ shot.png', [pasted]);
		await waitFor(() => sent.length === 2);
		expect(sent[1]!.attachments).toEqual([pasted]);
	});

	it('leaves a small image @-mentioned as claude reads a mention to claude, which sends it itself', async () => {
		const {sent, submit} = setup();
		const paths = (n: number) =>
			sent[n]!.attachments.map(attachment => attachment.kind === 'image' && path.basename(attachment.path));
		submit('what is @"my shot.png"?');
		submit('and @large.png, @my\\ shot.png');
		await waitFor(() => sent.length === 2);
		expect(sent[0]!.attachments).toEqual([]);
		// Over claude's limit for a mention, or a mention it does not take for one, it would not read.
		expect(paths(1)).toEqual(['large.png', 'my shot.png']);
		// Pasted as well, it is still claude's to send.
		const pasted: Attachment = {...(sent[1]!.attachments[1] as Attachment & {kind: 'image'}), id: 1};
		submit('[Image #1 my shot.png 1 KB] is @"my shot.png"', [pasted]);
		await waitFor(() => sent.length === 3);
		expect(sent[2]!.attachments).toEqual([]);
	});

	it('sends a message naming no image at once, and one after a message being read, in order', async () => {
		const {sent, submit} = setup();
		submit('plain');
		expect(sent.map(message => message.text)).toEqual(['plain']);
		submit('see my\\ shot.png');
		submit('and then this');
		expect(sent).toHaveLength(1);
		await waitFor(() => sent.length === 3);
		expect(sent.map(message => message.text)).toEqual(['plain', 'see my\\ shot.png', 'and then this']);
	});

	it('one too large says why and the message goes without it; a missing file is only text', async () => {
		const {sent, note, submit} = setup();
		submit('see big.png and gone.png');
		await waitFor(() => sent.length === 1);
		expect(sent[0]).toEqual({text: 'see big.png and gone.png', attachments: []});
		expect(note).toHaveBeenCalledWith(
			"big.png is 3.8 MB: an image may be 3.75 MB at most (the API's 5 MB once encoded). Not attached.",
		);
	});
});
