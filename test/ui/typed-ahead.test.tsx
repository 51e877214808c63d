/**
 * No typed key ever answers a prompt (issue 19, item 1). The App reads an injected clock, so the
 * 500 ms rule is checked exactly, with no wall-clock timing: keys come at the clock's times, the
 * prompt appears between any two of them, and nobody pauses for 500 ms after it is on screen.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {clockedApp} from '../helpers/clocked-app.js';
import {readRecording} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';
import {bashPermissionRequest} from '../helpers/bash-permission-request.js';

const CTRL_U = '\u0015';

const bashRequest = bashPermissionRequest('rm -rf build', 'Remove build');

/** The App at its real default (500 ms), on a clock the test moves. */
const setup = () => clockedApp();

/** Every key that answers a prompt somewhere (digits, y/a/n, letters of "yes"), and others. */
const typedKey = fc.constantFrom(...'123yanYesno hello, 34 docs'.split(''));

describe('keys typed while a prompt appears', () => {
	it('the default is 500 ms', () => {
		expect(QUIET_MS).toBe(500);
	});

	it('any interleaving without a 500 ms pause after the prompt is visible answers nothing; the text reaches the input whole and in order', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(fc.tuple(typedKey, fc.integer({min: 0, max: QUIET_MS - 1})), {minLength: 1, maxLength: 12}),
				fc.nat(),
				fc.integer({min: 0, max: 3 * QUIET_MS}),
				async (keys, arrivalSeed, quietBefore) => {
					const {type, clock, transport, answers, waitForFrame, frame, unmount} = setup();
					const arrival = arrivalSeed % (keys.length + 1);
					try {
						for (const [index, [key, gap]] of keys.entries()) {
							if (index === arrival) {
								// However long the keyboard was quiet before, the prompt is new.
								clock.now += quietBefore;
								transport.emit(bashRequest);
								await waitForFrame('Claude wants to run a command');
							}
							clock.now += gap;
							await type(key);
						}
						if (arrival === keys.length) return;
						expect(answers()).toEqual([]);
						const typed = keys.map(([key]) => key).join('');
						// Frames are trimmed at the end of each row: a message of spaces shows as a bare ›.
						await waitForFrame(text => text.includes(`› ${typed}`.trimEnd()));
						expect(frame()).toContain('Message keeps the keys · Tab answers');
					} finally {
						unmount();
					}
				},
			),
			{numRuns: 30},
		);
	});

	it('a message left in the input long before the prompt came still keeps the keys: the person may go on with it', async () => {
		const {type, clock, answers, transport, waitForFrame, frame} = setup();
		await type('y', 'e', 's');
		clock.now += 10 * QUIET_MS;
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += 10 * QUIET_MS;
		await type('1');
		expect(answers()).toEqual([]);
		await waitForFrame(text => text.includes('› yes1'));
		expect(frame()).toContain('Message keeps the keys · Tab answers');
		clock.now += QUIET_MS;
		await type('\t');
		clock.now += QUIET_MS;
		await type('1');
		expect(answers()).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
	});

	it('a key that does nothing in the prompt (Enter with no answer chosen) does not hand it the keys that follow', async () => {
		const {type, clock, answers, transport, waitForFrame, frame} = setup();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type('\r');
		clock.now += 100;
		await type('1', ' ', 'm', 'o', 'r', 'e');
		expect(answers()).toEqual([]);
		await waitForFrame(text => text.includes('› 1 more'));
		expect(frame()).toContain('Message keeps the keys · Tab answers');
	});

	it('once a key did something in the prompt, the keys that follow are the prompt’s (choosing a row, then Enter)', async () => {
		const {type, clock, answers, transport, waitForFrame} = setup();
		transport.emit({...bashRequest, request: {...bashRequest.request, requires_user_interaction: true}});
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type('1');
		clock.now += 50;
		await type('\r');
		expect(answers()).toMatchObject([{response: {response: {behavior: 'allow'}}}]);
	});

	it('one millisecond short of either clock is still typing (keys that are not text: Ctrl+T)', async () => {
		const {type, clock, answers, transport, waitForFrame} = setup();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS - 1;
		await type(KEY.ctrlT);
		// On screen long enough now, but a key came 499 ms ago.
		clock.now += QUIET_MS - 1;
		await type(KEY.ctrlT);
		expect(answers()).toEqual([]);
		clock.now += QUIET_MS;
		await type('1');
		expect(answers()).toHaveLength(1);
	});

	it('a letter the prompt has no use for is the start of a message, kept whole: "yes and" after a pause on a Bash prompt', async () => {
		const {type, clock, answers, transport, waitForFrame, frame} = setup();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		// "e" is no answer on a permission prompt: it goes to the message, and the prompt pauses for the rest.
		await type('e');
		clock.now += 70;
		await type('s', ' ', 'a', 'n', 'd', ' ', '1');
		expect(answers()).toEqual([]);
		await waitForFrame(text => text.includes('› es and 1'));
		expect(frame()).toContain('Message keeps the keys · Tab answers');
		// No pause hands the prompt the keys while the message is composed: Tab does, the message kept.
		clock.now += 3 * QUIET_MS;
		await type('1');
		expect(answers()).toEqual([]);
		clock.now += QUIET_MS;
		await type('\t');
		clock.now += QUIET_MS;
		await type('1');
		expect(answers()).toMatchObject([{response: {response: {behavior: 'allow'}}}]);
		await waitForFrame(text => text.includes('› es and 11') && !text.includes('wants to run a command'));
	});

	it('a paste is never an answer: after a pause, "1" or "y" pasted onto a prompt goes to the message', async () => {
		const {type, clock, answers, transport, waitForFrame} = setup();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type('\u001B[200~1\u001B[201~');
		clock.now += QUIET_MS;
		await type('\u001B[200~y\u001B[201~');
		expect(answers()).toEqual([]);
		await waitForFrame(text => text.includes('› 1y'));
		// The pasted text is a message composed: Tab, then a key after a pause, answers.
		clock.now += QUIET_MS;
		await type('\t');
		clock.now += QUIET_MS;
		await type('1');
		expect(answers()).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
	});

	it("a paste into a prompt's own text field (a deny reason) stays there", async () => {
		const {type, clock, answers, transport, waitForFrame} = setup();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type('3');
		await waitForFrame('Enter sends');
		clock.now += 50;
		await type('\u001B[200~use 1 less\u001B[201~');
		await waitForFrame('use 1 less');
		clock.now += 50;
		await type('\r');
		expect(answers()).toMatchObject([
			{response: {response: {behavior: 'deny', message: expect.stringContaining('use 1 less')}}},
		]);
	});
});

/** The App with a recording played up to its first prompt. */
async function atRecordedPrompt(file: string, shows: string) {
	const lines = readRecording(file);
	const requestAt = lines.findIndex(line => line.dir === 'out' && line.msg?.['type'] === 'control_request');
	const app = clockedApp();
	for (const line of lines.slice(0, requestAt + 1)) if (line.dir === 'out') app.transport.emit(line.msg!);
	await app.waitForFrame(shows);
	return app;
}

/** Types `text` a key every 100 ms, as a person does. */
async function typeAtPace(app: ReturnType<typeof clockedApp>, text: string): Promise<void> {
	for (const key of text) {
		await app.type(key);
		app.clock.now += 100;
	}
}

describe('a key a question cannot take, typed once it takes keys', () => {
	it('"y" 1.5 s after the question came is no answer and no message: it says what picks, and the Enter after sends nothing', async () => {
		const {type, clock, answers, sent, waitForFrame, frame, unmount} = await atRecordedPrompt(
			'h2-askuserquestion.jsonl',
			'1.',
		);
		try {
			clock.now += 1500;
			await type('y');
			await waitForFrame('Not an answer: a number, ↑↓ then Enter, or 3 to type your own');
			expect(frame()).not.toMatch(/^› /m);
			expect(frame()).not.toContain('Message keeps the keys');
			clock.now += 300;
			await type(KEY.enter);
			expect(sent('user')).toEqual([]);
			expect(answers()).toEqual([]);
			expect(frame()).not.toMatch(/^› /m);
			// A stop, then 1: the question is answered as if the y had never been typed.
			clock.now += QUIET_MS;
			await type('1');
			await waitForFrame('Which platforms? (choose any)');
			expect(sent('user')).toEqual([]);
		} finally {
			unmount();
		}
	});

	it('a word typed on after it is a message from its first letter: "neither" whole under the question, which it holds', async () => {
		const app = await atRecordedPrompt('h2-askuserquestion.jsonl', '1.');
		const {clock, answers, waitForFrame, frame, unmount} = app;
		try {
			clock.now += 1500;
			await typeAtPace(app, 'neither');
			await waitForFrame(/\n› neither\s*\n/);
			expect(frame()).toContain('Message keeps the keys · Tab answers');
			expect(answers()).toEqual([]);
		} finally {
			unmount();
		}
	});
});

describe('a message being composed keeps the keys, however long the pause between words', () => {
	it.each(['note the results', 'you can', 'and then fix'])(
		'a prompt comes mid-sentence, the person pauses 800 ms, then types "%s": nothing is answered, the message is whole',
		async after => {
			const app = clockedApp();
			const {type, clock, answers, sent, transport, waitForFrame, frame, unmount} = app;
			try {
				await typeAtPace(app, 'when you are done with');
				transport.emit(bashRequest);
				await waitForFrame('Claude wants to run a command');
				await typeAtPace(app, ' that');
				clock.now += 800;
				await typeAtPace(app, ` ${after}`);
				expect(answers()).toEqual([]);
				await waitForFrame(`› when you are done with that ${after}`);
				expect(frame()).toContain('Message keeps the keys · Tab answers');
				await type(KEY.enter);
				expect(sent('user')).toMatchObject([{message: {content: `when you are done with that ${after}`}}]);
				expect(answers()).toEqual([]);
				// Sent, the message still holds the prompt: the next one may follow, its first letter no answer.
				clock.now += 2 * QUIET_MS;
				await type('3');
				await waitForFrame('› 3');
				expect(answers()).toEqual([]);
				// Tab after a quiet time hands the prompt the keys, the quiet time after it a key.
				await type(KEY.backspace);
				clock.now += QUIET_MS;
				await type('\t');
				clock.now += QUIET_MS;
				await type('3');
				await waitForFrame('Reason for Claude');
				expect(answers()).toEqual([]);
			} finally {
				unmount();
			}
		},
	);

	it.each([60, 80])(
		'at %i columns the prompt says where the keys go: to the message while it is in the input, to the input once it is sent or cleared',
		async columns => {
			const app = clockedApp();
			const {type, clock, answers, sent, transport, stdout, waitForFrame, frame, unmount} = app;
			try {
				Object.defineProperty(stdout, 'columns', {value: columns, configurable: true});
				stdout.emit('resize');
				transport.emit(bashRequest);
				await waitForFrame('Claude wants to run a command');
				await typeAtPace(app, 'check the logs');
				await waitForFrame('› check the logs');
				expect(frame()).toContain('Message keeps the keys · Tab answers');
				await type(KEY.enter);
				expect(sent('user')).toHaveLength(1);
				// The box is empty and the prompt still waits for Tab: no message keeps the keys, the input has them.
				await waitForFrame('Keys go to the input · Tab answers');
				expect(frame()).not.toContain('Message keeps the keys');
				clock.now += 2 * QUIET_MS;
				await type('1');
				await waitForFrame('Message keeps the keys · Tab answers');
				expect(frame()).toContain('› 1');
				await type(CTRL_U);
				await waitForFrame('Keys go to the input · Tab answers');
				expect(answers()).toEqual([]);
			} finally {
				unmount();
			}
		},
	);

	it('on a plan: "1 first" after a pause goes to the message; Tab then 1 approves, and the keys after are the message’s again', async () => {
		const app = await atRecordedPrompt('h3-exitplanmode.jsonl', 'Claude has a plan');
		const {type, clock, answers, waitForFrame, frame, unmount} = app;
		try {
			await typeAtPace(app, 'two things: a small fix then tests');
			clock.now += 800;
			await typeAtPace(app, ' 1 first');
			clock.now += 10_000;
			await type('2');
			expect(answers()).toEqual([]);
			await waitForFrame('› two things: a small fix then tests 1 first2');
			clock.now += QUIET_MS;
			await type('\t');
			clock.now += QUIET_MS;
			await type('1');
			expect(answers()).toMatchObject([{response: {response: {behavior: 'allow'}}}]);
			await waitForFrame(text => !text.includes('Claude has a plan'));
			await type('!');
			await waitForFrame('› two things: a small fix then tests 1 first2!');
			expect(frame()).not.toContain('Tab answers');
		} finally {
			unmount();
		}
	});

	it('the next prompt, shown at once after Tab and 1 answered the first, is held by the message too', async () => {
		const app = clockedApp();
		const {type, clock, answers, transport, waitForFrame, frame, unmount} = app;
		try {
			transport.emit(bashRequest);
			transport.emit({...bashRequest, request_id: 'req-2', request: {...bashRequest.request, tool_use_id: 'toolu_2'}});
			await waitForFrame('Claude wants to run a command');
			await typeAtPace(app, 'check the logs');
			clock.now += QUIET_MS;
			await type('\t');
			clock.now += QUIET_MS;
			await type('1');
			expect(answers()).toMatchObject([{response: {request_id: 'req-1'}}]);
			await waitForFrame(text => text.includes('Claude wants to run a command') && !text.includes('1 more waiting'));
			clock.now += 800;
			await typeAtPace(app, ' and you');
			clock.now += 2000;
			await type('1');
			expect(answers()).toHaveLength(1);
			await waitForFrame('› check the logs and you1');
			expect(frame()).toContain('Message keeps the keys · Tab answers');
		} finally {
			unmount();
		}
	});
});

describe('a message typed after a deliberate key on a prompt', () => {
	const cases = [
		{
			on: 'a Bash prompt, Down then "stop"',
			file: 'd3-bash-always-allow-localSettings.jsonl',
			first: [KEY.down],
			text: 'stop',
		},
		{
			on: 'a Bash prompt, "a" then " quick note"',
			file: 'd3-bash-always-allow-localSettings.jsonl',
			first: ['a'],
			text: ' quick note',
		},
		{
			on: 'the place step of "allow from now on", 2, 2 then "abc"',
			file: 'd3-bash-always-allow-localSettings.jsonl',
			first: ['2', '2'],
			text: 'abc',
		},
		{on: 'a plan, Down then "wait, no"', file: 'h3-exitplanmode.jsonl', first: [KEY.down], text: 'wait, no'},
		{on: 'a question, Down then "hmm"', file: 'h2-askuserquestion.jsonl', first: [KEY.down], text: 'hmm'},
	];
	it.each(cases)(
		'on $on: the Enter 150 ms later sends the message and answers nothing',
		async ({file, first, text}) => {
			const {type, clock, answers, sent, waitForFrame, frame, unmount} = await atRecordedPrompt(file, '1.');
			try {
				clock.now += QUIET_MS;
				// Each a deliberate key: after a quiet time (a step's options, shown anew, wait for one too).
				for (const key of first) {
					await type(key);
					clock.now += QUIET_MS + 100;
				}
				clock.now += 800;
				for (const key of text) {
					await type(key);
					clock.now += 50;
				}
				await waitForFrame(`› ${text}`);
				expect(frame()).toContain('Message keeps the keys · Tab answers');
				clock.now += 100;
				await type(KEY.enter);
				expect(answers()).toEqual([]);
				expect(sent('user')).toMatchObject([{message: {content: text}}]);
			} finally {
				unmount();
			}
		},
	);

	it('digits and y/n/a typed in it are the message’s too; no quiet time hands the prompt a key, Tab does', async () => {
		const {type, clock, answers, transport, waitForFrame} = clockedApp();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type(KEY.down);
		clock.now += 1000;
		for (const key of 'e1yan2') {
			await type(key);
			clock.now += 100;
		}
		expect(answers()).toEqual([]);
		await waitForFrame('› e1yan2');
		clock.now += 4 * QUIET_MS;
		await type('1');
		expect(answers()).toEqual([]);
		clock.now += QUIET_MS;
		await type('\t');
		clock.now += QUIET_MS;
		await type('1');
		expect(answers()).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
	});
});

describe('a slash command sent from the message under a prompt', () => {
	it("one that opens a picker says it was not run (the prompt would hide the picker), and the keys stay the message's", async () => {
		const {type, clock, answers, transport, waitForFrame, frame} = setup();
		await type('/', 'm', 'o', 'd', 'e');
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += 10 * QUIET_MS;
		await type(KEY.enter);
		await waitForFrame('/mode not run: the prompt would hide it');
		// What was typed stays in the input, to send once the prompt is answered; the keys after it are the message's.
		expect(frame()).toContain('› /mode');
		await type(' ', 'x');
		await waitForFrame(text => text.includes('› /mode x'));
		expect(answers()).toEqual([]);
		expect(frame()).not.toContain('default (now)');
	});

	it('one that only shows something runs at once, the prompt left as it was', async () => {
		const {type, clock, answers, transport, waitForFrame, frame, allOutput} = setup();
		await type('/', 'd', 'e', 'n', 'i', 'e', 'd');
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += 10 * QUIET_MS;
		await type(KEY.enter);
		await waitForFrame(() => allOutput().includes('Nothing is denied for this session.'));
		expect(frame()).toContain('/denied ran: shown once the prompt is answered');
		expect(frame()).toContain('Claude wants to run a command');
		expect(answers()).toEqual([]);
		// Answered (Tab first: the message held the prompt), the prompt takes its line with it.
		clock.now += 10 * QUIET_MS;
		await type('\t');
		clock.now += QUIET_MS;
		await type('1');
		await waitFor(() => answers().length === 1);
		await waitForFrame(text => !text.includes('Claude wants to run a command'));
		expect(frame()).not.toContain('/denied ran');
	});
});

describe('an Esc out of what a prompt asks for next (a reason, an answer of your own)', () => {
	it('a double-tapped Esc out of the deny reason goes back to the answers: nothing interrupted, nothing answered', async () => {
		const app = clockedApp();
		const {type, clock, answers, transport, waitForFrame, frame} = app;
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type('3');
		await typeAtPace(app, 'not now');
		await waitForFrame('not now');
		clock.now += QUIET_MS;
		await type(KEY.escape);
		clock.now += 80;
		await type(KEY.escape);
		await waitForFrame('4. No, and deny');
		expect(answers()).toEqual([]);
		expect(transport.written().filter(line => line['type'] === 'control_request')).toEqual([]);
		expect(frame()).toContain('Claude wants to run a command');
	});

	it('a double-tapped Esc out of a question’s own answer goes back to its options: the questions are not dismissed', async () => {
		const {type, clock, answers, waitForFrame, frame} = await atRecordedPrompt('h2-askuserquestion.jsonl', '1.');
		clock.now += QUIET_MS;
		await type('3');
		await waitForFrame(text => /Other: /.test(text));
		await type('m', 'y');
		clock.now += QUIET_MS;
		await type(KEY.escape);
		clock.now += 80;
		await type(KEY.escape);
		clock.now += 80;
		await waitForFrame(text => !text.includes('Esc goes back'));
		expect(answers()).toEqual([]);
		expect(frame()).toContain('1.');
	});
});

describe('PgUp and PgDn at a prompt just come', () => {
	it('scroll it at once (they answer nothing), and the keys after them are still held back', async () => {
		const {type, clock, answers, transport, waitForFrame, frame} = clockedApp();
		const content = Array.from({length: 80}, (_, index) => `line ${index + 1} of the new file`).join('\n');
		transport.emit({
			type: 'control_request',
			request_id: 'req-1',
			request: {
				subtype: 'can_use_tool',
				tool_name: 'Write',
				input: {file_path: '/w/big.txt', content},
				tool_use_id: 't1',
			},
		});
		await waitForFrame(/↓ \d+ more rows/);
		const first = () => Number(/line (\d+) of the new file/.exec(frame())?.[1]);
		const top = first();
		await type(KEY.pageDown);
		await waitFor(() => first() > top);
		clock.now += 40;
		await type(KEY.pageUp);
		await waitFor(() => first() === top);
		clock.now += 40;
		await type('1');
		expect(answers()).toEqual([]);
		expect(frame()).toContain('› 1');
	});
});
