/**
 * Pastes and images end to end: what the person pastes into cctui reaches the API request the real
 * claude sends to the backend, a long paste whole and an image as a base64 image block; an image
 * too large to send gets a clear line and the session goes on; a prompt rewound comes back with both.
 */
import {randomBytes} from 'node:crypto';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {crc32, deflateSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {tick} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64',
);
/** A real PNG of random pixels, `side` by `side`: random bytes do not compress, so its size is about side² × 3. */
function noisePng(side: number): Buffer {
	const chunk = (type: string, data: Buffer) => {
		const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
		const sizes = Buffer.alloc(8);
		sizes.writeUInt32BE(data.length, 0);
		sizes.writeUInt32BE(crc32(body), 4);
		return Buffer.concat([sizes.subarray(0, 4), body, sizes.subarray(4)]);
	};
	const header = Buffer.alloc(13);
	header.writeUInt32BE(side, 0);
	header.writeUInt32BE(side, 4);
	header.set([8, 2], 8); // 8 bits a channel, RGB
	const rows = Array.from({length: side}, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]));
	return Buffer.concat([
		PNG.subarray(0, 8),
		chunk('IHDR', header),
		chunk('IDAT', deflateSync(Buffer.concat(rows))),
		chunk('IEND', Buffer.alloc(0)),
	]);
}
const LINES = Array.from({length: 42}, (_, index) => `pasted line ${index + 1}`);
const paste = (content: string) => `\u001B[200~${content}\u001B[201~`;

interface Block {
	readonly type: string;
	readonly text?: string;
	readonly source?: {readonly type: string; readonly media_type: string; readonly data: string};
}

/** The content blocks of the last user message of the model's `n`th request. */
function lastUserBlocks(run: Run, n: number): Block[] {
	const {messages} = run.backend.mainRequests()[n]?.body as {messages: Array<{role: string; content: unknown}>};
	const content = messages.filter(message => message.role === 'user').at(-1)?.content;
	return typeof content === 'string' ? [{type: 'text', text: content}] : (content as Block[]);
}

/** Types "what is ", pastes an image's path and 42 lines, and sends it: the first message of each test. */
async function sendImageAndPaste(current: Run): Promise<void> {
	writeFileSync(path.join(current.workDir, 'my shot.png'), PNG);
	await current.pty.waitForText('›', 30_000);
	current.pty.write('what is ');
	// As a terminal pastes a dropped file: its path, quoted.
	current.pty.write(paste(`'${path.join(current.workDir, 'my shot.png')}' `));
	await current.pty.waitForText('[Image #1 my shot.png 70 B]', 10_000);
	current.pty.write(paste(LINES.join('\r')));
	await current.pty.waitForText('[Pasted text #2 +42 lines]', 10_000);
	await current.typeLine('');
}

/** The image as a base64 block and the 42 lines in their place: the message of sendImageAndPaste, whole. */
function expectImageAndPaste(blocks: Block[]): void {
	expect(blocks).toContainEqual({
		type: 'image',
		source: {type: 'base64', media_type: 'image/png', data: PNG.toString('base64')},
	});
	const sentText = blocks.flatMap(block => (block.type === 'text' ? [block.text ?? ''] : [])).join('\n');
	expect(sentText).toContain(`what is [Image #1 my shot.png 70 B] ${LINES.join('\n')}`);
}

/** The base64 of each image block in `blocks`. */
const imagesIn = (blocks: Block[]) => blocks.flatMap(block => (block.type === 'image' ? [block.source?.data] : []));

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

describe('pastes and images with the real claude', () => {
	it('a dropped image and a 42-line paste reach the API whole; a too-large image gets a line and the session goes on', async () => {
		run = await runCctui(scenario([turn(text('A one-pixel image.')), turn(text('Still here.'))]));
		const big = Buffer.alloc(4 * 1024 * 1024);
		PNG.copy(big);
		writeFileSync(path.join(run.workDir, 'big.png'), big);
		await sendImageAndPaste(run);
		await run.pty.waitForText('A one-pixel image.', 30_000);
		expectImageAndPaste(lastUserBlocks(run, 0));
		// The transcript shows the placeholder, not the 42 lines.
		expect(run.pty.scrollback()).toContain('what is [Image #1 my shot.png 70 B] [Pasted text #2 +42 lines]');
		expect(run.pty.scrollback()).not.toContain('pasted line 17');

		run.pty.write(paste('big.png'));
		await run.pty.waitForText('big.png is 4.0 MB: an image may be 3.75 MB at most', 10_000);
		await run.typeLine(' and still there?');
		await run.pty.waitForText('Still here.', 30_000);
		expect(lastUserBlocks(run, 1).filter(block => block.type === 'image')).toEqual([]);
		expect(JSON.stringify(lastUserBlocks(run, 1))).toContain('big.png and still there?');
		// Said as it was pasted; the message sent with its path does not say it again.
		expect(run.pty.scrollback().split('big.png is 4.0 MB').length - 1).toBe(1);
	}, 120_000);

	it('a paste holding its end marker sends nothing; a deleted paste’s placeholder typed goes as typed', async () => {
		run = await runCctui(scenario([turn(text('Got both lines.')), turn(text('Got the words.'))]));
		await run.pty.waitForText('›', 30_000);
		// As tmux's paste-buffer -p -r sends "hello ESC[201~ CR injected": one write, so one read.
		run.pty.write(paste('hello \u001B[201~\rinjected'));
		await run.pty.waitForText('injected', 10_000);
		await tick(1500);
		expect(run.backend.mainRequests()).toHaveLength(0);
		await run.typeLine('');
		await run.pty.waitForText('Got both lines.', 30_000);
		expect(lastUserBlocks(run, 0).at(-1)?.text).toBe('hello \ninjected');

		run.pty.write(paste(LINES.join('\r')));
		await run.pty.waitForText('[Pasted text #1 +42 lines]', 10_000);
		run.pty.write('\u0017'); // Ctrl+W takes the placeholder whole
		await tick(500);
		await run.typeLine('literal [Pasted text #1 +42 lines] end');
		await run.pty.waitForText('Got the words.', 30_000);
		expect(lastUserBlocks(run, 1).at(-1)?.text).toBe('literal [Pasted text #1 +42 lines] end');
	}, 120_000);

	it('an @-mentioned image goes to the model once: claude reads a small one itself, cctui attaches a larger one', async () => {
		run = await runCctui(scenario([turn(text('A small one.')), turn(text('A larger one.'))]));
		// Over claude's 256 KB for a file it reads itself, not over the API's limit.
		const large = noisePng(300);
		writeFileSync(path.join(run.workDir, 'small.png'), PNG);
		writeFileSync(path.join(run.workDir, 'large.png'), large);
		await run.pty.waitForText('›', 30_000);
		await run.typeLine('what is @small.png');
		await run.pty.waitForText('A small one.', 30_000);
		expect(imagesIn(lastUserBlocks(run, 0))).toEqual([PNG.toString('base64')]);
		await run.typeLine('and @large.png?');
		await run.pty.waitForText('A larger one.', 30_000);
		expect(imagesIn(lastUserBlocks(run, 1))).toEqual([large.toString('base64')]);
	}, 120_000);

	it('/rewind gives a prompt back as typed, its image and paste behind their placeholders; sent again, the model gets both again', async () => {
		run = await runCctui(scenario([turn(text('A one-pixel image.')), turn(text('Seen again.'))]));
		await sendImageAndPaste(run);
		await run.pty.waitForText(/✓ Done · /, 30_000);

		await run.typeLine('/rewind');
		await run.pty.waitForText('no file changes to undo', 20_000);
		// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
		await tick(800);
		run.pty.write(KEY.enter);
		await run.answer('2', '2. Restore the conversation');
		await run.pty.waitForText('Rewound to here', 20_000);
		// In the input box (the transcript above shows the prompt too): as typed, not claude's text of it.
		await run.pty.waitForText(/│ › what is \[Image #1 my shot\.png 70 B\] \[Pasted text #2 \+42 lines\]/);
		run.pty.write(KEY.enter);
		await run.pty.waitForText('Seen again.', 30_000);
		expectImageAndPaste(lastUserBlocks(run, 1));
	}, 120_000);

	it('after --continue, a prompt sent with an image is the person’s prompt again, and a rewind to it sends the image again', async () => {
		const first = await runCctui(scenario([turn(text('A one-pixel image.'))]));
		try {
			await sendImageAndPaste(first);
			await first.pty.waitForText(/✓ Done · /, 30_000);
			first.pty.write(KEY.ctrlC);
			await tick(100);
			first.pty.write(KEY.ctrlC);
			await first.pty.waitForExit(15_000);

			run = await runCctui(scenario([turn(text('Again.'))]), {args: ['--continue'], after: first});
			await run.pty.waitForText('Resumed session', 30_000);
			// claude's session file keeps the paste written out and the image as a block beside the text.
			expect(run.pty.scrollback()).toContain('› what is [Image #1 my shot.png 70 B] pasted line 1');
			run.pty.write(KEY.escape);
			run.pty.write(KEY.escape);
			await run.pty.waitForText(/Rewind to before a prompt[\s\S]*what is \[Image #1/, 20_000);
			await run.pty.waitForText('no file changes to un', 20_000);
			// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
			await tick(800);
			run.pty.write(KEY.enter);
			await run.answer('2', '2. Restore the conversation');
			await run.pty.waitForText('Rewound to here', 20_000);
			// In the input box, its end: claude's session file has the paste written out, 43 lines in all.
			await run.pty.waitForText(/│ {3}pasted line 42 +│/);
			run.pty.write(KEY.enter);
			await run.pty.waitForText('Again.', 30_000);
			expectImageAndPaste(lastUserBlocks(run, 0));
		} finally {
			// The second run shares the first's folders: it goes first, or its claude writes into them as they go.
			await run?.stop();
			await first.stop();
		}
	}, 120_000);
});
