/**
 * A tab in an Edit with the real claude: claude 2.1.330 reports the edit it made (`structuredPatch`) with each leading
 * tab as two spaces, while the prompt's diff is cctui's own, of the call's input. Both indent a line alike.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

/** The spaces between a diff row's sign and `word`, on the screen's last row that has them. */
const indent = (screen: string, sign: string, word: string) => {
	const rows = screen.split('\n').filter(row => new RegExp(`\\d \\${sign} +${word}`).test(row));
	return new RegExp(`\\d \\${sign}( +)${word}`).exec(rows.at(-1) ?? '')?.[1]?.length;
};

describe('an Edit of a line that starts with a tab, with the real claude', () => {
	it('indents the line alike in the prompt’s diff and in the transcript’s', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Read', {file_path: 'tabbed.txt'})),
				turn(toolUse('Edit', {file_path: 'tabbed.txt', old_string: '\tone', new_string: '\tuno'})),
				turn(text('Edited.')),
			]),
			{
				args: ['edit the tabbed file'],
				before: ({workDir}) => writeFileSync(path.join(workDir, 'tabbed.txt'), 'start\n\tone\nend\n'),
			},
		);
		await run.pty.waitForText('Claude wants to edit a file', 30_000);
		await run.pty.waitForText(/\d \+ +uno/, 10_000);
		const asked = {del: indent(run.pty.screen(), '-', 'one'), add: indent(run.pty.screen(), '+', 'uno')};
		await run.answer('y', 'Claude wants to edit a file');
		await run.pty.waitForText(/✓ Done · /, 30_000);
		const shown = {del: indent(run.pty.screen(), '-', 'one'), add: indent(run.pty.screen(), '+', 'uno')};
		// One space after the sign, then the tab: two spaces, as claude writes it.
		expect(shown).toEqual({del: 3, add: 3});
		expect(asked).toEqual(shown);
	}, 120_000);
});
