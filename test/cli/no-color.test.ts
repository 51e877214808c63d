/**
 * NO_COLOR means no colour anywhere in the UI (issue 19): borders, the status line, the spinner,
 * prompts, not only the text cctui styles itself. Bold and dim are not colours and may stay.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {ptyEnv, startPty, type PtySession} from '../helpers/pty.js';
import {tick} from '../helpers/wait-for.js';

const bin = path.join(repoRoot, 'bin/cctui.js');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');
/** SGR parameters that set a colour: 30–37, 39, 40–47, 49, 90–97, 100–107, and 38/48 forms. */
const COLOUR = /\u001B\[(?:[\d;]*;)?(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[\d;]*)?m/;

let pty: PtySession | undefined;
let dir: string | undefined;
afterEach(() => {
	pty?.kill('SIGKILL');
	if (dir) rmSync(dir, {recursive: true, force: true});
});

async function session(env: Record<string, string>) {
	dir = mkdtempSync(path.join(tmpdir(), 'cctui-colour-'));
	pty = startPty({
		command: process.execPath,
		args: [bin, '--claude-path', fakeClaude],
		cwd: dir,
		env: ptyEnv({XDG_CONFIG_HOME: dir, FAKE_CLAUDE_MODE: 'permission', ...env}),
		cols: 100,
		rows: 30,
	});
	await pty.waitForText('ready', 15_000);
	pty.write('do it');
	await tick(30);
	pty.write(KEY.enter);
	await pty.waitForText('Claude wants to run a command');
	return pty.raw();
}

describe('colour', () => {
	it('NO_COLOR: the whole UI, a prompt included, has no colour', async () => {
		const raw = await session({NO_COLOR: '1'});
		expect(raw.match(COLOUR)?.[0]).toBeUndefined();
	});

	it('TERM=dumb: no colour either, not only in what Ink draws', async () => {
		const raw = await session({TERM: 'dumb'});
		expect(raw.match(COLOUR)?.[0]).toBeUndefined();
	});

	it('without NO_COLOR the UI is coloured (the check above can fail)', async () => {
		expect(await session({})).toMatch(COLOUR);
	});
});
