/**
 * The stdin Ink is given: escape sequences that are not keys are dropped before Ink parses them.
 * Ink 6.8 (pinned) names a CSI sequence by its final byte and reads its parameter as a modifier, so
 * pasted colours ("\x1b[31m") become a Ctrl key with no name, and Ink's input hook then throws on
 * it: pasting coloured text crashed cctui. Keys end in one of the finals Ink knows (arrows, Home,
 * End, function keys, Shift+Tab, rxvt's and the Linux console's forms) or `u` (the kitty protocol).
 * A sequence split across two reads is not caught.
 */
const CSI = /\u001B\[[\d;:<=>?]*([@-~])/g;
const KEY_FINALS = new Set('ABCDEFHPQRSZabcde[^~u');

/** `text` without the CSI sequences that are not keys. */
export function keyInput(text: string): string {
	return text.includes('\u001B[') ? text.replace(CSI, (sequence, final: string) => (KEY_FINALS.has(final) ? sequence : '')) : text;
}

export function keyStdin(stream: NodeJS.ReadStream): NodeJS.ReadStream {
	const read = (size?: number): string | Buffer | null => {
		const chunk: unknown = stream.read(size);
		if (chunk === null) return null;
		return keyInput(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
	};
	return new Proxy(stream, {
		get(target, property) {
			if (property === 'read') return read;
			const value: unknown = Reflect.get(target, property, target);
			return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
		},
	});
}
