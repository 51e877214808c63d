/** The first `bytes` of a file, as text: enough to tell what it holds without reading it all. */
import {open} from 'node:fs/promises';

export async function readHead(file: string, bytes: number): Promise<string> {
	const handle = await open(file, 'r');
	try {
		const buffer = Buffer.alloc(bytes);
		const {bytesRead} = await handle.read(buffer, 0, bytes, 0);
		return buffer.subarray(0, bytesRead).toString('utf8');
	} finally {
		await handle.close();
	}
}
