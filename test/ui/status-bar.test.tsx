import {describe, expect, it} from 'vitest';
import {StatusBar} from '../../src/ui/components/status-bar.js';
import type {EditorInfo} from '../../src/state/editor.js';
import {initialState} from '../../src/state/state.js';
import {render} from '../helpers/render.js';

describe('StatusBar', () => {
	it('keeps a hint whole on the one line: the session facts give way', () => {
		const state = initialState();
		const session = {
			...state.session,
			model: 'claude-opus-5-5-with-a-long-name',
			sessionId: '2cbf7005-aaaa',
			thinkingDisplay: 'summarized',
		};
		const {frame} = render(
			<StatusBar
				session={session}
				usage={state.usage}
				busy={false}
				childRunning={false}
				denyRules={0}
				hint="Press Ctrl+C again to quit"
				width={80}
			/>,
		);
		expect(frame().split('\n')).toHaveLength(1);
		expect(frame()).toContain('Press Ctrl+C again to quit');
		expect(frame()).toContain('claude stopped');
	});

	it('counts the background tasks running, and says nothing of them when there are none', () => {
		const state = initialState();
		const task = (taskId: string) => ({taskId, taskType: 'local_bash', description: 'job', since: 0});
		const bar = (backgroundTasks: ReturnType<typeof task>[]) =>
			render(
				<StatusBar
					session={{...state.session, backgroundTasks}}
					usage={state.usage}
					busy={false}
					childRunning
					denyRules={0}
					width={120}
				/>,
			).frame();
		expect(bar([task('a'), task('b')])).toContain('· 2 tasks');
		expect(bar([task('a')])).toContain('· 1 task ');
		expect(bar([])).not.toContain('task');
	});

	describe('on a narrow terminal, the least important facts give way, not the end of the line', () => {
		const state = initialState();
		const bar = (width: number, mode = 'acceptEdits', effort?: string, editor?: EditorInfo) =>
			render(
				<StatusBar
					session={{
						...state.session,
						...(effort ? {effort} : {}),
						...(editor ? {editor} : {}),
						permissionMode: mode,
						model: 'claude-opus-5-5',
						thinkingDisplay: 'summarized',
						sessionId: '4d65dbaa-da18-42b3-8075-35f8ad72baac',
					}}
					usage={{...state.usage, inputTokens: 216_000, outputTokens: 521, costUsd: 0.93}}
					busy={false}
					childRunning
					denyRules={0}
					width={width}
				/>,
			).frame();

		it('shows every fact when they fit', () => {
			expect(bar(100, 'plan')).toBe(
				' ready · plan · claude-opus-5-5 · thinking: summarized · 216k in · 521 out · $0.93 · 4d65dbaa',
			);
		});

		it('at 80 columns, keeps the tokens, the cost and the session id; the thinking display goes first', () => {
			expect(bar(80)).toBe(' ready · acceptEdits · claude-opus-5-5 · 216k in · 521 out · $0.93 · 4d65dbaa');
		});

		it('keeps an effort the person chose over the thinking display and the session id', () => {
			expect(bar(90, 'acceptEdits', 'high')).toBe(
				' ready · acceptEdits · claude-opus-5-5 · effort: high · 216k in · 521 out · $0.93',
			);
		});

		it('at 60 columns during a turn, a broken editor link still shows: the Esc hint gives way first', () => {
			const state = initialState();
			const during = (editor: EditorInfo) =>
				render(
					<StatusBar
						session={{...state.session, editor, model: 'claude-opus-5-5'}}
						usage={{...state.usage, costUsd: 0.93}}
						busy
						childRunning
						denyRules={0}
						width={60}
					/>,
				).frame();
			expect(during({name: 'FakeCode', link: 'lost', context: []})).toBe(
				' working · default · ⧉ FakeCode (reconnecting…) · $0.93',
			);
			expect(during({name: 'FakeCode', link: 'refused', context: []})).toContain('⧉ FakeCode (refused)');
			// With room, the hint stays where it was.
			expect(during({name: 'FakeCode', link: 'connected', context: []})).toContain(' working · esc to interrupt · ');
		});

		it('at 80 columns, an editor link not up yet or broken outranks the model, the tokens and the session id; a healthy one gives way', () => {
			expect(bar(80, 'acceptEdits', undefined, {name: 'VS Code', link: 'lost', context: []})).toBe(
				' ready · acceptEdits · ⧉ VS Code (reconnecting…) · 216k in · 521 out · $0.93',
			);
			expect(bar(80, 'acceptEdits', undefined, {name: 'VS Code', link: 'connecting', context: []})).toBe(
				' ready · acceptEdits · ⧉ VS Code (connecting…) · 216k in · 521 out · $0.93',
			);
			expect(bar(80, 'acceptEdits', undefined, {name: 'VS Code', link: 'refused', context: []})).toContain(
				'⧉ VS Code (refused)',
			);
			expect(bar(80, 'acceptEdits', undefined, {name: 'VS Code', link: 'connected', context: []})).not.toContain(
				'VS Code',
			);
		});

		it('below 55 columns a broken editor link still shows, over the cost, its name shortened, then left out', () => {
			const narrow = (width: number, link: EditorInfo['link'], name = 'FakeCode') =>
				bar(width, 'default', undefined, {name, link, context: []});
			expect(narrow(55, 'lost')).toBe(' ready · default · ⧉ FakeCode (reconnecting…) · $0.93');
			expect(narrow(50, 'lost')).toBe(' ready · default · ⧉ FakeCode (reconnecting…)');
			expect(narrow(40, 'lost')).toBe(' ready · default · ⧉ F… (reconnecting…)');
			expect(narrow(50, 'lost', 'Visual Studio Code')).toBe(' ready · default · ⧉ Visual Stud… (reconnecting…)');
			expect(narrow(40, 'refused')).toBe(' ready · default · ⧉ FakeCode (refused)');
			expect(narrow(40, 'connecting', 'Visual Studio Code')).toBe(' ready · default · ⧉ Vis… (connecting…)');
			// No room for a letter of the name: the state alone.
			expect(bar(40, 'acceptEdits', undefined, {name: 'FakeCode', link: 'lost', context: []})).toBe(
				' ready · acceptEdits · ⧉ reconnecting…',
			);
			// A healthy link still gives way first.
			expect(narrow(40, 'connected')).toBe(' ready · default · $0.93');
		});

		it('at 40 columns, keeps the state, the mode and the cost', () => {
			expect(bar(40)).toBe(' ready · acceptEdits · $0.93');
		});
	});
});
