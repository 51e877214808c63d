/** `--record FILE` for a live run: opened before anything starts, so a bad path fails at once. */
import {redactArgv} from '../gateway/redact.js';
import {openRecording, type RecordingWriter} from '../session/recording-writer.js';
import {CCTUI_VERSION} from './args.js';
import {type MainIo, printError} from './io.js';

export interface RecordOption {
	readonly file: string;
	readonly argv: readonly string[];
}

/** The writer (none without --record), or 'failed' after saying why. `note` reports a later write failure. */
export function openRecordOption(
	io: MainIo,
	record: RecordOption | undefined,
	note: (text: string) => void,
): RecordingWriter | undefined | 'failed' {
	if (!record) return undefined;
	const {file, argv} = record;
	try {
		return openRecording(file, {
			// `--upstream http://me:password@…?key=…` is kept only redacted, as the gateway's reports are.
			meta: {version: CCTUI_VERSION, argv: redactArgv(argv)},
			onError: error => note(`Recording to ${file} stopped: ${error.message}`),
		});
	} catch (error) {
		printError(io, `--record ${file}: ${error instanceof Error ? error.message : String(error)}`);
		return 'failed';
	}
}
