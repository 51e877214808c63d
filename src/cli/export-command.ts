/** `cctui export FILE`: a recording, stream-json stdout or session file as a markdown transcript. */
import {statSync} from 'node:fs';
import {writePrivate} from '../util/private-file.js';
import path from 'node:path';
import {transcriptMarkdown} from '../export/markdown.js';
import {readTranscript} from '../export/read-transcript.js';
import type {ExportOptions} from './args.js';
import {type MainIo, printError} from './io.js';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Whether two paths name one file (through a link too); false when either is not there. */
function sameFile(a: string, b: string): boolean {
	const [one, other] = [statSync(a, {throwIfNoEntry: false}), statSync(b, {throwIfNoEntry: false})];
	return one !== undefined && other !== undefined && one.dev === other.dev && one.ino === other.ino;
}

/** The file's name for the heading; a file descriptor's (`export <(…)` reads `/dev/fd/63`) is only a number, so its whole path. */
function sourceName(file: string): string {
	const name = path.basename(file);
	return /^\d+$/.test(name) && path.basename(path.dirname(file)) === 'fd' ? file : name;
}

export async function runExport(io: MainIo, options: ExportOptions): Promise<number> {
	const file = path.resolve(io.cwd, options.file);
	const output = options.output === undefined ? undefined : path.resolve(io.cwd, options.output);
	if (output !== undefined && sameFile(file, output)) {
		printError(io, `export: ${options.output} is the file being exported; give another output file`);
		return 2;
	}
	let markdown: string;
	try {
		markdown = transcriptMarkdown(await readTranscript(file), sourceName(file));
	} catch (error) {
		printError(io, `export: cannot read ${options.file}: ${message(error)}`);
		return 1;
	}
	if (output === undefined) {
		io.stdout.write(markdown);
		return 0;
	}
	try {
		writePrivate(output, markdown);
	} catch (error) {
		printError(io, `export: cannot write ${options.output}: ${message(error)}`);
		return 1;
	}
	return 0;
}
