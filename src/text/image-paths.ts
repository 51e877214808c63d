/**
 * Paths to images in what the person pastes or types. Terminals paste a dropped file as its path,
 * quoted (`'/tmp/my shot.png'`) or with its spaces escaped (`/tmp/my\ shot.png`); a typed one may
 * be an `@mention`. These only find the candidates: the file's own bytes decide whether it is an
 * image (cli/read-image.ts), and one that does not exist stays text.
 */

const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|webp)$/i;

/** One path as a shell would read it: quotes taken off, `\ ` escapes undone. */
function unquote(word: string): string {
	const quoted = /^(['"])(.*)\1$/s.exec(word);
	return quoted ? quoted[2]! : word.replace(/\\(.)/g, '$1');
}

/** A paste that is one path and nothing else (a dropped file), as a path; else undefined. */
export function pastedPath(text: string): string | undefined {
	const word = text.trim();
	if (word === '' || /[\n\r\t]/.test(word)) return undefined;
	if (/^(['"]).+\1$/s.test(word)) return unquote(word);
	// Unquoted: a space must be escaped, else it is a sentence, not a path.
	if (/(^|[^\\])\s/.test(word)) return undefined;
	return unquote(word.replace(/^file:\/\//, ''));
}

/** A word, quoted, escaped or bare, maybe @-mentioned; the punctuation that ends a sentence is not part of it. */
const WORD = /(?<=^|\s)@?('[^'\n]+'|"[^"\n]+"|(?:\\.|[^\s\\'"])+?)(?=[,.;:!?)]*(?:\s|$))/g;

/** The image paths a typed message names (by extension), each once, as paths. */
export function imagePathsIn(text: string): string[] {
	const paths = [...text.matchAll(WORD)].map(match => unquote(match[1]!)).filter(path => IMAGE_EXTENSION.test(path));
	return [...new Set(paths)];
}

/**
 * The image paths a message @-mentions the way claude reads a mention itself: `@path` with no quote
 * or `\`, or `@"path"` (claude takes `@'my shot.png'` and `@my\ shot.png` to end at the space).
 */
export function mentionedImagePathsIn(text: string): string[] {
	return [...text.matchAll(WORD)]
		.filter(([word]) => /^@(?:"|[^\\']*$)/.test(word))
		.map(match => unquote(match[1]!))
		.filter(path => IMAGE_EXTENSION.test(path));
}

/** A path as typed into a message: quoted when it holds a space. */
export const typedPath = (path: string): string => (/\s/.test(path) ? `'${path}'` : path);

/** Whether a file's name says it is an image (it is not read: this only chooses an error's words). */
export const hasImageExtension = (path: string): boolean => IMAGE_EXTENSION.test(path);
