/** A replay or a watched stream as plain text on stdout: no Ink, no keys, colour only when wanted. */
import {PlainPrinter} from '../plain/plain-printer.js';
import type {Player} from '../replay/player.js';
import type {Store} from '../session/store.js';
import {type MainIo, outputColumns, wantsColor} from './io.js';
import {outputOf} from './output.js';

/** Resolves with what `onEnd` (called once everything has played, and may add to the transcript) says, else 0. */
export async function playPlain(
	io: MainIo,
	store: Store,
	player: Player,
	askedSuffix: string,
	onEnd?: () => number,
): Promise<number> {
	const output = outputOf(io.stdout);
	const printer = new PlainPrinter({
		write: text => output.write(text),
		color: wantsColor(io),
		askedSuffix,
		columns: () => outputColumns(io),
	});
	const unsubscribe = store.subscribe(() => printer.update(store.getState()));
	// `cctui replay … | head` closes the pipe early: nobody reads the rest.
	const offEnd = output.onEnd(() => player.stop());
	try {
		await player.run();
		const code = onEnd?.() ?? 0;
		printer.update(store.getState());
		printer.finish();
		return code;
	} finally {
		unsubscribe();
		offEnd();
	}
}
