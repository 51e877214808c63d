/** `claude --version`, asked once while the UI loads: the version decides what cctui may send (protocol/claude-features.ts). */
import {execa} from 'execa';

/** The version text claude prints ("2.1.330 (Claude Code)"), or undefined when it cannot say. */
export async function readClaudeVersion(command: string): Promise<string | undefined> {
	const result = await execa(command, ['--version'], {
		reject: false,
		timeout: 10_000,
		stdin: 'ignore',
		env: {DISABLE_AUTOUPDATER: '1'},
	});
	return result.exitCode === 0 && /\d+\.\d+\.\d+/.test(result.stdout) ? result.stdout.trim() : undefined;
}
