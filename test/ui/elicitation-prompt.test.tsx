/**
 * An MCP elicitation as a form (issue 22): fields from the schema, typed content on accept, inline
 * errors and no submit until valid, Ctrl+D declines and Esc cancels; a URL to open; a field of an
 * unknown type said in one line. In the App, the key gate holds its keys like any prompt's (issue 19).
 */
import {Box} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import type {ElicitationRequest} from '../../src/state/state.js';
import {ElicitationPrompt} from '../../src/ui/components/prompts/elicitation-prompt.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {promptRows} from '../../src/ui/prompt-layout.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {displayWidth} from '../../src/text/width.js';
import {clockedApp} from '../helpers/clocked-app.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';

/** The schema test/fixtures/mcp/elicit-server.mjs asks with. */
const schema = {
	type: 'object',
	properties: {
		name: {type: 'string', title: 'Name', minLength: 1},
		age: {type: 'integer', title: 'Age', minimum: 0, maximum: 150},
		subscribe: {type: 'boolean', title: 'Subscribe', default: false},
		colour: {type: 'string', enum: ['red', 'green', 'blue'], enumNames: ['Red', 'Green', 'Blue']},
	},
	required: ['name', 'age'],
};
const form: ElicitationRequest = {
	requestId: 'e1',
	serverName: 'asker',
	message: 'Who are you?',
	mode: 'form',
	schema,
	propertyOrder: ['name', 'age', 'subscribe', 'colour'],
	receivedAt: 0,
};

function setup(request: ElicitationRequest, {columns = 80, maxRows = 20} = {}) {
	const view: ViewOptions = {width: columns, color: false, showThinking: true, live: true};
	const onAnswer = vi.fn();
	// Armed at once: the App's key gate has tests of its own below.
	const ui = render(
		<Box width={columns} flexDirection="column">
			<ElicitationPrompt
				request={request}
				queued={0}
				view={view}
				maxRows={maxRows}
				onAnswer={onAnswer}
				armDelayMs={0}
			/>
		</Box>,
	);
	return {...ui, onAnswer, rows: () => ui.frame().split('\n')};
}

/** A permission prompt that comes in front of the form. */
const LS_PROMPT = {
	type: 'control_request',
	request_id: 'p1',
	request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command: 'ls'}},
};

describe('an elicitation form', () => {
	it('shows the server, the message and one row per field: label, required mark, type hint, value', () => {
		const {frame} = setup(form);
		expect(frame()).toContain('MCP server asker asks');
		expect(frame()).toContain('Who are you?');
		expect(frame()).toContain('❯ Name* (text):');
		expect(frame()).toContain('Age* (integer 0–150):');
		expect(frame()).toContain('Subscribe (yes/no): [ ] no');
		expect(frame()).toContain('colour (choice): ‹ choose with ←→ ›');
		expect(frame()).toContain('Enter next · Tab/↑↓ move · Ctrl+D decline · Esc cancel');
	});

	it('is filled with typing, Tab, Space and the arrows, and Enter on the last field accepts with typed content', async () => {
		const {type, frame, waitForFrame, onAnswer} = setup(form);
		await type('A', 'd', 'a', '\t', '3', '6', KEY.down, ' ', '\t', KEY.right, KEY.right);
		// Under load the last key's frame may come after the pause that follows it.
		await waitForFrame('‹ Green ›');
		expect(frame()).toContain('Subscribe (yes/no): [x] yes');
		expect(frame()).toContain('Enter submits');
		await type(KEY.enter);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {
			action: 'accept',
			content: {name: 'Ada', age: 36, subscribe: true, colour: 'green'},
		});
	});

	it('shows what is wrong inline and does not submit until it is right', async () => {
		const {type, frame, onAnswer} = setup(form);
		await type(KEY.up, '\t', 'x', '\t', '\t', KEY.enter);
		expect(onAnswer).not.toHaveBeenCalled();
		expect(frame()).toMatch(/Name\* \(text\): +✗ required/);
		expect(frame()).toContain('✗ not a number');
		// The focus went to the first wrong field.
		expect(frame()).toContain('❯ Name*');
		await type('A', 'd', 'a', KEY.enter, KEY.backspace, '2', '0', '0', KEY.enter, KEY.enter, KEY.enter);
		expect(frame()).toContain('✗ at most 150');
		expect(onAnswer).not.toHaveBeenCalled();
		// The focus is on Age again: 200 becomes 20.
		expect(frame()).toContain('❯ Age*');
		await type(KEY.backspace, KEY.enter, KEY.enter, KEY.enter);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {
			action: 'accept',
			content: {name: 'Ada', age: 20, subscribe: false},
		});
	});

	it("shows the focused field's description after its value", async () => {
		const {type, frame} = setup({
			...form,
			schema: {
				properties: {
					email: {type: 'string', format: 'email', description: 'Where the receipt goes'},
					city: {type: 'string', description: 'Where you live'},
				},
			},
			propertyOrder: [],
		});
		expect(frame()).toContain('Where the receipt goes');
		expect(frame()).not.toContain('Where you live');
		await type('\t');
		expect(frame()).toContain('city (text):');
		expect(frame()).toContain('Where you live');
		expect(frame()).not.toContain('Where the receipt goes');
	});

	it('keeps the title and each field on one row: a line break typed becomes a space, one sent a ⏎', async () => {
		const {type, frame, onAnswer} = setup({
			...form,
			serverName: 'two\nservers',
			schema: {properties: {note: {type: 'string', title: 'Two\nlines'}}},
			propertyOrder: [],
		});
		expect(frame()).toContain('MCP server two⏎servers asks');
		expect(frame()).toContain('Two⏎lines (text):');
		await type('a', KEY.ctrlJ, 'b');
		expect(frame()).toContain('Two⏎lines (text): a b');
		await type(KEY.enter);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {action: 'accept', content: {note: 'a b'}});
	});

	it('at 40 columns, a value longer than its row shows its end, where the cursor is, and what is wrong', async () => {
		const narrow = setup(form, {columns: 40, maxRows: 10});
		await narrow.type('\t', '4', '2');
		expect(narrow.frame()).toContain('❯ Age* (integer 0–150): 42');
		const {type, rows} = setup(form, {columns: 40, maxRows: 10});
		await type('\t', ...'12345678901234567890x'.split(''), KEY.down, KEY.up);
		const age = rows().find(row => row.includes('Age*'))!;
		// No room for the type hint as well: it goes first.
		expect(age).toMatch(/^❯ Age\*: …\d+0x +✗ not a number$/);
		expect(displayWidth(age)).toBeLessThanOrEqual(40);
	});

	it('a pasted value of tabs and lines keeps to its row with the cursor in view, and is sent as pasted but its line breaks', async () => {
		const {type, rows, onAnswer} = setup(form, {columns: 40, maxRows: 10});
		await type(`\u001B[200~${'x\t'.repeat(12)}END\nnext\u001B[201~`);
		const name = rows().find(row => row.includes('Name*'))!;
		// Each tab is drawn to its stop: counted as no column, the row ran on past the cursor, which was cut off.
		expect(name).toMatch(/^❯ Name\* \(text\): …[x ]+END next$/);
		expect(displayWidth(name)).toBeLessThanOrEqual(40);
		await type('\t', '4', '2', KEY.enter, KEY.enter, KEY.enter);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith(
			'e1',
			expect.objectContaining({content: expect.objectContaining({name: `${'x\t'.repeat(12)}END next`})}),
		);
	});

	it('Ctrl+D declines and Esc cancels', async () => {
		const declined = setup(form);
		await declined.type('A', KEY.ctrlD);
		expect(declined.onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {action: 'decline'});
		const cancelled = setup(form);
		await cancelled.type(KEY.escape);
		expect(cancelled.onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {action: 'cancel'});
	});

	it('a required field of an unknown type is one clear line: no accept, but decline still works', async () => {
		const {type, frame, onAnswer} = setup({
			...form,
			schema: {properties: {tags: {type: 'array', title: 'Tags'}, note: {type: 'string'}}, required: ['tags']},
			propertyOrder: [],
		});
		expect(frame()).toContain('Tags* (array): type array cannot be filled in here: decline or cancel');
		await type(KEY.down, 'h', 'i', KEY.enter);
		expect(onAnswer).not.toHaveBeenCalled();
		expect(frame()).toContain('❯ Tags*');
		await type(KEY.ctrlD);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {action: 'decline'});
	});

	it('an optional field of an unknown type is left out of an accept', async () => {
		const {type, frame, onAnswer} = setup({
			...form,
			schema: {properties: {tags: {type: 'array'}, note: {type: 'string'}}},
			propertyOrder: [],
		});
		expect(frame()).toContain('tags (array): type array cannot be filled in here (optional: left out)');
		await type(KEY.down, 'h', 'i', KEY.enter);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {action: 'accept', content: {note: 'hi'}});
	});

	it('an optional yes/no nobody touched is not answered: left out; Space answers it', async () => {
		const optional = {
			...form,
			schema: {properties: {ok: {type: 'boolean'}, more: {type: 'boolean'}}},
			propertyOrder: [],
		};
		const {type, frame, onAnswer} = setup(optional);
		expect(frame()).toContain('ok (yes/no): [ ] not answered');
		await type(' ');
		expect(frame()).toContain('ok (yes/no): [x] yes');
		await type(' ', KEY.down, KEY.enter);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith('e1', {action: 'accept', content: {ok: false}});
	});

	it('a URL to open is shown cleaned of terminal control; Enter accepts, without content', async () => {
		const {type, frame, lastFrame, onAnswer} = setup({
			requestId: 'u1',
			serverName: 'auth\u001B[2J',
			message: 'Sign in\u001B]0;owned\u0007 please',
			mode: 'url',
			url: 'https://example.com/auth?x=1\u001B]8;;https://evil.example\u0007',
			receivedAt: 0,
		});
		expect(frame()).toContain('Open: https://example.com/auth?x=1');
		expect(frame()).toContain('Enter: opened it, accept · Ctrl+D decline · Esc cancel');
		expect(lastFrame()).not.toMatch(/\u001B\]|\u0007|\u001B\[2J/);
		await type('x', KEY.enter);
		expect(onAnswer).toHaveBeenCalledExactlyOnceWith('u1', {action: 'accept'});
	});

	it.each([
		[80, 24, 'form', 'Enter next · Tab/↑↓ move · Ctrl+D decline · Esc cancel'],
		[40, 12, 'form', 'Enter next · Ctrl+D decline · Esc cancel'],
		[30, 8, 'form', 'Ctrl+D decline · Esc cancel'],
		[80, 24, 'url', 'Enter: opened it, accept · Ctrl+D decline · Esc cancel'],
		[50, 12, 'url', 'Enter accepts · Ctrl+D decline · Esc cancel'],
		[30, 8, 'url', 'Ctrl+D decline · Esc cancel'],
	] as const)('at %ix%i a %s keeps how to decline and cancel in its keys row: %s', (columns, screen, mode, keys) => {
		const request: ElicitationRequest =
			mode === 'url'
				? {
						requestId: 'u1',
						serverName: 'asker',
						message: 'Sign in',
						mode: 'url',
						url: 'https://example.com/x',
						receivedAt: 0,
					}
				: form;
		const {rows} = setup(request, {columns, maxRows: promptRows(screen, 0, false)});
		// The row is whole, not cut with …: the moves, then Enter's words, give way first.
		expect(rows().some(row => row.replace(/^│ /, '').replace(/ +│$/, '').trimEnd() === keys)).toBe(true);
		for (const row of rows()) expect(displayWidth(row)).toBeLessThanOrEqual(columns);
	});

	it.each([
		[80, 24],
		[40, 12],
	])(
		'fits %ix%i with many fields: the focused one, a row saying how many more, and the keys',
		async (columns, screen) => {
			const properties = Object.fromEntries(
				Array.from({length: 20}, (_, index) => [`field${index + 1}`, {type: 'string', title: `Field ${index + 1}`}]),
			);
			const maxRows = promptRows(screen, 0, false);
			const {rows, frame, type} = setup(
				{
					...form,
					message: 'Please fill in a form that is a lot longer than the screen is tall. '.repeat(3),
					schema: {properties},
					propertyOrder: [],
				},
				{columns, maxRows},
			);
			const fits = () => {
				expect(rows().length).toBeLessThanOrEqual(maxRows);
				for (const row of rows()) expect(displayWidth(row)).toBeLessThanOrEqual(columns);
				expect(frame()).toContain('Ctrl+D');
			};
			fits();
			expect(frame()).toContain('❯ Field 1');
			expect(frame()).toMatch(/↓ \d+ more fields/);
			await type(...Array.from({length: 12}, () => '\t'));
			fits();
			expect(frame()).toContain('❯ Field 13');
			expect(frame()).toMatch(/↑ \d+ above/);
		},
	);
});

const elicitation = {
	type: 'control_request',
	request_id: 'e1',
	request: {
		subtype: 'elicitation',
		mcp_server_name: 'asker',
		message: 'Who are you?',
		mode: 'form',
		requested_schema: schema,
		property_order: ['name', 'age', 'subscribe', 'colour'],
	},
};

describe('an elicitation in the App', () => {
	it('typed-ahead keys never fill or submit the form: they go to the message input', async () => {
		const {type, clock, transport, answers, sent, waitForFrame, frame, unmount} = clockedApp();
		try {
			await type('h', 'i');
			transport.emit(elicitation);
			await waitForFrame('MCP server asker asks');
			for (const key of ['A', 'd', 'a', '\t', ' ', KEY.right, KEY.ctrlD, KEY.escape]) {
				clock.now += QUIET_MS - 1;
				await type(key);
			}
			await waitForFrame('› hiAda');
			clock.now += QUIET_MS - 1;
			await type(KEY.enter);
			expect(answers()).toEqual([]);
			expect(frame()).toContain('MCP server asker asks');
			expect(frame()).not.toMatch(/Name\* \(text\): \S/);
			expect(frame()).not.toContain('[x] yes');
			// Enter sent the message typed ahead, not the form.
			expect(sent('user')).toMatchObject([{message: {content: expect.stringMatching(/^hiAda/)}}]);
		} finally {
			unmount();
		}
	});

	it('after a message typed as it came, Tab gives the form the keys: it fills and submits, and claude gets the typed content', async () => {
		const {type, clock, transport, answers, waitForFrame, frame, unmount} = clockedApp();
		try {
			await type('h', 'i');
			transport.emit(elicitation);
			await waitForFrame('MCP server asker asks');
			// The message typed as the form came keeps the keys, however long the pause.
			clock.now += 5 * QUIET_MS;
			await type('!');
			await waitForFrame('› hi!');
			clock.now += QUIET_MS;
			await type('\t');
			clock.now += QUIET_MS;
			await type('A');
			// The form took the first key: the ones after it are its own however fast they come.
			await type('d', 'a', '\t', '4', '2', '\t', ' ', '\t', KEY.left, KEY.enter);
			expect(answers()).toEqual([
				{
					type: 'control_response',
					response: {
						subtype: 'success',
						request_id: 'e1',
						response: {action: 'accept', content: {name: 'Ada', age: 42, subscribe: true, colour: 'blue'}},
					},
				},
			]);
			await waitForFrame('MCP server asker asked "Who are you?": accepted, sent name, age, subscribe, colour.');
			expect(frame()).not.toContain('MCP server asker asks');
			// What was typed before the form stayed in the input.
			expect(frame()).toContain('› hi!');
		} finally {
			unmount();
		}
	});

	it('y and n at a yes/no the person is filling in set it: they start no message, and the Enter after sends the form, not "y"', async () => {
		const {type, clock, transport, answers, sent, waitForFrame, frame, unmount} = clockedApp();
		try {
			transport.emit(elicitation);
			await waitForFrame('MCP server asker asks');
			// As the tester did: a stop, then Name and Age filled at a person's pace, a second's pause, y, Enter.
			clock.now += 1500;
			for (const key of ['a', 'b', KEY.enter, '3', KEY.enter]) {
				await type(key);
				clock.now += 300;
			}
			await waitForFrame('❯ Subscribe (yes/no): [ ] no');
			clock.now += 1000;
			await type('y');
			await waitForFrame('❯ Subscribe (yes/no): [x] yes');
			clock.now += 300;
			await type('n');
			await waitForFrame('❯ Subscribe (yes/no): [ ] no');
			clock.now += 300;
			await type('Y');
			await waitForFrame('❯ Subscribe (yes/no): [x] yes');
			expect(frame()).not.toMatch(/^› /m);
			expect(frame()).not.toContain('Message keeps the keys');
			clock.now += 300;
			await type(KEY.enter);
			await waitForFrame('Enter submits');
			clock.now += 300;
			await type(KEY.enter);
			expect(answers()).toEqual([
				{
					type: 'control_response',
					response: {
						subtype: 'success',
						request_id: 'e1',
						response: {action: 'accept', content: {name: 'ab', age: 3, subscribe: true}},
					},
				},
			]);
			// Nothing reached claude as a message of the person's.
			expect(sent('user')).toEqual([]);
			await waitForFrame(frame => !frame.includes('MCP server asker asks'));
			expect(frame()).not.toMatch(/› \S/);
		} finally {
			unmount();
		}
	});

	it('a key the focused field cannot take (9 at a yes/no, x at a choice) does nothing but say what it takes: the Enter after sends no message', async () => {
		const {type, clock, transport, answers, sent, waitForFrame, frame, unmount} = clockedApp();
		try {
			transport.emit(elicitation);
			await waitForFrame('MCP server asker asks');
			clock.now += 1500;
			for (const key of ['a', KEY.enter, '3', KEY.enter]) {
				await type(key);
				clock.now += 300;
			}
			clock.now += 1000;
			await type('9');
			await waitForFrame('Subscribe is yes/no: y, n, or Space toggles');
			expect(frame()).toContain('❯ Subscribe (yes/no): [ ] no');
			// The Enter right after it (as the tester's): no message to send, and the form not yet its (the key was a slip).
			clock.now += 300;
			await type(KEY.enter);
			expect(sent('user')).toEqual([]);
			expect(answers()).toEqual([]);
			expect(frame()).not.toMatch(/^› /m);
			expect(frame()).toContain('❯ Subscribe (yes/no): [ ] no');
			// After a stop the form has the keys again: Enter goes on to the choice, where x does nothing either.
			clock.now += QUIET_MS;
			await type(KEY.enter);
			await waitForFrame('❯ colour (choice)');
			clock.now += QUIET_MS;
			await type('x');
			await waitForFrame('colour is a choice: ←→ or Space');
			clock.now += QUIET_MS;
			await type(KEY.right);
			await waitForFrame('‹ Red ›');
			expect(frame()).toContain('Enter submits');
			await type(KEY.enter);
			expect(answers()).toMatchObject([
				{response: {response: {action: 'accept', content: {name: 'a', age: 3, subscribe: false, colour: 'red'}}}},
			]);
			expect(sent('user')).toEqual([]);
		} finally {
			unmount();
		}
	});

	it('waits behind a permission prompt, which comes first', async () => {
		const {clock, type, transport, answers, waitForFrame, unmount} = clockedApp();
		try {
			transport.emit(elicitation);
			transport.emit(LS_PROMPT);
			await waitForFrame('Claude wants to run a command');
			await waitForFrame('1 more waiting');
			clock.now += QUIET_MS;
			await type('1');
			await waitForFrame('MCP server asker asks');
			clock.now += QUIET_MS;
			await type(KEY.escape);
			expect(answers().map(frame => frame['response'])).toMatchObject([
				{request_id: 'p1', response: {behavior: 'allow'}},
				{request_id: 'e1', response: {action: 'cancel'}},
			]);
		} finally {
			unmount();
		}
	});

	it('withdrawn by claude while it is filled in: what was typed is back in the input, not sent, and two lines say so', async () => {
		const {clock, type, transport, answers, waitForFrame, frame, unmount} = clockedApp();
		try {
			transport.emit(elicitation);
			await waitForFrame('MCP server asker asks');
			clock.now += QUIET_MS;
			// A name, an age, and Subscribe ticked (a toggle is quickly done again: it does not come back).
			await type('A', 'd', 'a', ' ', 'L', '\t', '4', '2', '\t', ' ');
			await waitForFrame('[x] yes');
			transport.emit({type: 'control_cancel_request', request_id: 'e1'});
			await waitForFrame(
				'This form closed before your answer was sent: what you typed in it is back in the input, not sent.',
			);
			expect(frame()).toContain('MCP server asker asked "Who are you?": withdrawn by claude before an answer.');
			expect(frame()).not.toContain('MCP server asker asks');
			expect(frame()).toContain('› Name: Ada L');
			expect(frame()).toContain('Age: 42');
			expect(frame()).not.toContain('Subscribe:');
			expect(answers()).toEqual([]);
		} finally {
			unmount();
		}
	});

	it('cancelled or declined by the person: what was typed is their answer, and nothing comes back', async () => {
		for (const key of [KEY.escape, KEY.ctrlD]) {
			const {clock, type, transport, answers, waitForFrame, frame, unmount} = clockedApp();
			try {
				transport.emit(elicitation);
				await waitForFrame('MCP server asker asks');
				clock.now += QUIET_MS;
				await type('A', 'd', 'a');
				await waitForFrame('Ada');
				clock.now += QUIET_MS;
				await type(key);
				await waitForFrame(text => !text.includes('MCP server asker asks'));
				expect(answers()).toHaveLength(1);
				expect(frame()).not.toContain('back in the input');
				expect(frame()).not.toContain('› Name: Ada');
			} finally {
				unmount();
			}
		}
	});

	it('a form shown again after a permission prompt that came in front of it is as it was left: its text, its field', async () => {
		const {clock, type, transport, answers, waitForFrame, frame, unmount} = clockedApp();
		try {
			transport.emit(elicitation);
			await waitForFrame('MCP server asker asks');
			clock.now += QUIET_MS;
			await type('A', 'd', 'a', '\t', '4');
			await waitForFrame('❯ Age* (integer 0–150): 4');
			transport.emit(LS_PROMPT);
			await waitForFrame('Claude wants to run a command');
			clock.now += QUIET_MS;
			await type('1');
			await waitForFrame('MCP server asker asks');
			// Not empty: Ada and 4 are there, the focus still on Age, whose cursor is at its end.
			expect(frame()).toContain('  Name* (text): Ada');
			expect(frame()).toContain('❯ Age* (integer 0–150): 4');
			clock.now += QUIET_MS;
			await type('2', KEY.enter, KEY.enter, KEY.enter);
			expect(answers().map(answer => answer['response'])).toMatchObject([
				{request_id: 'p1', response: {behavior: 'allow'}},
				{request_id: 'e1', response: {action: 'accept', content: {name: 'Ada', age: 42}}},
			]);
		} finally {
			unmount();
		}
	});

	it('a permission prompt that comes in front of a filled form does not give its text back: the form still asks', async () => {
		const {clock, type, transport, waitForFrame, frame, unmount} = clockedApp();
		try {
			transport.emit(elicitation);
			await waitForFrame('MCP server asker asks');
			clock.now += QUIET_MS;
			await type('A', 'd', 'a');
			await waitForFrame('Ada');
			transport.emit(LS_PROMPT);
			await waitForFrame('Claude wants to run a command');
			expect(frame()).not.toContain('back in the input');
			// Withdrawn behind the permission, the form's text comes back once the permission is answered.
			transport.emit({type: 'control_cancel_request', request_id: 'e1'});
			clock.now += QUIET_MS;
			await type('1');
			await waitForFrame('what you typed in it is back in the input, not sent.');
			expect(frame()).toContain('› Name: Ada');
		} finally {
			unmount();
		}
	});
});
