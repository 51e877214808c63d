/** The README's key and command tables are the keymap's: this keeps them from drifting apart. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BINDINGS} from '../../src/ui/keymap.js';
import {COMMANDS} from '../../src/ui/slash-commands.js';
import {repoRoot} from '../helpers/fixtures.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const cell = (text: string) => text.replaceAll('|', '\\|');

describe('README', () => {
	it('lists every key binding as the keymap has it', () => {
		for (const binding of BINDINGS)
			expect(readme).toContain(`| ${cell(binding.keys)} | ${binding.where} | ${cell(binding.what)} |`);
	});

	it('lists every slash command with its usage', () => {
		for (const command of COMMANDS)
			expect(readme).toContain(
				`| \`/${command.name}${command.usage ? ` ${cell(command.usage)}` : ''}\` | ${cell(command.description)} |`,
			);
	});

	it('starts with the two commands a newcomer needs', () => {
		const firstScreen = readme.split('\n').slice(0, 20).join('\n');
		expect(firstScreen).toContain('npm install && npm run demo');
		expect(firstScreen).toContain('npm test');
	});
});
