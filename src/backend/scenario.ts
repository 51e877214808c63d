import {readFile} from 'node:fs/promises';
import {basename} from 'node:path';
import {z} from 'zod';

// Streaming knobs shared by defaults, turns and blocks; the most specific one wins.
const pacing = {
	/** Characters (code points) per delta. */
	chunkSize: z.int().min(1).optional(),
	/** Pause before each delta, in ms. */
	delayMs: z.int().min(0).optional(),
};

const thinkingBlock = z.strictObject({
	type: z.literal('thinking'),
	text: z.string(),
	/** Sent once as signature_delta just before the block stops; generated when absent. */
	signature: z.string().optional(),
	...pacing,
});

const textBlock = z.strictObject({
	type: z.literal('text'),
	text: z.string(),
	...pacing,
});

const toolUseBlock = z.strictObject({
	type: z.literal('tool_use'),
	name: z.string().min(1),
	input: z.record(z.string(), z.unknown()),
	/** Fixed tool_use id; generated (`toolu_0001`, …) when absent. */
	id: z
		.string()
		.regex(/^toolu_\w+$/)
		.optional(),
	...pacing,
});

export const blockSchema = z.discriminatedUnion('type', [thinkingBlock, textBlock, toolUseBlock]);

export const apiErrorSchema = z.strictObject({
	status: z.int().min(400).max(599),
	/** Anthropic error type; derived from status when absent (529 → overloaded_error, …). */
	type: z.string().min(1).optional(),
	message: z.string().optional(),
});

const repeatingErrorSchema = apiErrorSchema.extend({
	/** true: every retry of the same request fails; the turn is skipped once the conversation moves on. */
	repeat: z.boolean().optional(),
});

export const expectSchema = z.strictObject({
	/** Text of the request's last user message (text parts and tool_result contents) contains this. */
	lastUserTextIncludes: z.string().optional(),
	/** Some tool_result in the last user message contains this. */
	toolResultIncludes: z.string().optional(),
	/** The system prompt contains this. */
	systemIncludes: z.string().optional(),
	/** The JSON request body, serialised, contains this. */
	bodyIncludes: z.string().optional(),
});

export const turnSchema = z
	.strictObject({
		/** Free-form label shown in logs and request records. */
		label: z.string().optional(),
		/** Which request stream consumes this turn: the main loop (default) or subagents. */
		track: z.enum(['main', 'subagent']).optional(),
		blocks: z.array(blockSchema).min(1).optional(),
		/** HTTP errors answered to the first N attempts; the turn is served on attempt N+1. */
		errors: z.array(apiErrorSchema).optional(),
		/** An error-only turn (no blocks). */
		error: repeatingErrorSchema.optional(),
		/** First successful attempt streams this many deltas, then an SSE `error` event, then closes. */
		streamErrorAfterDeltas: z.int().min(0).optional(),
		/** Overrides the derived stop_reason (tool_use if any tool_use block, else end_turn). */
		stopReason: z.enum(['end_turn', 'tool_use', 'max_tokens', 'stop_sequence', 'pause_turn', 'refusal']).optional(),
		/** Pause before the response starts, in ms. */
		latencyMs: z.int().min(0).optional(),
		model: z.string().optional(),
		expect: expectSchema.optional(),
		...pacing,
	})
	.superRefine((turn, ctx) => {
		if (turn.blocks && turn.error)
			ctx.addIssue({
				code: 'custom',
				path: ['error'],
				message: 'use either blocks or error, not both (errors[] retries before blocks)',
			});
		if (!turn.blocks && !turn.error)
			ctx.addIssue({code: 'custom', path: ['blocks'], message: 'required unless the turn has an error'});
	});

export const scenarioSchema = z.strictObject({
	name: z.string().optional(),
	defaults: z
		.strictObject({
			...pacing,
			latencyMs: z.int().min(0).optional(),
			/** Model named in responses; the request's model is echoed when absent. */
			model: z.string().optional(),
		})
		.optional(),
	turns: z.array(turnSchema),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type Turn = z.infer<typeof turnSchema>;
export type Block = z.infer<typeof blockSchema>;
export type ApiErrorSpec = z.infer<typeof apiErrorSchema>;
export type Expect = z.infer<typeof expectSchema>;

export class ScenarioError extends Error {
	override name = 'ScenarioError';
	/** One line each: a file that is not JSON is one problem, whatever lines its parser's message quotes. */
	constructor(readonly problems: readonly string[]) {
		super(problems.join('\n'));
	}
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
	let out = '';
	for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
	return out || '(root)';
}

function formatIssue(issue: z.core.$ZodIssue): string {
	if (issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options)) {
		return `expected one of ${issue.options.join('|')}`;
	}
	if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined'))
		return `required (${issue.expected})`;
	if (issue.code === 'unrecognized_keys')
		return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
	return issue.message.replace(/^(Invalid input|Invalid option|Too small|Too big): /, '');
}

/** Validates a scenario; the error message names the file and the exact path of the first problem. */
export function parseScenario(json: unknown, sourceName: string): Scenario {
	const result = scenarioSchema.safeParse(json);
	if (result.success) return result.data;
	const lines = result.error.issues.map(issue => `${sourceName}: ${formatPath(issue.path)}: ${formatIssue(issue)}`);
	throw new ScenarioError(lines);
}

export async function loadScenario(path: string): Promise<Scenario> {
	const name = basename(path);
	let text: string;
	try {
		text = await readFile(path, 'utf8');
	} catch (error) {
		throw new ScenarioError([`${name}: cannot read: ${oneLine((error as Error).message)}`]);
	}
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch (error) {
		throw new ScenarioError([`${name}: invalid JSON: ${oneLine((error as Error).message)}`]);
	}
	return parseScenario(json, name);
}

/** JSON.parse quotes the file's text, line breaks and all. */
function oneLine(text: string): string {
	return text.replace(/\s*\n\s*/g, ' ');
}
