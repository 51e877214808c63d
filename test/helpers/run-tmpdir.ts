/**
 * vitest global setup: one temp folder per test run. Set as TMPDIR before any worker or child
 * starts, so every test's scratch folder (mkdtemp under os.tmpdir()) and whatever the programs it
 * starts write there (cctui, claude, the shell) land in it, and it goes when the run ends. A test
 * still removes what it made when it can; this is what makes "leaves nothing" hold when it cannot
 * (a child killed mid-write, a failure before its afterEach).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
	const previous = process.env['TMPDIR'];
	const root = mkdtempSync(path.join(tmpdir(), 'cctui-test-run-'));
	process.env['TMPDIR'] = root;
	return () => {
		rmSync(root, {recursive: true, force: true});
		if (previous === undefined) delete process.env['TMPDIR'];
		else process.env['TMPDIR'] = previous;
	};
}
