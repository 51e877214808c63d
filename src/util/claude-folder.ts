/** claude's own folder: `$CLAUDE_CONFIG_DIR`, else (unset or empty, as claude reads it) `~/.claude`. */
import os from 'node:os';
import path from 'node:path';

export function claudeFolder(env: NodeJS.ProcessEnv): string {
	return env['CLAUDE_CONFIG_DIR'] || path.join(env['HOME'] || os.homedir(), '.claude');
}
