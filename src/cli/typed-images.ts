/**
 * A message that names images by path (typed, `@`-mentioned, or recalled from history, which keeps
 * a pasted image as its path) goes with those images attached: the text keeps the path, claude gets
 * the image (once: not one claude reads itself). Messages stay in order: one waits while an earlier
 * one's images are read.
 */
import type {Attachment} from '../protocol/attachments.js';
import {imagePathsIn, mentionedImagePathsIn} from '../text/image-paths.js';
import {MENTION_READ_BYTES, readImage, resolvePath} from './read-image.js';

type Submit = (text: string, attachments?: readonly Attachment[]) => void;

/** `submit` with the images `text` names attached; `note` says why one was not. */
export function withTypedImages(
	cwd: string,
	submit: (text: string, attachments: readonly Attachment[]) => void,
	note: (message: string) => void,
): Submit {
	let reading = Promise.resolve();
	let waiting = 0;
	return (text, attachments = []) => {
		const paths = imagePathsIn(text);
		if (paths.length === 0 && waiting === 0) return submit(text, attachments);
		waiting++;
		reading = reading
			.then(async () => {
				// claude reads a small image the message @-mentions itself and sends it to the model: attached too, it
				// would go twice (docs/CLI-FINDINGS.md).
				const mentioned = new Set(mentionedImagePathsIn(text).map(path => resolvePath(cwd, path)));
				const claudeReads = (image: {path: string; bytes: number}) =>
					mentioned.has(image.path) && image.bytes <= MENTION_READ_BYTES;
				const sent = attachments.filter(attachment => attachment.kind !== 'image' || !claudeReads(attachment));
				// An image goes once, however often the message names it (by path, or pasted as well).
				const attached = new Set(
					attachments.flatMap(attachment => (attachment.kind === 'image' ? [attachment.path] : [])),
				);
				const named: Attachment[] = [];
				for (const path of paths) {
					const read = await readImage(cwd, path);
					if (read.kind === 'error') note(read.message);
					if (read.kind !== 'image' || attached.has(read.image.path) || claudeReads(read.image)) continue;
					attached.add(read.image.path);
					// No placeholder stands for it (id 0): the path in the text does.
					named.push({kind: 'image', id: 0, ...read.image});
				}
				submit(text, [...sent, ...named]);
			})
			.finally(() => waiting--);
	};
}
