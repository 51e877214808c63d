/** Hooks as claude 2.1.330 reports them with --include-hook-events (frames captured from it, hooks in settings.json). */
import {describe, expect, it} from 'vitest';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {allItems, outline} from '../helpers/replay-state.js';

const frame = (fields: Record<string, unknown>) =>
	JSON.stringify({type: 'system', session_id: 's', uuid: 'u', hook_id: 'h', ...fields});

const fold = (lines: string[]) =>
	outline(
		allItems(
			lines.reduce((state, line) => {
				const event = decodeStdoutLine(line, 0);
				return event ? reduce(state, event) : state;
			}, initialState()),
		),
	);

describe('hooks that ran', () => {
	it('one that passed is one line with what it printed first', () => {
		const lines = fold([
			frame({subtype: 'hook_started', hook_name: 'UserPromptSubmit', hook_event: 'UserPromptSubmit'}),
			frame({
				subtype: 'hook_response',
				hook_name: 'UserPromptSubmit',
				hook_event: 'UserPromptSubmit',
				output: 'prompt-seen\nmore\n',
				stdout: 'prompt-seen\nmore\n',
				stderr: '',
				exit_code: 0,
				outcome: 'success',
			}),
		]);
		expect(lines).toEqual(['info: Hook UserPromptSubmit ran · prompt-seen']);
	});

	it('one that blocked a tool (exit 2) says so, with its whole message', () => {
		const lines = fold([
			frame({
				subtype: 'hook_response',
				hook_name: 'PreToolUse:Bash',
				hook_event: 'PreToolUse',
				output: 'no rm here,\nuse trash\n',
				stdout: '',
				stderr: 'no rm here,\nuse trash\n',
				exit_code: 2,
				outcome: 'error',
			}),
		]);
		expect(lines).toEqual(['warning: Hook PreToolUse:Bash blocked: no rm here,\nuse trash']);
	});

	it('one that failed otherwise names its exit code; a frame with nothing but its subtype still reads', () => {
		expect(
			fold([frame({subtype: 'hook_response', hook_name: 'Stop', exit_code: 1, stderr: 'boom', outcome: 'error'})]),
		).toEqual(['warning: Hook Stop failed (exit 1): boom']);
		expect(fold([frame({subtype: 'hook_response', exit_code: 'x', outcome: 'success'})])).toEqual([
			'info: Hook hook ran',
		]);
	});
});
