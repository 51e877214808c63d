/**
 * Reads a copy of an SSE stream as it passes: the gateway forwards the bytes untouched and only
 * watches for the events that carry usage, the first token and errors. Malformed input is skipped.
 */

/** An event's data larger than this is not parsed (no Messages API event comes close). */
const MAX_DATA = 1 << 20;

export class SseTap {
	private readonly decoder = new TextDecoder();
	private partial = '';
	private data = '';
	private overflow = false;

	constructor(private readonly onEvent: (data: Record<string, unknown>) => void) {}

	push(chunk: Uint8Array): void {
		const lines = (this.partial + this.decoder.decode(chunk, {stream: true})).split('\n');
		this.partial = lines.pop() ?? '';
		// A line with no end yet that has grown past any event: drop it rather than hold it.
		if (this.partial.length > MAX_DATA) {
			this.partial = '';
			this.overflow = true;
		}
		for (const line of lines) this.line(line.endsWith('\r') ? line.slice(0, -1) : line);
	}

	private line(line: string): void {
		if (line === '') return this.dispatch();
		if (!line.startsWith('data:')) return;
		const value = line.slice(line.startsWith('data: ') ? 6 : 5);
		if (this.data.length + value.length > MAX_DATA) this.overflow = true;
		else this.data = this.data === '' ? value : `${this.data}\n${value}`;
	}

	private dispatch(): void {
		const {data, overflow} = this;
		this.data = '';
		this.overflow = false;
		if (data === '' || overflow) return;
		try {
			const parsed: unknown = JSON.parse(data);
			if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
				this.onEvent(parsed as Record<string, unknown>);
		} catch {
			// Not JSON: forwarded as it came, nothing to read from it.
		}
	}
}
