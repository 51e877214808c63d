/**
 * A message that names images by path (typed, `@`-mentioned, or recalled from history, which keeps
 * a pasted image as its path) goes with those images attached: the text keeps the path, claude gets
 * the image. Messages stay in order: one waits while an earlier one's images are read.
 */
import type {Attachment} from '../protocol/attachments.js';
import {imagePathsIn} from '../text/image-paths.js';
import {readImage} from './read-image.js';

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
				const named: Attachment[] = [];
				// An image goes once, however often the message names it (by path, or pasted as well).
				const attached = new Set(
					attachments.flatMap(attachment => (attachment.kind === 'image' ? [attachment.path] : [])),
				);
				for (const path of paths) {
					const read = await readImage(cwd, path);
					if (read.kind === 'error') note(read.message);
					if (read.kind !== 'image' || attached.has(read.image.path)) continue;
					attached.add(read.image.path);
					// No placeholder stands for it (id 0): the path in the text does.
					named.push({kind: 'image', id: 0, ...read.image});
				}
				submit(text, [...attachments, ...named]);
			})
			.finally(() => waiting--);
	};
}
