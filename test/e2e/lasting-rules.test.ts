/**
 * "Allow from now on" end to end (issue 22, item 5): the real claude writes the rule to the file
 * the person chose, and the same command runs without a prompt in the next turn.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const touch = toolUse('Bash', {command: 'touch kept.txt', description: 'Create kept.txt'});

// Each place the second step offers, its digit, and the file claude keeps the rule in.
const places = [
	['this project, only for me', '2', '.claude/settings.local.json'],
	['this project, shared', '3', '.claude/settings.json'],
	['all my projects', '4', '~/.claude/settings.json'],
] as const;

/** `again` is typed: the second turn's command runs without a prompt, as the saved rule allows. */
async function runsUnasked(run: Run): Promise<void> {
	const before = run.pty.raw().length;
	await run.typeLine('again');
	await waitFor(() => /second done|wants to run a command/.test(run.pty.raw().slice(before)), {timeoutMs: 30_000});
	expect(run.pty.raw().slice(before)).not.toContain('wants to run a command');
	await run.pty.waitForText('second done');
}

describe('a lasting allow rule with the real claude', () => {
	it.each(places)(
		'2, then "%s" (%s): the rule is in %s and the command runs unasked next turn',
		async (label, digit, file) => {
			run = await runCctui(scenario([turn(touch), turn(text('first done')), turn(touch), turn(text('second done'))]), {
				args: ['touch kept'],
			});
			await run.pty.waitForText('$ touch kept.txt', 30_000);
			await run.answer('2');
			// The places are new to the keys: after a pause, as a person picks one.
			await run.answer(digit, 'from now on in:');
			await run.pty.waitForText(`❯ ${digit}. ${label}: ${file}`);
			run.pty.write(KEY.enter);
			await run.pty.waitForText('first done', 30_000);
			// claude writes the file itself. Seen once in a full run: the next answer was on screen before the file was on disk.
			const onDisk = file.startsWith('~/') ? path.join(run.root, 'home', file.slice(2)) : path.join(run.workDir, file);
			await waitFor(() => existsSync(onDisk), {timeoutMs: 10_000});
			const settings = JSON.parse(readFileSync(onDisk, 'utf8')) as unknown;
			expect(settings).toEqual({permissions: {allow: ['Bash(touch kept.txt)']}});
			// Said once the turn is over and claude has written the file. claude reads a shared project file only in a
			// folder someone trusted in its own TUI (this one was not), and says so on stderr as it writes the file.
			const untrusted = file === '.claude/settings.json';
			await run.pty.waitForText(`Saved Bash(touch kept.txt) to ${file}`, 30_000);
			expect(run.pty.scrollback().replace(/\s+/g, ' ')).toContain(
				untrusted
					? `Saved Bash(touch kept.txt) to ${file}, but claude ignores that file's rules in this folder (above): it applies to this session only.`
					: `Saved Bash(touch kept.txt) to ${file}: calls that match it run without asking from now on.`,
			);
			expect(run.pty.scrollback()).not.toContain('Could not save');
			expect(run.pty.scrollback().includes('claude: Ignoring 1 permissions.allow entry')).toBe(untrusted);
			await runsUnasked(run);
		},
	);

	it('a rule with two backslashes and parentheses, which claude writes escaped, is said to be saved, and holds', async () => {
		// F13 (round 4): claude keeps `touch 'p(1)\\x.txt'` as `Bash(touch 'p\(1\)\\\\x.txt')`; cctui said "Could not save".
		const command = "touch 'p(1)\\\\x.txt'";
		const odd = toolUse('Bash', {command, description: 'Create an oddly named file'});
		run = await runCctui(scenario([turn(odd), turn(text('first done')), turn(odd), turn(text('second done'))]), {
			args: ['touch odd'],
		});
		await run.pty.waitForText("$ touch 'p(1)", 30_000);
		await run.answer('2');
		await run.answer('2', 'from now on in:');
		await run.pty.waitForText('❯ 2. this project, only for me: .claude/settings.local.json');
		run.pty.write(KEY.enter);
		await run.pty.waitForText('first done', 30_000);
		const onDisk = path.join(run.workDir, '.claude/settings.local.json');
		await waitFor(() => existsSync(onDisk), {timeoutMs: 10_000});
		expect(JSON.parse(readFileSync(onDisk, 'utf8'))).toEqual({
			permissions: {allow: ["Bash(touch 'p\\(1\\)\\\\\\\\x.txt')"]},
		});
		await run.pty.waitForText(`Saved Bash(${command}) to .claude/settings.local.json`, 30_000);
		expect(run.pty.scrollback()).not.toContain('Could not save');
		await runsUnasked(run);
	}, 120_000);

	it('a rule claude cannot write to its file (here .claude is a file, not a folder) is said to hold for this session only', async () => {
		run = await runCctui(scenario([turn(touch), turn(text('first done'))]), {
			args: ['touch kept'],
			before: ({workDir}) => writeFileSync(path.join(workDir, '.claude'), 'not a folder\n'),
		});
		await run.pty.waitForText('$ touch kept.txt', 30_000);
		await run.answer('2');
		await run.answer('2', 'from now on in:');
		await run.pty.waitForText('❯ 2. this project, only for me: .claude/settings.local.json');
		run.pty.write(KEY.enter);
		await run.pty.waitForText(
			'Could not save Bash(touch kept.txt) to .claude/settings.local.json: it applies to this session only',
			30_000,
		);
		expect(run.pty.scrollback()).not.toContain('Saved Bash(touch kept.txt)');
		expect(readFileSync(path.join(run.workDir, '.claude'), 'utf8')).toBe('not a folder\n');
	}, 120_000);

	it('a shared project rule claude drops in a folder it has not trusted is said, not asked again unexplained', async () => {
		run = await runCctui(scenario([turn(touch), turn(text('first done'))]), {
			args: ['touch kept'],
			before: ({workDir}) => {
				mkdirSync(path.join(workDir, '.claude'));
				writeFileSync(
					path.join(workDir, '.claude', 'settings.json'),
					JSON.stringify({permissions: {allow: ['Bash(touch kept.txt)']}}),
				);
			},
		});
		await run.pty.waitForText('$ touch kept.txt', 30_000);
		expect(run.pty.scrollback()).toMatch(
			/claude: Ignoring 1 permissions\.allow entry from \.claude\/settings\.json: this workspace has not been\s+trusted/,
		);
	}, 120_000);
});
