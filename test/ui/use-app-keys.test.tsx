/** The App's key handling on its own: a probe wires it to the real editor, picker and key gate, over spy actions. */
import {Text} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import {createStore} from '../../src/session/store.js';
import {initialState, type QueuedMessage} from '../../src/state/state.js';
import type {PlayerControls, PlayerView} from '../../src/ui/player.js';
import {useAppKeys} from '../../src/ui/use-app-keys.js';
import type {RewindPickerState} from '../../src/ui/use-rewind.js';
import {useMessageEditor} from '../../src/ui/use-message-editor.js';
import {useOverlay} from '../../src/ui/use-overlay.js';
import {usePromptGate} from '../../src/ui/use-prompt-gate.js';
import {PromptKeysContext, usePromptKeys} from '../../src/ui/prompt-keys.js';
import {KEY} from '../helpers/keys.js';
import {mockActions} from '../helpers/mock-actions.js';
import {render} from '../helpers/render.js';
import {waitFor} from '../helpers/wait-for.js';

const MODES = ['default', 'acceptEdits', 'plan'];
const SHIFT_TAB = '\u001B[Z';
const ALT_T = '\u001Bt';
const CTRL_R = '\u0012';
const CTRL_G = '\u0007';
const CTRL_E = '\u0005';
const CTRL_U = '\u0015';

interface Setup {
	readonly busy?: boolean;
	readonly childRunning?: boolean;
	readonly queue?: readonly QueuedMessage[];
	readonly permissionMode?: string;
	readonly thinkingDisplay?: string;
	readonly pendingDisplay?: string;
	readonly player?: PlayerView;
	readonly isActive?: boolean;
	readonly history?: readonly string[];
	/** A prompt on screen (shown at the clock's start), taking only `y`. */
	readonly prompt?: boolean;
	/** Text selected in a linked editor, which goes with the next message. */
	readonly editorContext?: boolean;
	readonly rewindPicker?: boolean;
	readonly quitWindowMs?: number;
}

/** A prompt that answers `y` (a key, not a paste) and has no use for anything else. */
function FakePrompt({answered}: {readonly answered: string[]}) {
	usePromptKeys((input, _key, pasted) => {
		if (pasted || input !== 'y') return false;
		answered.push(input);
		return true;
	});
	return null;
}

function setup({
	busy = false,
	childRunning = true,
	queue = [],
	permissionMode = 'default',
	thinkingDisplay,
	pendingDisplay,
	player,
	isActive = true,
	history = [],
	prompt = false,
	editorContext = false,
	rewindPicker = false,
	quitWindowMs = 2000,
}: Setup = {}) {
	const clock = {now: 1_000_000};
	const store = createStore(initialState(), {throttleMs: 0});
	const actions = mockActions();
	const send = vi.fn();
	const selection = {kind: 'selection', filePath: '/w/a.ts', lineStart: 1, lineEnd: 2, text: 'x'} as const;
	const session = {
		...initialState().session,
		permissionMode,
		...(thinkingDisplay ? {thinkingDisplay} : {}),
		...(editorContext ? {editor: {name: 'VS Code', link: 'connected', context: [selection]} as const} : {}),
	};
	const now = () => clock.now;
	const rewind = {picker: rewindPicker ? ({} as RewindPickerState) : undefined, open: vi.fn(), closedBefore: undefined};
	const answered: string[] = [];
	const shown = prompt ? {requestId: 'p1'} : undefined;
	function Probe() {
		const editor = useMessageEditor({
			...{history, completePath: actions.completePath, commands: []},
			...{readImage: actions.readImage, onError: vi.fn()},
		});
		const overlay = useOverlay({
			store,
			actions,
			modes: MODES,
			history: editor.history,
			choose: editor.replace,
			pickSessionAtStart: false,
			asking: player ? undefined : shown?.requestId,
			now,
		});
		const gate = usePromptGate(shown?.requestId, 500, now, editor.editor.text === '');
		const keys = useAppKeys({
			actions,
			editor,
			overlay,
			rewind,
			gate,
			prompt: shown,
			player,
			busy,
			childRunning,
			queue,
			session,
			pendingDisplay,
			modes: MODES,
			send,
			now,
			quitWindowMs,
			isActive,
		});
		return (
			<PromptKeysContext.Provider value={gate.route}>
				{shown ? <FakePrompt answered={answered} /> : null}
				<Text>{`[${editor.editor.text}] hint:${keys.hint ?? '-'} thinking:${keys.showThinking} debug:${keys.showDebug} picker:${overlay.overlay?.title ?? '-'}`}</Text>
			</PromptKeysContext.Provider>
		);
	}
	const ui = render(<Probe />);
	return {...ui, actions, send, clock, rewind, answered};
}

function fakePlayer(
	kind: 'replay' | 'watch',
): PlayerView & {controls: {[K in keyof PlayerControls]: ReturnType<typeof vi.fn>}} {
	const controls = {
		status: vi.fn(),
		subscribe: vi.fn(() => () => {}),
		togglePause: vi.fn(),
		faster: vi.fn(),
		slower: vi.fn(),
		stepFrame: vi.fn(),
		stepTurn: vi.fn(),
		jumpToEnd: vi.fn(),
	};
	return {controls, kind, label: 'file.jsonl'};
}

describe('useAppKeys', () => {
	it('text goes into the editor and Enter sends it, emptying the editor; a blank Enter sends nothing', async () => {
		const {type, send, waitForFrame} = setup();
		await type('h', 'i');
		await waitForFrame('[hi]');
		await type(KEY.enter);
		await waitForFrame('[]');
		expect(send).toHaveBeenCalledWith({text: 'hi', attachments: []});
		await type(' ', KEY.enter);
		expect(send).toHaveBeenCalledTimes(1);
	});

	it('Ctrl+Z suspends mid-turn with text in the editor: no interrupt, nothing typed', async () => {
		const {type, actions, waitForFrame} = setup({busy: true});
		await type('hi');
		await waitForFrame('[hi]');
		await type('\u001A');
		expect(actions.suspend).toHaveBeenCalledTimes(1);
		await type('!');
		await waitForFrame('[hi!]');
		expect(actions.interrupt).not.toHaveBeenCalled();
	});

	it('Ctrl+C interrupts a busy turn and asks for a second press, which quits within the window', async () => {
		const {type, actions, clock, waitForFrame} = setup({busy: true});
		await type(KEY.ctrlC);
		await waitForFrame('hint:Press Ctrl+C again to quit');
		expect(actions.interrupt).toHaveBeenCalledTimes(1);
		expect(actions.quit).not.toHaveBeenCalled();
		clock.now += 1999;
		await type(KEY.ctrlC);
		expect(actions.quit).toHaveBeenCalledTimes(1);
		await waitForFrame('hint:-');
	});

	it('Ctrl+C between turns empties the editor, and a press after the window is a first press again', async () => {
		const {type, actions, clock, waitForFrame} = setup();
		await type('a', 'b');
		await waitForFrame('[ab]');
		await type(KEY.ctrlC);
		await waitForFrame('[] hint:Press Ctrl+C again to quit');
		expect(actions.interrupt).not.toHaveBeenCalled();
		clock.now += 2000;
		await type(KEY.ctrlC);
		expect(actions.quit).not.toHaveBeenCalled();
	});

	it('Ctrl+C on a message being typed keeps it: Up brings it back, once however often it is cleared', async () => {
		const {type, clock, waitForFrame} = setup({history: ['sent before']});
		await type('d', 'r', 'a', 'f', 't');
		await waitForFrame('[draft]');
		await type(KEY.ctrlC);
		await waitForFrame('[] hint:Press Ctrl+C again to quit');
		await type(KEY.up);
		await waitForFrame('[draft]');
		clock.now += 2000;
		await type(KEY.ctrlC);
		await waitForFrame('[] hint:Press Ctrl+C again to quit');
		await type(KEY.up);
		await waitForFrame('[draft]');
		await type(KEY.up);
		await waitForFrame('[sent before]');
	});

	it('Esc interrupts only a busy turn', async () => {
		const idle = setup();
		await idle.type(KEY.escape);
		expect(idle.actions.interrupt).not.toHaveBeenCalled();
		const busy = setup({busy: true});
		await busy.type(KEY.escape);
		expect(busy.actions.interrupt).toHaveBeenCalledTimes(1);
	});

	it('Esc twice on an empty input while idle opens the rewind picker; not slower, not over text, not while busy', async () => {
		const idle = setup();
		await idle.type(KEY.escape);
		idle.clock.now += 799;
		await idle.type(KEY.escape);
		expect(idle.rewind.open).toHaveBeenCalledTimes(1);
		// A third press starts a new pair.
		await idle.type(KEY.escape);
		expect(idle.rewind.open).toHaveBeenCalledTimes(1);

		const slow = setup();
		await slow.type(KEY.escape);
		slow.clock.now += 800;
		await slow.type(KEY.escape);
		expect(slow.rewind.open).not.toHaveBeenCalled();

		const typed = setup();
		await typed.type('x');
		await typed.waitForFrame('[x]');
		await typed.type(KEY.escape, KEY.escape);
		expect(typed.rewind.open).not.toHaveBeenCalled();

		const busy = setup({busy: true});
		await busy.type(KEY.escape, KEY.escape);
		expect(busy.rewind.open).not.toHaveBeenCalled();
		// The second, on the heels of the first, interrupts no more; one after a pause does.
		expect(busy.actions.interrupt).toHaveBeenCalledTimes(1);
		busy.clock.now += 500;
		await busy.type(KEY.escape);
		expect(busy.actions.interrupt).toHaveBeenCalledTimes(2);
	});

	it('Ctrl+T and Ctrl+G toggle thinking and the debug panel', async () => {
		const {type, waitForFrame} = setup();
		await waitForFrame('thinking:true debug:false');
		await type(KEY.ctrlT, CTRL_G);
		await waitForFrame('thinking:false debug:true');
		await type(KEY.ctrlT, CTRL_G);
		await waitForFrame('thinking:true debug:false');
	});

	it('Shift+Tab asks for the next permission mode, wrapping around', async () => {
		const accept = setup({permissionMode: 'acceptEdits'});
		await accept.type(SHIFT_TAB);
		expect(accept.actions.setPermissionMode).toHaveBeenCalledWith('plan');
		const plan = setup({permissionMode: 'plan'});
		await plan.type(SHIFT_TAB);
		expect(plan.actions.setPermissionMode).toHaveBeenCalledWith('default');
	});

	it('Alt+T asks for the display after the one already asked for, else after the current one', async () => {
		const asked = setup({thinkingDisplay: 'summarized', pendingDisplay: 'updates'});
		await asked.type(ALT_T);
		expect(asked.actions.setThinkingDisplay).toHaveBeenCalledWith('highlights');
		const current = setup({thinkingDisplay: 'summarized'});
		await current.type(ALT_T);
		expect(current.actions.setThinkingDisplay).toHaveBeenCalledWith('updates');
	});

	it('Ctrl+R opens the history picker, which then has the keys: typing does not reach the editor', async () => {
		const {type, waitForFrame, frame} = setup({history: ['earlier']});
		await type(CTRL_R);
		await waitForFrame('picker:Earlier messages (Ctrl+R)');
		await type('x');
		expect(frame()).toContain('[]');
	});

	it('Up and Down at the edges recall earlier messages', async () => {
		const {type, waitForFrame} = setup({history: ['one', 'two']});
		await type(KEY.up);
		await waitForFrame('[two]');
		await type(KEY.up);
		await waitForFrame('[one]');
		await type(KEY.down, KEY.down);
		await waitForFrame('[]');
	});

	it('Up and Down keep what was being typed: Down past the newest message brings it back', async () => {
		const {type, waitForFrame} = setup({history: ['one']});
		await type('draft', KEY.up);
		await waitForFrame('[one]');
		await type(KEY.down);
		await waitForFrame('[draft]');
	});

	it('Up in an empty editor takes back the last queued message', async () => {
		const {type, actions, waitForFrame} = setup({
			queue: [
				{uuid: 'q1', text: 'first'},
				{uuid: 'q2', text: 'queued'},
			],
		});
		actions.withdrawQueued.mockResolvedValue(true);
		await type(KEY.up);
		await waitForFrame('[queued]');
		expect(actions.withdrawQueued).toHaveBeenCalledWith('q2');
	});

	it('Up on a message claude already started says so, and the editor stays empty', async () => {
		const {type, actions, waitForFrame} = setup({queue: [{uuid: 'q1', text: 'started', sent: true}]});
		await type(KEY.up);
		await waitFor(() => actions.note.mock.calls.length > 0);
		expect(actions.note).toHaveBeenCalledWith(
			'info',
			'That message already reached claude: it is part of the turn now.',
		);
		await waitForFrame('[]');
	});

	it('Esc during a turn interrupts it and puts the waiting messages back into the input, in order', async () => {
		const {type, actions, waitForFrame} = setup({
			busy: true,
			queue: [
				{uuid: 'q1', text: 'first', sent: true},
				{uuid: 'q2', text: 'second', sent: true},
			],
		});
		// The interrupt takes back what claude let go of (Session.stop), and those come back into the input.
		actions.interrupt.mockResolvedValue([
			{uuid: 'q1', text: 'first', sent: true},
			{uuid: 'q2', text: 'second', sent: true},
		]);
		await type('x');
		await type(KEY.escape);
		await waitForFrame('[first\nsecond\nx]');
		expect(actions.interrupt).toHaveBeenCalledTimes(1);
	});

	it('Ctrl+C during a turn puts the waiting messages back into the input too: none starts after the interrupt', async () => {
		const {type, actions, waitForFrame} = setup({busy: true, queue: [{uuid: 'q1', text: 'held', sent: true}]});
		actions.interrupt.mockResolvedValue([{uuid: 'q1', text: 'held', sent: true}]);
		await type(KEY.ctrlC);
		await waitForFrame('[held] hint:Press Ctrl+C again to quit');
		expect(actions.interrupt).toHaveBeenCalledTimes(1);
	});

	it('Esc during a turn gives back only the messages claude let go of; one it already started stays sent', async () => {
		const {type, actions, waitForFrame, frame} = setup({
			busy: true,
			queue: [
				{uuid: 'q1', text: 'started already', sent: true},
				{uuid: 'q2', text: 'still waiting', sent: true},
			],
		});
		actions.interrupt.mockResolvedValue([{uuid: 'q2', text: 'still waiting', sent: true}]);
		await type(KEY.escape);
		await waitForFrame('[still waiting]');
		expect(frame()).not.toContain('started already');
	});

	it('a paste while a picker is open does not reach the message', async () => {
		const {type, waitForFrame, frame} = setup({history: ['earlier']});
		await type(CTRL_R);
		await waitForFrame('picker:Earlier messages (Ctrl+R)');
		await type('\u001B[200~pasted text\u001B[201~');
		expect(frame()).toContain('[]');
		expect(frame()).not.toContain('pasted text');
	});

	it('once claude stopped, r alone in an empty editor restarts it; in a message it is a letter', async () => {
		const {type, actions, waitForFrame} = setup({childRunning: false});
		await type('r');
		await waitFor(() => actions.restart.mock.calls.length === 1);
		await waitForFrame('[]');
		await type('a', 'r');
		await waitForFrame('[ar]');
		expect(actions.restart).toHaveBeenCalledTimes(1);
	});

	it('once claude stopped, an r that begins a word typed on is its first letter, and restarts nothing', async () => {
		const {type, actions, waitForFrame} = setup({childRunning: false});
		await type('r');
		await new Promise(resolve => setTimeout(resolve, 150));
		await type(...'etry');
		await waitForFrame('[retry]');
		await new Promise(resolve => setTimeout(resolve, 500));
		expect(actions.restart).not.toHaveBeenCalled();
	});

	it('Ctrl+D quits only with an empty editor', async () => {
		const {type, actions, waitForFrame} = setup();
		await type('x', KEY.ctrlD);
		await waitForFrame('[x]');
		expect(actions.quit).not.toHaveBeenCalled();
		await type(KEY.backspace, KEY.ctrlD);
		expect(actions.quit).toHaveBeenCalledTimes(1);
	});

	it('Ctrl+D at a prompt is never an answer: it quits as on the input, only with an empty editor', async () => {
		const {type, clock, actions, answered, waitForFrame} = setup({prompt: true});
		await type('x');
		await waitForFrame('[x]');
		clock.now += 600;
		await type(KEY.ctrlD);
		expect(actions.quit).not.toHaveBeenCalled();
		await type(KEY.backspace);
		clock.now += 600;
		await type(KEY.ctrlD);
		expect(actions.quit).toHaveBeenCalledTimes(1);
		expect(answered).toEqual([]);
	});

	it('a replay takes the player keys and nothing typed reaches the editor or claude', async () => {
		const player = fakePlayer('replay');
		const {type, actions, send, frame} = setup({player});
		await type(' ', '+', 'n', 'x', KEY.enter);
		expect(player.controls.togglePause).toHaveBeenCalledTimes(1);
		expect(player.controls.faster).toHaveBeenCalledTimes(1);
		expect(player.controls.stepFrame).toHaveBeenCalledTimes(1);
		expect(frame()).toContain('[]');
		expect(send).not.toHaveBeenCalled();
		await type('q');
		expect(actions.quit).toHaveBeenCalledTimes(1);
	});

	it('a watch has no speed keys', async () => {
		const player = fakePlayer('watch');
		const {type} = setup({player});
		await type('+', ' ');
		expect(player.controls.faster).not.toHaveBeenCalled();
		expect(player.controls.togglePause).toHaveBeenCalledTimes(1);
	});

	it('inactive, it reads no keys', async () => {
		const {type, send, actions} = setup({isActive: false});
		await type('a', KEY.enter, KEY.ctrlC, KEY.ctrlC);
		expect(send).not.toHaveBeenCalled();
		expect(actions.quit).not.toHaveBeenCalled();
	});
	it('a paste reaches nothing while the rewind picker is open, or in a replay', async () => {
		const picking = setup({rewindPicker: true});
		await picking.type('\u001B[200~pasted\u001B[201~');
		const replaying = setup({player: fakePlayer('replay')});
		await replaying.type('\u001B[200~pasted\u001B[201~');
		for (const ui of [picking, replaying]) {
			await ui.waitForFrame('[]');
			expect(ui.frame()).not.toContain('pasted');
		}
	});

	it('a paste never answers a prompt: it goes into the message', async () => {
		const {type, clock, answered, waitForFrame} = setup({prompt: true});
		clock.now += 600;
		await type('\u001B[200~y\u001B[201~');
		await waitForFrame('[y]');
		expect(answered).toEqual([]);
	});

	it('a replay still takes the global keys it does not use itself (Ctrl+T)', async () => {
		const {type, waitForFrame} = setup({player: fakePlayer('replay')});
		await type(KEY.ctrlT);
		await waitForFrame('thinking:false');
	});

	it('Ctrl+O expands the last output', async () => {
		const {type, actions} = setup();
		await type('\u000F');
		expect(actions.expandLastOutput).toHaveBeenCalledTimes(1);
	});

	it('the quit hint goes once the window has passed', async () => {
		const {type, waitForFrame} = setup({quitWindowMs: 30});
		await type(KEY.ctrlC);
		await waitForFrame('hint:Press Ctrl+C again to quit');
		await waitForFrame('hint:-');
	});

	it("Esc on an empty input drops the editor's selection, and not the rewind picker's pair; not over text", async () => {
		const {type, actions, rewind, waitForFrame} = setup({editorContext: true});
		await type(KEY.escape, KEY.escape);
		expect(actions.dropEditorContext).toHaveBeenCalledTimes(2);
		expect(rewind.open).not.toHaveBeenCalled();
		await type('x');
		await waitForFrame('[x]');
		await type(KEY.escape);
		expect(actions.dropEditorContext).toHaveBeenCalledTimes(2);
	});

	it("Esc, even twice, while a prompt asks: neither the editor's selection nor the rewind picker", async () => {
		const {type, actions, rewind, answered} = setup({prompt: true, editorContext: true});
		// Within the prompt's quiet time: the keys are typing, not answers.
		await type(KEY.escape, KEY.escape);
		expect(actions.dropEditorContext).not.toHaveBeenCalled();
		expect(rewind.open).not.toHaveBeenCalled();
		expect(answered).toEqual([]);
	});

	it('a key the prompt has no use for: a letter begins the message, an edit edits it, any other key does nothing', async () => {
		const {type, clock, answered, waitForFrame, frame, send} = setup({prompt: true});
		clock.now += 600;
		await type('x', 'z');
		await waitForFrame('[xz]');
		// Deliberate keys, each after a quiet time: not the prompt's, but edits of the message typed ahead of it.
		for (const edit of [KEY.left, KEY.backspace, CTRL_E, CTRL_U]) {
			clock.now += 600;
			await type(edit);
		}
		await waitForFrame('[]');
		// On an empty message an edit does nothing, and Enter is not an edit: nothing is sent.
		for (const other of [KEY.backspace, KEY.enter]) {
			clock.now += 600;
			await type(other);
		}
		// Cleared, the message still holds the prompt it held: the next letter begins another one; Tab hands over.
		clock.now += 600;
		await type('y');
		await waitForFrame('[y]');
		expect(answered).toEqual([]);
		await type(CTRL_U);
		clock.now += 600;
		await type('\t');
		clock.now += 500;
		await type('y');
		expect(answered).toEqual(['y']);
		expect(send).not.toHaveBeenCalled();
		expect(frame()).toContain('[]');
	});

	it('an edit of the message typed ahead of a prompt pauses it, as typing does: a key right after is the message’s', async () => {
		const {type, clock, answered, waitForFrame} = setup({prompt: true});
		clock.now += 600;
		await type('x');
		clock.now += 600;
		await type(KEY.backspace, 'y');
		await waitForFrame('[y]');
		expect(answered).toEqual([]);
	});

	it('typed while a prompt holds its keys back, Ctrl+R opens no picker behind it: the letters after it stay the message’s', async () => {
		const {type, clock, waitForFrame, frame} = setup({prompt: true, history: ['earlier']});
		await type('h', CTRL_R);
		clock.now += 600;
		await type('x');
		await waitForFrame('[hx]');
		expect(frame()).toContain('picker:-');
	});

	it('typed while a prompt holds its keys back, Shift+Tab changes no permission mode and is not text; from the input box it does', async () => {
		const under = setup({prompt: true});
		await under.type('h', SHIFT_TAB);
		under.clock.now += 600;
		await under.type(SHIFT_TAB, 'i');
		await under.waitForFrame('[hi]');
		expect(under.actions.setPermissionMode).not.toHaveBeenCalled();
		under.unmount();
		const input = setup();
		await input.type('h', SHIFT_TAB);
		expect(input.actions.setPermissionMode).toHaveBeenCalledWith('acceptEdits');
	});

	it('with a message composed under a prompt, no pause hands it a key; Tab does, after the quiet time, the message kept', async () => {
		const {type, clock, waitForFrame, answered} = setup({prompt: true});
		await type('o', 'k');
		clock.now += 800;
		await type(' ', 'y');
		clock.now += 5000;
		await type('y');
		await waitForFrame('[ok yy]');
		expect(answered).toEqual([]);
		// A Tab in the flow of typing hands nothing over: the y after it is the message's.
		await type('\t');
		clock.now += 500;
		await type('y');
		await waitForFrame('[ok yyy]');
		expect(answered).toEqual([]);
		// After a quiet time, Tab completes nothing here: it moves the keys to the prompt, which takes them after the quiet time.
		clock.now += 500;
		await type('\t');
		clock.now += 500;
		await type('y');
		expect(answered).toEqual(['y']);
		await waitForFrame('[ok yyy]');
	});

	it('once Tab gave the prompt the keys, Ctrl+D quits nothing while the message is kept, and Backspace still edits it', async () => {
		const {type, clock, actions, answered, waitForFrame} = setup({prompt: true});
		await type('o', 'k');
		await waitForFrame('[ok]');
		clock.now += 500;
		await type('\t');
		clock.now += 500;
		await type(KEY.ctrlD);
		expect(actions.quit).not.toHaveBeenCalled();
		clock.now += 500;
		await type(KEY.backspace);
		await waitForFrame('[o]');
		expect(answered).toEqual([]);
	});

	it('Tab on an @path under a prompt completes it, however quiet before: the letters after it stay the message’s', async () => {
		const {type, clock, waitForFrame, answered, actions} = setup({prompt: true});
		await type(...'look at @sr');
		clock.now += 2000;
		await type('\t');
		await waitFor(() => actions.completePath.mock.calls.length === 1);
		clock.now += 700;
		await type(...'yarn');
		await waitForFrame(/\[look at @sr\S*yarn\]/);
		expect(answered).toEqual([]);
	});

	it('Up and Down inside a message of several lines move the cursor; only at its edges do they recall', async () => {
		const {type, waitForFrame} = setup({history: ['earlier']});
		await type('a', KEY.altEnter, 'b');
		await waitForFrame('[a\nb]');
		// Up from the last line moves to the first: the next letter lands there, nothing is recalled.
		await type(KEY.up, '1');
		await waitForFrame('[a1\nb]');
		// Down from the first line moves to the last.
		await type(KEY.down, '2');
		await waitForFrame('[a1\nb2]');
	});

	it('Down, or Up over text, never takes back a queued message: Up over text recalls', async () => {
		const {type, actions, waitForFrame} = setup({queue: [{uuid: 'q1', text: 'queued'}], history: ['earlier']});
		actions.withdrawQueued.mockResolvedValue(true);
		await type(KEY.down);
		await type('x', KEY.up);
		await waitForFrame('[earlier]');
		expect(actions.withdrawQueued).not.toHaveBeenCalled();
	});

	it('Enter after a backslash before the cursor breaks the line; a backslash after the cursor does not', async () => {
		const {type, send, waitForFrame} = setup();
		await type('a', '\\', 'b', KEY.left, KEY.enter);
		await waitForFrame('[a\nb]');
		expect(send).not.toHaveBeenCalled();
	});

	it('a key with no meaning anywhere is ignored, and typing goes on', async () => {
		const {type, waitForFrame} = setup();
		await type('a', KEY.pageUp, 'b');
		await waitForFrame('[ab]');
	});
});
