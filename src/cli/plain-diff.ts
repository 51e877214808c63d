/**
 * `cctui --plain --resume <id> "/diff [N]"`: cctui's own /diff in plain mode. It needs no claude: the
 * saved session's file holds every file tool's result, so its changes print as text (coloured on a
 * terminal) and cctui exits. A new session has none yet.
 */
import {changesLines} from '../present/changes.js';
import {loadSessionHistory} from '../sessions/session-store.js';
import {createStore} from '../session/store.js';
import {initialState} from '../state/state.js';
import {type MainIo, printError, wantsColor} from './io.js';

/** The command, with the number of turns back when one is given. */
const DIFF = /^\/diff(?:\s+(\d+))?\s*$/;

/** `{turn}` when `prompt` is `/diff [N]` (N ≥ 1), else undefined. */
export function diffCommand(prompt: string): {readonly turn: number | undefined} | undefined {
	const match = DIFF.exec(prompt.trim());
	if (!match) return undefined;
	const turn = match[1] === undefined ? undefined : Number(match[1]);
	return turn === 0 ? undefined : {turn};
}

export async function plainDiff(
	io: MainIo,
	run: {readonly cwd: string; readonly env: NodeJS.ProcessEnv; readonly resume?: string | undefined},
	turn: number | undefined,
): Promise<number> {
	const store = createStore(initialState('default', run.cwd));
	if (run.resume !== undefined) {
		const history = await loadSessionHistory(run.cwd, run.env, run.resume);
		if (!history) {
			printError(io, `no saved session ${run.resume} for this folder`);
			return 1;
		}
		for (const event of history.events) store.dispatch(event);
		const {messages, unreadable} = history;
		store.dispatch({type: 'history-loaded', sessionId: run.resume, messages, unreadable, at: Date.now()});
	}
	store.dispatch({type: 'changes-shown', ...(turn === undefined ? {} : {turn}), at: Date.now()});
	const shown = store.getState().committed.at(-1);
	if (shown?.kind !== 'changes') return 1;
	const lines = changesLines(shown, {color: wantsColor(io), width: Infinity, cwd: run.cwd});
	io.stdout.write(`${lines.join('\n')}\n`);
	return 0;
}
