import {describe, expect, it} from 'vitest';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {sharedTranscriptNames} from '../helpers/fixtures.js';
import {allItems, outline, recordingEvents, replayState} from '../helpers/replay-state.js';

const transcript = (name: string) => outline(allItems(replayState(name)));

describe('reducer replays of the real recordings', () => {
	it('a: thinking then text, one result', () => {
		expect(transcript('a-thinking-text.jsonl')).toEqual([
			'user: What is 2+2? Think first.',
			'thinking: The user asks for 2+2. That is basic arithmetic; the answer is 4.',
			"text: 2 + 2 = **4**. Anything else you'd like me to compute?",
			'result success',
		]);
	});

	it('b: a Bash call allowed by the host runs and its result joins the call', () => {
		expect(transcript('b-bash-allow.jsonl')).toEqual([
			'user: Create marker.txt with bash',
			'text: I will run a command.',
			'tool Bash [done] {"command":"touch marker.txt && echo created","description":"Create a marker file"} → created',
			'text: The file was created.',
			'result success',
		]);
	});

	it('b2: without the stdio prompt tool the CLI denies by itself, and we show it', () => {
		const lines = transcript('b2-bash-no-ppt-flag.jsonl');
		expect(lines[2]).toMatch(/^tool Bash \[denied\]/);
		// Said once, under the call.
		expect(lines.join('\n')).not.toContain('denied automatically');
		const call = allItems(replayState('b2-bash-no-ppt-flag.jsonl')).find(item => item.kind === 'tool');
		expect(call?.kind === 'tool' && call.call.denial).toMatch(/^without asking you: touch in/);
	});

	it('b5: claude denies without asking; the short reason shows, not the text written for the model', () => {
		const call = allItems(replayState('b5-bash-permission-prompts-none.jsonl')).find(item => item.kind === 'tool');
		expect(call?.kind === 'tool' && call.call.denial).toBe(
			'without asking you: no approval surface in this session; permission request denied automatically',
		);
	});

	it('c: a denial with a reason; the model continues', () => {
		expect(transcript('c-bash-deny.jsonl')).toEqual([
			'user: Delete the build dir',
			'text: I will run a command.',
			'tool Bash [denied] {"command":"rm -rf build && echo removed","description":"Remove build dir"} → User declined: do not delete build/',
			'text: Understood, I will not delete it.',
			'result success',
		]);
		const tool = allItems(replayState('c-bash-deny.jsonl')).find(item => item.kind === 'tool');
		expect(tool?.kind === 'tool' && tool.call.denial).toBe('User declined: do not delete build/');
	});

	it('c2: deny with interrupt ends the turn as an error', () => {
		expect(transcript('c2-bash-deny-interrupt.jsonl').slice(-3)).toEqual([
			expect.stringMatching(/^tool Bash \[denied\]/),
			'warning: Interrupted.',
			'result error_during_execution error',
		]);
	});

	it('e: an interrupt mid-stream keeps the partial text, marks it aborted, and the next turn works', () => {
		const lines = transcript('e-interrupt-midstream.jsonl');
		expect(lines[1]).toMatch(/^thinking: Let me think about this at length\./);
		expect(lines.slice(2)).toEqual([
			'text (aborted): This is a lo',
			'warning: Interrupted.',
			'result error_during_execution error',
			'user: Say something short',
			'text: Fresh answer after interrupt.',
			'result success',
		]);
	});

	it('e: the interrupted turn claims no tokens: claude reports 0 in and 0 out though it paid for them', () => {
		const results = allItems(replayState('e-interrupt-midstream.jsonl')).filter(item => item.kind === 'result');
		expect(results.map(item => [item.inputTokens, item.outputTokens])).toEqual([
			[undefined, undefined],
			[100, 14],
		]);
	});

	it('e2: an interrupt during a permission prompt cancels it and nothing stays pending', () => {
		const state = replayState('e2-interrupt-during-permission.jsonl');
		expect(state.permissions).toEqual([]);
		expect(outline(allItems(state))[2]).toMatch(/^tool Bash \[interrupted\]/);
	});

	it('f: answers to our own control requests update the session; errors are visible', () => {
		const state = replayState('f-host-control-requests.jsonl');
		expect(state.session.model).toBe('claude-opus-5-5');
		expect(state.session.permissionMode).toBe('acceptEdits');
		expect(state.hostRequests).toEqual({});
		const lines = outline(allItems(state));
		expect(lines).toContain(
			'error: Mode bypassPermissions not set: Cannot set permission mode to bypassPermissions because the session was not launched with --dangerously-skip-permissions',
		);
		expect(lines).toContain('info: Set model to `claude-sonnet-4-5`');
	});

	it('h3: the plan comes from the streamed tool_use, approval switches the mode back', () => {
		const state = replayState('h3-exitplanmode.jsonl');
		const tool = allItems(state).find(item => item.kind === 'tool');
		expect(tool?.kind === 'tool' && tool.call.name).toBe('ExitPlanMode');
		expect(tool?.kind === 'tool' && tool.call.status).toBe('done');
		expect(state.session.permissionMode).toBe('default');
	});

	it('h4: subagent frames nest under their Agent call, with task progress', () => {
		const lines = transcript('h4-subagent-foreground.jsonl');
		expect(lines[2]).toMatch(/^tool Agent \[done\]/);
		expect(lines[3]).toBe('  user: SUBAGENT: create sub.txt with bash');
		expect(lines[4]).toBe(
			'  tool Bash [done] {"command":"touch sub.txt","description":"Create sub.txt"} → (Bash completed with no output)',
		);
		const agent = allItems(replayState('h4-subagent-foreground.jsonl')).find(item => item.kind === 'tool');
		expect(agent?.kind === 'tool' && agent.call.task).toMatchObject({
			status: 'completed',
			summary: 'Subagent: created sub.txt.',
			lastToolName: 'Bash',
		});
	});

	it('i: retries are shown, then the turn completes', () => {
		expect(transcript('i-error-529-retry-then-ok.jsonl')).toEqual([
			'user: hello',
			'warning: API overloaded (529): retrying in 0.6s (attempt 1/2)',
			'warning: API overloaded (529): retrying in 1.1s (attempt 2/2)',
			'text: Recovered after retries.',
			'result success',
		]);
	});

	it('i2: an API error ends the turn with is_error even though subtype is success', () => {
		const lines = transcript('i2-error-500-exhausted.jsonl');
		expect(lines.at(-2)).toMatch(/^error: API Error: 500 Internal server error/);
		expect(lines.at(-1)).toMatch(/^result success error: API Error: 500/);
	});

	it('g: three turns in one process, each with its own result', () => {
		const lines = transcript('g-multiturn-and-queued.jsonl');
		expect(lines.filter(line => line.startsWith('result'))).toHaveLength(3);
		expect(lines.at(-2)).toBe('text: Answer three (to the queued message).');
	});

	it('m: claude run with --replay-user-messages echoes each message; it shows once, as sent', () => {
		const lines = transcript('m-rewind-files.jsonl');
		for (const sent of ['Change alpha to beta and write new.txt', 'write second.txt'])
			expect(lines.filter(line => line.startsWith('user: ') && line.includes(sent))).toEqual([`user: ${sent}`]);
	});

	for (const name of sharedTranscriptNames()) {
		it(`${name}: ends idle with nothing left live, no open prompt, no unread line`, () => {
			const state = replayState(name);
			expect(
				state.pending.filter(
					item => item.kind !== 'tool' || !['done', 'error', 'denied', 'interrupted'].includes(item.call.status),
				),
			).toEqual([]);
			expect(state.permissions).toEqual([]);
			expect(state.malformedLines).toBe(0);
			expect(Object.keys(state.drafts)).toEqual([]);
		});
	}
});

describe('reducer while streaming', () => {
	it('shows thinking as it streams, before the block is complete', () => {
		const events = recordingEvents('a-thinking-text.jsonl');
		const firstDelta = events.findIndex(
			event =>
				event.type === 'inbound' &&
				event.message.type === 'stream_event' &&
				event.message.event.type === 'content_block_delta',
		);
		const state = events.slice(0, firstDelta + 3).reduce(reduce, initialState());
		const live = state.pending.at(-1);
		expect(live).toMatchObject({kind: 'thinking', status: 'streaming'});
		expect(live?.kind === 'thinking' && live.text.length).toBeGreaterThan(0);
		expect(state.busy).toBe(true);
	});

	it('appending a delta leaves history untouched (same array, no copy)', () => {
		const events = recordingEvents('e-interrupt-midstream.jsonl');
		let state = initialState();
		let deltas = 0;
		for (const event of events) {
			const next = reduce(state, event);
			const isDelta =
				event.type === 'inbound' &&
				event.message.type === 'stream_event' &&
				event.message.event.type === 'content_block_delta';
			if (isDelta && state.committed.length > 0) {
				deltas++;
				expect(next.committed).toBe(state.committed);
			}
			state = next;
		}
		expect(deltas).toBeGreaterThan(10);
	});

	it('d3: a rule saved to a settings file says so, once per rule (a recording does not say whether claude could)', () => {
		const lines = transcript('d3-bash-always-allow-localSettings.jsonl');
		const saved = lines.filter(line => line.includes(' to save '));
		expect(saved).toEqual([
			'info: Asked claude to save Bash(touch m1.txt) to .claude/settings.local.json: calls that match it run without asking from now on.',
			'info: Asked claude to save Bash(touch m2.txt) to .claude/settings.local.json: calls that match it run without asking from now on.',
		]);
	});

	it('d2: a rule kept for the session only names no file', () => {
		expect(transcript('d2-bash-always-allow-rule.jsonl').filter(line => line.includes(' save '))).toEqual([]);
	});

	it('awaits permission, then runs, from the can_use_tool request and the decision', () => {
		const events = recordingEvents('b-bash-allow.jsonl');
		const request = events.findIndex(event => event.type === 'inbound' && event.message.type === 'control_request');
		const waiting = events.slice(0, request + 1).reduce(reduce, initialState());
		expect(waiting.permissions).toHaveLength(1);
		expect(waiting.permissions[0]).toMatchObject({
			toolName: 'Bash',
			input: {command: 'touch marker.txt && echo created'},
			toolUseId: 'toolu_mock_0001',
		});
		const tool = waiting.pending.find(item => item.kind === 'tool');
		expect(tool?.kind === 'tool' && tool.call.status).toBe('awaiting-permission');
		const decision = events.findIndex(event => event.type === 'permission-decided');
		expect(decision).toBeGreaterThan(request);
		const decided = events.slice(request + 1, decision + 1).reduce(reduce, waiting);
		expect(decided.permissions).toEqual([]);
		const running = decided.pending.find(item => item.kind === 'tool');
		expect(running?.kind === 'tool' && running.call.status).toBe('running');
	});
});
