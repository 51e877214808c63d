/**
 * The images of a prompt read back from claude's session file, as the attachments they were when sent, so that
 * a rewind or fork to that prompt sends them again. claude saves a prompt sent with images as `image` blocks
 * beside its text, which names them in order: `[Image #1 shot.png 12 KB]` when cctui sent it, `[Image #1]`
 * when claude's TUI did. Each placeholder becomes cctui's own for its image (the same text, for one cctui
 * wrote), and an image its text does not name gets a placeholder at the end: it was part of the prompt.
 */
import {
	type ImageAttachment,
	IMAGE_MEDIA_TYPES,
	type ImageMediaType,
	placeholder,
	type UserInput,
} from '../protocol/attachments.js';

/** An `[Image #N]` or `[Image #N name size]` in the text, the name and size as one. */
const NAMED = /\[Image #(\d+)(?: ([^\]\n]+))?\]/g;
/** The size cctui's placeholder ends with. */
const SIZE = / (?:\d+ B|\d+ KB|\d+\.\d MB)$/;

const isMediaType = (value: unknown): value is ImageMediaType =>
	IMAGE_MEDIA_TYPES.some(mediaType => mediaType === value);

/** A base64 image block's media type and data; undefined for any other block or source. */
function base64Image(block: Readonly<Record<string, unknown>>): {mediaType: ImageMediaType; data: string} | undefined {
	const source = block['source'];
	if (typeof source !== 'object' || source === null) return undefined;
	const {type, media_type: mediaType, data} = source as Record<string, unknown>;
	if (type !== 'base64' || !isMediaType(mediaType) || typeof data !== 'string') return undefined;
	return {mediaType, data};
}

/** `text` with its image placeholders made cctui's, and the images they stand for; `images`: its image blocks, in order. */
export function promptWithImages(text: string, images: readonly Readonly<Record<string, unknown>>[]): UserInput {
	const named = [...text.matchAll(NAMED)];
	let next = Math.max(0, ...named.map(match => Number(match[1])));
	const attachments: ImageAttachment[] = [];
	const replaced = new Map<string, string>();
	let added = '';
	for (const [index, block] of images.entries()) {
		const image = base64Image(block);
		if (!image) continue;
		const match = named[index];
		const name = match?.[2]?.replace(SIZE, '') || `image.${image.mediaType.slice('image/'.length)}`;
		const attachment: ImageAttachment = {
			kind: 'image',
			id: match ? Number(match[1]) : ++next,
			name,
			path: '',
			mediaType: image.mediaType,
			data: image.data,
			bytes: Buffer.byteLength(image.data, 'base64'),
		};
		attachments.push(attachment);
		if (match) replaced.set(match[0], placeholder(attachment));
		else added += ` ${placeholder(attachment)}`;
	}
	const rewritten = text.replace(NAMED, whole => replaced.get(whole) ?? whole);
	return {text: rewritten + added, attachments};
}
