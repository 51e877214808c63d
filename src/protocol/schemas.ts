/**
 * Zod schemas for every stream-json frame, both directions (claude 2.1.330; see PROTOCOL.md).
 *
 * Every object is loose: fields we don't know pass through untouched, because the CLI adds
 * fields every release. Unions that the CLI keeps growing (message types, system subtypes,
 * stream events, deltas, content blocks, control request subtypes) are "open": a known
 * discriminator must match its schema exactly, an unknown one is kept as a tagged `unknown`
 * variant so callers can show it instead of crashing or dropping it.
 *
 * fast-path.ts checks the commonest inbound frames by hand, by the same rules: a change here
 * needs the same change there (test/protocol/fast-path.test.ts fails when they disagree).
 */
import {z} from 'zod';
import {itemsOf} from '../util/items-of.js';

const str = z.string();
/**
 * An optional field: absent, or a value cctui can use. Anything else (null where null is not
 * expected, a string for a number, an object) reads as absent instead of rejecting the line. The
 * fields cctui cannot work without (a delta's text, a block index, a request_id) are required
 * instead, and reject the line with their path.
 */
export const opt = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const optStr = opt(z.string());
const optNullStr = opt(z.string().nullable());
const optNum = opt(z.number());
const optNullNum = opt(z.number().nullable());
const optBool = opt(z.boolean());
const looseRecord = z.record(z.string(), z.unknown());
/** A record read entry by entry: an entry that does not fit is left out, not the whole record. */
const lenientRecord = <T extends z.ZodType>(value: T) =>
	z
		.record(z.string(), opt(value))
		.transform(
			entries =>
				Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry !== undefined)) as Record<
					string,
					z.output<T>
				>,
		);

/** A list read item by item (`itemsOf`), absent when it is not a list. */
const lenientArray = <T extends z.ZodType>(item: T) => opt(itemsOf(item));

/**
 * A union over `key` that accepts unknown discriminator values: known values must match
 * their variant; unknown ones become `{[key]: 'unknown', original: <value>, ...rest}`.
 */
function openUnion<
	const K extends string,
	const V extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]],
	const B extends z.ZodRawShape = Record<never, never>,
>(key: K, known: V, knownValues: readonly string[], base?: B) {
	const names = new Set(knownValues);
	type Unknown = {[P in K]: 'unknown'} & {original: string} & z.infer<z.ZodObject<B>> & Record<string, unknown>;
	const fallback = z
		// Aborting, so that a known variant that fails reports its own issue (parse-line's formatIssue picks it).
		.looseObject({...base, [key]: z.string().refine(value => !names.has(value), {abort: true})} as Record<
			K,
			z.ZodString
		>)
		.transform((value): Unknown => ({...value, [key]: 'unknown', original: value[key]}) as Unknown);
	return z.union([z.discriminatedUnion(key, known), fallback]);
}

// ---------------------------------------------------------------- content blocks

export const textBlockSchema = z.looseObject({
	type: z.literal('text'),
	text: str,
	citations: opt(z.array(z.unknown()).nullable()),
});
export const thinkingBlockSchema = z.looseObject({type: z.literal('thinking'), thinking: str, signature: optStr});
export const redactedThinkingBlockSchema = z.looseObject({type: z.literal('redacted_thinking'), data: optStr});
export const toolUseBlockSchema = z.looseObject({type: z.literal('tool_use'), id: str, name: str, input: z.unknown()});
export const serverToolUseBlockSchema = z.looseObject({
	type: z.literal('server_tool_use'),
	id: str,
	name: str,
	input: z.unknown(),
});
export const toolResultBlockSchema = z.looseObject({
	type: z.literal('tool_result'),
	tool_use_id: str,
	content: z.union([str, z.array(z.unknown())]).optional(),
	is_error: optBool,
});
export const imageBlockSchema = z.looseObject({type: z.literal('image'), source: z.unknown()});

const contentBlockVariants = [
	textBlockSchema,
	thinkingBlockSchema,
	redactedThinkingBlockSchema,
	toolUseBlockSchema,
	serverToolUseBlockSchema,
	toolResultBlockSchema,
	imageBlockSchema,
] as const;
export const contentBlockSchema = openUnion('type', contentBlockVariants, [
	'text',
	'thinking',
	'redacted_thinking',
	'tool_use',
	'server_tool_use',
	'tool_result',
	'image',
]);

const usageSchema = z.looseObject({
	input_tokens: optNum,
	output_tokens: optNum,
	cache_creation_input_tokens: optNullNum,
	cache_read_input_tokens: optNullNum,
});

// ---------------------------------------------------------------- stream events

const deltaVariants = [
	z.looseObject({type: z.literal('text_delta'), text: str}),
	z.looseObject({type: z.literal('thinking_delta'), thinking: str, estimated_tokens: optNullNum}),
	z.looseObject({type: z.literal('signature_delta'), signature: str}),
	z.looseObject({type: z.literal('input_json_delta'), partial_json: str}),
	z.looseObject({type: z.literal('citations_delta'), citation: z.unknown()}),
] as const;
export const deltaSchema = openUnion('type', deltaVariants, [
	'text_delta',
	'thinking_delta',
	'signature_delta',
	'input_json_delta',
	'citations_delta',
]);

const apiMessageSchema = z.looseObject({
	id: str,
	model: optStr,
	role: optStr,
	content: z.array(contentBlockSchema).optional(),
	stop_reason: optNullStr,
	usage: opt(usageSchema.nullable()),
});

const streamEventVariants = [
	z.looseObject({type: z.literal('message_start'), message: apiMessageSchema}),
	z.looseObject({type: z.literal('content_block_start'), index: z.number(), content_block: contentBlockSchema}),
	z.looseObject({type: z.literal('content_block_delta'), index: z.number(), delta: deltaSchema}),
	z.looseObject({type: z.literal('content_block_stop'), index: z.number()}),
	z.looseObject({
		type: z.literal('message_delta'),
		delta: z.looseObject({stop_reason: optNullStr, stop_sequence: optNullStr}),
		usage: opt(usageSchema.nullable()),
	}),
	z.looseObject({type: z.literal('message_stop')}),
	z.looseObject({type: z.literal('ping')}),
	z.looseObject({type: z.literal('error'), error: z.unknown()}),
] as const;
export const streamEventSchema = openUnion('type', streamEventVariants, [
	'message_start',
	'content_block_start',
	'content_block_delta',
	'content_block_stop',
	'message_delta',
	'message_stop',
	'ping',
	'error',
]);

// ---------------------------------------------------------------- frames the CLI writes

const frameBase = {uuid: optStr, session_id: optStr};
const parentId = {parent_tool_use_id: optNullStr};

export const permissionModeSchema = z.string();

const systemVariants = [
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('init'),
		...frameBase,
		cwd: optStr,
		model: optStr,
		permissionMode: optStr,
		tools: lenientArray(str),
		mcp_servers: lenientArray(z.looseObject({name: str, status: optStr})),
		slash_commands: lenientArray(str),
		claude_code_version: optStr,
		capabilities: lenientArray(str),
		effort: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('status'),
		...frameBase,
		status: optNullStr,
		permissionMode: optStr,
		compact_result: optStr,
		compact_error: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('api_retry'),
		...frameBase,
		attempt: optNum,
		max_retries: optNum,
		retry_delay_ms: optNum,
		error_status: optNullNum,
		error: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('compact_boundary'),
		...frameBase,
		compact_metadata: opt(
			z.looseObject({
				trigger: optStr,
				pre_tokens: optNum,
				post_tokens: optNum,
				// The frames kept through compaction: claude sends the local commands' outputs among them again.
				preserved_messages: opt(z.looseObject({uuids: opt(z.array(str))})),
			}),
		),
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('thinking_tokens'),
		...frameBase,
		estimated_tokens: optNullNum,
		estimated_tokens_delta: optNullNum,
	}),
	z.looseObject({type: z.literal('system'), subtype: z.literal('session_state_changed'), ...frameBase, state: str}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('permission_denied'),
		...frameBase,
		// The call (tool_use_id) is what was denied; its name only words a notice.
		tool_name: str.catch('A tool'),
		tool_use_id: optStr,
		agent_id: optStr,
		decision_reason: optStr,
		message: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('task_started'),
		...frameBase,
		task_id: str,
		tool_use_id: optStr,
		description: optStr,
		task_type: optStr,
		subagent_type: optStr,
		is_backgrounded: optBool,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('task_progress'),
		...frameBase,
		task_id: str,
		tool_use_id: optStr,
		description: optStr,
		last_tool_name: optStr,
		summary: optStr,
		usage: opt(z.looseObject({total_tokens: optNum, tool_uses: optNum, duration_ms: optNum})),
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('task_updated'),
		...frameBase,
		task_id: str,
		patch: looseRecord,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('task_notification'),
		...frameBase,
		task_id: str,
		tool_use_id: optStr,
		// The notification is that the task ended; its status only says how.
		status: str.catch('ended'),
		summary: optStr,
		output_file: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('notification'),
		...frameBase,
		text: str,
		priority: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('informational'),
		...frameBase,
		content: str,
		level: optStr,
		/** What became of the prompt claude was starting: `blocked_by_hook` when a UserPromptSubmit hook blocked it. */
		prompt_submit_outcome: opt(z.looseObject({kind: str, prompt_kept: optBool, reason: optStr})),
	}),
	z.looseObject({type: z.literal('system'), subtype: z.literal('local_command_output'), ...frameBase, content: str}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('elicitation_complete'),
		...frameBase,
		mcp_server_name: str,
		elicitation_id: optStr,
	}),
	z.looseObject({type: z.literal('system'), subtype: z.literal('session_title_changed'), ...frameBase, title: str}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('model_refusal_fallback'),
		...frameBase,
		original_model: optStr,
		fallback_model: optStr,
		retracted_message_uuids: lenientArray(str),
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('model_refusal_no_fallback'),
		...frameBase,
		original_model: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('hook_started'),
		...frameBase,
		hook_name: optStr,
		hook_event: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('hook_progress'),
		...frameBase,
		hook_name: optStr,
		hook_event: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('hook_response'),
		...frameBase,
		hook_name: optStr,
		hook_event: optStr,
		outcome: optStr,
		exit_code: optNum,
		stdout: optStr,
		stderr: optStr,
		output: optStr,
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('background_tasks_changed'),
		...frameBase,
		tasks: z.array(looseRecord),
	}),
	z.looseObject({
		type: z.literal('system'),
		subtype: z.literal('commands_changed'),
		...frameBase,
		commands: z.array(z.unknown()),
	}),
] as const;
export const systemMessageSchema = openUnion(
	'subtype',
	systemVariants,
	systemVariants.map(v => v.shape.subtype.value),
	{type: z.literal('system')},
);

export const assistantMessageSchema = z.looseObject({
	type: z.literal('assistant'),
	...frameBase,
	...parentId,
	message: apiMessageSchema,
	error: optStr,
	aborted: optBool,
	agent_id: optStr,
	timestamp: optStr,
	/** Uuids of earlier frames this one replaces (a refusal fallback, a tool call that could not be read). */
	supersedes: lenientArray(str),
});

export const userMessageFrameSchema = z.looseObject({
	type: z.literal('user'),
	...frameBase,
	...parentId,
	message: z.looseObject({role: optStr, content: z.union([str, z.array(contentBlockSchema)])}),
	tool_use_result: z.unknown().optional(),
	isReplay: optBool,
	isSynthetic: optBool,
	agent_id: optStr,
	timestamp: optStr,
	supersedes: lenientArray(str),
	/** On the synthetic re-ask after a response whose tool call could not be read: that response's frames. */
	retracted_message_uuids: lenientArray(str),
});

export const streamEventFrameSchema = z.looseObject({
	type: z.literal('stream_event'),
	...frameBase,
	...parentId,
	event: streamEventSchema,
	/** On a `message_stop` claude made itself (an interrupt, a failed stream): blocks from this index never got an assistant message. */
	abandoned_blocks: opt(z.looseObject({api_message_id: str, from_block_index: z.number().int().nonnegative()})),
});

export const resultMessageSchema = z.looseObject({
	type: z.literal('result'),
	...frameBase,
	subtype: str,
	is_error: z.boolean(),
	result: optStr,
	errors: opt(z.array(z.unknown())),
	duration_ms: optNum,
	duration_api_ms: optNum,
	num_turns: optNum,
	stop_reason: optNullStr,
	terminal_reason: optStr,
	total_cost_usd: optNum,
	usage: opt(usageSchema),
	modelUsage: opt(lenientRecord(z.looseObject({contextWindow: optNum, inputTokens: optNum, outputTokens: optNum}))),
	permission_denials: lenientArray(z.looseObject({tool_name: optStr, tool_use_id: optStr})),
	api_error_status: optNullNum,
	user_message_uuid: optStr,
	user_message_uuids: lenientArray(str),
	queued_turn_count: optNum,
	result_index: optNum,
});

export const permissionUpdateSchema = z.looseObject({
	type: str,
	rules: lenientArray(z.looseObject({toolName: str, ruleContent: optStr})),
	behavior: optStr,
	destination: optStr,
	mode: optStr,
	directories: lenientArray(str),
});

export const canUseToolRequestSchema = z.looseObject({
	subtype: z.literal('can_use_tool'),
	tool_name: str,
	input: looseRecord,
	tool_use_id: optStr,
	display_name: optStr,
	title: optStr,
	description: optStr,
	permission_suggestions: lenientArray(permissionUpdateSchema),
	blocked_path: optStr,
	decision_reason: optStr,
	suppress_always_allow_rule: optBool,
	default_to_no: optBool,
	requires_user_interaction: optBool,
	agent_id: optStr,
});

/**
 * An MCP server asks the person (elicitation/create, relayed by claude). The schema is read field by
 * field where the form is built (src/state/elicitation-form.ts): an odd one is shown, not a bad line.
 */
export const elicitationRequestSchema = z.looseObject({
	subtype: z.literal('elicitation'),
	mcp_server_name: str,
	message: optStr,
	mode: optStr,
	url: optStr,
	elicitation_id: optStr,
	requested_schema: opt(looseRecord),
	property_order: lenientArray(str),
	title: optStr,
	display_name: optStr,
	description: optStr,
});

const inboundRequestVariants = [
	canUseToolRequestSchema,
	z.looseObject({subtype: z.literal('hook_callback'), callback_id: str, input: z.unknown()}),
	z.looseObject({subtype: z.literal('mcp_message'), server_name: str, message: z.unknown()}),
	elicitationRequestSchema,
	z.looseObject({subtype: z.literal('request_user_dialog'), dialog_kind: optStr}),
] as const;
export const inboundRequestSchema = openUnion('subtype', inboundRequestVariants, [
	'can_use_tool',
	'hook_callback',
	'mcp_message',
	'elicitation',
	'request_user_dialog',
]);

/** The id of a request claude sends: a string so far, but a number is answered as the number it is. */
export const requestIdSchema = z.union([str, z.number()]);

export const controlRequestFrameSchema = z.looseObject({
	type: z.literal('control_request'),
	request_id: requestIdSchema,
	request: inboundRequestSchema,
});

export const controlResponseBodySchema = z.union([
	z.looseObject({subtype: z.literal('success'), request_id: str, response: opt(looseRecord)}),
	z.looseObject({subtype: z.literal('error'), request_id: str, error: str, error_code: optStr}),
]);
export const controlResponseFrameSchema = z.looseObject({
	type: z.literal('control_response'),
	response: controlResponseBodySchema,
});
export const controlCancelRequestSchema = z.looseObject({
	type: z.literal('control_cancel_request'),
	request_id: requestIdSchema,
});

export const commandLifecycleSchema = z.looseObject({
	type: z.literal('command_lifecycle'),
	...frameBase,
	command_uuid: str,
	state: str,
});
export const toolProgressSchema = z.looseObject({
	type: z.literal('tool_progress'),
	...frameBase,
	...parentId,
	tool_use_id: str,
	tool_name: optStr,
	elapsed_time_seconds: optNum,
});
export const toolUseSummarySchema = z.looseObject({
	type: z.literal('tool_use_summary'),
	...frameBase,
	summary: str,
	preceding_tool_use_ids: lenientArray(str),
});
export const rateLimitEventSchema = z.looseObject({
	type: z.literal('rate_limit_event'),
	...frameBase,
	rate_limit_info: z.looseObject({status: optStr, resetsAt: opt(z.union([z.number(), str]))}),
});
export const promptSuggestionSchema = z.looseObject({
	type: z.literal('prompt_suggestion'),
	...frameBase,
	suggestion: str,
});
export const authStatusSchema = z.looseObject({
	type: z.literal('auth_status'),
	...frameBase,
	isAuthenticating: optBool,
	output: lenientArray(str),
	error: optStr,
});
export const conversationResetSchema = z.looseObject({
	type: z.literal('conversation_reset'),
	...frameBase,
	new_conversation_id: optStr,
	trigger: optStr,
});
export const keepAliveSchema = z.looseObject({type: z.literal('keep_alive')});
export const activeGoalSchema = z.looseObject({type: z.literal('active_goal'), ...frameBase, value: z.unknown()});

/** Every frame type the CLI writes on stdout, by `type`. */
export const inboundSchemas = {
	system: systemMessageSchema,
	assistant: assistantMessageSchema,
	user: userMessageFrameSchema,
	stream_event: streamEventFrameSchema,
	result: resultMessageSchema,
	control_request: controlRequestFrameSchema,
	control_response: controlResponseFrameSchema,
	control_cancel_request: controlCancelRequestSchema,
	command_lifecycle: commandLifecycleSchema,
	tool_progress: toolProgressSchema,
	tool_use_summary: toolUseSummarySchema,
	rate_limit_event: rateLimitEventSchema,
	prompt_suggestion: promptSuggestionSchema,
	auth_status: authStatusSchema,
	conversation_reset: conversationResetSchema,
	keep_alive: keepAliveSchema,
	active_goal: activeGoalSchema,
} as const;

// ---------------------------------------------------------------- frames the host writes

export const userContentSchema = z.union([str, z.array(z.looseObject({type: str}))]);

export const outboundUserMessageSchema = z.looseObject({
	type: z.literal('user'),
	session_id: str,
	parent_tool_use_id: z.null(),
	uuid: str,
	message: z.looseObject({role: z.literal('user'), content: userContentSchema}),
});

export const permissionResultSchema = z.union([
	z.looseObject({
		behavior: z.literal('allow'),
		updatedInput: looseRecord,
		updatedPermissions: lenientArray(permissionUpdateSchema),
		toolUseID: optStr,
	}),
	z.looseObject({behavior: z.literal('deny'), message: str, interrupt: optBool, toolUseID: optStr}),
]);

/** The answer to an `elicitation`: an MCP ElicitResult. */
export const elicitResultSchema = z.looseObject({
	action: z.enum(['accept', 'decline', 'cancel']),
	content: opt(z.record(z.string(), z.union([str, z.number(), z.boolean()]))),
});

export const outboundRequestSchema = z.discriminatedUnion('subtype', [
	z.looseObject({subtype: z.literal('initialize')}),
	z.looseObject({subtype: z.literal('interrupt'), cancel_queued: optBool}),
	z.looseObject({subtype: z.literal('set_permission_mode'), mode: str}),
	z.looseObject({subtype: z.literal('set_model'), model: z.string().nullable()}),
	z.looseObject({
		subtype: z.literal('set_max_thinking_tokens'),
		// Omitted leaves the budget alone; claude 2.1.330 accepts summarized|omitted|highlights|null (null = its default, "updates").
		max_thinking_tokens: optNullNum,
		thinking_display: opt(z.enum(['summarized', 'omitted', 'highlights']).nullable()),
	}),
	z.looseObject({subtype: z.literal('apply_flag_settings'), settings: looseRecord}),
	z.looseObject({subtype: z.literal('get_context_usage')}),
	z.looseObject({subtype: z.literal('get_session_cost')}),
	z.looseObject({subtype: z.literal('cancel_async_message'), message_uuid: str}),
	z.looseObject({subtype: z.literal('mcp_status')}),
	z.looseObject({subtype: z.literal('get_task_output'), task_id: str}),
	z.looseObject({subtype: z.literal('stop_task'), task_id: str}),
	z.looseObject({subtype: z.literal('mcp_reconnect'), serverName: str}),
	z.looseObject({subtype: z.literal('mcp_toggle'), serverName: str, enabled: z.boolean()}),
	// Restores the files to what they were before that user message (FINDINGS §5); a dry run only says what would change.
	z.looseObject({subtype: z.literal('rewind_files'), user_message_id: str, dry_run: optBool}),
	z.looseObject({
		subtype: z.literal('rewind_conversation'),
		target_message_uuid: str,
		// The newest user message the host has seen: without it claude refuses to rewind past later turns ("stale_target").
		last_seen_user_message_uuid: optStr,
		interrupt_if_running: optBool,
	}),
]);

export const outboundControlRequestSchema = z.looseObject({
	type: z.literal('control_request'),
	request_id: str,
	request: outboundRequestSchema,
});
export const outboundControlResponseSchema = z.looseObject({
	type: z.literal('control_response'),
	response: z.union([
		z.looseObject({subtype: z.literal('success'), request_id: requestIdSchema, response: looseRecord}),
		z.looseObject({subtype: z.literal('error'), request_id: requestIdSchema, error: str}),
	]),
});

/** Every frame cctui may write to the CLI's stdin. */
export const outboundMessageSchema = z.discriminatedUnion('type', [
	outboundUserMessageSchema,
	outboundControlRequestSchema,
	outboundControlResponseSchema,
	z.looseObject({type: z.literal('keep_alive')}),
]);

// ---------------------------------------------------------------- control response payloads we read

export const modelInfoSchema = z.looseObject({
	value: str,
	resolvedModel: optStr,
	displayName: optStr,
	description: optStr,
	supportsEffort: optBool,
	supportedEffortLevels: lenientArray(str),
});

export const slashCommandInfoSchema = z.looseObject({name: str, description: optStr, argumentHint: optStr});

/** The answer to `initialize`: what to offer in the model picker and command completion. */
export const initializeResponseSchema = z.looseObject({
	commands: lenientArray(slashCommandInfoSchema),
	models: lenientArray(modelInfoSchema),
	current_permission_mode: optStr,
	claude_code_version: optStr,
	account: opt(z.looseObject({email: optStr, apiKeySource: optStr, subscriptionType: optStr})),
});

/**
 * What a PreToolUse hook printed (a hook_response's `output`): its decision ("allow", "deny", "ask") and why; claude
 * runs the tool with `updatedInput` unless the hook denies it (2.1.330 asks with it when there is no decision, and
 * runs it when the decision is "allow").
 */
export const preToolUseHookOutputSchema = z.looseObject({
	hookSpecificOutput: z.looseObject({
		hookEventName: z.literal('PreToolUse'),
		permissionDecision: optStr,
		permissionDecisionReason: optStr,
		updatedInput: opt(looseRecord),
	}),
});

/** The answer to `get_context_usage` (only the fields we show). */
export const contextUsageSchema = z.looseObject({
	categories: lenientArray(z.looseObject({name: str, tokens: z.number()})),
	totalTokens: optNum,
	maxTokens: optNum,
	percentage: optNum,
});

/** The answer to `rewind_files`: with `dry_run`, what a rewind would change; `canRewind: false` says why not. */
export const rewindFilesResponseSchema = z.looseObject({
	canRewind: opt(z.boolean()),
	error: optStr,
	filesChanged: lenientArray(str),
	insertions: optNum,
	deletions: optNum,
});

/** The answer to `rewind_conversation`: the rewound prompt's text, to put back into the input. */
export const rewindConversationResponseSchema = z.looseObject({
	rewound: optBool,
	targetMessageUuid: optStr,
	prefillText: optStr,
	/** Why not, when `rewound` is false ("stale target", "turn running"…). */
	error: optStr,
});

/** The answer to `mcp_status`: each server, its status, why it failed, and its tools. */
export const mcpStatusResponseSchema = z.looseObject({
	mcpServers: opt(
		z.array(
			z.looseObject({
				name: str,
				status: z.string().catch('unknown'),
				error: optStr,
				scope: optStr,
				tools: lenientArray(z.looseObject({name: str})),
			}),
		),
	),
});
