import {describe, expect, it} from 'vitest';
import {displayWidth} from '../../src/text/width.js';
import {BINDINGS} from '../../src/ui/keymap.js';
import type {UiActions} from '../../src/ui/actions.js';
import {COMMANDS, helpText, parseCommand, runCommand} from '../../src/ui/slash-commands.js';

const INDENT = ' '.repeat(39);

describe('helpText', () => {
	it('fits the screen: a description wraps under its own column, never to the left edge', () => {
		for (const columns of [60, 80, 100]) {
			const lines = helpText(columns).split('\n');
			for (const line of lines) expect(displayWidth(line), `${columns}: ${line}`).toBeLessThan(columns);
			// Every line is a heading, an entry (two spaces, then its label) or a continuation under the descriptions.
			for (const line of lines) expect(line, `${columns}: ${line}`).toMatch(/^(?:Keys|Commands|  \S|\s{39}\S)/);
		}
	});

	it('lists every key and command; a label wider than its column has its description on the next row', () => {
		const text = helpText(100);
		for (const binding of BINDINGS) expect(text).toContain(binding.keys);
		for (const command of COMMANDS) expect(text).toContain(`/${command.name}`);
		const lines = text.split('\n');
		const thinking = lines.findIndex(line => line.startsWith('  /thinking [summarized|updates|highlights|omitted]'));
		expect(lines[thinking]).toBe('  /thinking [summarized|updates|highlights|omitted]');
		expect(lines[thinking + 1]).toBe(`${INDENT}how claude streams thinking (no argument: the next one)`);
		expect(lines).toContain(`  ${'/help'.padEnd(36)} keys and commands`);
	});
});

describe('/mcp', () => {
	function run(text: string) {
		const calls: unknown[][] = [];
		const actions = {
			mcp: (...args: unknown[]) => void calls.push(['mcp', ...args]),
			note: (...args: unknown[]) => void calls.push(['note', ...args]),
		} as unknown as UiActions;
		const refused = runCommand(parseCommand(text)!, {actions} as never);
		return refused === undefined ? calls : [...calls, ['refused', refused]];
	}

	it('takes the rest of the line as the server name, which may hold a space', () => {
		expect(run('/mcp')).toEqual([['mcp', 'status']]);
		expect(run('/mcp reconnect  my tools ')).toEqual([['mcp', 'reconnect', 'my tools']]);
		expect(run('/mcp disable echoer')).toEqual([['mcp', 'disable', 'echoer']]);
		const usage = ['refused', '/mcp: no argument for the status, or reconnect|enable|disable <server>'];
		expect(run('/mcp reconnect')).toEqual([usage]);
		expect(run('/mcp restart echoer')).toEqual([usage]);
	});
});

describe('/denied', () => {
	it('marks a rule claude has no form for: only its prompts are refused', () => {
		const notes: string[] = [];
		const actions = {note: (_kind: string, text: string) => void notes.push(text)} as unknown as UiActions;
		const denyRules = [
			{toolName: 'Bash', content: 'touch x'},
			{toolName: 'WebFetch', content: 'https://example.com/a'},
		];
		runCommand(parseCommand('/denied')!, {actions, state: {denyRules}} as never);
		expect(notes).toEqual([
			'Denied for this session:\n  Bash(touch x)\n  WebFetch(https://example.com/a) (only when claude asks)\n(/denied clear forgets them)',
		]);
	});
});
