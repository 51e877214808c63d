/** Hooks as claude 2.1.330 reports them with --include-hook-events (frames captured from it, hooks in settings.json). */
import path from 'node:path';
import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ToolCallView} from '../../src/ui/components/tool-call.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {stripAnsi} from '../helpers/render.js';
import {allItems, outline, replayState} from '../helpers/replay-state.js';

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

describe('what a hook did, in words', () => {
	const hook = (name: string, fields: Record<string, unknown>) =>
		frame({subtype: 'hook_response', hook_name: name, hook_event: name.split(':')[0], ...fields});
	const decided = (decision: string, reason?: string) =>
		hook('PreToolUse:Bash', {
			output: `${JSON.stringify({
				hookSpecificOutput: {
					hookEventName: 'PreToolUse',
					permissionDecision: decision,
					...(reason ? {permissionDecisionReason: reason} : {}),
				},
			})}\n`,
			exit_code: 0,
			outcome: 'success',
		});

	it('a PostToolUse hook that exits 2 gave claude feedback: the tool had run, nothing was blocked', () => {
		const lines = fold([
			hook('PostToolUse:Bash', {stderr: 'post says: fix the file\n', exit_code: 2, outcome: 'error'}),
		]);
		expect(lines).toEqual(['warning: Hook PostToolUse:Bash gave claude feedback: post says: fix the file']);
	});

	it('one stopped by an interrupt was cancelled, not failed', () => {
		// claude 2.1.330 after Esc while a PreToolUse hook slept: outcome "cancelled", exit_code 1, no output.
		const lines = fold([hook('PreToolUse:Bash', {output: '', stderr: '', exit_code: 1, outcome: 'cancelled'})]);
		expect(lines).toEqual(['info: Hook PreToolUse:Bash cancelled.']);
	});

	it("a PreToolUse hook's JSON decision reads as what it decided; what it printed is in the debug panel", () => {
		const state = [decided('deny', 'hook denies \u001b]0;T\u0007this call'), decided('allow'), decided('ask', 'look')]
			.map(line => decodeStdoutLine(line, 0))
			.reduce((folded, event) => (event ? reduce(folded, event) : folded), initialState());
		const notices = allItems(state).flatMap(item => (item.kind === 'notice' ? [item] : []));
		expect(notices.map(notice => notice.text)).toEqual([
			'Hook PreToolUse:Bash denied the call: hook denies \u001b]0;T\u0007this call',
			'Hook PreToolUse:Bash allowed the call',
			'Hook PreToolUse:Bash asked you about the call: look',
		]);
		expect(state.debug.filter(entry => entry.text.includes('"permissionDecision":"deny"'))).toHaveLength(1);
	});
});

describe('a PreToolUse hook that changed the input', () => {
	// The hook answered "allow" with updatedInput.command "touch rewritten-by-hook.txt"; the model asked for
	// "touch x.txt", and only rewritten-by-hook.txt was made. Nothing but the hook_response says so.
	const state = replayState(path.join(ownFixturesDir, 'cctui-records/hook-rewrite-allow.jsonl'));
	const call = allItems(state).flatMap(item => (item.kind === 'tool' ? [item.call] : []))[0]!;

	it('shows the command that ran, and that a hook changed it', () => {
		expect(call.input).toEqual({command: 'touch rewritten-by-hook.txt', description: 'Create x.txt'});
		const {lastFrame} = render(
			<ToolCallView call={call} view={{width: 80, color: false, showThinking: false, live: false}} />,
		);
		const shown = stripAnsi(lastFrame() ?? '');
		expect(shown).toMatch(/^⏺ Bash\(Create x\.txt\) · \d+ms · changed by a hook$/m);
		expect(shown).toContain('$ touch rewritten-by-hook.txt');
		expect(shown).not.toContain('$ touch x.txt');
	});

	const bash = (id: string) =>
		JSON.stringify({
			type: 'assistant',
			session_id: 's',
			uuid: `a-${id}`,
			parent_tool_use_id: null,
			message: {
				id: `m-${id}`,
				type: 'message',
				role: 'assistant',
				model: 'm',
				content: [{type: 'tool_use', id, name: 'Bash', input: {command: `echo ${id}`}}],
			},
		});
	const said = (output: Record<string, unknown>) =>
		frame({
			subtype: 'hook_response',
			hook_name: 'PreToolUse:Bash',
			hook_event: 'PreToolUse',
			output: JSON.stringify({hookSpecificOutput: {hookEventName: 'PreToolUse', ...output}}),
			exit_code: 0,
			outcome: 'success',
		});

	it('goes to the one call of that tool still before its hooks; a denial changes nothing', () => {
		const lines = fold([
			bash('one'),
			JSON.stringify({
				type: 'user',
				session_id: 's',
				uuid: 'r-one',
				parent_tool_use_id: null,
				message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'one', content: 'one'}]},
			}),
			bash('two'),
			said({permissionDecision: 'deny', updatedInput: {command: 'rm -rf /'}}),
			said({updatedInput: {command: 'echo hooked'}}),
		]);
		expect(lines.filter(line => line.startsWith('tool'))).toEqual([
			'tool Bash [done] {"command":"echo one"} → one',
			'tool Bash [waiting] {"command":"echo hooked"} → ',
		]);
	});
});

describe('a PreToolUse hook that changed one of two calls claude runs at once', () => {
	const calls = (state: ReturnType<typeof replayState>) =>
		allItems(state).flatMap(item => (item.kind === 'tool' ? [item.call] : []));

	// claude 2.1.330, two Reads in one message (a.txt, b-REWRITEALLOW.txt); the hook rewrote the second to
	// c-secret.txt and allowed it. Both hooks ran at once; a.txt's hook answered first, and a.txt's result came first.
	it('goes to the call that ran it, not to the earliest unfinished one; the export says the same', () => {
		const state = replayState(path.join(ownFixturesDir, 'cctui-records/hook-rewrite-parallel.jsonl'));
		const [a, b] = calls(state);
		expect(a?.input).toEqual({file_path: '/home/dev/h/proj/a.txt'});
		expect(a?.changedByHook).toBeUndefined();
		expect(a?.result?.text).toContain('A');
		expect(b?.input).toEqual({file_path: '/home/dev/h/proj/c-secret.txt'});
		expect(b?.changedByHook).toBe(true);
		expect(b?.result?.text).toContain('SECRET');
		const markdown = transcriptMarkdown(state, 'h.jsonl');
		const [, aPart, secretPart] = markdown.split('**Read**');
		expect(aPart).toContain('`a.txt`');
		expect(aPart).toContain('1  A\n');
		expect(aPart).not.toContain('changed by a hook');
		expect(secretPart).toContain('`c-secret.txt`');
		expect(secretPart).toContain('Input changed by a hook: above is what ran.');
		expect(secretPart).toContain('1  SECRET\n');
		expect(markdown).not.toContain('b-REWRITEALLOW');
	});

	const read = (ids: string[]) =>
		JSON.stringify({
			type: 'assistant',
			session_id: 's',
			uuid: `a-${ids.join()}`,
			parent_tool_use_id: null,
			message: {
				id: 'm-reads',
				type: 'message',
				role: 'assistant',
				model: 'm',
				content: ids.map(id => ({type: 'tool_use', id, name: 'Bash', input: {command: `cat ${id}`}})),
			},
		});
	const rewrite = (decision?: string) =>
		frame({
			subtype: 'hook_response',
			hook_name: 'PreToolUse:Bash',
			hook_event: 'PreToolUse',
			output: JSON.stringify({
				hookSpecificOutput: {
					hookEventName: 'PreToolUse',
					...(decision ? {permissionDecision: decision} : {}),
					updatedInput: {command: 'cat hooked'},
				},
			}),
			exit_code: 0,
			outcome: 'success',
		});
	const result = (id: string, text: string, extra: Record<string, unknown> = {}) =>
		JSON.stringify({
			type: 'user',
			session_id: 's',
			uuid: `r-${id}`,
			parent_tool_use_id: null,
			message: {role: 'user', content: [{type: 'tool_result', tool_use_id: id, content: text}]},
			...extra,
		});
	const asked = (id: string, command: string) =>
		JSON.stringify({
			type: 'control_request',
			request_id: `q-${id}`,
			request: {subtype: 'can_use_tool', tool_name: 'Bash', tool_use_id: id, input: {command}},
		});
	const toolLines = (lines: string[]) => fold(lines).filter(line => line.startsWith('tool'));

	it('goes to the call claude asks about with the rewritten input', () => {
		expect(toolLines([read(['one', 'two']), rewrite('ask'), asked('two', 'cat hooked')])).toEqual([
			'tool Bash [waiting] {"command":"cat one"} → ',
			'tool Bash [awaiting-permission] {"command":"cat hooked"} → ',
		]);
	});

	it('goes to the other call once one is shown to have run its own input', () => {
		const byRule = {tool_result_meta: [{id: 'one', permission_decision: {decision: 'accept', source: 'config'}}]};
		expect(toolLines([read(['one', 'two']), rewrite('allow'), result('one', 'x', byRule)])).toEqual([
			'tool Bash [done] {"command":"cat one"} → x',
			'tool Bash [waiting] {"command":"cat hooked"} → ',
		]);
	});

	it('where nothing tells which call, marks none and says the rewrite once', () => {
		const lines = fold([read(['one', 'two']), rewrite('allow'), result('two', 'y'), result('one', 'x')]);
		expect(lines.filter(line => line.startsWith('tool'))).toEqual([
			'tool Bash [done] {"command":"cat one"} → x',
			'tool Bash [done] {"command":"cat two"} → y',
		]);
		expect(lines.filter(line => line.includes('hooked'))).toEqual([
			'info: Hook PreToolUse:Bash allowed one of 2 Bash calls (its frame does not say which) and changed its input to {"command":"cat hooked"}',
		]);
	});
});
