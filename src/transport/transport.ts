/** The only seam to the claude process (or a recording standing in for it). */

export interface ExitInfo {
	readonly exitCode: number | null;
	readonly signal: string | null;
}

export interface Transport {
	/** stdout, one line at a time (without the newline). Ends when the source closes. */
	readonly lines: AsyncIterable<string>;
	/** stderr lines, for diagnostics. */
	readonly stderr: AsyncIterable<string>;
	/** Writes one line to the child's stdin; false when nothing is listening any more. */
	write(line: string): boolean;
	/** Whether writes reach anyone (false for a replayed recording). */
	readonly writable: boolean;
	/** Ends stdin, waits `graceMs` for the child to finish, then terminates it. */
	close(graceMs?: number): Promise<ExitInfo>;
	readonly exited: Promise<ExitInfo>;
}
