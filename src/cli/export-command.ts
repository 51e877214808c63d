/** `cctui export FILE`: a recording, stream-json stdout or session file as a markdown transcript. */
import {writePrivate} from '../util/private-file.js';
import path from 'node:path';
import {transcriptMarkdown} from '../export/markdown.js';
import {readTranscript} from '../export/read-transcript.js';
import type {ExportOptions} from './args.js';
import {type MainIo, printError} from './io.js';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function runExport(io: MainIo, options: ExportOptions): Promise<number> {
	const file = path.resolve(io.cwd, options.file);
	let markdown: string;
	try {
		markdown = transcriptMarkdown(await readTranscript(file), path.basename(file));
	} catch (error) {
		printError(io, `export: cannot read ${options.file}: ${message(error)}`);
		return 1;
	}
	if (options.output === undefined) {
		io.stdout.write(markdown);
		return 0;
	}
	try {
		writePrivate(path.resolve(io.cwd, options.output), markdown);
	} catch (error) {
		printError(io, `export: cannot write ${options.output}: ${message(error)}`);
		return 1;
	}
	return 0;
}
