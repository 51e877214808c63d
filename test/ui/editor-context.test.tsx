/**
 * The editor in the App: its name on the status line, its selection as one line above the input,
 * and Esc: drops that line on an empty input, still interrupts a running turn, and Esc Esc still
 * opens the rewind picker once the line is gone.
 */
import {expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import type {EditorContext} from '../../src/state/editor.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {AnsweringTransport} from '../helpers/answering-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';

const CWD = '/home/dev/project';
const SELECTION: EditorContext = {
	kind: 'selection',
	filePath: `${CWD}/src/app.ts`,
	lineStart: 3,
	lineEnd: 14,
	text: 'const a = 1;',
};

function linked() {
	const transport = new AnsweringTransport(() => ({response: {}}));
	const store = createStore(initialState('default', CWD), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	transport.emit({type: 'system', subtype: 'init', session_id: 's1', cwd: CWD, tools: [], model: 'm'});
	const {actions} = sessionActions(session);
	const dropped: number[] = [];
	const withEditor = {
		...actions,
		dropEditorContext: () => {
			dropped.push(1);
			store.dispatch({type: 'editor-context', context: 'drop', at: 0});
		},
	};
	store.dispatch({type: 'editor-changed', editor: {name: 'VS Code', link: 'connected'}, at: 0});
	const ui = render(<App store={store} actions={withEditor} color={false} />);
	const interrupts = () =>
		transport.written().filter(frame => (frame['request'] as {subtype?: string} | undefined)?.subtype === 'interrupt');
	return {...ui, store, transport, dropped, interrupts};
}

it('names the editor on the status line, with how the link is', async () => {
	const ui = linked();
	await ui.waitForFrame('⧉ VS Code');
	expect(ui.frame()).not.toContain('reconnecting');
	ui.store.dispatch({type: 'editor-changed', editor: {name: 'VS Code', link: 'lost'}, at: 0});
	await ui.waitForFrame('⧉ VS Code (reconnecting…)');
	ui.store.dispatch({type: 'editor-changed', editor: {name: 'Neo\u001b[2Jvim', link: 'connected'}, at: 0});
	// Its control shown, not dropped: `Neovim` would be another editor's name.
	await ui.waitForFrame('⧉ Neo␛[2Jvim');
	expect(ui.lastFrame()).not.toContain('\u001b[2J');
});

it('shows the selection as one line above the input; Esc on the empty input drops it, and Esc Esc then rewinds', async () => {
	const ui = linked();
	ui.store.dispatch({type: 'editor-context', context: SELECTION, at: 0});
	await ui.waitForFrame('⧉ 12 lines selected in src/app.ts');
	// The selection going away in the editor takes the line with it; a new one brings it back.
	ui.store.dispatch({type: 'editor-context', context: null, at: 0});
	await ui.waitForFrame(frame => !frame.includes('selected in'));
	ui.store.dispatch({type: 'editor-context', context: SELECTION, at: 0});
	await ui.waitForFrame('12 lines selected in src/app.ts');
	await ui.type(KEY.escape);
	await ui.waitForFrame(frame => !frame.includes('selected in'));
	expect(ui.dropped).toEqual([1]);
	expect(ui.frame()).not.toContain('Rewind');
	await ui.type(KEY.escape, KEY.escape);
	await ui.waitForFrame(/rewind/i);
	expect(ui.dropped).toEqual([1]);
});

it('a selected file whose path holds terminal control is named with it shown, never as another file (app.txt)', async () => {
	const ui = linked();
	ui.store.dispatch({
		type: 'editor-context',
		context: {kind: 'selection', filePath: `${CWD}/a\u001b[2Jpp\u0007.txt`, lineStart: 1, lineEnd: 2, text: 'x\ny'},
		at: 0,
	});
	await ui.waitForFrame('⧉ 2 lines selected in a␛[2Jpp␇.txt');
	expect(ui.lastFrame()).not.toContain('app.txt');
	expect(ui.lastFrame()).not.toContain('\u001b[2J');
});

it('a mention stays when the selection moves, and shows its lines', async () => {
	const ui = linked();
	ui.store.dispatch({
		type: 'editor-context',
		context: {kind: 'mention', filePath: `${CWD}/src/\u001b]0;x\u0007app.ts`, lineStart: 5, lineEnd: 9},
		at: 0,
	});
	await ui.waitForFrame('lines 5–9 of src/␛]0;x␇app.ts mentioned');
	ui.store.dispatch({type: 'editor-context', context: null, at: 0});
	await ui.type('x');
	expect(ui.frame()).toContain('lines 5–9 of src/');
	expect(ui.lastFrame()).not.toContain('\u001b]0;');
});

it('mentions add up and a selection replaces none of them: the line names each part the message will send', async () => {
	const ui = linked();
	const mention = (filePath: string, lines?: {lineStart: number; lineEnd: number}) =>
		ui.store.dispatch({type: 'editor-context', context: {kind: 'mention', filePath, ...lines}, at: 0});
	mention(`${CWD}/src/app.ts`, {lineStart: 1, lineEnd: 2});
	mention(`${CWD}/other.txt`);
	ui.store.dispatch({type: 'editor-context', context: SELECTION, at: 0});
	ui.store.dispatch({type: 'editor-context', context: {...SELECTION, lineEnd: 3}, at: 0});
	await ui.waitForFrame('1 line selected');
	expect(ui.frame().replaceAll(/\s+/g, ' ')).toContain(
		'⧉ lines 1–2 of src/app.ts mentioned, other.txt mentioned, 1 line selected in src/app.ts ' +
			'(sent with the next message · Esc drops them)',
	);
	ui.store.dispatch({type: 'editor-context', context: null, at: 0});
	await ui.waitForFrame(frame => !frame.includes('selected in'));
	expect(ui.frame()).toContain('other.txt mentioned');
});

it('at 40x12, eight mentions and a selection are counted in a few rows above the input, from the first one', async () => {
	const ui = linked();
	Object.defineProperty(ui.stdout, 'columns', {value: 40, configurable: true});
	Object.defineProperty(ui.stdout, 'rows', {value: 12, configurable: true});
	ui.stdout.emit('resize');
	for (let n = 1; n <= 8; n++)
		ui.store.dispatch({
			type: 'editor-context',
			context: {kind: 'mention', filePath: `${CWD}/src/file${n}.ts`, lineStart: 11, lineEnd: 20},
			at: 0,
		});
	ui.store.dispatch({type: 'editor-context', context: SELECTION, at: 0});
	await ui.waitForFrame(frame => frame.includes('⧉') && frame.includes('more'));
	const lines = ui.frame().split('\n');
	const from = lines.findIndex(line => line.includes('⧉'));
	const input = lines.findIndex(line => line.startsWith('╭'));
	// A quarter of the screen at most: the input and the status line keep their rows.
	expect(input - from).toBeLessThanOrEqual(3);
	expect(lines.slice(from, input).join(' ').replaceAll(/\s+/g, ' ')).toMatch(
		/^ ⧉ 8 mentions and a selection: src\/file1\.ts#L11-20, .*\+\d+ more \(sent with the next message · Esc drops them\) ?$/,
	);
});

it('a lost link takes the selection off the line, which then names only the mentions the message will send', async () => {
	const ui = linked();
	ui.store.dispatch({type: 'editor-context', context: {kind: 'mention', filePath: `${CWD}/other.txt`}, at: 0});
	ui.store.dispatch({type: 'editor-context', context: SELECTION, at: 0});
	await ui.waitForFrame('12 lines selected in src/app.ts');
	ui.store.dispatch({type: 'editor-changed', editor: {name: 'VS Code', link: 'lost'}, at: 0});
	await ui.waitForFrame(frame => !frame.includes('selected in'));
	expect(ui.frame()).toContain('⧉ other.txt mentioned (sent with the next message · Esc drops it)');
	// Back again, the editor has reported no selection: the line still names the mention alone.
	ui.store.dispatch({type: 'editor-changed', editor: {name: 'VS Code', link: 'connected'}, at: 0});
	await ui.type('x');
	expect(ui.frame()).toContain('⧉ other.txt mentioned (sent');
	expect(ui.frame()).not.toContain('selected in');
});

it('Esc during a turn interrupts it and leaves the selection for the next message', async () => {
	const ui = linked();
	ui.store.dispatch({type: 'editor-context', context: SELECTION, at: 0});
	await ui.type(...'go', KEY.enter);
	await ui.waitForFrame('esc to interrupt');
	// Esc does not drop it now: the line does not say it would.
	expect(ui.frame()).toContain('12 lines selected in src/app.ts (sent with the next message)');
	// The App sends through session.submit here, not the host that takes the context: it stays.
	await ui.type(KEY.escape);
	await ui.waitForFrame(() => ui.interrupts().length === 1);
	expect(ui.dropped).toEqual([]);
	expect(ui.frame()).toContain('12 lines selected in src/app.ts');
});

it('/ide lists the editors open here in a picker; Enter links to the chosen one', async () => {
	const ui = linked();
	const chosen: string[] = [];
	const withPicker = {
		...sessionActions(new Session({store: ui.store})).actions,
		listEditors: () => [
			{value: '40001', label: 'VS Code', detail: `${CWD} · pid 10`},
			{value: '40002', label: 'Neovim', detail: `${CWD} · pid 11`},
		],
		connectEditor: (port: string) => chosen.push(port),
	};
	ui.rerender(<App store={ui.store} actions={withPicker} color={false} />);
	await ui.type(...'/ide', KEY.enter);
	await ui.waitForFrame('Link to an editor open on this folder');
	expect(ui.frame()).toContain('Neovim');
	await ui.type(KEY.down, KEY.enter);
	await ui.waitForFrame(frame => !frame.includes('Link to an editor'));
	expect(chosen).toEqual(['40002']);
});

it('/ide where no editor can be linked (a replay) says so in one line', async () => {
	const store = createStore(initialState('default', CWD), {throttleMs: 0});
	const {actions} = sessionActions(new Session({store}));
	const ui = render(<App store={store} actions={actions} color={false} />);
	await ui.type(...'/ide', KEY.enter);
	await ui.waitForFrame('/ide: there is no editor to link to here.');
});

for (const link of ['connected', 'refused'] as const)
	it(`/ide marks the linked editor (now), and one that refused cctui’s token as refused (${link})`, async () => {
		const ui = linked();
		ui.store.dispatch({type: 'editor-changed', editor: {name: 'VS Code', link}, at: 0});
		const withPicker = {
			...sessionActions(new Session({store: ui.store})).actions,
			listEditors: () => [
				{value: '40001', label: 'VS Code', detail: `${CWD} · pid 10`},
				{value: '40002', label: 'Neovim', detail: `${CWD} · pid 11`},
			],
		};
		ui.rerender(<App store={ui.store} actions={withPicker} color={false} />);
		await ui.type(...'/ide', KEY.enter);
		await ui.waitForFrame('Link to an editor open on this folder');
		if (link === 'connected') expect(ui.frame()).toMatch(/VS Code .*\(now\)/);
		else {
			expect(ui.frame()).toContain(`VS Code refused cctui's token · ${CWD} · pid 10`);
			expect(ui.frame()).not.toContain('(now)');
		}
	});
