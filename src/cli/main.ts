/** Entry point: parses argv, runs the chosen mode, returns the process exit code. */
export async function main(_argv: readonly string[]): Promise<number> {
	return 0;
}
