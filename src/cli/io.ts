import {revealControls} from '../text/sanitize.js';

/** The process's streams and environment, injectable so main() can be tested without a real process. */
export interface MainIo {
	readonly stdin: NodeJS.ReadStream;
	readonly stdout: NodeJS.WriteStream;
	readonly stderr: NodeJS.WriteStream;
	readonly env: NodeJS.ProcessEnv;
	readonly cwd: string;
}

export function processIo(): MainIo {
	return {stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd()};
}

/** NO_COLOR wins, then FORCE_COLOR, then whether stdout is a terminal that shows colour (TERM=dumb does not, and chalk, Ink's, leaves it plain). */
export function wantsColor(io: MainIo): boolean {
	if (io.env['NO_COLOR'] !== undefined && io.env['NO_COLOR'] !== '') return false;
	const force = io.env['FORCE_COLOR'];
	if (force !== undefined) return force !== '0' && force !== 'false';
	return io.stdout.isTTY === true && io.env['TERM'] !== 'dumb';
}

/** The columns plain output is laid out for: the terminal's, or 80 when stdout is not a terminal (a pipe, a file). */
export function outputColumns(io: MainIo): number {
	return io.stdout.isTTY && io.stdout.columns > 0 ? io.stdout.columns : 80;
}

/**
 * Every error line goes through here. It names what the person gave (a file, a flag's value), which may hold
 * terminal control (`$'x\e]0;title\a'` sets the window's title): that is shown, not obeyed.
 */
export function printError(io: MainIo, message: string): void {
	io.stderr.write(`cctui: ${revealControls(message)}\n`);
}
