import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {demoScenario, loadScenario, parseScenario, ScenarioError} from '../../src/backend/index.js';
import {failingTurn, scenario, subagentTurn, text, thinking, toolUse, turn} from '../../src/backend/builders.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/backend/${name}`, import.meta.url));

function problem(json: unknown): string {
	try {
		parseScenario(json, 'scenario.json');
	} catch (error) {
		expect(error).toBeInstanceOf(ScenarioError);
		return (error as Error).message;
	}
	throw new Error('expected a ScenarioError');
}

describe('loadScenario', () => {
	it('loads the documented example', async () => {
		const s = await loadScenario(fixture('valid.json'));
		expect(s.turns).toHaveLength(6);
		expect(s.turns[2]?.error).toEqual({status: 500, message: 'boom', repeat: true});
	});

	it('names the file and the exact path of a bad block type', async () => {
		await expect(loadScenario(fixture('bad-block-type.json'))).rejects.toThrow(
			'bad-block-type.json: turns[2].blocks[0].type: expected one of thinking|text|tool_use',
		);
	});

	it('names a missing field', async () => {
		await expect(loadScenario(fixture('missing-field.json'))).rejects.toThrow(
			'missing-field.json: turns[0].blocks[0].name: required (string)',
		);
	});

	it('reports unreadable and non-JSON files as ScenarioError', async () => {
		await expect(loadScenario(fixture('not-json.json'))).rejects.toThrow(/^not-json\.json: invalid JSON/);
		await expect(loadScenario(fixture('absent.json'))).rejects.toBeInstanceOf(ScenarioError);
	});
});

describe('parseScenario', () => {
	it.each([
		[
			{turns: [{blocks: [{type: 'text', text: 'a', chunksize: 3}]}]},
			'scenario.json: turns[0].blocks[0]: unknown key chunksize',
		],
		[
			{turns: [{blocks: [{type: 'text', text: 'a', chunkSize: 0}]}]},
			'scenario.json: turns[0].blocks[0].chunkSize: expected number to be >=1',
		],
		[{turns: [{}]}, 'scenario.json: turns[0].blocks: required unless the turn has an error'],
		[
			{turns: [{blocks: [{type: 'text', text: 'a'}], error: {status: 500}}]},
			'scenario.json: turns[0].error: use either blocks or error',
		],
		[
			{turns: [{errors: [{status: 200}], blocks: [{type: 'text', text: 'a'}]}]},
			'scenario.json: turns[0].errors[0].status: expected number to be >=400',
		],
		[
			{turns: [{track: 'side', blocks: [{type: 'text', text: 'a'}]}]},
			'scenario.json: turns[0].track: expected one of "main"|"subagent"',
		],
		[
			{turns: [{blocks: [{type: 'tool_use', name: 'Bash', input: 'ls'}]}]},
			'scenario.json: turns[0].blocks[0].input: expected record',
		],
		[{defaults: {delayMs: -1}, turns: []}, 'scenario.json: defaults.delayMs: expected number to be >=0'],
		[[], 'scenario.json: (root): expected object'],
	])('rejects %j', (json, message) => {
		expect(problem(json)).toContain(message);
	});

	it('accepts what the builders produce', () => {
		const built = scenario(
			[
				turn(thinking('t', {chunkSize: 2}), text('x'), toolUse('Bash', {command: 'ls'}, {id: 'toolu_fixed'})),
				turn({errors: [{status: 529}], expect: {lastUserTextIncludes: 'y'}}, text('z')),
				failingTurn({status: 500}),
				subagentTurn(text('s')),
			],
			{delayMs: 0},
			'built',
		);
		expect(parseScenario(built, 'built')).toEqual(built);
		expect(built.turns[2]).toEqual({error: {status: 500, repeat: true}});
		expect(built.turns[3]?.track).toBe('subagent');
	});

	it('accepts the demo scenario', () => {
		const demo = demoScenario();
		expect(parseScenario(demo, 'demo')).toEqual(demo);
	});
});
