/**
 * `… | cctui watch`: shows a stream-json stream from stdin as it arrives. Keys come from the
 * terminal itself (/dev/tty), since stdin is the stream; without one it runs without keys. Exits
 * with the stream's status (see replay/stream-status).
 */
import {fstatSync, openSync} from 'node:fs';
import tty from 'node:tty';
import {looksLikeSessionFile} from '../ingest/session-file.js';
import {Player} from '../replay/player.js';
import {streamEnd} from '../replay/stream-status.js';
import {createStore} from '../session/store.js';
import {initialState} from '../state/state.js';
import {splitLines} from '../transport/line-splitter.js';
import type {WatchOptions} from './args.js';
import {type MainIo, printError} from './io.js';

/** The controlling terminal for keys, or undefined when there is none (cron, CI, a detached job). */
function openKeyboard(): tty.ReadStream | undefined {
	try {
		return new tty.ReadStream(openSync('/dev/tty', 'r'));
	} catch {
		return undefined;
	}
}

/** `lines`, calling `seen` once a line of a claude session file passes. */
async function* notingSessionFile(lines: AsyncIterable<string>, seen: () => void): AsyncIterable<string> {
	let found = false;
	for await (const line of lines) {
		if (!found && looksLikeSessionFile(line)) {
			found = true;
			seen();
		}
		yield line;
	}
}

export async function runWatch(io: MainIo, options: WatchOptions): Promise<number> {
	if (io.stdin.isTTY) {
		printError(
			io,
			'watch reads a stream-json stream from stdin, e.g. claude -p "…" --output-format stream-json --verbose | cctui watch',
		);
		return 2;
	}
	// Node reads a folder on stdin (`watch < dir`, fd 0) as an empty stream, which would end "without a result".
	if (fstatSync(0).isDirectory()) {
		printError(io, 'watch: cannot read stdin: it is a folder');
		return 1;
	}
	const plain = options.plain || !io.stdout.isTTY;
	const store = createStore(initialState());
	// A session file (tail -f of claude's own) keeps no results: its end is no failure.
	let sessionFile = false;
	// Nothing to wait for: frames show when they arrive, stamped with when that was. Plain text is
	// cheap to print per change and must see every prompt; the UI draws per batch.
	const player = new Player({
		lines: notingSessionFile(splitLines(io.stdin), () => (sessionFile = true)),
		dispatch: event => store.dispatch(event),
		...(plain ? {} : {hold: () => store.hold()}),
		speed: Infinity,
		timeOf: () => Date.now(),
	});
	const end = () => {
		if (sessionFile) {
			store.dispatch({type: 'turn-ended', at: Date.now()});
			return 0;
		}
		const ended = streamEnd(store.getState());
		if (ended.notice) store.dispatch({type: 'notice', level: 'error', text: ended.notice, at: Date.now()});
		return ended.code;
	};
	if (plain) {
		const {playPlain} = await import('./play-plain.js');
		return playPlain(io, store, player, 'nobody answers from here', end);
	}
	const keys = openKeyboard();
	const {runPlayerUi} = await import('./player-ui.js');
	try {
		return await runPlayerUi({io, store, player, kind: 'watch', label: 'stdin', keys, exitAtEnd: true, onEnd: end});
	} finally {
		keys?.destroy();
		// Quitting early leaves the producer's pipe open: stop reading it so the process can end.
		io.stdin.destroy();
	}
}
