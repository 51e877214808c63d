/** A running tool counts its time once a second, from when it started to run, and says so past 10 s. */
import {Box} from 'ink';
import stringWidth from 'string-width';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {ToolCall} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {render} from '../../helpers/render.js';
import {waitFor} from '../../helpers/wait-for.js';
import {allItems, replayState} from '../../helpers/replay-state.js';

const running: ToolCall = {
	id: 'toolu_1',
	name: 'Bash',
	inputJson: '',
	input: {command: 'sleep 30', description: 'Wait'},
	status: 'running',
	startedAt: 1_000,
	children: [],
};

beforeEach(() => vi.useFakeTimers({toFake: ['setInterval', 'clearInterval']}));
afterEach(() => vi.useRealTimers());

function show(call: ToolCall, view: Partial<ViewOptions>) {
	return render(
		<ToolCallView call={call} view={{width: 80, color: false, showThinking: false, live: true, ...view}} />,
	);
}

describe('a running tool', () => {
	it('shows its seconds, counting once a second; past 10 s, that it is still running and how to stop it', async () => {
		let clock = 4_000;
		const {frame} = show(running, {now: () => clock});
		// The interval starts in an effect, a moment after the first frame.
		await new Promise(resolve => setTimeout(resolve, 5));
		expect(frame()).toContain('⏺ Bash(Wait) running… 3s\n');
		clock = 5_000;
		await vi.advanceTimersByTimeAsync(1000);
		await waitFor(() => frame().includes('running… 4s\n'));
		clock = 11_000;
		await vi.advanceTimersByTimeAsync(1000);
		await waitFor(() => frame().includes('running… 10s · still running (Esc interrupts)'));
	});

	it('counts from when the person allowed it, not from when claude asked', () => {
		const {frame} = show({...running, runningSince: 9_000}, {now: () => 10_500});
		expect(frame()).toContain('running… 1s');
	});

	it('shows no time in history, in a replay (no clock given), or once done', () => {
		expect(show(running, {live: false, now: () => 4_000}).frame()).not.toMatch(/\d+s/);
		expect(show(running, {}).frame()).not.toMatch(/running… \d/);
		expect(show({...running, status: 'done', endedAt: 2_000, settled: true}, {now: () => 4_000}).frame()).not.toContain(
			'still running',
		);
	});

	it('the reducer marks when an allowed call starts to run', () => {
		const state = replayState('b-bash-allow.jsonl');
		const bash = allItems(state).find(item => item.kind === 'tool' && item.call.name === 'Bash');
		expect(bash?.kind === 'tool' && bash.call.runningSince).toEqual(expect.any(Number));
	});
});

describe('a running tool with a long title', () => {
	const long: ToolCall = {
		...running,
		input: {command: 'sleep 30', description: 'Slow loop with a long description that will not fit in forty columns'},
	};
	const header = (width: number) => {
		const {frame} = render(
			<Box width={width}>
				<ToolCallView call={long} view={{width, color: false, showThinking: false, live: true, now: () => 13_000}} />
			</Box>,
		);
		return frame().split('\n')[1] ?? '';
	};

	it('cuts the title, not its time and how to stop it', () => {
		const row = header(80);
		expect(row).toMatch(/^⏺ Bash\(Slow loop with a long .*… running… 12s · still running \(Esc interrupts\)$/);
		expect(stringWidth(row)).toBeLessThanOrEqual(80);
	});

	it('keeps at least its time when the row is very narrow', () => {
		const row = header(30);
		expect(row).toMatch(/^⏺ Bash running… 12s · still r…$/);
		expect(stringWidth(row)).toBeLessThanOrEqual(30);
	});
});
