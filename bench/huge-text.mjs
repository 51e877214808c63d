// Benchmark 8 (issue 25): a single line of 1 MB from the model (no newline: a long run of words)
// must be on screen in ≤ 0.5 s and cost ≤ +100 MB of RSS. Each case (bench/huge-text-case.mjs)
// renders the real App through Ink and the frame differ into a fake 120x40 terminal, bundled with
// the patches cctui's bundle applies to Ink (scripts/bundle-patches.mjs), since those change how a
// line is tokenized. Each case runs in a fresh process, so that its peak RSS is its own. The cases:
//   at-once    the line in one text delta: until its end shows in the live region, then until the
//              finished message has written it whole to history
//   stream     the same in 12-character deltas, a frame every 1 KB
//   thinking   the same as thinking
//   assistant  the line in an assistant frame that was not streamed: until history shows it
//   tool       the line as a Bash tool's result: until the call shows with it
// Each case runs at 1 MB and at 100 KB: about 10× is linear growth, whatever the machine's load.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {bundlePlugins, requireBanner} from '../scripts/bundle-patches.mjs';

export const CASES = ['at-once', 'stream', 'thinking', 'assistant', 'tool'];
const KB = 1024;
const MB = 1024 * KB;

/** The case runner, bundled as cctui is. */
async function bundleCase(dir) {
	const outfile = path.join(dir, 'huge-text-case.mjs');
	await build({
		entryPoints: [fileURLToPath(new URL('huge-text-case.mjs', import.meta.url))],
		outfile,
		bundle: true,
		format: 'esm',
		platform: 'node',
		target: 'node20',
		logLevel: 'warning',
		banner: requireBanner,
		plugins: bundlePlugins,
		define: {'process.env.NODE_ENV': '"production"'},
	});
	return outfile;
}

/** Runs one case in a fresh process; returns its measures. */
function runCase(file, name, bytes) {
	const out = execFileSync(process.execPath, ['--expose-gc', file, name, String(bytes)], {
		encoding: 'utf8',
		env: {...process.env, NODE_ENV: 'production'},
	});
	// Ink shows the cursor on the real stdout as it exits: the result is the line that starts with '{'.
	return JSON.parse(out.split('\n').find(line => line.startsWith('{')));
}

export async function measureHugeText({cases = CASES} = {}) {
	const dir = mkdtempSync(path.join(tmpdir(), 'cctui-bench-'));
	try {
		const file = await bundleCase(dir);
		return cases.map(name => ({name, big: runCase(file, name, MB), small: runCase(file, name, 100 * KB)}));
	} finally {
		rmSync(dir, {recursive: true, force: true});
	}
}

// `node bench/huge-text.mjs [case…]`: the measures as JSON.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const cases = process.argv.slice(2);
	console.log(JSON.stringify(await measureHugeText(cases.length ? {cases} : {}), null, 1));
}
