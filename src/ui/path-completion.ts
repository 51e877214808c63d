/** What Tab does with an `@path` before the cursor, given the paths that start with it. */

export interface PathCompletion {
	/** Text to insert at the cursor: as far as the candidates agree, and a space after a whole file name. */
	readonly fill: string;
	/** The candidates to list under the editor, when more than one is left. */
	readonly suggestions: readonly string[];
}

/** The partial path after the last `@` before the cursor, if the cursor is in one. */
export function pathBeforeCursor(beforeCursor: string): string | undefined {
	return /@([^\s@]*)$/.exec(beforeCursor)?.[1];
}

export function completePath(partial: string, candidates: readonly string[]): PathCompletion {
	const common = commonPrefix(candidates);
	const fill =
		common.length > partial.length
			? common.slice(partial.length) + (candidates.length === 1 && !common.endsWith('/') ? ' ' : '')
			: '';
	return {fill, suggestions: candidates.length > 1 ? candidates : []};
}

/** What all of `values` start with. */
export function commonPrefix(values: readonly string[]): string {
	if (values.length === 0) return '';
	let prefix = values[0]!;
	for (const value of values) while (!value.startsWith(prefix)) prefix = prefix.slice(0, -1);
	return prefix;
}
