/**
 * Which request is a retry. claude 2.1.330 retries a failed request in its own loop and sends
 * `x-stainless-retry-count: 0` every time, so the gateway tells a retry by its body: the same bytes
 * (its sha256) as the same agent's last request, which failed. Measured: a request cut off mid-answer
 * and one answered 529 were each sent again byte for byte.
 */
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
