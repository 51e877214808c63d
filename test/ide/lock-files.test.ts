import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, expect, it} from 'vitest';
import {findEditors} from '../../src/ide/lock-files.js';

let root: string;
let home: string;
let work: string;
const env = () => ({HOME: home});

beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-locks-'));
	home = path.join(root, 'home');
	work = path.join(root, 'work');
	mkdirSync(path.join(home, '.claude', 'ide'), {recursive: true});
	mkdirSync(path.join(work, 'src'), {recursive: true});
});
afterEach(() => rmSync(root, {recursive: true, force: true}));

function lock(port: number, fields: Record<string, unknown>, writtenAt = 1_000): string {
	const file = path.join(home, '.claude', 'ide', `${port}.lock`);
	const body = {
		pid: process.pid,
		workspaceFolders: [work],
		ideName: 'VS Code',
		transport: 'ws',
		authToken: 't',
		...fields,
	};
	writeFileSync(file, JSON.stringify(body));
	utimesSync(file, writtenAt, writtenAt);
	return file;
}

/** A pid that was real and has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

it('finds the editor whose folder holds the working folder, from inside it too', () => {
	lock(40001, {authToken: 'secret'});
	lock(40002, {workspaceFolders: [path.join(root, 'elsewhere')]});
	for (const cwd of [work, path.join(work, 'src')]) {
		const {editors, problems} = findEditors(cwd, env());
		expect(editors.map(({port, ideName, authToken}) => ({port, ideName, authToken}))).toEqual([
			{port: 40001, ideName: 'VS Code', authToken: 'secret'},
		]);
		expect(problems).toEqual([]);
	}
	// A sibling folder whose name starts the same is not inside it.
	mkdirSync(`${work}-2`);
	expect(findEditors(`${work}-2`, env()).editors).toEqual([]);
});

it('skips a lock file whose editor is gone, saying so', () => {
	const pid = deadPid();
	const file = lock(40003, {pid});
	expect(findEditors(work, env())).toEqual({
		editors: [],
		problems: [`Skipped the editor lock file ${file}: its editor (pid ${pid}) is no longer running.`],
	});
});

it('skips malformed and unreadable lock files with a reason, and still finds the good one', () => {
	const dir = path.join(home, '.claude', 'ide');
	writeFileSync(path.join(dir, '40004.lock'), '{"pid": 1, "workspaceF');
	writeFileSync(path.join(dir, '40005.lock'), JSON.stringify({pid: 'one', workspaceFolders: [work]}));
	mkdirSync(path.join(dir, '40006.lock'));
	lock(40007, {});
	const {editors, problems} = findEditors(work, env());
	expect(editors.map(editor => editor.port)).toEqual([40007]);
	expect(problems).toHaveLength(3);
	expect(problems[0]).toBe(`Skipped the editor lock file ${path.join(dir, '40004.lock')}: it is not JSON.`);
	expect(problems[1]).toBe(
		`Skipped the editor lock file ${path.join(dir, '40005.lock')}: it is not an editor's lock file.`,
	);
	expect(problems[2]).toBe(`Skipped the editor lock file ${path.join(dir, '40006.lock')}: it is not a file.`);
});

it('skips, saying why, a lock file whose token cannot be sent in a header (a character past U+00FF, a CR or LF)', () => {
	const euro = lock(40020, {authToken: 'tok\u20acn'});
	const crlf = lock(40021, {authToken: 'abc\r\nX-Evil: 1'});
	// Latin-1 and a space are sent as they are.
	lock(40022, {authToken: 'caf\u00e9 t'});
	const {editors, problems} = findEditors(work, env());
	expect(editors.map(editor => [editor.port, editor.authToken])).toEqual([[40022, 'caf\u00e9 t']]);
	expect([...problems].sort()).toEqual(
		[euro, crlf]
			.map(file => `Skipped the editor lock file ${file}: its token holds a character that cannot be sent in a header.`)
			.sort(),
	);
});

it('lists several editors for one folder newest first', () => {
	lock(40008, {ideName: 'Neovim'}, 2_000);
	lock(40009, {ideName: 'VS Code'}, 3_000);
	lock(40010, {ideName: 'Cursor'}, 1_000);
	expect(findEditors(work, env()).editors.map(editor => editor.ideName)).toEqual(['VS Code', 'Neovim', 'Cursor']);
});

it('reads CLAUDE_CONFIG_DIR as claude does, and finds nothing when the folder is missing', () => {
	expect(findEditors(work, {HOME: path.join(root, 'nobody')})).toEqual({editors: [], problems: []});
	const config = path.join(root, 'config');
	mkdirSync(path.join(config, 'ide'), {recursive: true});
	writeFileSync(
		path.join(config, 'ide', '40011.lock'),
		JSON.stringify({pid: process.pid, workspaceFolders: [work], authToken: 'x'}),
	);
	expect(findEditors(work, {HOME: home, CLAUDE_CONFIG_DIR: config}).editors.map(editor => editor.port)).toEqual([
		40011,
	]);
});

it('takes an empty CLAUDE_CONFIG_DIR for none, as claude does: the lock files are in ~/.claude/ide', () => {
	lock(40012, {});
	expect(findEditors(work, {HOME: home, CLAUDE_CONFIG_DIR: ''}).editors.map(editor => editor.port)).toEqual([40012]);
});

it('skips, saying why, a lock file named for no port, a FIFO (reading it would wait forever) and a huge file', () => {
	const high = lock(99_999, {});
	const zero = lock(0, {});
	const fifo = path.join(home, '.claude', 'ide', '40010.lock');
	expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
	const huge = lock(40011, {padding: 'x'.repeat(70_000)});
	lock(40012, {});
	const {editors, problems} = findEditors(work, env());
	expect(editors.map(editor => editor.port)).toEqual([40012]);
	expect([...problems].sort()).toEqual(
		[
			`Skipped the editor lock file ${high}: 99999 is not a port.`,
			`Skipped the editor lock file ${zero}: 0 is not a port.`,
			`Skipped the editor lock file ${fifo}: it is not a file.`,
			`Skipped the editor lock file ${huge}: it is too large.`,
		].sort(),
	);
});
