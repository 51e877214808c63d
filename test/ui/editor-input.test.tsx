/**
 * The message editor fed the way a terminal feeds it: several keys in one read (fast typing, a busy
 * moment), pastes with and without bracketed-paste markers, tabs, and characters wider than one code unit.
 */
import chalk from 'chalk';
import stringWidth from 'string-width';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';

const PASTE_START = '\u001B[200~';
const PASTE_END = '\u001B[201~';

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store, newId: () => 'uuid-1'});
	void session.attach(transport);
	const {actions} = sessionActions(session);
	const ui = render(<App store={store} actions={actions} color={false} now={() => 1_000_000} />);
	const sent = () =>
		transport
			.written()
			.filter(frame => frame['type'] === 'user')
			.map(frame => (frame['message'] as {content: string}).content);
	/** The rows of the editor's box, top border to bottom border. */
	const box = () => {
		const lines = ui.frame().split('\n');
		const top = lines.findIndex(line => line.startsWith('╭'));
		const bottom = lines.findIndex((line, index) => index > top && line.startsWith('╰'));
		return lines.slice(top, bottom + 1);
	};
	/** The text drawn inverse (the cursor), from the frame with its styling. */
	const underCursor = () => /\u001B\[7m(.*?)\u001B\[27m/u.exec(ui.lastFrame() ?? '')?.[1];
	return {...ui, transport, sent, box, underCursor};
}

describe('message editor input', () => {
	// The cursor is drawn inverse: styling on, so the frame shows which characters it covers.
	const level = chalk.level;
	beforeAll(() => {
		chalk.level = 1;
	});
	afterAll(() => {
		chalk.level = level;
	});

	it('several keys in one read are each applied, in order', async () => {
		const {type, box, sent} = setup();
		await type('abc\u007F');
		await waitFor(() => box()[1]!.includes('› ab '));
		await type('\u0001x');
		await waitFor(() => box()[1]!.includes('› xab '));
		await type('\u001B[Dy\u0005z');
		await waitFor(() => box()[1]!.includes('› yxabz '));
		await type('!\r');
		expect(sent()).toEqual(['yxabz!']);
	});

	it('text and its Enter in one read send the text (this already worked; kept so it stays so)', async () => {
		const {type, sent} = setup();
		await type('hi\r');
		expect(sent()).toEqual(['hi']);
	});

	it('@path then Tab in one read completes the path instead of inserting a tab', async () => {
		const {type, box} = setup();
		await type('see @REA\t');
		await waitFor(() => box()[1]!.includes('› see @README.md  '));
		expect(box()[1]).not.toContain('\t');
	});

	it('a bracketed paste is text: its tabs and line breaks are kept and nothing in it is a key', async () => {
		const {type, box, sent} = setup();
		await type(`${PASTE_START}a\tb\rc\u0001${PASTE_END}`);
		await waitFor(() => box()[2]!.startsWith('│   c'));
		expect(
			box()
				.slice(1, 3)
				.map(line => line.slice(0, 12)),
		).toEqual(['│ › a   b   ', '│   c       ']);
		expect(sent()).toEqual([]);
		await type(KEY.enter);
		expect(sent()).toEqual(['a\tb\nc']);
	});

	it('a tab in the text is drawn as spaces to the next tab stop and leaves the box whole', async () => {
		const {type, box, sent, allOutput} = setup();
		// A paste from a terminal without bracketed paste: one read with a tab inside the text.
		await type('one\ttwo');
		await waitFor(() => box()[1]!.includes('› one two '));
		const widths = new Set(box().map(line => stringWidth(line)));
		expect(widths.size).toBe(1);
		const before = allOutput().length;
		await type(KEY.enter);
		expect(sent()).toEqual(['one\ttwo']);
		// The sent message keeps its tab, and the transcript draws it the way the editor did.
		await waitFor(() => /one\s+two/.test(allOutput().slice(before)));
		expect(/one\s+two/.exec(allOutput().slice(before))?.[0]).toBe('one two');
	});

	it.each([
		['an emoji', '👍'],
		// One code unit, two columns: this one already worked; kept so it stays so.
		['a wide character', '漢'],
		['e and a combining accent', 'e\u0301'],
		['a ZWJ family', '👨\u200D👩\u200D👧'],
	])('the cursor covers the whole of %s, and Left and Backspace move over all of it', async (_, grapheme) => {
		const {type, underCursor, box, sent} = setup();
		await type(`a${grapheme}b`);
		await type(KEY.left);
		await type(KEY.left);
		await waitFor(() => underCursor() === grapheme);
		await type(KEY.left);
		await waitFor(() => underCursor() === 'a');
		await type(KEY.right, KEY.right, KEY.backspace);
		await waitFor(() => box()[1]!.includes('› ab '));
		await type(KEY.enter);
		expect(sent()).toEqual(['ab']);
	});
});
