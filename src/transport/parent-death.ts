/**
 * claude outlived cctui when cctui was killed outright (SIGKILL, the OOM killer): its stdin closes, but a claude
 * waiting for a permission answer does not notice and waits forever. On Linux, util-linux's `setpriv` starts claude
 * with a parent-death signal (prctl PR_SET_PDEATHSIG): the kernel sends claude SIGTERM when cctui ends, however it
 * ends. setpriv execs claude, so the pid, the signals and the exit status stay claude's own. Elsewhere, or without a
 * setpriv that knows the option (util-linux 2.33, 2018; RHEL 8 has 2.32), claude starts as before.
 */
import {readFileSync} from 'node:fs';

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'];

let found: string | null | undefined;

/**
 * The setpriv that takes --pdeathsig, looked for once. Its binary holds the option's name iff it takes it: reading it
 * costs a fraction of a millisecond, where asking it (a fork of cctui's whole process) costs about ten.
 */
function setprivWithPdeathsig(): string | undefined {
	if (found === undefined) {
		found = null;
		for (const file of SETPRIV) {
			try {
				if (readFileSync(file).includes('pdeathsig')) {
					found = file;
					break;
				}
			} catch {
				// Not there: the next place, or none.
			}
		}
	}
	return found ?? undefined;
}

/** The command line that starts `command` so that it gets SIGTERM when this process ends (see above). */
export function withParentDeathSignal(
	command: string,
	args: readonly string[],
	platform: NodeJS.Platform = process.platform,
): {command: string; args: string[]} {
	const setpriv = platform === 'linux' ? setprivWithPdeathsig() : undefined;
	return setpriv
		? {command: setpriv, args: ['--pdeathsig', 'TERM', '--', command, ...args]}
		: {command, args: [...args]};
}
