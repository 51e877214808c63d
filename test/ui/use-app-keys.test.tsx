/** The App's key handling on its own: a probe wires it to the real editor, picker and key gate, over spy actions. */
import {Text} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import {createStore} from '../../src/session/store.js';
import {initialState, type QueuedMessage} from '../../src/state/state.js';
import type {PlayerControls, PlayerView} from '../../src/ui/player.js';
import {useAppKeys} from '../../src/ui/use-app-keys.js';
import {useMessageEditor} from '../../src/ui/use-message-editor.js';
import {useOverlay} from '../../src/ui/use-overlay.js';
import {usePromptGate} from '../../src/ui/use-prompt-gate.js';
import {KEY} from '../helpers/keys.js';
import {mockActions} from '../helpers/mock-actions.js';
import {render} from '../helpers/render.js';
import {waitFor} from '../helpers/wait-for.js';

const MODES = ['default', 'acceptEdits', 'plan'];
const SHIFT_TAB = '\u001B[Z';
const ALT_T = '\u001Bt';
const CTRL_R = '\u0012';
const CTRL_G = '\u0007';

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
}: Setup = {}) {
	const clock = {now: 1_000_000};
	const store = createStore(initialState(), {throttleMs: 0});
	const actions = mockActions();
	const send = vi.fn();
	const session = {...initialState().session, permissionMode, ...(thinkingDisplay ? {thinkingDisplay} : {})};
	const now = () => clock.now;
	const rewind = {picker: undefined, open: vi.fn()};
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
		});
		const gate = usePromptGate(undefined, 500, now);
		const keys = useAppKeys({
			actions,
			editor,
			overlay,
			rewind,
			gate,
			prompt: undefined,
			player,
			busy,
			childRunning,
			queue,
			session,
			pendingDisplay,
			modes: MODES,
			send,
			now,
			quitWindowMs: 2000,
			isActive,
		});
		return (
			<Text>{`[${editor.editor.text}] hint:${keys.hint ?? '-'} thinking:${keys.showThinking} debug:${keys.showDebug} picker:${overlay.overlay?.title ?? '-'}`}</Text>
		);
	}
	const ui = render(<Probe />);
	return {...ui, actions, send, clock, rewind};
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
		actions.withdrawQueued.mockResolvedValue(true);
		await type('x');
		await type(KEY.escape);
		await waitForFrame('[first\nsecond\nx]');
		expect(actions.interrupt).toHaveBeenCalledTimes(1);
		expect(actions.withdrawQueued.mock.calls).toEqual([['q1'], ['q2']]);
	});

	it('Esc during a turn gives back only the messages claude let go of; one it already started stays sent', async () => {
		const {type, actions, waitForFrame, frame} = setup({
			busy: true,
			queue: [
				{uuid: 'q1', text: 'started already', sent: true},
				{uuid: 'q2', text: 'still waiting', sent: true},
			],
		});
		actions.withdrawQueued.mockImplementation(uuid => Promise.resolve(uuid === 'q2'));
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

	it('once claude stopped, r in an empty editor restarts it; in a message it is a letter', async () => {
		const {type, actions, waitForFrame} = setup({childRunning: false});
		await type('r');
		expect(actions.restart).toHaveBeenCalledTimes(1);
		await type('a', 'r');
		await waitForFrame('[ar]');
		expect(actions.restart).toHaveBeenCalledTimes(1);
	});

	it('Ctrl+D quits only with an empty editor', async () => {
		const {type, actions, waitForFrame} = setup();
		await type('x', KEY.ctrlD);
		await waitForFrame('[x]');
		expect(actions.quit).not.toHaveBeenCalled();
		await type(KEY.backspace, KEY.ctrlD);
		expect(actions.quit).toHaveBeenCalledTimes(1);
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
});
