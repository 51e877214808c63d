/**
 * What a message carries beside what the editor shows: a long paste, shown as "[Pasted text #1 +42
 * lines]", and images, shown as "[Image #2 shot.png 120 KB]". The placeholder stands in the text; on
 * the wire a paste is put back in its place and an image goes as an image block (the CLI passes
 * `message.content` blocks through to the API: docs/CLI-FINDINGS.md).
 */
import type {UserContent} from './types.js';

export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

export interface PastedText {
	readonly kind: 'text';
	readonly id: number;
	readonly text: string;
}

export interface ImageAttachment {
	readonly kind: 'image';
	readonly id: number;
	/** The file's name, as shown. */
	readonly name: string;
	/** Where it was read from: history keeps this, not the image. Empty for one read back from a session file. */
	readonly path: string;
	readonly mediaType: ImageMediaType;
	/** The file, base64-encoded. */
	readonly data: string;
	/** The file's size. */
	readonly bytes: number;
}

/** What the editor had selected or mentioned when the message was sent: told to the model, not shown. */
export interface EditorContextAttachment {
	readonly kind: 'context';
	/** Never a placeholder's number. */
	readonly id: 0;
	readonly text: string;
}

export type Attachment = PastedText | ImageAttachment | EditorContextAttachment;

/** An image file as read, before it is numbered. */
export type ImageFile = Omit<ImageAttachment, 'kind' | 'id'>;

/** An image; an error to show (too large, unreadable, not an image though named one); or nothing: stays text. */
export type ImageRead =
	| {readonly kind: 'image'; readonly image: ImageFile}
	| {readonly kind: 'error'; readonly message: string}
	| {readonly kind: 'none'};

/** A message as the person wrote it: the text with placeholders, and what they stand for. */
export interface UserInput {
	readonly text: string;
	readonly attachments: readonly Attachment[];
}

/** A paste longer than this many lines or characters is folded into a placeholder. */
export const FOLD_LINES = 10;
export const FOLD_CHARS = 1000;

export const isLongPaste = (text: string): boolean => text.length > FOLD_CHARS || text.split('\n').length > FOLD_LINES;

/** An image's size: one under a kilobyte in bytes (a 75-byte PNG is not "1 KB"), else rounded to KB or MB. */
function size(bytes: number): string {
	if (bytes < 1024) return `${bytes} B`;
	if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A context has none (''): it is in every text, so it stays with its message wherever that goes. */
export function placeholder(attachment: Attachment): string {
	if (attachment.kind === 'context') return '';
	if (attachment.kind === 'image') return `[Image #${attachment.id} ${attachment.name} ${size(attachment.bytes)}]`;
	// A copied block usually ends with a line break, which starts no line of its own.
	const lines = attachment.text.replace(/\n$/, '').split('\n').length;
	return `[Pasted text #${attachment.id} +${lines} ${lines === 1 ? 'line' : 'lines'}]`;
}

/** Matches any placeholder's shape; the editor moves over and deletes one as a whole. */
export const PLACEHOLDER = /\[(?:Pasted text #\d+ \+\d+ lines?|Image #\d+ [^\]\n]+)\]/g;

/** The highest number a placeholder in `texts` has (0: none). */
export const highestNumber = (texts: readonly string[]): number =>
	Math.max(
		0,
		...texts.flatMap(text => [...text.matchAll(PLACEHOLDER)].map(match => Number(/#(\d+)/.exec(match[0])![1]))),
	);

/** The attachments whose placeholder is still in `text` (one deleted in the editor is not sent). */
export const inText = (text: string, attachments: readonly Attachment[]): Attachment[] =>
	attachments.filter(attachment => text.includes(placeholder(attachment)));

/**
 * The message for claude: pastes back in their place; images as blocks before the text (as claude's
 * own TUI sends them), and before those the editor's context as text blocks of their own.
 */
export function userContent({text, attachments}: UserInput): UserContent {
	// In one pass over the text as typed: a paste that holds another's placeholder (a transcript copied) keeps it as text.
	const pastes = new Map(
		attachments.flatMap(attachment => (attachment.kind === 'text' ? [[placeholder(attachment), attachment.text]] : [])),
	);
	const whole = pastes.size === 0 ? text : text.replace(PLACEHOLDER, shown => pastes.get(shown) ?? shown);
	const images = attachments.filter(attachment => attachment.kind === 'image');
	const contexts = attachments.filter(attachment => attachment.kind === 'context');
	if (images.length === 0 && contexts.length === 0) return whole;
	return [
		...contexts.map(context => ({type: 'text', text: context.text})),
		...images.map(image => ({
			type: 'image',
			source: {type: 'base64', media_type: image.mediaType, data: image.data},
		})),
		{type: 'text', text: whole},
	];
}
