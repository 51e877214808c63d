/**
 * The message editor fed the way a terminal feeds it: several keys in one read (fast typing, a busy
 * moment), pastes with and without bracketed-paste markers, tabs, and characters wider than one code unit.
 */
import stringWidth from 'string-width';
import {describe, expect, it} from 'vitest';
import type {ImageRead} from '../../src/protocol/attachments.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {KeyFilter} from '../../src/terminal/key-stdin.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {styledFrames} from '../helpers/styled-frames.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';

const PASTE_START = '\u001B[200~';
const PASTE_END = '\u001B[201~';

function setup(images: Readonly<Record<string, ImageRead>> = {}) {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	let ids = 0;
	const session = new Session({store, newId: () => `uuid-${++ids}`});
	void session.attach(transport);
	const {actions} = sessionActions(session, [], images);
	const ui = render(<App store={store} actions={actions} color={false} now={() => 1_000_000} />);
	const sent = () =>
		transport
			.written()
			.filter(frame => frame['type'] === 'user')
			.map(frame => (frame['message'] as {content: unknown}).content);
	/** The rows of the editor's box, top border to bottom border. */
	const box = () => {
		const lines = ui.frame().split('\n');
		const top = lines.findIndex(line => line.startsWith('╭'));
		const bottom = lines.findIndex((line, index) => index > top && line.startsWith('╰'));
		return lines.slice(top, bottom + 1);
	};
	/** The text drawn inverse (the cursor), from the frame with its styling. */
	const underCursor = () => /\u001B\[7m(.*?)\u001B\[27m/u.exec(ui.lastFrame() ?? '')?.[1];
	return {...ui, transport, store, sent, box, underCursor};
}

describe('message editor input', () => {
	styledFrames();

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

	it('keys read with the Tab of an @path come after its completion', async () => {
		const {type, box} = setup();
		// A terminal that brackets its pastes: a read with a tab and text after it is keys, not a paste.
		await type(`${PASTE_START}see ${PASTE_END}`, '@REA\tabc');
		await waitFor(() => box()[1]!.includes('› see @README.md abc '));
	});

	it('an Enter read with the Tab of an @path sends the message with its completion', async () => {
		const {type, box, sent} = setup();
		await type(`${PASTE_START}see ${PASTE_END}`, '@REA\t\rnext');
		await waitFor(() => sent().length === 1);
		expect(sent()).toEqual(['see @README.md ']);
		// Keys after the Enter begin the next message.
		expect(box()[1]).toContain('› next ');
	});

	it('a control sequence in a paste goes whole, with what it holds (through the stdin Ink is given)', async () => {
		const {type, box, sent} = setup();
		const filter = new KeyFilter();
		await type(filter.push(`${PASTE_START}a\u001B]0;TITLE\u0007b\u001BP1$r\u001B\\c\u001B[31md\u001B7e${PASTE_END}`));
		await waitFor(() => box()[1]!.includes('› abcde '));
		await type('\r');
		expect(sent()).toEqual(['abcde']);
	});

	it('a paste holding its end marker sends nothing: the line break after it, in the same read, is text', async () => {
		const {type, box, sent} = setup();
		const filter = new KeyFilter();
		// What tmux's paste-buffer -p -r sends for "hello ESC[201~ CR injected", in one read.
		await type(filter.push(`${PASTE_START}hello ${PASTE_END}\rinjected${PASTE_END}`));
		await waitFor(() => box()[2]?.includes('injected') === true);
		expect(
			box()
				.slice(1, 3)
				.map(line => line.replace(/ +│$/, '')),
		).toEqual(['│ › hello', '│   injected']);
		expect(sent()).toEqual([]);
		// A stray end marker with no paste open is nothing: no text, no key.
		await type(filter.push(`!${PASTE_END}`));
		await waitFor(() => box()[2]!.includes('injected!'));
		expect(box()[2]).toMatch(/^│ {3}injected! +│$/);
		await type(filter.push('\r'));
		expect(sent()).toEqual(['hello \ninjected!']);
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

	it('a pasted CRLF is one line break, also when the reads of the paste part its CR and LF', async () => {
		const {type, box, sent} = setup();
		// One read, a read that ends on CR, and CR and LF each a read of its own (Ink takes a lone CR for Enter).
		await type(`${PASTE_START}alpha\r\nbeta\r`, '\ngamma\r', '\n', 'delta\r', '\r', '\n', `epsilon${PASTE_END}`);
		await waitFor(() => box().some(row => row.includes('epsilon')));
		expect(
			box()
				.slice(1, -1)
				.map(row => row.slice(0, 12).trimEnd()),
		).toEqual(['│ › alpha', '│   beta', '│   gamma', '│   delta', '│', '│   epsilon']);
		await type(KEY.enter);
		expect(sent()).toEqual(['alpha\nbeta\ngamma\ndelta\n\nepsilon']);
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

	it('an emoji selector read apart from the ⚠ it follows is dropped, as when they come in one read', async () => {
		const {type, box, sent} = setup();
		// Kept, ⚠️ is two columns to string-width and one to tmux and xterm: the box's right border drew a column off.
		await type('a\u26A0', '\uFE0Fb');
		await waitFor(() => box()[1]!.includes('b '));
		expect(box()[1]).toContain('› a\u26A0b ');
		await type(KEY.enter);
		expect(sent()).toEqual(['a\u26A0b']);
	});

	const LINES = Array.from({length: 42}, (_, index) => `line ${index + 1}`).join('\n');

	it('a long paste shows as a placeholder, Backspace takes it whole, and Enter sends it whole', async () => {
		const {type, box, sent, allOutput} = setup();
		await type(`fix ${PASTE_START}${LINES}${PASTE_END}`);
		await waitFor(() => box()[1]!.includes('› fix [Pasted text #1 +42 lines] '));
		await type(KEY.backspace);
		await waitFor(() => box()[1]!.includes('› fix  '));
		await type(`${PASTE_START}${LINES.replaceAll('\n', '\r')}${PASTE_END}`, ' please');
		await waitFor(() => box()[1]!.includes('› fix [Pasted text #2 +42 lines] please'));
		const before = allOutput().length;
		await type(KEY.enter);
		expect(sent()).toEqual([`fix ${LINES} please`]);
		// The transcript shows what the input showed, not 42 lines.
		await waitFor(() => allOutput().slice(before).includes('fix [Pasted text #2 +42 lines] please'));
		expect(allOutput().slice(before)).not.toContain('line 17');
	});

	it('a pasted image path is attached: a placeholder in the input, an image block in the message', async () => {
		const image = {name: 'my shot.png', path: '/w/my shot.png', mediaType: 'image/png', data: 'iVBORw0K', bytes: 2048};
		const {type, box, sent} = setup({'/w/my shot.png': {kind: 'image', image: {...image, mediaType: 'image/png'}}});
		await type('what is ', `${PASTE_START}'/w/my shot.png' ${PASTE_END}`);
		await waitFor(() => box()[1]!.includes('› what is [Image #1 my shot.png 2 KB] '));
		await type('in it?', KEY.enter);
		expect(sent()).toEqual([
			[
				{type: 'image', source: {type: 'base64', media_type: 'image/png', data: 'iVBORw0K'}},
				{type: 'text', text: 'what is [Image #1 my shot.png 2 KB] in it?'},
			],
		]);
	});

	it('a message with a paste, queued while claude works, comes back whole on Up and goes whole when sent again', async () => {
		const {type, box, sent, store} = setup();
		await type('first', KEY.enter);
		await waitFor(() => store.getState().busy);
		await type(`${PASTE_START}${LINES}${PASTE_END}`);
		await waitFor(() => box()[1]!.includes('› [Pasted text #1 +42 lines]'));
		await type(KEY.enter);
		await waitFor(() => store.getState().queue.length === 1);
		await type(KEY.up);
		await waitFor(() => box()[1]!.includes('› [Pasted text #1 +42 lines]'));
		expect(store.getState().queue).toEqual([]);
		await type(KEY.enter);
		await waitFor(() => store.getState().queue.length === 1);
		expect(store.getState().queue[0]).toMatchObject({
			text: '[Pasted text #1 +42 lines]',
			attachments: [{kind: 'text', id: 1, text: LINES}],
		});
		expect(sent()).toEqual(['first']);
	});

	/** Waits for the `count`th message to reach claude, and ends its turn. */
	const answered = async ({sent, transport, store}: ReturnType<typeof setup>, count: number) => {
		await waitFor(() => sent().length === count);
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		await waitFor(() => !store.getState().busy);
	};

	it('the words of a deleted paste typed, or pasted short, are sent as text, not as the paste', async () => {
		const ui = setup();
		const {type, box, sent} = ui;
		await type('before ', `${PASTE_START}${LINES}${PASTE_END}`, ' after');
		await waitFor(() => box()[1]!.includes('› before [Pasted text #1 +42 lines] after'));
		// Ctrl+W three times: the words, the placeholder whole, the words.
		await type(KEY.end, '\u0017', '\u0017', '\u0017');
		await waitFor(() => !box()[1]!.includes('before'));
		await type('literal [Pasted text #1 +42 lines] end', KEY.enter);
		await answered(ui, 1);
		await type('see ', `${PASTE_START}[Pasted text #1 +42 lines]${PASTE_END}`, ' there', KEY.enter);
		await waitFor(() => sent().length === 2);
		expect(sent()).toEqual(['literal [Pasted text #1 +42 lines] end', 'see [Pasted text #1 +42 lines] there']);
	});

	it('a paste beside its own placeholder typed: the paste goes whole, the typed words as typed', async () => {
		const {type, box, sent} = setup();
		await type(`${PASTE_START}${LINES}${PASTE_END}`, ' is not [Pasted text #1 +42 lines]');
		await waitFor(() => box()[1]!.includes('› [Pasted text #1 +42 lines] is not [Pasted text #1 +42 lines]'));
		await type(KEY.enter);
		await waitFor(() => sent().length === 1);
		expect(sent()).toEqual([`${LINES} is not [Pasted text #1 +42 lines]`]);
	});

	it('a message recalled with Up sends its paste whole again, and its typed placeholder words as text', async () => {
		const ui = setup();
		const {type, box, sent} = ui;
		await type('fix ', `${PASTE_START}${LINES}${PASTE_END}`, KEY.enter);
		await answered(ui, 1);
		await type('literal [Pasted text #1 +42 lines]', KEY.enter);
		await answered(ui, 2);
		await type(KEY.up, KEY.up);
		await waitFor(() => box()[1]!.includes('› fix [Pasted text #1 +42 lines]'));
		await type(KEY.enter);
		await answered(ui, 3);
		await type(KEY.up, KEY.up);
		await waitFor(() => box()[1]!.includes('› literal [Pasted text #1 +42 lines]'));
		await type(KEY.enter);
		await waitFor(() => sent().length === 4);
		expect(sent()).toEqual([
			`fix ${LINES}`,
			'literal [Pasted text #1 +42 lines]',
			`fix ${LINES}`,
			'literal [Pasted text #1 +42 lines]',
		]);
	});
});
