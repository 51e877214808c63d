/** Resolves the claude executable: --claude-path, then $CLAUDE_PATH, then PATH, then node_modules/.bin. */
import {accessSync, constants, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export class ClaudeNotFoundError extends Error {
	readonly exitCode = 127;
}

function isExecutable(file: string): boolean {
	try {
		accessSync(file, constants.X_OK);
		return statSync(file).isFile();
	} catch {
		return false;
	}
}

/** cctui's own install folder: `claude` may be installed next to it as a dependency. */
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function findClaude(options: {explicit?: string; env: NodeJS.ProcessEnv; cwd: string}): string {
	const {explicit, env, cwd} = options;
	if (explicit) {
		const resolved = path.resolve(cwd, explicit);
		if (isExecutable(resolved)) return resolved;
		throw new ClaudeNotFoundError(`claude not found at --claude-path ${explicit} (not an executable file)`);
	}
	const fromEnv = env['CLAUDE_PATH'];
	if (fromEnv) {
		if (isExecutable(fromEnv)) return fromEnv;
		throw new ClaudeNotFoundError(`claude not found at CLAUDE_PATH=${fromEnv} (not an executable file)`);
	}
	const candidates = [
		...(env['PATH'] ?? '')
			.split(path.delimiter)
			.filter(Boolean)
			.map(dir => path.join(dir, 'claude')),
		path.join(cwd, 'node_modules', '.bin', 'claude'),
		path.join(packageRoot, 'node_modules', '.bin', 'claude'),
	];
	const found = candidates.find(isExecutable);
	if (found) return found;
	throw new ClaudeNotFoundError(
		'claude not found: install it (npm install -g @anthropic-ai/claude-code) or pass --claude-path / set CLAUDE_PATH',
	);
}
