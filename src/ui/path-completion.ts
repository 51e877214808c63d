/**
 * What Tab does with an `@path` before the cursor, given the paths that start with it. claude reads a path with a
 * space in it only quoted, `@"my shot.png"` (CLI-FINDINGS "Images in a user message"), so such a path is put in
 * that way, and Tab goes on completing inside the quotes.
 */

/** The `@path` the cursor is in: `partial` is the path typed so far, after `@` or after `@"`. */
export interface Mention {
	readonly partial: string;
	readonly quoted: boolean;
}

export interface PathCompletion {
	/** How many characters before the cursor `fill` replaces: the partial path, when it becomes quoted. */
	readonly cut: number;
	/** Text to put in at the cursor: as far as the candidates agree, and a space after a whole file name. */
	readonly fill: string;
	/** The candidates to list under the editor, when more than one is left. */
	readonly suggestions: readonly string[];
}

/** The mention before the cursor, if the cursor is in one: an open `@"…` (spaces and all) or an `@…` up to a space. */
export function mentionBeforeCursor(beforeCursor: string): Mention | undefined {
	const quoted = /@"([^"@]*)$/.exec(beforeCursor);
	if (quoted) return {partial: quoted[1]!, quoted: true};
	const plain = /@([^\s@"]*)$/.exec(beforeCursor);
	return plain ? {partial: plain[1]!, quoted: false} : undefined;
}

export function completePath({partial, quoted}: Mention, candidates: readonly string[]): PathCompletion {
	const common = commonPrefix(candidates);
	const suggestions = candidates.length > 1 ? candidates : [];
	if (common.length <= partial.length) return {cut: 0, fill: '', suggestions};
	const whole = candidates.length === 1 && !common.endsWith('/');
	if (quoted) return {cut: 0, fill: common.slice(partial.length) + (whole ? '" ' : ''), suggestions};
	if (/\s/.test(common)) return {cut: partial.length, fill: `"${common}${whole ? '" ' : ''}`, suggestions};
	return {cut: 0, fill: common.slice(partial.length) + (whole ? ' ' : ''), suggestions};
}

/** What all of `values` start with. */
export function commonPrefix(values: readonly string[]): string {
	if (values.length === 0) return '';
	let prefix = values[0]!;
	for (const value of values) while (!value.startsWith(prefix)) prefix = prefix.slice(0, -1);
	return prefix;
}
