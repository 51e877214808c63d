/**
 * The end line of a turn interrupted at a permission prompt, of one stopped by a denial there, and of one interrupted
 * while a command ran, as drawn.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ResultItem} from '../../src/state/transcript.js';
import {ResultLine} from '../../src/ui/components/result-line.js';
import {ToolCallView} from '../../src/ui/components/tool-call.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {render} from '../helpers/render.js';
import {allItems, replayState} from '../helpers/replay-state.js';

function endLine(file: string): string {
	const result = allItems(replayState(file)).find((item): item is ResultItem => item.kind === 'result');
	if (!result) throw new Error(`no result in ${file}`);
	return render(<ResultLine item={result} />).frame();
}

const own = (name: string) => path.join(ownFixturesDir, 'cctui-records', name);

/** The recording's (first) tool call as history draws it. */
function toolFrame(file: string): string {
	const tool = allItems(replayState(file)).find(item => item.kind === 'tool');
	if (tool?.kind !== 'tool') throw new Error(`no tool call in ${file}`);
	const view = {width: 80, color: false, cwd: '/home/dev/project', showThinking: false, live: false};
	return render(<ToolCallView call={tool.call} view={view} />).frame();
}

describe('the end line of an interrupted turn', () => {
	it('at a Bash prompt (Esc): where it stopped, that the command did not run, no "not tracked"', () => {
		expect(endLine('e2-interrupt-during-permission.jsonl')).toBe(
			'\n✗ Turn ended: interrupted at the permission prompt; Bash did not run · 666ms · 100 in · 44 out ·\n$0.0013 total',
		);
	});

	it('at a Write prompt (Ctrl+C): the same, naming the Write', () => {
		expect(endLine(own('write-prompt-interrupted.jsonl'))).toMatch(
			/^\n✗ Turn ended: interrupted at the permission prompt; Write did not run · [\d.]+m?s · /,
		);
	});

	it('at a Bash prompt denied with the turn stopped (deny with interrupt): denied and stopped, it did not run', () => {
		expect(endLine('c2-bash-deny-interrupt.jsonl')).toMatch(
			/^\n✗ Turn ended: denied and stopped at the permission prompt; Bash did not run · 344ms · /,
		);
	});

	it('while a Bash command ran: "during a tool", and its changes are not tracked', () => {
		expect(endLine(own('bash-running-interrupted.jsonl'))).toMatch(
			/^\n✗ Turn ended: interrupted during a tool · Bash changes are not tracked · /,
		);
	});
});

describe('a tool interrupted at its prompt', () => {
	it('Bash interrupted while it ran says nothing of "not run" (test/ui/tools/captured: one interrupted at its prompt)', () => {
		expect(toolFrame(own('bash-running-interrupted.jsonl'))).toMatch(/^\n⏺ Bash\(.*\) interrupted/);
		expect(toolFrame(own('bash-running-interrupted.jsonl'))).not.toContain('not run');
	});

	it('Write (Ctrl+C): says it wrote nothing, with no diff of the content it proposed', () => {
		expect(toolFrame(own('write-prompt-interrupted.jsonl'))).toBe('\n⏺ Write(w.txt) interrupted\n  ⎿ not written');
	});
});
