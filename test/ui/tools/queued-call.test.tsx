/**
 * A call claude queues behind another (it runs calls that are not read-only one at a time, in order) reads as waiting,
 * with no seconds, until it runs: its seconds count from the person's allow, not from when it was written.
 */
import {describe, expect, it} from 'vitest';
import {QUIET_MS} from '../../../src/ui/key-gate.js';
import type {AppEvent} from '../../../src/state/events.js';
import {reduce} from '../../../src/state/reducer.js';
import {initialState} from '../../../src/state/state.js';
import {LiveRegion} from '../../../src/ui/components/live-region.js';
import {UNASKED_MS} from '../../../src/ui/components/unasked.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {render} from '../../helpers/render.js';
import {clockedApp} from '../../helpers/clocked-app.js';

const use = (id: string, name: string, input: object) => ({type: 'tool_use', id, name, input});

describe('a Write queued behind a running Bash', () => {
	it('waits without a clock while the Bash runs, is asked after its result, and runs from the allow', async () => {
		const {transport, clock, type, waitForFrame, frame} = clockedApp();
		const ask = (id: string, tool: string, input: object) =>
			transport.emit({
				type: 'control_request',
				request_id: `req-${id}`,
				request: {subtype: 'can_use_tool', tool_name: tool, tool_use_id: id, input},
			});
		const bash = {command: 'npm test', description: 'Run the tests'};
		const write = {file_path: '/tmp/notes.txt', content: 'done\n'};
		transport.emit({
			type: 'assistant',
			session_id: 's',
			parent_tool_use_id: null,
			message: {id: 'm1', role: 'assistant', content: [use('t-bash', 'Bash', bash), use('t-write', 'Write', write)]},
		});
		await waitForFrame('Write(/tmp/notes.txt) waiting…');
		// Nothing says the Bash runs yet either: claude is checking whether to ask.
		expect(frame()).toContain('Bash(Run the tests) waiting…');
		ask('t-bash', 'Bash', bash);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type('1');
		clock.now += 5_000;
		await waitForFrame('Bash(Run the tests) running… 5s');
		const row = (name: string) =>
			frame()
				.split('\n')
				.find(line => line.startsWith(`⏺ ${name}`));
		expect(row('Write')).toBe('⏺ Write(/tmp/notes.txt) waiting…');

		clock.now += 2_000;
		transport.emit({
			type: 'user',
			session_id: 's',
			parent_tool_use_id: null,
			message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 't-bash', content: 'all passed'}]},
		});
		await waitForFrame(frame => !frame.includes('Bash(Run the tests) running'));
		expect(row('Write')).toBe('⏺ Write(/tmp/notes.txt) waiting…');
		ask('t-write', 'Write', write);
		await waitForFrame('Claude wants to write a file');
		clock.now += QUIET_MS;
		await type('1');
		clock.now += 2_000;
		await waitForFrame('Write(/tmp/notes.txt) running… 2s');
	});
});

describe('a call claude runs without asking (a rule, --allowedTools, the mode)', () => {
	it('reads as running, from when it could start, once claude would have asked; the call queued behind it waits', async () => {
		const {transport, clock, waitForFrame, frame} = clockedApp();
		const bash = {command: 'npm test', description: 'Run the tests'};
		const write = {file_path: '/tmp/notes.txt', content: 'done\n'};
		transport.emit({
			type: 'assistant',
			session_id: 's',
			parent_tool_use_id: null,
			message: {id: 'm1', role: 'assistant', content: [use('t-bash', 'Bash', bash), use('t-write', 'Write', write)]},
		});
		await waitForFrame('Bash(Run the tests) waiting…');
		clock.now += UNASKED_MS;
		await waitForFrame('Bash(Run the tests) running… 1s');
		clock.now += 2_000;
		await waitForFrame('Bash(Run the tests) running… 3s');
		const row = (name: string) =>
			frame()
				.split('\n')
				.find(line => line.startsWith(`⏺ ${name}`));
		expect(row('Write')).toBe('⏺ Write(/tmp/notes.txt) waiting…');
		// The Bash ends: the Write can start now, and claude asks about it at once.
		transport.emit({
			type: 'user',
			session_id: 's',
			parent_tool_use_id: null,
			message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 't-bash', content: 'all passed'}]},
		});
		await waitForFrame(frame => !frame.includes('Bash(Run the tests) running'));
		expect(row('Write')).toBe('⏺ Write(/tmp/notes.txt) waiting…');
		transport.emit({
			type: 'control_request',
			request_id: 'req-w',
			request: {subtype: 'can_use_tool', tool_name: 'Write', tool_use_id: 't-write', input: write},
		});
		await waitForFrame('Claude wants to write a file');
	});

	it('a call queued behind one at a prompt never reads as running', async () => {
		const at = 1_000_000;
		const clock = {now: at};
		const first = {command: 'rm -rf build', description: 'Clean'};
		const second = {command: 'npm test', description: 'Run the tests'};
		const events: AppEvent[] = [
			{
				type: 'inbound',
				at,
				message: {
					type: 'assistant',
					session_id: 's',
					parent_tool_use_id: null,
					message: {id: 'm1', role: 'assistant', content: [use('t-1', 'Bash', first), use('t-2', 'Bash', second)]},
				},
			} as AppEvent,
			{
				type: 'inbound',
				at,
				message: {
					type: 'control_request',
					request_id: 'req-1',
					request: {subtype: 'can_use_tool', tool_name: 'Bash', tool_use_id: 't-1', input: first},
				},
			} as AppEvent,
		];
		const {pending} = events.reduce(reduce, initialState());
		const view: ViewOptions = {width: 80, color: false, showThinking: false, live: true, now: () => clock.now};
		const {frame, waitForFrame} = render(
			<LiveRegion items={pending} view={view} busy retry={undefined} thinkingTokens={undefined} />,
		);
		await waitForFrame('Bash(Clean) waiting for your answer');
		clock.now += 10_000;
		// Nothing but the clock moved: a status that would change has had its checks (every 250 ms).
		await new Promise(resolve => setTimeout(resolve, 600));
		expect(frame()).toContain('Bash(Run the tests) waiting…');
		expect(frame()).not.toContain('running');
	});
});
