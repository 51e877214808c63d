/** SGR (colour and weight) sequences as a terminal keeps them: which are still in force after some text. */

/** What each SGR parameter that ends an attribute ends: the parameters that set it. */
const ENDS: Readonly<Record<string, RegExp>> = {
	'0': /./,
	'22': /^[12]$/,
	'23': /^3$/,
	'24': /^4$/,
	'25': /^5$/,
	'27': /^7$/,
	'28': /^8$/,
	'29': /^9$/,
	'39': /^(3[0-8]|9[0-7])\b/,
	'49': /^(4[0-8]|10[0-7])\b/,
};

/**
 * One SGR sequence that sets the styles in force at the end of `text` (from a plain state), or ''.
 * Colours set with 38 or 48 keep their arguments; a later colour of the same kind replaces them.
 */
export function stylesInForce(text: string): string {
	let active: string[] = [];
	for (const [, params] of text.matchAll(/\u001B\[([\d;]*)m/g)) {
		// An empty parameter means 0, a reset.
		const list = params!.split(';').map(param => param || '0');
		for (let i = 0; i < list.length; i++) {
			const param = list[i]!;
			// 38;5;n and 38;2;r;g;b carry their arguments with them.
			const extended =
				(param === '38' || param === '48') && list[i + 1] !== undefined
					? list.slice(i, i + (list[i + 1] === '5' ? 3 : 5))
					: undefined;
			const code = extended ? extended.join(';') : param;
			if (extended) i += extended.length - 1;
			const ends =
				ENDS[code] ??
				(/^(3[0-8]|9[0-7])\b/.test(code) ? ENDS['39'] : /^(4[0-8]|10[0-7])\b/.test(code) ? ENDS['49'] : undefined);
			if (ends) active = active.filter(set => !ends.test(set));
			if (!(code in ENDS)) active.push(code);
		}
	}
	return active.length > 0 ? `\u001B[${active.join(';')}m` : '';
}
