/**
 * /rewind and Esc Esc in the App, over a Session whose "claude" answers as the real CLI did
 * (captures m-rewind-files, m2-rewind-not-enabled): the picker, the choice, the bytes to stdin, the
 * transcript, and the prompt's text back in the editor.
 */
import {Box} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {RewindPicker} from '../../src/ui/components/rewind-picker.js';
import {promptOf} from '../../src/state/rewind.js';
import {type Answer, AnsweringTransport} from '../helpers/answering-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {bashPermissionRequest} from '../helpers/bash-permission-request.js';

const CWD = '/home/dev/project';
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const PROMPTS: Record<string, string> = {[FIRST]: 'Change alpha to beta', [SECOND]: 'write second.txt'};
const DRY: Record<string, Record<string, unknown>> = {
	[FIRST]: {canRewind: true, filesChanged: [`${CWD}/notes.txt`, `${CWD}/second.txt`], insertions: 1, deletions: 2},
	[SECOND]: {canRewind: true, filesChanged: [`${CWD}/second.txt`], insertions: 0, deletions: 1},
};

function realClaude(request: Record<string, unknown>): Answer {
	const uuid = String(request['user_message_id'] ?? request['target_message_uuid']);
	if (request['subtype'] === 'rewind_files')
		return {response: request['dry_run'] ? DRY[uuid]! : {canRewind: true, skippedLinks: 0}};
	if (request['subtype'] === 'rewind_conversation')
		return {response: {rewound: true, targetMessageUuid: uuid, prefillText: PROMPTS[uuid]}};
	return {response: {}};
}

/** claude ends the turn when interrupted, as it does. */
function endsWhenInterrupted(request: Record<string, unknown>, transport: AnsweringTransport): Answer {
	if (request['subtype'] === 'interrupt')
		queueMicrotask(() => transport.emit({type: 'result', subtype: 'error_during_execution', is_error: false}));
	return realClaude(request);
}

/** The text of each user message written to claude. */
const sentTexts = (transport: AnsweringTransport) =>
	transport
		.written()
		.filter(frame => frame['type'] === 'user')
		.map(frame => (frame['message'] as {content: unknown}).content);

/** Two turns, the picker's step open on the last prompt, and `hello` typed there (it goes to the message). */
async function helloAtStep() {
	const context = await twoTurns();
	const {type, waitForFrame, pause} = context;
	await type(KEY.escape, KEY.escape);
	await waitForFrame('1 file +0 −1');
	await pause();
	await type(KEY.enter);
	await waitForFrame('4. Never mind');
	await pause();
	await type(...'hello');
	await waitForFrame(/╯\n› hello\s*\n/);
	return context;
}

/** Two turns done: the App idle, with two prompts to rewind to. */
async function twoTurns(
	answer: (request: Record<string, unknown>, transport: AnsweringTransport) => Answer = realClaude,
) {
	const transport: AnsweringTransport = new AnsweringTransport(request => answer(request, transport));
	const store = createStore(initialState(), {throttleMs: 0});
	const uuids = [FIRST, SECOND];
	const session = new Session({store, newId: () => uuids.shift() ?? 'u'});
	void session.attach(transport);
	transport.emit({type: 'system', subtype: 'init', session_id: 's1', cwd: CWD, tools: [], model: 'm'});
	const {actions, host} = sessionActions(session);
	// The key gate's clock (prompts take keys after a quiet time): moved by the test, never the wall clock.
	const clock = {now: 1_000_000};
	const ui = render(<App store={store} actions={actions} color={false} now={() => clock.now} />);
	for (const text of Object.values(PROMPTS)) {
		await ui.type(...text, KEY.enter);
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		await ui.waitForFrame(frame => !frame.includes('esc to interrupt'));
	}
	const requests = () =>
		transport
			.written()
			.filter(frame => frame['type'] === 'control_request')
			.map(frame => frame['request'] as Record<string, unknown>)
			.filter(request => String(request['subtype']).startsWith('rewind'));
	/**
	 * The person stops and reads: the confirmation, like a prompt, takes keys only after a quiet time. It counts from
	 * its effect, which runs a moment after the step is drawn: that runs first.
	 */
	const pause = async () => {
		await tick();
		clock.now += 1_000;
	};
	return {...ui, transport, store, session, requests, host, clock, pause};
}

describe('the rewind picker', () => {
	it('/rewind lists the prompts newest first with what their files would lose; 1 restores code and conversation', async () => {
		const {type, waitForFrame, frame, requests, allOutput, pause} = await twoTurns();
		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		await waitForFrame('2 files +1 −2');
		const lines = frame().slice(frame().indexOf('Rewind to before a prompt')).split('\n');
		const newest = lines.findIndex(line => line.includes('write second.txt'));
		const older = lines.findIndex(line => line.includes('Change alpha to beta'));
		expect(newest).toBeGreaterThan(-1);
		expect(newest).toBeLessThan(older);
		expect(lines[newest]).toContain('❯');
		// Only dry runs so far: nothing is written before a choice.
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);

		await pause();
		await type(KEY.enter);
		await waitForFrame('1. Restore code and conversation');
		expect(frame()).toContain('Rewind to before “write second.txt”');
		expect(frame()).toContain('second.txt');
		await pause();
		await type('1');
		await waitForFrame('Rewound to here');
		expect(requests().filter(request => request['dry_run'] !== true)).toEqual([
			{subtype: 'rewind_files', user_message_id: SECOND},
			{
				subtype: 'rewind_conversation',
				target_message_uuid: SECOND,
				last_seen_user_message_uuid: SECOND,
				interrupt_if_running: true,
			},
		]);
		expect(allOutput()).toContain('Restored 1 file to before “write second.txt” (+0 −1):');
		expect(allOutput()).toContain('1 prompt left the conversation');
		// The prompt is back in the input, to edit and send again.
		await waitForFrame(/│ › write second\.txt/);
	});

	it('asks as a permission prompt does: a double-tapped Enter or a digit typed on restores nothing; ↓ Enter after a stop does', async () => {
		const {type, waitForFrame, frame, requests, clock, pause} = await twoTurns();
		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		await pause();
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		// Its effect, which starts the quiet time, runs a moment after it is drawn.
		await tick();
		// Nothing is focused: no answer is one Enter away.
		expect(frame()).not.toMatch(/❯ \d\./);
		// The second Enter of a double tap, 150 ms after the first: too soon, and the step says so.
		clock.now += 150;
		await type(KEY.enter);
		await waitForFrame('Not ready: keys count once you stop typing.');
		// A 1 typed on is no answer: it goes to the message, which holds the step's keys, as under a prompt.
		clock.now += 150;
		await type('1');
		await waitForFrame(/│ Message keeps the keys · Tab answers +│\n╰─+╯\n› 1\n/);
		// Long after the step came, keys that keep coming (400 ms apart) still answer nothing.
		for (const key of ['1', KEY.down, KEY.enter, '3']) {
			clock.now += 400;
			await type(key);
		}
		await waitForFrame(/\n› 113\n/);
		expect(frame()).toContain('Rewind to before “write second.txt”');
		expect(frame()).not.toMatch(/❯ \d\./);
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
		// Tab after a stop gives the step its keys (the message stays); a stop, then Enter alone: still nothing
		// focused, nothing chosen.
		clock.now += 500;
		await type('\t');
		clock.now += 500;
		await type(KEY.enter);
		expect(frame()).toContain('4. Never mind');
		// A stop, then ↓ and Enter: the first answer, code and conversation.
		clock.now += 500;
		await type(KEY.down);
		await waitForFrame('❯ 1. Restore code and conversation');
		await type(KEY.enter);
		await waitForFrame('Rewound to here');
		expect(requests().filter(request => request['dry_run'] !== true)).toEqual([
			{subtype: 'rewind_files', user_message_id: SECOND},
			{
				subtype: 'rewind_conversation',
				target_message_uuid: SECOND,
				last_seen_user_message_uuid: SECOND,
				interrupt_if_running: true,
			},
		]);
	});

	it('a code answer waits until every file of the list has been in view ("See the rest first: PgDn"); 2 never waits', async () => {
		const point = {uuid: FIRST, text: 'Change alpha to beta'};
		const files = Array.from({length: 8}, (_, index) => `${CWD}/f${index + 1}.txt`);
		const preview = {kind: 'files', files, insertions: 0, deletions: 8} as const;
		const clock = {now: 1_000_000};
		const chosen = vi.fn();
		const picker = (maxRows: number) => (
			<RewindPicker
				points={[point]}
				previews={{[FIRST]: preview}}
				busy={false}
				cwd={CWD}
				columns={60}
				maxRows={maxRows}
				now={() => clock.now}
				onChoose={chosen}
				onFork={() => undefined}
				onCancel={() => undefined}
			/>
		);
		const {type, frame, waitForFrame} = render(picker(13));
		await tick();
		clock.now += 1_000;
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		await tick();
		clock.now += 1_000;
		// Rows f4.txt to f8.txt were never on screen: 1 and 3 only say so.
		await type('1');
		await waitForFrame('See the rest first: PgDn');
		await type('3');
		expect(chosen).not.toHaveBeenCalled();
		for (let page = 0; page < 8 && !frame().includes('f8.txt'); page++) await type(KEY.pageDown);
		await waitForFrame('f8.txt');
		await type(KEY.pageUp);
		await type('3');
		expect(chosen).toHaveBeenCalledWith(point, {code: true, conversation: false}, preview);

		// The conversation alone never waits; a window grown tall enough to show every file counts as having shown them.
		chosen.mockClear();
		const again = render(picker(13));
		await tick();
		clock.now += 1_000;
		await again.type(KEY.enter);
		await again.waitForFrame('4. Never mind');
		await tick();
		clock.now += 1_000;
		await again.type('2');
		expect(chosen).toHaveBeenCalledWith(point, {code: false, conversation: true}, preview);
		chosen.mockClear();
		const tall = render(picker(13));
		await tick();
		clock.now += 1_000;
		await tall.type(KEY.enter);
		await tall.waitForFrame('4. Never mind');
		tall.rerender(picker(20));
		await tall.waitForFrame('f8.txt');
		await tick();
		clock.now += 1_000;
		await tall.type('1');
		expect(chosen).toHaveBeenCalledWith(point, {code: true, conversation: true}, preview);
	});

	it('Esc Esc on the empty input opens it; ↓ picks an older prompt; 2 rewinds only the conversation', async () => {
		const {type, waitForFrame, requests, pause} = await twoTurns();
		await type(KEY.escape, KEY.escape);
		await waitForFrame('2 files +1 −2');
		await type(KEY.down);
		await pause();
		await type(KEY.enter);
		await waitForFrame('Rewind to before “Change alpha to beta”');
		await pause();
		await type('2');
		await waitForFrame('Rewound to here');
		expect(requests().filter(request => request['dry_run'] !== true)).toEqual([
			// Past a later turn: claude must be told the newest prompt cctui has seen, or it refuses ("stale target").
			{
				subtype: 'rewind_conversation',
				target_message_uuid: FIRST,
				last_seen_user_message_uuid: SECOND,
				interrupt_if_running: true,
			},
		]);
		await waitForFrame(/│ › Change alpha to beta/);
	});

	it('a message sent mid-turn is listed with why its files cannot be restored to there, and claude is not asked', async () => {
		const {type, waitForFrame, frame, requests, store} = await twoTurns();
		store.dispatch({type: 'user-sent', uuid: 'steered-1', text: 'and keep it short', at: 1, steered: true});
		await type(...'/rewind', KEY.enter);
		await waitForFrame('2 files +1 −2');
		await waitForFrame('sent mid-turn');
		const row = frame()
			.slice(frame().indexOf('Rewind to before a prompt'))
			.split('\n')
			.find(line => line.includes('and keep it short'));
		expect(row).toContain('files: it was sent mid-turn');
		expect(requests().map(request => request['user_message_id'])).not.toContain('steered-1');
	});

	it('4 or Esc changes nothing', async () => {
		const {type, waitForFrame, frame, requests, pause} = await twoTurns();
		await type(...'/rewind', KEY.enter);
		// The picker takes keys once it has subscribed, a moment after it is drawn: wait for its dry runs.
		await waitForFrame('1 file +0 −1');
		await pause();
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		await pause();
		await type('4');
		await waitForFrame(frame => !frame.includes('Never mind'));
		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		await type(KEY.escape);
		await waitForFrame(frame => !frame.includes('Rewind to before'));
		expect(frame()).not.toContain('Rewound to here');
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
	});

	it('a letter or digit with Ctrl or Alt held picks nothing: Ctrl+F, Alt+F, Alt+1, Alt+2', async () => {
		const {type, waitForFrame, frame, requests, host, pause} = await twoTurns();
		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		await type('\u0006', '\u001Bf');
		expect(host.fork).not.toHaveBeenCalled();
		// Alt+F typed an f into the message, which keeps the list's Enter until Tab.
		await waitForFrame('Your message keeps Enter and f');
		await pause();
		await type('\t');
		await pause();
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		await type('\u001B1', '\u001B2');
		expect(frame()).toContain('4. Never mind');
		expect(frame()).not.toContain('Rewound to here');
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
	});

	it('without file checkpoints: says why, code choices do nothing, the conversation can still be rewound', async () => {
		const {type, waitForFrame, frame, requests, pause} = await twoTurns(request =>
			request['subtype'] === 'rewind_files'
				? {response: {canRewind: false, error: 'File rewinding is not enabled.'}}
				: realClaude(request),
		);
		await type(...'/rewind', KEY.enter);
		await waitForFrame('files: File rewinding is not enabled.');
		await pause();
		await type(KEY.enter);
		await waitForFrame('1. Restore code and conversation (not available)');
		expect(frame()).toContain('3. Restore the code only (the conversation goes on) (not available)');
		for (const digit of ['1', '3']) {
			await pause();
			await type(digit);
		}
		expect(frame()).not.toContain('Rewound to here');
		await pause();
		await type('2');
		await waitForFrame('Rewound to here');
		expect(
			requests()
				.filter(request => request['dry_run'] !== true)
				.map(request => request['subtype']),
		).toEqual(['rewind_conversation']);
	});

	it('with a claude older than 2.1.208, 1 and 2 are off and say why (its version read before its first frame names it); 3 restores the code', async () => {
		const {session, type, waitForFrame, frame, requests, allOutput, pause} = await twoTurns();
		session.setClaudeVersion('2.1.178 (Claude Code)');
		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		await pause();
		await type(KEY.enter);
		await waitForFrame('1 and 2 need claude 2.1.208 or newer to take back the conversation.');
		expect(frame()).toMatch(/2\. Restore the conversation only \(files stay as they are\) +│/);
		expect(frame()).toMatch(/3\. Restore the code only \(the conversation goes on\) +│/);
		for (const keys of [['1'], ['2'], [KEY.up, KEY.up, KEY.up, KEY.enter]]) {
			await pause();
			await type(...keys);
		}
		expect(frame()).toContain('Rewind to before “write second.txt”');
		expect(allOutput()).not.toContain('cannot rewind the conversation');
		await pause();
		await type('3');
		await waitForFrame('Restored 1 file');
		expect(
			requests()
				.filter(request => request['dry_run'] !== true)
				.map(request => request['subtype']),
		).toEqual(['rewind_files']);
	});

	it('a turn that ends while the picker is open: its dry runs are asked again, so the confirmation lists what it wrote', async () => {
		const dry = {...DRY};
		const claude = (request: Record<string, unknown>): Answer =>
			request['dry_run'] && request['user_message_id'] === 'u'
				? {response: dry['u'] ?? {canRewind: true, filesChanged: [], insertions: 0, deletions: 0}}
				: realClaude(request);
		const {type, waitForFrame, frame, transport, requests, pause} = await twoTurns(claude);
		await type(...'a third one', KEY.enter);
		await waitForFrame('esc to interrupt');
		await type(...'/rewind', KEY.enter);
		await waitForFrame('a third one · no file changes to undo');
		// The turn goes on: it writes late.txt, then ends.
		dry['u'] = {canRewind: true, filesChanged: [`${CWD}/late.txt`], insertions: 0, deletions: 1};
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		await waitForFrame('a third one · 1 file +0 −1');
		await pause();
		await type(KEY.enter);
		await waitForFrame('1. Restore code and conversation');
		expect(frame()).toContain('late.txt');
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
	});

	it('files changed between the list and the choice: nothing is restored, and the confirmation shows the new list', async () => {
		let second = DRY[SECOND]!;
		const claude = (request: Record<string, unknown>): Answer =>
			request['dry_run'] && request['user_message_id'] === SECOND ? {response: second} : realClaude(request);
		const {type, waitForFrame, frame, requests, pause} = await twoTurns(claude);
		await type(...'/rewind', KEY.enter);
		await waitForFrame('write second.txt · 1 file +0 −1');
		await pause();
		await type(KEY.enter);
		await waitForFrame('1. Restore code and conversation');
		expect(frame()).not.toContain('notes.txt');
		// Written after that dry run (by a turn claude started, say).
		second = {canRewind: true, filesChanged: [`${CWD}/second.txt`, `${CWD}/notes.txt`], insertions: 1, deletions: 2};
		await pause();
		await type('1');
		await waitForFrame('The files changed since their list was shown');
		await waitForFrame(frame => frame.includes('2 files +1 −2') && frame.includes('1. Restore code and conversation'));
		expect(frame()).toContain('Rewind to before “write second.txt”');
		expect(frame()).toContain('notes.txt');
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
		// The new list is a new question: it takes keys after its own quiet time.
		await pause();
		await type('1');
		await waitForFrame('Rewound to here');
		expect(requests().filter(request => request['dry_run'] !== true)).toHaveLength(2);
		expect(frame()).toContain('Restored 2 files to before “write second.txt” (+1 −2):');
	});

	it('/rewind typed ahead of a permission prompt shows in front of it and says a rewind stops it; closing it gives the prompt back, armed anew', async () => {
		const {type, waitForFrame, frame, transport, requests, clock} = await twoTurns(endsWhenInterrupted);
		await type(...'a third one', KEY.enter);
		transport.emit({
			type: 'control_request',
			request_id: 'p1',
			request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command: 'rm -rf build'}, tool_use_id: 't1'},
		});
		await waitForFrame('rm -rf build');
		// Typed as the prompt came: the keys are the message's, and Enter runs the command.
		await type(...'/rewind', KEY.enter);
		await waitForFrame('A permission prompt is open behind this: a rewind stops it.');
		await waitForFrame('1 file +0 −1');
		clock.now += 5_000;
		await type(KEY.escape);
		await waitForFrame('rm -rf build');
		expect(frame()).not.toContain('Rewind to before');
		// At once after the picker closed: the prompt is new again, so 1 answers nothing.
		await type('1');
		expect(transport.written().filter(written => written['type'] === 'control_response')).toEqual([]);
		await type(KEY.backspace);
		clock.now += 5_000;

		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		await type(KEY.down);
		await tick();
		clock.now += 5_000;
		await type(KEY.enter);
		await waitForFrame('A permission prompt is open: rewinding stops it and the turn first.');
		await tick();
		clock.now += 5_000;
		await type('3');
		await waitForFrame('Restored 1 file');
		expect(transport.written().find(written => written['type'] === 'control_response')).toMatchObject({
			response: {request_id: 'p1', response: {behavior: 'deny'}},
		});
		expect(requests().filter(request => request['dry_run'] !== true)).toEqual([
			{subtype: 'rewind_files', user_message_id: SECOND},
		]);
	});

	it('a permission prompt that comes while the picker is open stays behind it, said; Esc closes the picker, interrupts nothing, and the prompt arms anew', async () => {
		const {type, waitForFrame, frame, transport} = await twoTurns();
		await type(...'a third one', KEY.enter);
		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		transport.emit({
			type: 'control_request',
			request_id: 'p1',
			request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command: 'rm -rf build'}, tool_use_id: 't1'},
		});
		// The picker the person is looking at keeps the screen and the keys; the line says what waits behind it.
		await waitForFrame('A permission prompt is open behind this: a rewind stops it.');
		expect(frame()).not.toContain('rm -rf build');
		await type(KEY.escape);
		await waitForFrame('rm -rf build');
		expect(frame()).not.toContain('Rewind to before');
		const sent = (kind: string) => transport.written().filter(written => written['type'] === kind);
		expect(sent('control_request').map(written => (written['request'] as {subtype: string}).subtype)).not.toContain(
			'interrupt',
		);
		// At once after the picker closed: the prompt is new, so 1 answers nothing.
		await type('1');
		expect(sent('control_response')).toEqual([]);
	});

	it('keys still coming as the picker closes in front of a prompt do nothing: a second Esc neither interrupts nor withdraws it; 1 after a pause answers', async () => {
		const {type, waitForFrame, transport, clock} = await twoTurns();
		await type(...'a third one', KEY.enter);
		await type(...'/rewind', KEY.enter);
		await waitForFrame('1 file +0 −1');
		transport.emit(bashPermissionRequest());
		await waitForFrame('A permission prompt is open behind this: a rewind stops it.');
		clock.now += 2_000;
		await type(KEY.escape);
		await waitForFrame('Claude wants to run a command');
		clock.now += 150;
		await type(KEY.escape);
		clock.now += 300;
		await type(KEY.enter);
		const sent = (kind: string) => transport.written().filter(written => written['type'] === kind);
		expect(sent('control_request').map(written => (written['request'] as {subtype: string}).subtype)).not.toContain(
			'interrupt',
		);
		expect(sent('user')).toHaveLength(3);
		clock.now += 500;
		await type('1');
		await waitFor(() => sent('control_response').length === 1);
		expect(sent('control_response')[0]).toMatchObject({response: {response: {behavior: 'allow'}}});
	});

	it('Escs hammered to stop a turn open no picker: the letters typed next are the message, sent as typed, nothing forked', async () => {
		const {type, waitForFrame, frame, transport, requests, host, clock} = await twoTurns(endsWhenInterrupted);
		await type(...'third prompt', KEY.enter);
		await waitForFrame('esc to interrupt');
		// The first stops the turn; the turn is over by the second, 250 ms later, and by the third.
		await type(KEY.escape);
		await waitForFrame(text => !text.includes('esc to interrupt'));
		for (const _ of [2, 3]) {
			clock.now += 250;
			await type(KEY.escape);
		}
		for (const letter of 'fix it') {
			clock.now += 80;
			await type(letter);
		}
		await waitForFrame('› fix it');
		expect(frame()).not.toContain('Rewind to before a prompt');
		await type(KEY.enter);
		await waitForFrame(() => sentTexts(transport).at(-1) === 'fix it');
		expect(host.fork).not.toHaveBeenCalled();
		expect(requests()).toEqual([]);
	});

	it('after Escs that stopped a turn, a pause, then Esc Esc opens the picker', async () => {
		const {type, waitForFrame, clock} = await twoTurns(endsWhenInterrupted);
		await type(...'third prompt', KEY.enter);
		await waitForFrame('esc to interrupt');
		await type(KEY.escape);
		await waitForFrame(text => !text.includes('esc to interrupt'));
		clock.now += 250;
		await type(KEY.escape);
		clock.now += 500;
		await type(KEY.escape, KEY.escape);
		await waitForFrame('Rewind to before a prompt');
	});

	it('the list takes Enter and f only as deliberate keys: typed too soon, f is the message’s and Enter does nothing; ↑↓ and Esc act at once', async () => {
		const {type, waitForFrame, frame, requests, host, pause} = await twoTurns();
		await type(KEY.escape, KEY.escape);
		await waitForFrame('1 file +0 −1');
		await tick();
		await type(KEY.up);
		await waitForFrame('Not ready: Enter and f count once you stop typing.');
		await type('f', KEY.enter);
		await waitForFrame('Your message keeps Enter and f · Tab gives them to the list');
		expect(frame()).not.toContain('Rewind to before “');
		await type(KEY.down);
		await waitForFrame(/❯ .*Change alpha to beta/);
		await type(KEY.escape);
		await waitForFrame('› f');
		expect(frame()).not.toContain('Rewind to before a prompt');
		expect(host.fork).not.toHaveBeenCalled();
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
		// Stopped and read (Escs right after the one that closed it would do nothing), Enter opens the step.
		await type(KEY.backspace);
		await pause();
		await type(KEY.escape, KEY.escape);
		await waitForFrame('1 file +0 −1');
		await pause();
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
	});

	it('a letter typed under the list holds its Enter and f, however long the pause, as a message holds a prompt: Tab gives them back', async () => {
		const {type, waitForFrame, frame, requests, host, pause} = await twoTurns();
		await type(KEY.escape, KEY.escape);
		await waitForFrame('1 file +0 −1');
		await tick();
		// Too soon for the list: the message's, which now keeps Enter and f.
		await type('x');
		await waitForFrame('Your message keeps Enter and f · Tab gives them to the list');
		// The message shows under the list, which stays.
		expect(frame()).toMatch(/╯\n› x\s*\n.* ready ·/);
		await pause();
		await type('f');
		await pause();
		await type(KEY.enter);
		await pause();
		expect(host.fork).not.toHaveBeenCalled();
		expect(frame()).toContain('Rewind to before a prompt');
		expect(frame()).not.toContain('4. Never mind');
		// Tab after a pause gives the list its keys; a letter it has no use for goes to the message, which holds them again.
		await type('\t');
		await pause();
		await type('y');
		await pause();
		await type('f');
		expect(host.fork).not.toHaveBeenCalled();
		// Emptied (Backspace), the message still holds them, as a prompt waits for Tab once its message is cleared.
		await type(KEY.backspace, KEY.backspace, KEY.backspace, KEY.backspace);
		await waitForFrame('Letters go to your message · Tab gives the list Enter and f');
		await pause();
		await type('f');
		await pause();
		await type('\t');
		await pause();
		await type('f');
		await waitFor(() => host.fork.mock.calls.length === 1);
		expect(host.fork).toHaveBeenCalledWith(expect.objectContaining({uuid: SECOND}));
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
		// What was typed under the list is in the input: x, then y and f typed while the message kept the keys.
		await waitForFrame('› f');
	});

	it('letters typed at the step that asks what to restore go to the message, under the step on one row, and stay when it closes', async () => {
		const {type, waitForFrame, frame, requests, transport, pause, clock} = await twoTurns();
		await type(KEY.escape, KEY.escape);
		await waitForFrame('1 file +0 −1');
		await tick();
		// Typed too soon at the list: the message's, under the list. Tab gives the list Enter back, Enter opens the step.
		await type(...'keep');
		await waitForFrame(/╯\n› keep\s*\n/);
		await pause();
		await type('\t');
		await pause();
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		await pause();
		// A stop, then a word: letters the step has no use for, kept in the message and shown under the step.
		for (const key of 'more') {
			await type(key);
			clock.now += 50;
		}
		await waitForFrame(/│ Message keeps the keys · Tab answers +│\n╰─+╯\n› keepmore\s*\n.* ready ·/);
		expect(frame()).toContain('Rewind to before “write second.txt”');
		// Esc closes the picker: the message is whole in the input, nothing rewound, nothing sent.
		await pause();
		await type(KEY.escape);
		await waitForFrame(frame => !frame.includes('Rewind to before') && /│ › keepmore\s*│/.test(frame));
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
		expect(sentTexts(transport)).toEqual(Object.values(PROMPTS));
	});

	it('a word typed at the step on an empty input is kept when Tab then 4 closes it ("Never mind")', async () => {
		const {type, waitForFrame, frame, requests, transport, pause} = await helloAtStep();
		// The message keeps the keys: a 4 is its, until Tab gives the step its keys.
		await pause();
		await type('4');
		await waitForFrame(/╯\n› hello4\s*\n/);
		expect(frame()).toContain('4. Never mind');
		await type(KEY.backspace);
		await pause();
		await type('\t');
		await pause();
		await type('4');
		await waitForFrame(frame => !frame.includes('Rewind to before') && /│ › hello\s*│/.test(frame));
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
		expect(sentTexts(transport)).toEqual(Object.values(PROMPTS));
	});

	it('claude dying while the step is open closes the picker with a line; the word typed at it stays, and a 2 typed next is text', async () => {
		const {type, waitForFrame, frame, requests, transport, pause} = await helloAtStep();
		transport.exit({exitCode: 1, signal: null});
		await waitForFrame('The rewind closed: claude stopped, and a rewind needs it. /restart (or r on an empty input)');
		expect(frame()).not.toContain('Rewind to before');
		expect(frame()).toMatch(/│ › hello\s*│/);
		// The step is gone: a 2 is the message's, not a rewind that could only fail.
		await pause();
		await type('2');
		await waitForFrame(/│ › hello2\s*│/);
		expect(frame()).not.toContain('Could not write to claude');
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
	});

	it('/rewind while claude is not running says so, and lists nothing', async () => {
		const {type, waitForFrame, frame, transport} = await twoTurns();
		transport.exit({exitCode: 1, signal: null});
		await waitForFrame('claude exited with code 1');
		await type(...'/rewind', KEY.enter);
		await waitForFrame('Cannot rewind: claude is not running. /restart (or r on an empty input) starts it again.');
		expect(frame()).not.toContain('Rewind to before a prompt');
	});

	it('f on a prompt forks from before it (nothing rewound in this session) and gives its text back', async () => {
		const {type, waitForFrame, requests, host, pause} = await twoTurns();
		host.fork.mockImplementation(point => Promise.resolve([promptOf(point)]));
		await type(KEY.escape, KEY.escape);
		await waitForFrame('1 file +0 −1');
		await pause();
		await type('f');
		await waitForFrame(/│ › write second\.txt/);
		expect(host.fork).toHaveBeenCalledWith({uuid: SECOND, text: 'write second.txt', sentAt: expect.any(Number)});
		expect(requests().every(request => request['dry_run'] === true)).toBe(true);
	});

	it('a prompt sent with a long paste comes back with it: the placeholder in the editor, the paste sent whole again', async () => {
		const lines = Array.from({length: 42}, (_, index) => `line ${index + 1}`).join('\n');
		// claude's own text of the prompt has the paste in its place; the editor gets the placeholder back.
		const transport = new AnsweringTransport(request =>
			request['subtype'] === 'rewind_conversation'
				? {response: {rewound: true, targetMessageUuid: FIRST, prefillText: `fix ${lines}`}}
				: {response: {canRewind: false, error: 'File rewinding is not enabled.'}},
		);
		const store = createStore(initialState(), {throttleMs: 0});
		const uuids = [FIRST, SECOND];
		const session = new Session({store, newId: () => uuids.shift() ?? 'u'});
		void session.attach(transport);
		transport.emit({type: 'system', subtype: 'init', session_id: 's1', cwd: CWD, tools: [], model: 'm'});
		const clock = {now: 1_000_000};
		const {type, waitForFrame} = render(
			<App store={store} actions={sessionActions(session).actions} color={false} now={() => clock.now} />,
		);
		await type('fix ', `\u001B[200~${lines}\u001B[201~`);
		await waitForFrame('› fix [Pasted text #1 +42 lines]');
		await type(KEY.enter);
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		await waitForFrame(frame => !frame.includes('esc to interrupt'));
		await type(KEY.escape, KEY.escape);
		await waitForFrame('files: File rewinding is not enabled.');
		await tick();
		clock.now += 1_000;
		await type(KEY.enter);
		await waitForFrame('2. Restore the conversation');
		await tick();
		clock.now += 1_000;
		await type('2');
		await waitForFrame(/│ › fix \[Pasted text #1 \+42 lines\]/);
		await type(KEY.enter);
		const sent = transport.written().filter(frame => frame['type'] === 'user');
		expect(sent.map(frame => (frame['message'] as {content: unknown}).content)).toEqual([
			`fix ${lines}`,
			`fix ${lines}`,
		]);
	});

	it('with no prompt yet, says there is nothing to rewind', async () => {
		const transport = new AnsweringTransport(realClaude);
		const store = createStore(initialState(), {throttleMs: 0});
		const session = new Session({store});
		void session.attach(transport);
		const {actions} = sessionActions(session);
		const {type, waitForFrame} = render(<App store={store} actions={actions} color={false} />);
		await type(...'/rewind', KEY.enter);
		await waitForFrame('Nothing to rewind: no prompt has been sent yet.');
	});

	it('on a short screen the options share a row, so the chosen prompt’s file list shows, and scrolls, within its rows', async () => {
		const point = {uuid: FIRST, text: 'Change alpha to beta'};
		const cases = [
			{
				maxRows: 10,
				names: ['a', 'b', 'c'],
				expected: ['c.txt', '1 both · 2 conve… · 3 code · 4 canc…'],
				absent: '4. Never mind',
			},
			{
				maxRows: 10,
				names: ['a', 'b', 'c', 'd', 'e', 'f'],
				expected: ['↓ 3 more rows · PgUp/PgDn scroll'],
				absent: 'f.txt',
			},
			{maxRows: 12, names: ['a', 'b', 'c'], expected: ['c.txt', '4. Never mind'], absent: '1 both'},
			{maxRows: 20, names: ['a', 'b', 'c'], expected: ['c.txt', '4. Never mind'], absent: '1 both'},
		];
		for (const {maxRows, names, expected, absent} of cases) {
			const files = names.map(name => `${CWD}/${name}.txt`);
			const {frame, waitForFrame, unmount} = render(
				<RewindPicker
					points={[point]}
					previews={{[FIRST]: {kind: 'files', files, insertions: 0, deletions: files.length}}}
					busy={false}
					cwd={CWD}
					columns={40}
					maxRows={maxRows}
					chosen={FIRST}
					onChoose={() => undefined}
					onFork={() => undefined}
					onCancel={() => undefined}
				/>,
			);
			await waitForFrame(text => /4\. Never mind|4 canc/.test(text));
			expect(frame().split('\n').length).toBeLessThanOrEqual(maxRows);
			for (const text of expected) expect(frame()).toContain(text);
			expect(frame()).not.toContain(absent);
			unmount();
		}
	});

	it('at 40x12 (10 rows for the picker) the code can be restored: 3 takes once every file was on screen', async () => {
		const point = {uuid: FIRST, text: 'go'};
		const clock = {now: 1_000_000};
		const files = ['a', 'b', 'c', 'd', 'e', 'f'].map(name => `${CWD}/${name}.txt`);
		const onChoose = vi.fn();
		const {type, frame, waitForFrame} = render(
			<RewindPicker
				points={[point]}
				previews={{[FIRST]: {kind: 'files', files, insertions: 0, deletions: 6}}}
				busy={false}
				cwd={CWD}
				columns={40}
				maxRows={10}
				now={() => clock.now}
				onChoose={onChoose}
				onFork={() => undefined}
				onCancel={() => undefined}
			/>,
		);
		await tick();
		clock.now += 1_000;
		await type(KEY.enter);
		await waitForFrame('3 code');
		await tick();
		clock.now += 1_000;
		await type('3');
		await waitForFrame('See the rest first');
		expect(onChoose).not.toHaveBeenCalled();
		while (!frame().includes('f.txt')) await type(KEY.pageDown);
		clock.now += 1_000;
		await type('3');
		await waitFor(() => onChoose.mock.calls.length === 1);
		expect(onChoose).toHaveBeenCalledWith(point, {code: true, conversation: false}, expect.objectContaining({files}));
		expect(frame().split('\n').length).toBeLessThanOrEqual(10);
	});

	it("names the files a subagent changed, which claude's checkpoints do not restore, before the choice", async () => {
		const point = {uuid: FIRST, text: 'go'};
		const clock = {now: 1_000_000};
		const {type, frame, waitForFrame} = render(
			<RewindPicker
				points={[point]}
				previews={{
					[FIRST]: {
						kind: 'files',
						files: [`${CWD}/exist.txt`],
						insertions: 0,
						deletions: 4,
						untouched: [`${CWD}/sub.txt`],
					},
				}}
				busy={false}
				cwd={CWD}
				columns={100}
				maxRows={12}
				now={() => clock.now}
				onChoose={() => undefined}
				onFork={() => undefined}
				onCancel={() => undefined}
			/>,
		);
		expect(frame()).toContain('go · 1 file +0 −4 · 1 file a subagent changed not restored');
		await tick();
		clock.now += 1_000;
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		expect(frame()).toContain("Not restored, claude's checkpoints skip what a subagent wrote: sub.txt");
		expect(frame().split('\n').length).toBeLessThanOrEqual(12);
	});

	it('says which files a restore deletes: those made since the prompt', async () => {
		const {type, frame, waitForFrame} = render(
			<RewindPicker
				points={[{uuid: FIRST, text: 'go'}]}
				previews={{
					[FIRST]: {
						kind: 'files',
						files: [`${CWD}/notes.txt`, `${CWD}/new.txt`],
						insertions: 1,
						deletions: 2,
						made: [`${CWD}/new.txt`],
					},
				}}
				busy={false}
				cwd={CWD}
				columns={60}
				maxRows={14}
				armDelayMs={0}
				onChoose={() => undefined}
				onFork={() => undefined}
				onCancel={() => undefined}
			/>,
		);
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		const rows = frame().split('\n');
		expect(rows.some(row => /│ {3}notes\.txt +│/.test(row))).toBe(true);
		expect(rows.some(row => row.includes('  new.txt (deleted: made since)'))).toBe(true);
	});

	it('a file too long for its row goes on under its start, at its words, not at the row’s edge', async () => {
		const long = `${CWD}/dir0/file_00_with_a_rather_long_name.txt`;
		const {type, frame, waitForFrame} = render(
			<RewindPicker
				points={[{uuid: FIRST, text: 'go'}]}
				previews={{[FIRST]: {kind: 'files', files: [long], insertions: 0, deletions: 1, made: [long]}}}
				busy={false}
				cwd={CWD}
				columns={60}
				maxRows={16}
				armDelayMs={0}
				onChoose={() => undefined}
				onFork={() => undefined}
				onCancel={() => undefined}
			/>,
		);
		await type(KEY.enter);
		await waitForFrame('4. Never mind');
		const rows = frame().split('\n');
		const at = rows.findIndex(row => row.includes('dir0/file_00'));
		expect(rows.slice(at, at + 2).map(row => row.replace(/^│ | *│$/g, ''))).toEqual([
			'  dir0/file_00_with_a_rather_long_name.txt (deleted:',
			'    made since)',
		]);
	});

	it('at 40 columns a prompt keeps half the row against a long file summary, so prompts can be told apart', () => {
		const points = [
			{uuid: FIRST, text: 'prompt number one'},
			{uuid: SECOND, text: 'prompt number two'},
		];
		const unavailable = {kind: 'unavailable', reason: 'No file checkpoint found for this message'} as const;
		const {frame} = render(
			<Box width={40}>
				<RewindPicker
					points={points}
					previews={{[FIRST]: unavailable, [SECOND]: unavailable}}
					busy={false}
					cwd={CWD}
					columns={40}
					maxRows={12}
					onChoose={() => undefined}
					onFork={() => undefined}
					onCancel={() => undefined}
				/>
			</Box>,
		);
		expect(frame()).toContain('prompt number one');
		expect(frame()).toContain('prompt number two');
	});
});
