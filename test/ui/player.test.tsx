/** The app as a player: the same transcript as live, the player's line and keys, and nothing answerable. */
import {describe, expect, it, vi} from 'vitest';
import {playerActions} from '../../src/cli/player-actions.js';
import {Player} from '../../src/replay/player.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {sharedTranscriptNames} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {allItems, fixtureLines, replayState} from '../helpers/replay-state.js';

async function* linesOf(lines: readonly string[]): AsyncGenerator<string> {
	yield* lines;
}

function playing(name: string, options: {speed?: number; paused?: boolean} = {}, lines = fixtureLines(name)) {
	const store = createStore(initialState());
	const player = new Player({
		lines: linesOf(lines),
		dispatch: event => store.dispatch(event),
		totalBytes: lines.join('\n').length + 1,
		...options,
	});
	const quit = vi.fn();
	const app = render(
		<App
			store={store}
			actions={playerActions(store, quit)}
			color={false}
			player={{controls: player, kind: 'replay', label: name}}
		/>,
	);
	const done = player.run();
	return {app, store, player, quit, done};
}

describe('replay in the app', () => {
	it('a recording that ends while claude asks shows the request as left unanswered, not as waiting', async () => {
		const lines = fixtureLines('b-bash-allow.jsonl');
		const asked = lines.findIndex(line => line.includes('"can_use_tool"'));
		const {app, done, store} = playing('b-bash-allow.jsonl', {speed: Infinity}, lines.slice(0, asked + 1));
		await done;
		await app.waitForFrame('■ end');
		expect(store.getState().permissions).toEqual([]);
		expect(app.allOutput()).toContain(
			'claude asked to use Bash and the stream ends before an answer: left unanswered.',
		);
		expect(app.frame()).not.toMatch(/the recorded answer follows|working…/);
		expect(app.frame()).toContain('⏺ Bash(Create a marker file) interrupted');
	});

	it.each(sharedTranscriptNames())('%s plays to the end', async name => {
		const {app, done, player} = playing(name, {speed: Infinity});
		await done;
		await app.waitForFrame('■ end');
		const frames = player.status().frames;
		expect(app.frame()).toContain(`■ end · ${name} · ${frames} frames · 100% · instant`);
		expect(app.frame()).not.toMatch(/Ask Claude anything|claude stopped/);
		// The last thing in the transcript is on screen.
		const items = allItems(replayState(name));
		const last = items.at(-1);
		// A recording with nothing in it (claude's stdin closed while idle) shows the player's and status lines alone.
		if (last === undefined)
			expect(app.frame().trim().split('\n')).toEqual([
				expect.stringContaining('■ end'),
				' q quit',
				expect.stringMatching(/^ ready · /),
			]);
		const shown =
			last?.kind === 'result'
				? last.isError
					? /✗ Turn ended/
					: /✓ Done/
				: last?.kind === 'text' || last?.kind === 'notice'
					? last.text.split('\n').at(-1)!.slice(0, 20)
					: last?.kind === 'tool'
						? last.call.name
						: last === undefined
							? '■ end'
							: undefined;
		expect(shown, `the last item of ${name} is a ${last?.kind}`).toBeDefined();
		await app.waitForFrame(shown!);
		app.unmount();
	});

	it('shows a permission request as asked, then the recorded answer; keys cannot answer it', async () => {
		const {app, store} = playing('b-bash-allow.jsonl', {paused: true});
		await app.waitForFrame('❚❚ paused');
		for (let step = 0; step < 40 && store.getState().permissions.length === 0; step++) {
			await app.type('n');
		}
		await app.waitForFrame('⚠ claude asks to use Bash(Create a marker file) · the recorded answer follows');
		expect(app.frame()).toContain('⏺ Bash(Create a marker file) asked; the recorded answer follows');
		expect(app.frame()).not.toContain('waiting for your answer');
		await app.type('y', '1', KEY.enter);
		expect(store.getState().permissions).toHaveLength(1);
		for (let step = 0; step < 20 && store.getState().permissions.length > 0; step++) await app.type('n');
		await app.waitForFrame(frame => !frame.includes('claude asks to use'));
		await app.waitForFrame('⏺ Bash(Create a marker file)');
		expect(app.frame()).not.toContain('waiting for your answer');
		expect(app.frame()).not.toContain('esc to interrupt');
		app.unmount();
	});

	it('shows a recorded steer as queued until claude starts it, then inside the running turn', async () => {
		const steer = 'STEER-TEXT: also check the readme';
		const {app, store} = playing('n-steer-midturn.jsonl', {paused: true});
		await app.waitForFrame('❚❚ paused');
		for (let step = 0; step < 40 && store.getState().queue.length === 0; step++) await app.type('n');
		await app.waitForFrame(`⏳ queued: ${steer}`);
		expect(app.allOutput()).not.toContain(`› ${steer}`);
		for (let step = 0; step < 40 && store.getState().queue.length > 0; step++) await app.type('n');
		await app.waitForFrame(frame => !frame.includes('⏳ queued'));
		const output = app.allOutput();
		// Where the model read it: after the first command's result, before its second round.
		expect(output.indexOf(`› ${steer}`)).toBeGreaterThan(output.indexOf('⎿ slept'));
		expect(output.lastIndexOf(`› ${steer}`)).toBe(output.indexOf(`› ${steer}`));
		app.unmount();
	});

	it('a recording that ends while claude holds a steer shows it as sent and not started', async () => {
		const steer = 'STEER-TEXT: also check the readme';
		const lines = fixtureLines('n-steer-midturn.jsonl');
		const held = lines.findIndex(line => line.includes('"state":"queued"') && line.includes('7d6cdaa1'));
		const {app, done, store} = playing('n-steer-midturn.jsonl', {speed: Infinity}, lines.slice(0, held + 1));
		await done;
		await app.waitForFrame('■ end');
		expect(store.getState().queue).toEqual([]);
		expect(app.allOutput()).toContain(`› ${steer}`);
		expect(app.allOutput()).toContain('claude had not started this message when the stream ended.');
		app.unmount();
	});

	it('keys: space pauses and plays, + and - change speed, n steps a frame, t a turn, e jumps to the end, q quits', async () => {
		const {app, player, quit, done} = playing('g-multiturn-and-queued.jsonl', {paused: true});
		await app.waitForFrame('❚❚ paused');
		expect(app.frame()).toContain('0 frames');
		expect(app.frame()).toContain('space pause · +/- speed · →/n frame · ↓/t turn · e end · q quit');
		// Ctrl+T is the thinking toggle here too, not "t" for a turn.
		await app.type(KEY.ctrlT);
		expect(player.status().frames).toBe(0);
		await app.type('+', '+');
		await app.waitForFrame('· 5×');
		await app.type('-');
		await app.waitForFrame('· 2×');
		await app.type('n');
		await app.waitForFrame('1 frames');
		await app.type(KEY.right);
		await app.waitForFrame('2 frames');
		await app.type('t');
		await app.waitForFrame(/✓ Done/);
		expect(player.status().paused).toBe(true);
		await app.type(' ');
		await app.waitForFrame('▶ playing');
		await app.type('e');
		await done;
		await app.waitForFrame('■ end');
		await app.type('q');
		expect(quit).toHaveBeenCalledOnce();
		app.unmount();
	});

	it('counts malformed lines on the player line', async () => {
		const lines = fixtureLines('a-thinking-text.jsonl');
		const {app, done} = playing('a-thinking-text.jsonl', {speed: Infinity}, [
			lines[0]!,
			'not json',
			...lines.slice(1),
			'{"type":',
		]);
		await done;
		await app.waitForFrame('■ end');
		expect(app.frame()).toContain('· 2 malformed');
		expect(app.frame()).toContain('✓ Done');
		app.unmount();
	});
});

describe('an MCP elicitation in a replay', () => {
	const asked = JSON.stringify({
		t: 10,
		dir: 'out',
		msg: {
			type: 'control_request',
			request_id: 'e1',
			request: {
				subtype: 'elicitation',
				mcp_server_name: 'asker',
				message: 'Who are you?',
				mode: 'form',
				requested_schema: {type: 'object', properties: {name: {type: 'string'}}},
			},
		},
	});
	const answered = JSON.stringify({
		t: 20,
		dir: 'in',
		msg: {
			type: 'control_response',
			response: {subtype: 'success', request_id: 'e1', response: {action: 'accept', content: {name: 'Ada'}}},
		},
	});

	it('shows it as asked, then the recorded answer; keys cannot answer it', async () => {
		const {app, store} = playing('elicitation', {paused: true}, [asked, answered]);
		await app.waitForFrame('❚❚ paused');
		await app.type('n');
		await app.waitForFrame('⚠ MCP server asker asks "Who are you?" · the recorded answer follows');
		await app.type('A', KEY.enter);
		expect(store.getState().elicitations).toHaveLength(1);
		await app.type('n');
		await app.waitForFrame(frame => !frame.includes('asker asks'));
		expect(app.allOutput()).toContain('MCP server asker asked "Who are you?": accepted, sent name.');
		expect(app.allOutput()).not.toContain('does not know');
		app.unmount();
	});

	it('a recording that ends while it asks shows it as left unanswered', async () => {
		const {app, done, store} = playing('elicitation', {speed: Infinity}, [asked]);
		await done;
		await app.waitForFrame('■ end');
		expect(store.getState().elicitations).toEqual([]);
		expect(app.allOutput()).toContain(
			'MCP server asker asked "Who are you?" and the stream ends before an answer: left unanswered.',
		);
		expect(app.frame()).not.toContain('the recorded answer follows');
		app.unmount();
	});
});

describe('a recording made with --gateway', () => {
	it('counts its API requests in the status line, and a opens them; Enter shows one', async () => {
		const exchange = {
			id: 1,
			startedAt: 0,
			method: 'POST',
			path: '/v1/messages',
			model: 'claude-opus-5-5',
			agent: 'main',
			retry: 0,
			status: 200,
			stream: true,
			ttftMs: 500,
			durationMs: 900,
			requestHeaders: {'x-api-key': '[redacted]'},
			responseHeaders: {},
		};
		const lines = [...fixtureLines('b-bash-allow.jsonl'), JSON.stringify({t: 10, dir: 'api', msg: exchange})];
		const {app, done} = playing('b-bash-allow.jsonl', {speed: Infinity}, lines);
		await done;
		await app.waitForFrame('API: 1 req · TTFT 0.5 s');
		await app.type('a');
		await app.waitForFrame('main claude-opus-5-5 200');
		await app.type(KEY.enter);
		await app.waitForFrame('Request #1: POST /v1/messages');
		await app.type(' ');
		expect(app.frame()).toContain('■ end');
	});
});
