/**
 * One stdout line → a validated message, an unknown frame type, or a malformed-line diagnostic.
 * Never throws: the CLI evolves, and a bad line must be visible, not fatal or silently dropped.
 */
import type {z} from 'zod';
import {fastFrame} from './fast-path.js';
import {inboundSchemas, requestIdSchema} from './schemas.js';
import type {InboundMessage, InboundType, RequestId} from './types.js';

export type ParsedLine =
	| {readonly kind: 'message'; readonly message: InboundMessage}
	| {readonly kind: 'unknown'; readonly type: string; readonly raw: Readonly<Record<string, unknown>>}
	/** `requestId`: an unreadable control_request that still names its id, so it can be refused rather than left hanging. */
	| {readonly kind: 'malformed'; readonly error: string; readonly excerpt: string; readonly requestId?: RequestId};

const EXCERPT_CHARS = 120;

export function excerptOf(line: string): string {
	return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS)}… (${line.length} chars)` : line;
}

interface Found {
	readonly path: readonly PropertyKey[];
	readonly message: string;
}

/**
 * The issue that names the field: where a union failed, zod reports every branch, and the branch
 * that got deepest into the value is the one the line meant (a known variant with a bad field).
 */
function deepest(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): Found {
	const path = [...prefix, ...issue.path];
	if (issue.code !== 'invalid_union')
		return {
			path,
			message: issue.message
				.replace(/^Invalid input: /, '')
				.replace(/^expected (.+), received undefined$/, 'missing ($1 expected)'),
		};
	const found = issue.errors.flatMap(branch => (branch[0] ? [deepest(branch[0], path)] : []));
	const best = found.reduce<Found | undefined>(
		(best, next) => (next.path.length > (best?.path.length ?? path.length) ? next : best),
		undefined,
	);
	if (best) return best;
	// No branch got past this value: say what each would have taken ("expected string or array").
	const expected = new Set(
		issue.errors.flatMap(branch => (branch[0]?.code === 'invalid_type' ? [branch[0].expected] : [])),
	);
	if (expected.size === 0) return {path, message: issue.message};
	const absent = issue.errors.every(branch => branch[0]?.message.endsWith(', received undefined'));
	const types = [...expected].join(' or ');
	return {path, message: absent ? `missing (${types} expected)` : `expected ${types}`};
}

/** "event.delta.thinking: expected string, received number". */
export function formatIssue(error: z.ZodError): string {
	const issue = error.issues[0];
	if (!issue) return 'invalid';
	const {path, message} = deepest(issue, []);
	return path.length > 0 ? `${path.map(String).join('.')}: ${message}` : message;
}

function isInboundType(type: string): type is InboundType {
	return Object.hasOwn(inboundSchemas, type);
}

/** Validates an already-decoded JSON value as a CLI frame. */
export function parseFrame(value: unknown, line = ''): ParsedLine {
	// Most lines are common frames that zod would only copy: checked by hand instead.
	const fast = fastFrame(value);
	return fast ? {kind: 'message', message: fast} : parseFrameBySchema(value, line);
}

/**
 * The reference decoder: the schemas alone, as the protocol docs describe them. parseFrame must
 * give exactly what this gives for every value (test/protocol/decoders-agree.test.ts).
 */
export function parseFrameBySchema(value: unknown, line = ''): ParsedLine {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		return {kind: 'malformed', error: 'not a JSON object', excerpt: excerptOf(line)};
	}
	const type = (value as {type?: unknown}).type;
	if (typeof type !== 'string') {
		return {kind: 'malformed', error: 'missing string field "type"', excerpt: excerptOf(line)};
	}
	if (!isInboundType(type)) {
		return {kind: 'unknown', type, raw: value as Record<string, unknown>};
	}
	const result = inboundSchemas[type].safeParse(value);
	if (!result.success) {
		const requestId =
			type === 'control_request' ? requestIdSchema.safeParse((value as {request_id?: unknown}).request_id) : undefined;
		// Without its id no answer can reach claude, which may then wait for one: the diagnostic says so.
		const unanswerable = requestId?.success === false ? '; no answer can be sent, claude may wait for one' : '';
		return {
			kind: 'malformed',
			error: `${type}: ${formatIssue(result.error)}${unanswerable}`,
			excerpt: excerptOf(line),
			...(requestId?.success ? {requestId: requestId.data} : {}),
		};
	}
	return {kind: 'message', message: result.data as InboundMessage};
}

/** Returns undefined for a blank line (the CLI may emit them; they carry nothing). */
export function parseLine(line: string): ParsedLine | undefined {
	if (line.trim() === '') return undefined;
	let value: unknown;
	try {
		value = JSON.parse(line);
	} catch (error) {
		return {kind: 'malformed', error: `not JSON (${(error as Error).message})`, excerpt: excerptOf(line)};
	}
	return parseFrame(value, line);
}
