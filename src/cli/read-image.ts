/**
 * An image file for a message: what its first bytes say it is (a `.png` that holds a JPEG goes as
 * JPEG; a file named otherwise that holds a PNG goes too), base64-encoded. The API takes PNG, JPEG,
 * GIF and WebP up to 5 MB once base64-encoded; claude 2.1.330 turns a bigger one into the text
 * "[Image could not be processed …]" (docs/CLI-FINDINGS.md), so cctui says so here instead.
 */
import {open, readFile, stat} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {ImageMediaType, ImageRead} from '../protocol/attachments.js';
import {formatBytes} from '../present/format.js';
import {sanitize} from '../text/sanitize.js';
import {hasImageExtension} from '../text/image-paths.js';

/** The API's limit, 5 MB of base64: 3.75 MB of file. */
export const MAX_IMAGE_BYTES = (5 * 1024 * 1024 * 3) / 4;

/** claude reads an `@`-mentioned image of at most this many bytes itself (its file-reading limit), and leaves a bigger one out. */
export const MENTION_READ_BYTES = 256 * 1024;

function mediaTypeOf(head: Buffer): ImageMediaType | undefined {
	if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
	if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
	if (/^GIF8[79]a/.test(head.toString('latin1', 0, 6))) return 'image/gif';
	if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
	return undefined;
}

async function readHead(file: string): Promise<Buffer> {
	const handle = await open(file, 'r');
	try {
		const head = Buffer.alloc(12);
		await handle.read(head, 0, 12, 0);
		return head;
	} finally {
		await handle.close();
	}
}

/** `file` relative to `cwd`, `~` being the home folder. */
export function resolvePath(cwd: string, file: string, home = os.homedir()): string {
	return path.resolve(cwd, file.replace(/^~(?=$|\/)/, home));
}

export async function readImage(cwd: string, file: string, home?: string): Promise<ImageRead> {
	const full = resolvePath(cwd, file, home);
	// A file name is shown in the placeholder: no terminal controls, and no `]` to end it early.
	const name = sanitize(path.basename(full)).replace(/[\]\n]/g, '_');
	let bytes: number;
	try {
		const info = await stat(full);
		if (!info.isFile()) return {kind: 'none'};
		bytes = info.size;
	} catch {
		return {kind: 'none'};
	}
	try {
		const mediaType = mediaTypeOf(await readHead(full));
		if (!mediaType)
			return hasImageExtension(full)
				? {kind: 'error', message: `${name} is not a PNG, JPEG, GIF or WebP image: not attached.`}
				: {kind: 'none'};
		if (bytes > MAX_IMAGE_BYTES)
			return {
				kind: 'error',
				message: `${name} is ${formatBytes(bytes)}: an image may be 3.75 MB at most (the API's 5 MB once encoded). Not attached.`,
			};
		const data = (await readFile(full)).toString('base64');
		return {kind: 'image', image: {name, path: full, mediaType, data, bytes}};
	} catch (error) {
		return {
			kind: 'error',
			message: `Could not read ${name}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
		};
	}
}
