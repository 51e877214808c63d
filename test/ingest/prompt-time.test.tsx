/**
 * How long a tool call of a resumed session ran, read back from the session file claude 2.1.330 wrote
 * (test/fixtures/sessions/README.md): the file keeps no permission prompt, so the time from a call to its result
 * holds the person's time at the prompt whenever they were asked. Its result line says whether they were
 * (`permissionDecision`): a call they answered shows no time rather than one with their wait in it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSessionHistory} from '../../src/ingest/session-file.js';
import {ranFor} from '../../src/present/tool-summary.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ToolCallView} from '../../src/ui/components/tool-call.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {render} from '../helpers/render.js';
import {allItems} from '../helpers/replay-state.js';

const file = path.join(ownFixturesDir, 'sessions/asked-and-unasked-calls.jsonl');

function calls() {
	const state = readSessionHistory(readFileSync(file, 'utf8')).events.reduce(reduce, initialState());
	return allItems(state).flatMap(item => (item.kind === 'tool' ? [item.call] : []));
}

describe('a resumed call’s run time', () => {
	it('is known for a call claude ran unasked, and unknown for one the person allowed at its prompt', () => {
		// Write and the first Bash waited 6.7 s and 6 s for the person (live: 95 ms and 127 ms); the Read ran by the
		// mode's rule, the second Bash by the session rule the person's answer to the first one made.
		expect(calls().map(call => [call.name, call.status, ranFor(call)])).toEqual([
			['Write', 'done', undefined],
			['Read', 'done', 110],
			['Bash', 'done', undefined],
			['Bash', 'done', 99],
		]);
	});

	it('is left out of the history rather than shown with the wait in it', () => {
		const view = {width: 80, color: false, cwd: '/home/dev/project', showThinking: false, live: false};
		const headers = calls().map(call =>
			render(<ToolCallView call={call} view={view} />)
				.frame()
				.split('\n')
				.find(line => line.startsWith('⏺')),
		);
		expect(headers).toEqual([
			'⏺ Write(x.txt) · 1 line',
			'⏺ Read(x.txt) · 2 lines · 110ms',
			'⏺ Bash(make d1)',
			'⏺ Bash(make d1 again) · 99ms',
		]);
	});

	it('is unknown for a call of an older claude’s file, which does not say whether the person was asked', () => {
		const lines = readFileSync(file, 'utf8').replace(/,"permissionDecision":\{[^}]*\}/g, '');
		const state = readSessionHistory(lines).events.reduce(reduce, initialState());
		const tools = allItems(state).flatMap(item => (item.kind === 'tool' ? [item.call] : []));
		expect(tools.map(call => ranFor(call))).toEqual([undefined, undefined, undefined, undefined]);
	});
});
