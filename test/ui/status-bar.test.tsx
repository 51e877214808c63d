import {describe, expect, it} from 'vitest';
import {StatusBar} from '../../src/ui/components/status-bar.js';
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
				/>,
			).frame();
		expect(bar([task('a'), task('b')])).toContain('· 2 tasks');
		expect(bar([task('a')])).toContain('· 1 task ');
		expect(bar([])).not.toContain('task');
	});
});
