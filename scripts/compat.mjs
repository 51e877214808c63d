// npm run compat [-- [--record] <version>...]
// Installs published @anthropic-ai/claude-code versions into a cache folder and runs the end-to-end
// smoke test (test/compat/smoke.test.ts: thinking, a prompt answered by key, a tool, the answer) against
// each, one at a time, then prints the table that docs/COMPATIBILITY.md holds. Exits 1 when a version at
// or above GATE fails anything; older ones are reported only. --record also saves each run's two-way
// capture as test/fixtures/claude-<version>/smoke.jsonl (paths rewritten to /home/dev/...).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = '@anthropic-ai/claude-code';
const CACHE = path.join(root, 'node_modules/.cache/cctui-compat');
// The oldest version cctui promises to work with: a failure here or above fails the run.
const GATE = '2.1.178';
const PINNED = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies[PACKAGE];
// Spread over the CLI's history: 1.0's last, 2.0, 2.1's first, JS builds (to 2.1.101), native ones (2.1.150 on), both sides of the gate.
const DEFAULT_VERSIONS = ['1.0.128', '2.0.30', '2.1.0', '2.1.53', '2.1.101', '2.1.150', '2.1.177', '2.1.178', PINNED];
// Whatever `claude --version` or an install script does, nothing may leave the machine.
const QUIET_ENV = {
	CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
	DISABLE_AUTOUPDATER: '1',
	DISABLE_TELEMETRY: '1',
	DISABLE_ERROR_REPORTING: '1',
};

const compare = (a, b) => {
	const [x, y] = [a, b].map(v => v.split(/[.-]/).map(Number));
	for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
	return 0;
};

function sh(command, args, options = {}) {
	return spawnSync(command, args, {
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
		...options,
		env: {...process.env, ...QUIET_ENV, ...options.env},
	});
}

function newest() {
	const view = sh('npm', ['view', PACKAGE, 'dist-tags.latest']);
	if (view.status !== 0) throw new Error(`npm view ${PACKAGE}: ${view.stderr.trim()}`);
	return view.stdout.trim();
}

/** True when bin runs and says it is this version. */
function works(bin, version) {
	if (!existsSync(bin)) return false;
	const run = sh(bin, ['--version'], {timeout: 60_000});
	return run.status === 0 && run.stdout.startsWith(version);
}

/** The installed claude for this version, installing it into the cache first if needed. */
function install(version) {
	const prefix = path.join(CACHE, version);
	const bin = path.join(prefix, 'node_modules/.bin/claude');
	if (works(bin, version)) return bin;
	mkdirSync(prefix, {recursive: true});
	// Native builds (2.1.150 here on) need their postinstall to copy the platform binary over bin/claude.exe.
	// npm 11.19 still runs it but warns it is "not yet covered by allowScripts"; an npm that enforces
	// allowScripts skips it, and --allow-scripts is refused in a project-scoped install, so the prefix gets a
	// package.json whose allowScripts field approves it.
	writeFileSync(
		path.join(prefix, 'package.json'),
		`${JSON.stringify({name: `cctui-compat-${version}`, private: true, allowScripts: {[PACKAGE]: true}}, null, '\t')}\n`,
	);
	process.stdout.write(`installing ${PACKAGE}@${version}… `);
	const npm = sh('npm', [
		'install',
		'--prefix',
		prefix,
		'--no-save',
		'--ignore-scripts=false',
		'--no-audit',
		'--no-fund',
		`${PACKAGE}@${version}`,
	]);
	writeFileSync(path.join(prefix, 'install.log'), `${npm.stdout}${npm.stderr}`);
	if (npm.status !== 0) throw new Error(`npm install failed (see ${path.relative(root, prefix)}/install.log)`);
	// An npm that skipped the postinstall anyway leaves the placeholder: run it the way npm would.
	const packageDir = path.join(prefix, 'node_modules', PACKAGE);
	if (!works(bin, version) && existsSync(path.join(packageDir, 'install.cjs')))
		sh(process.execPath, ['install.cjs'], {cwd: packageDir});
	if (!works(bin, version)) throw new Error(`${bin} --version does not say ${version}`);
	console.log('done');
	return bin;
}

/** The harness's temp folders and this checkout, as in the 2.1.330 fixtures: /home/dev/... */
function scrub(text) {
	const tmp = tmpdir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const slugTmp = tmpdir().replace(/[^A-Za-z0-9]/g, '-');
	return text
		.replace(
			new RegExp(`${tmp}/cctui-e2e-[A-Za-z0-9]+/(home|work|tmp)`, 'g'),
			(_, dir) => ({home: '/home/dev', work: '/home/dev/project', tmp: '/home/dev/tmp'})[dir],
		)
		.replace(new RegExp(`${slugTmp}-cctui-e2e-[A-Za-z0-9]+-work`, 'g'), '-home-dev-project')
		.replaceAll(root, '/home/dev/cctui');
}

function saveCapture(version, capture) {
	const dir = path.join(root, 'test/fixtures', `claude-${version}`);
	mkdirSync(dir, {recursive: true});
	writeFileSync(path.join(dir, 'smoke.jsonl'), scrub(readFileSync(capture, 'utf8')));
	const date = new Date().toISOString().slice(0, 10);
	writeFileSync(
		path.join(dir, 'README.md'),
		`# claude ${version}: the compat smoke flow, recorded by cctui\n\n` +
			`\`smoke.jsonl\` is cctui's \`--record\` capture (every frame both ways, the format of \`../claude-2.1.330/README.md\`) of\n` +
			`\`${PACKAGE}@${version}\` going through the flow of \`test/compat/smoke.test.ts\`: a turn with a thinking block and a\n` +
			'Bash `touch marker.txt`, the permission prompt answered with `y`, then a text answer, against the scripted backend on\n' +
			'loopback with a throwaway HOME.\n\n' +
			`Made on ${date} by ${cctuiLabel()} with \`npm run compat -- --record ${version}\` (scripts/compat.mjs),\n` +
			'which installs the version into `node_modules/.cache/cctui-compat/` and runs the smoke test with `CCTUI_COMPAT_RECORD`\n' +
			'set. Paths inside were rewritten: the throwaway HOME to `/home/dev`, the working folder to `/home/dev/project`, its\n' +
			'TMPDIR to `/home/dev/tmp`, this checkout to `/home/dev/cctui`.\n',
	);
}

/** Runs the smoke test against one claude; the test writes what it saw to result.json. */
function smoke(version, bin, record) {
	const prefix = path.join(CACHE, version);
	const resultFile = path.join(prefix, 'result.json');
	const capture = path.join(prefix, 'smoke.jsonl');
	rmSync(resultFile, {force: true});
	const env = {
		CCTUI_COMPAT_CLAUDE: bin,
		CCTUI_COMPAT_RESULT: resultFile,
		...(record ? {CCTUI_COMPAT_RECORD: capture} : {}),
	};
	const vitest = sh(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'compat'], {cwd: root, env});
	writeFileSync(path.join(prefix, 'vitest.log'), `${vitest.stdout}${vitest.stderr}`);
	if (!existsSync(resultFile))
		return {failed: true, notes: [`the smoke test wrote no result (see ${path.relative(root, prefix)}/vitest.log)`]};
	const result = JSON.parse(readFileSync(resultFile, 'utf8'));
	if (record && existsSync(capture)) saveCapture(version, capture);
	const thinkingOk = result.thinkingRequested !== 'full' || result.thinkingStreamed;
	return {
		...result,
		failed:
			!thinkingOk || !result.promptAnswered || !result.toolRan || !result.answerShown || result.problems.length > 0,
	};
}

/** Which cctui was tested: version, commit, and whether src/ differed from it (read-only git). */
function cctuiLabel() {
	const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
	const head = sh('git', ['rev-parse', '--short', 'HEAD'], {cwd: root});
	if (head.status !== 0) return `cctui ${version}`;
	const dirty = sh('git', ['status', '--porcelain', '--', 'src'], {cwd: root}).stdout.trim() !== '';
	return `cctui ${version} (${head.stdout.trim()}${dirty ? ', with uncommitted changes in src/' : ''})`;
}

const yes = ok => (ok ? 'yes' : '**no**');
const THINKING = {off: 'not requested', omitted: 'omitted by claude', 'no request': 'no request'};
const cell = text => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function row(version, result) {
	const pinned = version === PINNED ? ' (pinned)' : '';
	if (!('promptAnswered' in result))
		return `| ${version}${pinned} | – | – | – | – | ${cell(result.notes.join('; '))} |`;
	const thinking =
		result.thinkingRequested === 'full' ? yes(result.thinkingStreamed) : THINKING[result.thinkingRequested];
	const notes = [...result.problems.map(line => `\`${line}\``), ...result.notes].join('; ') || '–';
	return `| ${version}${pinned} | ${thinking} | ${yes(result.promptAnswered)} | ${yes(result.toolRan)} | ${yes(result.answerShown)} | ${cell(notes)} |`;
}

function main() {
	const args = process.argv.slice(2);
	const record = args.includes('--record');
	const asked = args.filter(arg => arg !== '--record');
	const versions = [...new Set(asked.length > 0 ? asked : [...DEFAULT_VERSIONS, newest()])].sort(compare);
	mkdirSync(CACHE, {recursive: true});
	// The harness runs bin/cctui.js, which loads dist/: test what the source says now.
	const build = sh('npm', ['run', 'build'], {cwd: root});
	if (build.status !== 0) {
		console.error(`npm run build failed:\n${build.stdout}${build.stderr}`);
		return 1;
	}
	const results = new Map();
	for (const version of versions) {
		let result;
		try {
			const bin = install(version);
			process.stdout.write(`smoke test with claude ${version}… `);
			result = smoke(version, bin, record);
			console.log(result.failed ? 'FAILED' : 'ok');
		} catch (error) {
			console.log('');
			result = {failed: true, notes: [error.message]};
		}
		results.set(version, result);
	}
	const table = [
		'| version | thinking streamed | prompt answered by key | tool ran | answer shown | notes |',
		'| --- | --- | --- | --- | --- | --- |',
		...[...results].map(([version, result]) => row(version, result)),
	].join('\n');
	console.log(
		`\nclaude × ${cctuiLabel()}, ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}\n\n${table}\n`,
	);
	const gated = [...results]
		.filter(([version, result]) => compare(version, GATE) >= 0 && result.failed)
		.map(([version]) => version);
	if (gated.length > 0) console.error(`failed at or above ${GATE}: ${gated.join(', ')}`);
	return gated.length > 0 ? 1 : 0;
}

process.exitCode = main();
