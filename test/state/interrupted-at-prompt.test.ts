/**
 * A turn interrupted at a permission prompt, or stopped by a denial there: what claude asked about never ran, so the
 * turn's end line says where and how it stopped and makes no claim about untracked Bash changes. A call interrupted while it ran keeps "during a tool".
 * Real claude 2.1.330 recordings: e2 (Esc at a Bash prompt), c2 (a Bash denied with `interrupt: true`), cctui's write-prompt-interrupted (Ctrl+C at a Write
 * prompt) and bash-running-interrupted (Esc during a `sleep` claude ran without asking).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resultFacts, resultHeadline} from '../../src/present/result-summary.js';
import type {ResultItem, ToolCall} from '../../src/state/transcript.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, replayState} from '../helpers/replay-state.js';

function turn(file: string): {readonly call: ToolCall; readonly result: ResultItem} {
	const items = allItems(replayState(file));
	const tool = items.find(item => item.kind === 'tool');
	const result = items.find((item): item is ResultItem => item.kind === 'result');
	if (tool?.kind !== 'tool' || !result) throw new Error(`no tool call and result in ${file}`);
	return {call: tool.call, result};
}

const own = (name: string) => path.join(ownFixturesDir, 'cctui-records', name);

describe('a turn interrupted at a permission prompt', () => {
	it('Bash (e2): the call is marked as stopped at its prompt, and the end line says the command did not run', () => {
		const {call, result} = turn('e2-interrupt-during-permission.jsonl');
		expect(call).toMatchObject({status: 'interrupted', stoppedAtPrompt: true});
		expect(result.changes).toBeUndefined();
		expect(result.stoppedAtPrompt).toEqual(['Bash']);
		expect(resultHeadline(result)).toBe('Turn ended: interrupted at the permission prompt; Bash did not run');
		expect(resultFacts(result).join(' · ')).not.toContain('not tracked');
	});

	it('Write: the same words, naming the Write', () => {
		const {call, result} = turn(own('write-prompt-interrupted.jsonl'));
		expect(call).toMatchObject({name: 'Write', status: 'interrupted', stoppedAtPrompt: true});
		expect(result.changes).toBeUndefined();
		expect(resultHeadline(result)).toBe('Turn ended: interrupted at the permission prompt; Write did not run');
	});
});

describe('a turn stopped by a denial (deny with interrupt)', () => {
	it('Bash (c2): the end line says it was denied and stopped at the prompt, not "interrupted during a tool"', () => {
		const {call, result} = turn('c2-bash-deny-interrupt.jsonl');
		expect(call).toMatchObject({status: 'denied', stoppedTurn: true, denial: 'Stop. Do not do that.'});
		expect(result).toMatchObject({terminalReason: 'aborted_tools', stoppedAtPrompt: ['Bash'], stoppedByDenial: true});
		expect(result.changes).toBeUndefined();
		expect(resultHeadline(result)).toBe('Turn ended: denied and stopped at the permission prompt; Bash did not run');
	});

	it('a plain denial (c) does not stop the turn, and is not marked so', () => {
		const {call} = turn('c-bash-deny.jsonl');
		expect(call.status).toBe('denied');
		expect(call.stoppedTurn).toBeUndefined();
	});
});

describe('a turn interrupted while a Bash command ran', () => {
	it('keeps "interrupted during a tool" and says the command\'s changes are not tracked', () => {
		const {call, result} = turn(own('bash-running-interrupted.jsonl'));
		expect(call.status).toBe('interrupted');
		expect(call.stoppedAtPrompt).toBeUndefined();
		expect(result.stoppedAtPrompt).toBeUndefined();
		expect(resultHeadline(result)).toBe('Turn ended: interrupted during a tool');
		expect(resultFacts(result)[0]).toBe('Bash changes are not tracked');
	});
});
