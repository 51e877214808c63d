/**
 * vitest global setup: the run's own environment, set before any worker or child starts, so every test
 * and the programs it starts (cctui, claude, the stand-ins, the shell) inherit it, and restored when the run ends.
 * - TMPDIR: one temp folder per run, removed at its end. Every test's scratch folder (mkdtemp under
 *   os.tmpdir()) and whatever its programs write there land in it. A test still removes what it made when
 *   it can; this is what makes "leaves nothing" hold when it cannot (a child killed mid-write, a failure
 *   before its afterEach).
 * - HOME: an empty folder in it. No test reads or writes the person's ~/.claude or ~/.config.
 * - The person's settings for claude and cctui are cleared: a CLAUDE_CONFIG_DIR would have the stand-ins save
 *   their sessions in the person's claude folder, an ANTHROPIC_BASE_URL or CLAUDE_PATH would change what a
 *   test's cctui talks to. So is their choice of colour (FORCE_COLOR, NO_COLOR): chalk would paint the frames
 *   the unit tests render, and the programs a test starts would print otherwise than the ones it compares them with.
 *   A test that needs one sets it.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const PERSONAL = /^(ANTHROPIC_|CLAUDE|XDG_|FORCE_COLOR$|NO_COLOR$)/;

export default function setup(): () => void {
	const previous = {...process.env};
	const root = mkdtempSync(path.join(tmpdir(), 'cctui-test-run-'));
	const home = path.join(root, 'home');
	mkdirSync(home);
	for (const key of Object.keys(process.env)) if (PERSONAL.test(key)) delete process.env[key];
	Object.assign(process.env, {TMPDIR: root, HOME: home});
	return () => {
		rmSync(root, {recursive: true, force: true});
		for (const key of Object.keys(process.env)) if (!(key in previous)) delete process.env[key];
		Object.assign(process.env, previous);
	};
}
