/**
 * The two-way recording format (the shared fixtures and `--record`): one JSON object per line,
 * `{t: ms since start, ts?: ISO time, dir: in|out|err|meta|api, msg?: frame, raw?: text}` (`api`: a
 * gateway exchange; `meta`: what recorded it, or what the host did that no frame says), and the
 * events a live session would have dispatched for one such line.
 */
import {z} from 'zod';
import {apiExchangeSchema, type ApiExchange} from '../protocol/api-exchange.js';
import {excerptOf, formatIssue, parseFrame} from '../protocol/parse-line.js';
import {opt} from '../protocol/schemas.js';
import type {AppEvent} from '../state/events.js';
import {eventsForHostFrame} from './host-frame.js';
import {decodeStdoutLine, eventForFrame} from './stdout-line.js';
import {jsonText} from '../text/json-text.js';

/** `dir` says what a line is; its times and raw text only decorate it, and a bad one reads as absent. */
export const recordedLineSchema = z.looseObject({
	t: opt(z.number()),
	ts: opt(z.string()),
	dir: z.enum(['in', 'out', 'err', 'meta', 'api']),
	msg: z.unknown().optional(),
	raw: opt(z.string()),
});

export type RecordedLine = z.infer<typeof recordedLineSchema>;

/**
 * What the host did that no frame of claude's says, kept as a `meta` line so a replay shows it as the live session
 * did: a fork, /clear, /resume and /restart each end one claude and start another, and only the host knows why; the
 * history of a session resumed at the start is read by the host, not claude; and a claude that ended on its own is
 * seen only by its process, not its frames.
 */
export const hostEventSchema = z.discriminatedUnion('event', [
	// From which prompt (and session) it forked.
	z.looseObject({
		event: z.literal('conversation-forked'),
		uuid: z.string(),
		from: z.string(),
		fresh: z.boolean().optional(),
	}),
	// /clear, or r after claude refused the session it was asked to resume.
	z.looseObject({event: z.literal('conversation-new')}),
	// /resume of another session: how much history it showed (not the history: that is claude's session file), or
	// none found (`messages` absent). `start`: the session cctui was started with (`--resume`, `--continue`), before
	// the first claude; `fork`: with `--fork-session`, claude continues it under a new id.
	z.looseObject({
		event: z.literal('conversation-resumed'),
		sessionId: z.string(),
		messages: z.number().optional(),
		unreadable: z.number().optional(),
		costUsd: z.number().optional(),
		start: z.boolean().optional(),
		fork: z.boolean().optional(),
	}),
	// /restart or r: the same conversation, `sessionId` when it had one.
	// `costSaved`: what claude's file said the session had cost, which the new claude goes on from.
	z.looseObject({
		event: z.literal('claude-restarted'),
		sessionId: z.string().optional(),
		costSaved: z.number().optional(),
	}),
	// Messages that waited to start in the conversation left (/clear, /resume of another session, a fork) went back
	// into the input, not sent: their uuids (their text is the person's draft now, not the transcript's). One the
	// recording shows sent to claude (held, mid-turn) waits no more in the replay either.
	z.looseObject({event: z.literal('waiting-given-back'), uuids: z.array(z.string())}),
	// Plain mode's last line: its run ended without the turn's result (claude died, or the input was cut off).
	z.looseObject({event: z.literal('no-result')}),
	// claude ended on its own (a crash): how, and the last lines of its stderr its notice showed.
	z.looseObject({
		event: z.literal('claude-exited'),
		exitCode: z.number().nullable(),
		signal: z.string().nullable(),
		stderr: z.array(z.string()).optional(),
	}),
]);

export type HostEvent = z.infer<typeof hostEventSchema>;

/** The divider a new conversation starts under, live and replayed. */
export const NEW_CONVERSATION = '— New conversation —';

/** The line under a new or another conversation's start when messages waiting in the one left came back. */
export function notSent(count: number): string {
	return count === 1
		? 'The message waiting to start was not sent to this conversation: it is back in the input.'
		: `The ${count} messages waiting to start were not sent to this conversation: they are back in the input.`;
}

/** Said when a stream ended without a turn's result to say how it went (plain mode's last line, a watch's). */
export const NO_RESULT =
	'The stream ended without a result: claude stopped before finishing its turn, or the input was cut off.';

/** The events the live host dispatched for what it did. */
function hostEvents(host: HostEvent, at: number): AppEvent[] {
	switch (host.event) {
		case 'conversation-forked': {
			const {uuid, from, fresh} = host;
			return [{type: 'conversation-forked', uuid, from, ...(fresh === undefined ? {} : {fresh}), at}];
		}
		case 'conversation-new':
			return [
				{type: 'conversation-left', at},
				{type: 'notice', level: 'info', text: NEW_CONVERSATION, at},
				{type: 'child-restarted', at},
			];
		case 'conversation-resumed': {
			const {sessionId, messages, unreadable, costUsd} = host;
			const fork = host.fork === true ? {fork: true} : {};
			const history: AppEvent =
				messages === undefined
					? {type: 'resume-not-found', sessionId, ...fork, at}
					: {
							type: 'history-loaded',
							sessionId,
							...fork,
							messages,
							unreadable: unreadable ?? 0,
							...(costUsd === undefined ? {} : {costUsd}),
							notRecorded: true,
							at,
						};
			// The session cctui started with: no conversation before it to leave, and its claude starts next.
			if (host.start === true) return [history];
			return [{type: 'conversation-left', at}, history, {type: 'child-restarted', sessionId, switched: true, at}];
		}
		case 'claude-restarted':
			return [
				{
					type: 'child-restarted',
					...(host.sessionId === undefined ? {} : {sessionId: host.sessionId}),
					...(host.costSaved === undefined ? {} : {costSaved: host.costSaved}),
					at,
				},
			];
		case 'waiting-given-back':
			return [
				...host.uuids.map((uuid): AppEvent => ({type: 'queued-message-taken', uuid, at})),
				{type: 'notice', level: 'warning', text: notSent(host.uuids.length), at},
			];
		case 'no-result':
			return [{type: 'notice', level: 'error', text: NO_RESULT, at}];
		case 'claude-exited': {
			const {exitCode, signal, stderr} = host;
			return [{type: 'child-exited', exitCode, signal, ...(stderr === undefined ? {} : {stderr}), at}];
		}
	}
}

/** A recording line, or undefined when the line is a plain CLI frame (not the recording format). */
export function asRecordedLine(value: unknown): RecordedLine | undefined {
	const result = recordedLineSchema.safeParse(value);
	return result.success ? result.data : undefined;
}

/** Every event one line of a two-way recording stands for, timed by its `t`. */
export function decodeRecordingLine(line: RecordedLine, index: number): AppEvent[] {
	const at = line.t ?? index;
	switch (line.dir) {
		case 'out': {
			// What claude wrote reads exactly as a live stdout line; its frame, already decoded, is not written again.
			if (line.msg !== undefined) return [eventForFrame(parseFrame(line.msg, jsonText(line.msg)), at)];
			const event = decodeStdoutLine(line.raw ?? '', at);
			return event ? [event] : [];
		}
		case 'in':
			if (line.msg === undefined)
				return [
					{type: 'notice', level: 'warning', text: `The host wrote a line that is not JSON: ${line.raw ?? ''}`, at},
				];
			return eventsForHostFrame(line.msg, at, `recorded-${index}`);
		case 'err':
			// A blank line is kept in the file, but live it did not reach the stderr the debug panel shows.
			return line.raw === undefined || line.raw.trim() === '' ? [] : [{type: 'stderr', line: line.raw, at}];
		case 'meta': {
			// The first line (what recorded it), or a host event of a later cctui, says nothing to show.
			const host = hostEventSchema.safeParse(line.msg);
			return host.success ? hostEvents(host.data, at) : [];
		}
		case 'api': {
			const exchange = apiExchangeSchema.safeParse(line.msg);
			if (exchange.success) return [{type: 'api-exchange', exchange: exchange.data as ApiExchange, at}];
			const error = `not a gateway exchange: ${formatIssue(exchange.error)}`;
			return [{type: 'malformed-line', error, excerpt: excerptOf(jsonText(line.msg) ?? ''), at}];
		}
	}
}
