/**
 * A whole file's bytes, asked for in one read of its size. fs's readFile reads 512 KB at a time, each read
 * waiting for a turn of the event loop, which a main thread busy loading cctui's modules does not give: a
 * session file read during start-up (cli/main.ts) came in only after them. Undefined when it cannot be read.
 */
import {open} from 'node:fs/promises';

export async function readWhole(file: string): Promise<Buffer | undefined> {
	try {
		const handle = await open(file, 'r');
		try {
			const {size} = await handle.stat();
			const buffer = Buffer.allocUnsafe(size);
			let filled = 0;
			while (filled < size) {
				const {bytesRead} = await handle.read(buffer, filled, size - filled, filled);
				if (bytesRead === 0) break;
				filled += bytesRead;
			}
			return buffer.subarray(0, filled);
		} finally {
			await handle.close();
		}
	} catch {
		return undefined;
	}
}
