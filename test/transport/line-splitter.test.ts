import {describe, expect, it} from 'vitest';
import {splitLines} from '../../src/transport/line-splitter.js';

async function collect(chunks: Array<string | Buffer>): Promise<string[]> {
	const lines: string[] = [];
	for await (const line of splitLines(
		(async function* () {
			yield* chunks;
		})(),
	))
		lines.push(line);
	return lines;
}

describe('splitLines', () => {
	it('splits on newlines across chunk boundaries and keeps a final unterminated line', async () => {
		expect(await collect(['{"a":', '1}\n{"b"', ':2}\n', 'tail'])).toEqual(['{"a":1}', '{"b":2}', 'tail']);
	});

	it('strips a CR before the newline and keeps empty lines', async () => {
		expect(await collect(['one\r\n\ntwo\n'])).toEqual(['one', '', 'two']);
	});

	it('decodes multi-byte characters split between chunks', async () => {
		const bytes = Buffer.from('héllo → ✓\n');
		expect(await collect([bytes.subarray(0, 2), bytes.subarray(2, 9), bytes.subarray(9)])).toEqual(['héllo → ✓']);
	});

	it('joins a 50 MB line from 64 KB chunks into one line, whole, with the next line after it (its speed: npm run bench, 6)', async () => {
		const chunk = 'x'.repeat(64 * 1024);
		const count = 800;
		const lines = await collect([...Array.from({length: count}, () => chunk), '\nnext\n']);
		expect(lines.map(line => line.length)).toEqual([chunk.length * count, 4]);
	});
});
