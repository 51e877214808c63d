/**
 * The next question of an AskUserQuestion is new to the key gate: a `1` tapped twice once picked the first question's
 * answer and then "Yes, deploy now" on the second, on screen for 60 ms, and sent both. Keys count on it only once it
 * has been on screen for the quiet time with no key in the quiet time before, as on a prompt just come.
 */
import {describe, expect, it, vi} from 'vitest';
import {PermissionPrompt} from '../../src/ui/components/permission-prompt.js';
import type {PermissionRequest} from '../../src/state/state.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {clockedApp} from '../helpers/clocked-app.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';

const single = (question: string, header: string, labels: readonly string[]) => ({
	question,
	header,
	multiSelect: false,
	options: labels.map(label => ({label, description: label})),
});
const STYLE = single('Which branch name style?', 'Style', ['kebab-case', 'snake_case']);
const DEPLOY = single('Deploy to production right after?', 'Deploy', ['Yes, deploy now', 'No']);
const PLATFORMS = {...single('Which platforms?', 'Platforms', ['Linux', 'macOS']), multiSelect: true};

const askRequest = (questions: readonly object[]) => ({
	type: 'control_request',
	request_id: 'req-1',
	request: {subtype: 'can_use_tool', tool_name: 'AskUserQuestion', input: {questions}, tool_use_id: 'toolu_1'},
});

/** The App at a question prompt that has been on screen for the quiet time: the next key counts. */
async function atQuestions(questions: readonly object[] = [STYLE, DEPLOY]) {
	const app = clockedApp();
	app.transport.emit(askRequest(questions));
	await app.waitForFrame('Claude has');
	app.clock.now += QUIET_MS;
	return app;
}

describe('the next question of several, in the App', () => {
	it('`1` then `1` 60 ms later: the second is not an answer to the question it brought; nothing is sent', async () => {
		const {type, clock, answers, waitForFrame, frame, unmount} = await atQuestions();
		try {
			await type('1');
			clock.now += 60;
			await type('1');
			await waitForFrame('› 1');
			expect(frame()).toContain('Deploy to production right after?');
			expect(frame()).toContain('1. ( ) Yes, deploy now');
			expect(frame()).toContain('Message keeps the keys · Tab answers');
			expect(answers()).toEqual([]);
		} finally {
			unmount();
		}
	});

	it('`1`, a 600 ms pause, then `1`: the person read the second question, and both answers are sent', async () => {
		const {type, clock, answers, unmount} = await atQuestions();
		try {
			await type('1');
			clock.now += 600;
			await type('1');
			expect(answers()).toMatchObject([
				{
					response: {
						request_id: 'req-1',
						response: {
							behavior: 'allow',
							updatedInput: {
								answers: {
									'Which branch name style?': 'kebab-case',
									'Deploy to production right after?': 'Yes, deploy now',
								},
							},
						},
					},
				},
			]);
		} finally {
			unmount();
		}
	});

	it.each([
		[
			'an "Other" answer ended with Enter',
			[single('Which branch name style?', 'Style', ['kebab-case']), DEPLOY],
			['2', ...'feat/x', KEY.enter],
		],
		// A question the person moved to waits too: they have not read it.
		['→', [STYLE, DEPLOY, PLATFORMS], [KEY.right]],
	])('%s, then `1` 60 ms later: the question it brought gets nothing', async (_, questions, keys) => {
		const {type, clock, answers, waitForFrame, frame, unmount} = await atQuestions(questions);
		try {
			await type(...keys);
			clock.now += 60;
			await type('1');
			await waitForFrame('› 1');
			expect(frame()).toContain('1. ( ) Yes, deploy now');
			expect(answers()).toEqual([]);
		} finally {
			unmount();
		}
	});

	it('a multi-select question keeps its keys while ticking: `1` `2` Enter 60 ms apart tick both and move on', async () => {
		const {type, clock, waitForFrame, frame, unmount} = await atQuestions([PLATFORMS, STYLE]);
		try {
			for (const key of ['1', '2', KEY.enter]) {
				await type(key);
				clock.now += 60;
			}
			await waitForFrame('Which branch name style?');
			await type(KEY.left);
			// The ← came 60 ms after the Enter: it went to the (empty) input, the platforms question is not back.
			expect(frame()).toContain('Which branch name style?');
			clock.now += QUIET_MS;
			await type(KEY.left);
			await waitForFrame('1. [x] Linux');
			expect(frame()).toContain('2. [x] macOS');
		} finally {
			unmount();
		}
	});
});

describe('the next question of several, rendered on its own', () => {
	it('is armed again after its delay once it comes', async () => {
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		try {
			const onDecide = vi.fn();
			const request: PermissionRequest = {
				requestId: 'req-1',
				toolName: 'AskUserQuestion',
				toolUseId: 'toolu_1',
				input: {questions: [STYLE, DEPLOY]},
				suggestions: [],
				requiresInteraction: false,
				suppressAlwaysAllow: false,
				defaultToNo: false,
				receivedAt: 0,
			};
			const view = {width: 80, color: false, cwd: '/repo', showThinking: true, live: true};
			const {stdin} = render(
				<PermissionPrompt
					request={request}
					queued={0}
					view={view}
					maxRows={20}
					onDecide={onDecide}
					onInterrupt={vi.fn()}
					armDelayMs={300}
				/>,
			);
			await vi.advanceTimersByTimeAsync(300);
			stdin.write('1');
			await vi.advanceTimersByTimeAsync(60);
			stdin.write('1');
			await vi.advanceTimersByTimeAsync(239);
			stdin.write('1');
			expect(onDecide).not.toHaveBeenCalled();
			await vi.advanceTimersByTimeAsync(1);
			stdin.write('1');
			expect(onDecide).toHaveBeenCalledTimes(1);
			expect(onDecide.mock.calls[0]![1]).toMatchObject({
				updatedInput: {
					answers: {'Which branch name style?': 'kebab-case', 'Deploy to production right after?': 'Yes, deploy now'},
				},
			});
		} finally {
			vi.useRealTimers();
		}
	});
});
