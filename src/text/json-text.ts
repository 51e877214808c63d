/**
 * `JSON.stringify` for values from outside (a tool's input, a frame, a session file's line), which never throws.
 * V8's `JSON.stringify` overflows the stack on a value nested a few thousand levels deep, though `JSON.parse`
 * reads it: the model controls a tool's input, and claude passes such a one through and saves it.
 */

/** How deep a value is written before the rest is cut: far past anything real, far short of the stack's limit. */
export const MAX_JSON_DEPTH = 100;

/** What stands for a part cut off, in the JSON, so the cut shows where it is. */
export const CUT_MARK = `…(nested deeper than ${MAX_JSON_DEPTH} levels, cut)`;

/**
 * The value's JSON (`space` as `JSON.stringify`'s), or undefined where `JSON.stringify` gives undefined. A value
 * too deep for `JSON.stringify` is written down to `MAX_JSON_DEPTH` levels, each part below that as `CUT_MARK`.
 */
export function jsonText(value: unknown, space?: number): string | undefined {
	try {
		return JSON.stringify(value, undefined, space);
	} catch {
		return cutJson(value, space);
	}
}

function cutJson(value: unknown, space: number | undefined): string | undefined {
	const depths = new WeakMap<object, number>();
	try {
		return JSON.stringify(
			value,
			function (this: unknown, _key: string, part: unknown) {
				if (typeof part !== 'object' || part === null) return part;
				const depth = (typeof this === 'object' && this !== null ? (depths.get(this) ?? 0) : 0) + 1;
				if (depth > MAX_JSON_DEPTH) return CUT_MARK;
				depths.set(part, depth);
				return part;
			},
			space,
		);
	} catch (error) {
		// Not depth (a cycle, a BigInt): nothing from JSON.parse, but never a crash either.
		return JSON.stringify(`(not shown: ${error instanceof Error ? error.message : String(error)})`);
	}
}

/**
 * `JSON.stringify(value)` of a value JSON.parse made, whole however deep: what is sent back to claude (an approved
 * call's input) must be the input the model wrote, not a cut one. Written without recursion only when
 * `JSON.stringify` overflows the stack.
 */
export function wholeJson(value: unknown): string {
	try {
		return JSON.stringify(value);
	} catch (error) {
		if (!(error instanceof RangeError)) throw error;
	}
	const out: string[] = [];
	const open: {readonly close: string; readonly entries: readonly [string | undefined, unknown][]; next: number}[] = [];
	const write = (part: unknown): void => {
		if (Array.isArray(part)) {
			out.push('[');
			open.push({close: ']', entries: part.map(item => [undefined, item]), next: 0});
		} else if (typeof part === 'object' && part !== null) {
			out.push('{');
			const kept = Object.entries(part).filter(([, item]) => item !== undefined && typeof item !== 'function');
			open.push({close: '}', entries: kept, next: 0});
		} else out.push(JSON.stringify(part) ?? 'null');
	};
	write(value);
	for (let top = open.at(-1); top; top = open.at(-1)) {
		const entry = top.entries[top.next];
		if (!entry) {
			out.push(top.close);
			open.pop();
			continue;
		}
		if (top.next++ > 0) out.push(',');
		if (entry[0] !== undefined) out.push(`${JSON.stringify(entry[0])}:`);
		write(entry[1]);
	}
	return out.join('');
}
