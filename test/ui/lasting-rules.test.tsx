/**
 * "Allow from now on" (issue 22, item 5): the rule goes where the person chose, in the bytes the
 * real CLI accepted (the d3 recording's host saved it to .claude/settings.local.json), and the
 * transcript says which file got which rule.
 */
import {describe, expect, it} from 'vitest';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {readRecording} from '../helpers/fixtures.js';
import {clockedApp} from '../helpers/clocked-app.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';

/** The App with the d3 recording played up to its first can_use_tool, and what its host answered. */
async function atPrompt() {
	const lines = readRecording('d3-bash-always-allow-localSettings.jsonl');
	const requestAt = lines.findIndex(line => line.dir === 'out' && line.msg?.['type'] === 'control_request');
	const recordedAnswer = lines
		.slice(requestAt)
		.find(line => line.dir === 'in' && line.msg?.['type'] === 'control_response')!.msg;
	const app = clockedApp();
	for (const line of lines.slice(0, requestAt + 1)) if (line.dir === 'out') app.transport.emit(line.msg!);
	await app.waitForFrame('Claude wants to run a command');
	/** The rest of claude's side of the recording: the call runs and the turn ends. */
	const finish = () => {
		for (const line of lines.slice(requestAt + 1)) if (line.dir === 'out') app.transport.emit(line.msg!);
	};
	return {...app, recordedAnswer, finish, settle: () => (app.clock.now += QUIET_MS)};
}

describe('allow from now on, kept where the person chose', () => {
	it('2, then "this project, only for me", then Enter sends what the recorded host sent, and the rule for the session', async () => {
		const {type, settle, waitForFrame, answers, recordedAnswer, unmount} = await atPrompt();
		try {
			settle();
			await type('2');
			await waitForFrame('Allow Bash(touch m1.txt) from now on in:');
			settle();
			await type('2');
			await waitForFrame('❯ 2. this project, only for me: .claude/settings.local.json (suggested)');
			expect(answers()).toEqual([]);
			await type(KEY.enter);
			// claude 2.1.330 does not apply a rule it keeps in .claude/settings.json to the running session: every file's
			// rule goes to the session too (test/e2e/lasting-rules.test.ts).
			const recorded = recordedAnswer as {response: {response: {updatedPermissions: Array<Record<string, unknown>>}}};
			const [kept] = recorded.response.response.updatedPermissions;
			expect(answers()).toEqual([
				{
					...recorded,
					response: {
						...recorded.response,
						response: {
							...recorded.response.response,
							updatedPermissions: [kept, {...kept, destination: 'session'}],
						},
					},
				},
			]);
		} finally {
			unmount();
		}
	});

	it('after saving to a file, the transcript says which file got which rule', async () => {
		const {type, settle, waitForFrame, answers, frame, finish, unmount} = await atPrompt();
		try {
			settle();
			await type('a');
			settle();
			await type('4', KEY.enter);
			expect(answers()).toHaveLength(1);
			finish();
			// The stand-in claude writes no file: the person is told the rule holds for this session only.
			await waitForFrame(
				'Could not save Bash(touch m1.txt) to ~/.claude/settings.json: it applies to this session only',
			);
			expect(frame()).not.toContain('from now on in:');
			// The call's own line says so too, not "for this session".
			expect(frame()).toContain('· allowed from now on');
			expect(frame()).not.toContain('allowed for this session');
		} finally {
			unmount();
		}
	});

	it('for this session only, nothing is saved and no file is named', async () => {
		const {type, settle, answers, allOutput, unmount} = await atPrompt();
		try {
			settle();
			await type('2');
			settle();
			await type(KEY.enter);
			expect(answers()).toMatchObject([
				{response: {response: {updatedPermissions: [{type: 'addRules', destination: 'session'}]}}},
			]);
			expect(allOutput()).not.toContain('Saved ');
			await waitFor(() => allOutput().includes('· allowed for this session'));
		} finally {
			unmount();
		}
	});

	it('in the App too, Esc in the step goes back to the answers and interrupts nothing, double-tapped too', async () => {
		const {type, settle, clock, waitForFrame, frame, transport, unmount} = await atPrompt();
		try {
			settle();
			await type('2');
			await waitForFrame('from now on in:');
			settle();
			await type(KEY.escape);
			clock.now += 80;
			await type(KEY.escape);
			await waitForFrame('4. No, and deny');
			expect(frame()).toContain('Claude wants to run a command');
			expect(frame()).not.toContain('from now on in:');
			expect(transport.written()).toEqual([]);
		} finally {
			unmount();
		}
	});

	it('the step is new to the keys: 2 4 Enter in one burst keeps no rule anywhere, and its keys count after a pause', async () => {
		const {type, settle, clock, waitForFrame, frame, answers, unmount} = await atPrompt();
		try {
			settle();
			for (const key of ['2', '4', KEY.enter]) {
				await type(key);
				clock.now += 40;
			}
			await waitForFrame('from now on in:');
			expect(answers()).toEqual([]);
			expect(frame()).not.toContain('❯ 4. all my projects');
			// "4" went to the message, Enter sent it: the step still asks, and takes keys once Tab hands them back.
			await waitForFrame('Keys go to the input · Tab answers');
			settle();
			await type('\t');
			settle();
			await type('1', KEY.enter);
			expect(answers()).toMatchObject([
				{response: {response: {updatedPermissions: [{type: 'addRules', destination: 'session'}]}}},
			]);
		} finally {
			unmount();
		}
	});

	it('a deny for the rest of this session stays as it was: no step, no rule sent, nothing saved', async () => {
		const {type, settle, answers, allOutput, unmount} = await atPrompt();
		try {
			settle();
			await type('4');
			expect(answers()).toEqual([
				{
					type: 'control_response',
					response: {
						subtype: 'success',
						request_id: '40ce3c89-5bef-43ed-88ee-884be5ca7327',
						response: {
							behavior: 'deny',
							message: 'The user denied this for the rest of the session.',
							toolUseID: 'toolu_mock_0001',
						},
					},
				},
			]);
			expect(allOutput()).not.toContain('from now on in:');
		} finally {
			unmount();
		}
	});

	it('typed-ahead keys pick no place: 2, 2, Enter typed as the prompt appears answer nothing', async () => {
		const {type, clock, answers, waitForFrame, frame, unmount} = await atPrompt();
		try {
			for (const key of ['2', '2', KEY.enter]) {
				clock.now += 100;
				await type(key);
			}
			expect(answers()).toEqual([]);
			expect(frame()).not.toContain('from now on in:');
			// "22" went out as a message, which held the prompt: with the input empty, it still waits for Tab.
			await waitForFrame('Keys go to the input · Tab answers');
		} finally {
			unmount();
		}
	});
});
