/**
 * Which request is a retry. claude 2.1.330 retries a failed request in its own loop and sends
 * `x-stainless-retry-count: 0` every time, so the gateway tells a retry by its body: the same
 * as the same agent's last request, which failed. Measured: a request cut off mid-answer and one
 * answered 529 were each sent again byte for byte; a stream that broke with an error event
 * (`overloaded_error`) is sent again without streaming, `"stream":false` and a lower `max_tokens`
 * its only changes. So the body's digest leaves those two fields out.
 */
import {createHash} from 'node:crypto';

/**
 * A top-level-looking `"stream"` or `"max_tokens"` field with its value. JSON text cannot hold a bare `"` inside
 * a string, so this never matches inside one; one nested deeper is left out of both bodies alike.
 */
const VARIES = /"(?:stream":(?:true|false)|max_tokens":\d{1,15})(?=[,}])/g;
/** Longer than any match with what follows it: what may hold the start of a match cut by a chunk's end. */
const TAIL = 40;

/** The sha256 of a request body as it streams past, without the fields a retry changes. */
export class BodyDigest {
	private readonly hash = createHash('sha256');
	private rest = '';

	update(chunk: Buffer): void {
		// latin1 keeps one character per byte, so a UTF-8 character cut by a chunk's end hashes the same.
		const text = (this.rest + chunk.toString('latin1')).replace(VARIES, '');
		const keep = Math.max(0, text.length - TAIL);
		this.hash.update(text.slice(0, keep), 'latin1');
		this.rest = text.slice(keep);
	}

	digest(): string {
		return this.hash.update(this.rest, 'latin1').digest('hex');
	}
}

export class Retries {
	/** Per agent, its last request when that one failed. */
	private readonly failed = new Map<string, {readonly digest: string; readonly retry: number}>();

	/** 0 for a first attempt, else which retry of the failed request this one repeats. */
	retryOf(agent: string, digest: string): number {
		const last = this.failed.get(agent);
		return last?.digest === digest ? last.retry + 1 : 0;
	}

	ended(agent: string, digest: string, retry: number, failed: boolean): void {
		if (failed) this.failed.set(agent, {digest, retry});
		else this.failed.delete(agent);
	}
}
