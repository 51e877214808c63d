/**
 * `--record FILE`: every frame both ways, one JSON line each (`{t, ts, dir, msg | raw}`, the
 * format of ingest/recording-line), written with a synchronous write per line so a crash loses at
 * most the line being written. The first line is a `meta` line saying what recorded it.
 */
import {closeSync, writeSync} from 'node:fs';
import type {HostEvent} from '../ingest/recording-line.js';
import type {ApiExchange} from '../protocol/api-exchange.js';
import {openPrivate} from '../util/private-file.js';
import {jsonText} from '../text/json-text.js';

export interface RecordingWriter {
	record(direction: 'in' | 'out' | 'err', line: string): void;
	/** What the gateway saw of one request (--gateway), headers already redacted. */
	api(exchange: ApiExchange): void;
	/** What the host did that no frame says (a fork, /clear, /resume, /restart), as a `meta` line. */
	host(event: HostEvent): void;
	close(): void;
}

export interface RecordingOptions {
	/** What the meta line says about the recording process (version, argv…). */
	readonly meta: Readonly<Record<string, unknown>>;
	/** Called once when a write fails; recording stops, the session goes on. */
	readonly onError: (error: Error) => void;
	readonly now?: () => number;
}

/** Opens (truncates) the file now, owner-only, so a bad path fails before anything starts. */
export function openRecording(file: string, options: RecordingOptions): RecordingWriter {
	const now = options.now ?? Date.now;
	let fd: number | undefined = openPrivate(file, 'w');
	const started = now();
	const write = (
		dir: 'in' | 'out' | 'err' | 'meta' | 'api',
		fields: {msg: unknown} | {raw: string},
		at = now(),
		line?: string,
	) => {
		if (fd === undefined) return;
		const record = (fields: {msg: unknown} | {raw: string}) => ({
			t: at - started,
			ts: new Date(at).toISOString(),
			dir,
			...fields,
		});
		let text: string | undefined;
		try {
			text = JSON.stringify(record(fields));
		} catch {
			// Too deep for JSON.stringify: the line as it came, else the value cut where it must be.
			text = jsonText(record(line === undefined ? fields : {raw: line}));
		}
		try {
			writeSync(fd, `${text}\n`);
		} catch (error) {
			closeSync(fd);
			fd = undefined;
			options.onError(error instanceof Error ? error : new Error(String(error)));
		}
	};
	// The meta line marks the start: t is 0 by definition.
	write('meta', {msg: {event: 'cctui', ...options.meta}}, started);
	return {
		record(direction, line) {
			// Lines that are not JSON (stderr, a broken frame) are kept as they were.
			let msg: unknown;
			try {
				msg = direction === 'err' ? undefined : JSON.parse(line);
			} catch {
				msg = undefined;
			}
			write(direction, msg === undefined ? {raw: line} : {msg}, now(), line);
		},
		api(exchange) {
			write('api', {msg: exchange});
		},
		host(event) {
			write('meta', {msg: event});
		},
		close() {
			if (fd !== undefined) closeSync(fd);
			fd = undefined;
		},
	};
}
