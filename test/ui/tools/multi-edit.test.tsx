/** MultiEdit (claude before 2.0) in the transcript, from a real 1.0.108 session file nobody on the team wrote. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSessionHistory} from '../../../src/ingest/session-file.js';
import {reduce} from '../../../src/state/reducer.js';
import {initialState} from '../../../src/state/state.js';
import type {ToolCall} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import {ownFixturesDir} from '../../helpers/fixtures.js';
import {render} from '../../helpers/render.js';
import {allItems} from '../../helpers/replay-state.js';

const file = path.join(ownFixturesDir, 'public/claude-code-viewer-1.0.108-sidechain.jsonl');
const view = {width: 80, color: false, cwd: '/path/to/Demo', home: '/home/dev', showThinking: false, live: false};

function multiEdit(): ToolCall {
	const state = readSessionHistory(readFileSync(file, 'utf8')).events.reduce(reduce, initialState());
	const item = allItems(state).find(item => item.kind === 'tool' && item.call.name === 'MultiEdit');
	if (item?.kind !== 'tool') throw new Error('no MultiEdit call');
	return item.call;
}

describe('MultiEdit', () => {
	it("shows its file and counts in the header and its result's diff with line numbers, not its arguments", () => {
		const call = multiEdit();
		const frame = render(<ToolCallView call={call} view={view} expanded={false} />).frame();
		expect(frame).toContain('⏺ MultiEdit(CLAUDE.md) +64 −36');
		expect(frame).toContain('⎿   1   # TODO App Project');
		expect(frame).toMatch(/\n +\d+ - A fully functional TODO application built with Next\.js 14/);
		expect(frame).not.toContain('old_string');
	});

	it('before its result, or refused, shows each edit as old → new', () => {
		const {result: _result, ...call} = multiEdit();
		const frame = render(<ToolCallView call={{...call, status: 'denied'}} view={view} expanded />).frame();
		expect(frame).toContain('- # Type checking');
		expect(frame).toContain('+ # Start production server');
		expect(frame).toContain('- - Development server runs on: http://localhost:3001');
		expect(frame).not.toContain('old_string');
	});
});
