/**
 * `cctui replay FILE`: plays a recording, a saved stream-json stdout file or a claude session file,
 * in the UI or (stdout not a terminal, or --plain) as plain text. The file is read as it plays
 * (a session file excepted: see replay-source.ts).
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {Player} from '../replay/player.js';
import {type ReplaySource, replaySource} from '../replay/replay-source.js';
import {createStore} from '../session/store.js';
import {initialState} from '../state/state.js';
import type {ReplayOptions} from './args.js';
import {type MainIo, printError} from './io.js';

export async function runReplay(io: MainIo, options: ReplayOptions): Promise<number> {
	const file = path.resolve(io.cwd, options.file);
	let source: ReplaySource;
	try {
		const found = statSync(file);
		if (found.isDirectory()) throw new Error('it is a folder');
		// A recording plays at its own pace, read as it plays; a stream (a pipe) is watch's to show as it comes.
		if (!found.isFile()) throw new Error('not a file (cctui watch shows a stream: cctui watch < it)');
		source = await replaySource(file);
	} catch (error) {
		printError(io, `replay: cannot read ${options.file}: ${error instanceof Error ? error.message : String(error)}`);
		return 1;
	}
	const plain = options.plain || !io.stdout.isTTY;
	const store = createStore(initialState());
	const player = new Player({
		lines: source.lines,
		dispatch: event => store.dispatch(event),
		// Plain text is cheap to print per change, and must see every prompt; the UI draws per batch.
		...(plain ? {} : {hold: () => store.hold()}),
		source: path.basename(file),
		...(source.lineNumbers ? {lineNumbers: source.lineNumbers} : {}),
		totalBytes: source.bytes,
		speed: options.speed ?? (plain ? Infinity : 1),
		paused: options.paused && !plain,
	});
	if (plain) {
		const {playPlain} = await import('./play-plain.js');
		return playPlain(io, store, player, 'the recorded answer follows');
	}
	const {runPlayerUi} = await import('./player-ui.js');
	return runPlayerUi({
		io,
		store,
		player,
		kind: 'replay',
		label: path.basename(file),
		keys: io.stdin.isTTY ? io.stdin : undefined,
		exitAtEnd: false,
	});
}
