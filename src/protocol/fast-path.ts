/**
 * Hand-written checks for the frames that make up most of every stream: stream events, assistant
 * and user messages, results, the commonest system frames, permission requests, control responses,
 * command_lifecycle. zod rebuilds every loose object key by key, which costs
 * more than JSON.parse itself; these check the same rules as the schemas in schemas.ts and hand
 * back the decoded object as it is.
 *
 * They accept a subset of what the schemas accept, with the same result: anything else (an
 * unknown or invalid variant, a wrong type anywhere) returns undefined and goes through zod, which
 * then tags it or reports it exactly as before. They cannot drift from schemas.ts unnoticed:
 * decoders-agree.test.ts requires parseFrame (this first) and parseFrameBySchema (zod alone) to give
 * the same result, diagnostics included, on every recorded line, every one-field change of each
 * variant taken here, and thousands of fuzzed lines. (Generating these checks from the schemas was
 * tried: as fast, but it read zod's internals and was far harder to follow.)
 */
import type {InboundMessage} from './types.js';

type Fields = Readonly<Record<string, unknown>>;

/**
 * An own `__proto__` key is one zod drops from its output: leave such objects to zod. Shared with the other hand
 * check of a zod schema, session-file-line.ts's.
 */
export function isObject(value: unknown): value is Fields {
	return typeof value === 'object' && value !== null && !Array.isArray(value) && !Object.hasOwn(value, '__proto__');
}

// z.number() rejects NaN and ±Infinity.
const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);
export const optString = (value: unknown): boolean => value === undefined || typeof value === 'string';
const optNullString = (value: unknown): boolean => value === null || optString(value);
const optNumber = (value: unknown): boolean => value === undefined || isNumber(value);
const optNullNumber = (value: unknown): boolean => value === null || optNumber(value);
export const optBoolean = (value: unknown): boolean => value === undefined || typeof value === 'boolean';
/** Absent, or an array whose every item passes `isItem`. */
const optArrayOf = (value: unknown, isItem: (item: unknown) => boolean): boolean =>
	value === undefined || (Array.isArray(value) && value.every(isItem));
const optStrings = (value: unknown): boolean => optArrayOf(value, item => typeof item === 'string');

/** What z.record() accepts (a plain object), narrowed to the common case so it needs no more checks. */
function isRecord(value: unknown): value is Fields {
	return isObject(value) && Object.getPrototypeOf(value) === Object.prototype && !Object.hasOwn(value, 'constructor');
}

/** frameBase and parentId of schemas.ts. */
function hasFrameBase(frame: Fields, withParent: boolean): boolean {
	return (
		optString(frame['uuid']) &&
		optString(frame['session_id']) &&
		(!withParent || optNullString(frame['parent_tool_use_id']))
	);
}

function isContentBlock(block: unknown): boolean {
	if (!isObject(block)) return false;
	switch (block['type']) {
		case 'text':
			return (
				typeof block['text'] === 'string' &&
				(block['citations'] === undefined || block['citations'] === null || Array.isArray(block['citations']))
			);
		case 'thinking':
			return typeof block['thinking'] === 'string' && optString(block['signature']);
		case 'redacted_thinking':
			return optString(block['data']);
		case 'tool_use':
		case 'server_tool_use':
			// z.unknown() still requires the key.
			return typeof block['id'] === 'string' && typeof block['name'] === 'string' && 'input' in block;
		case 'tool_result': {
			const content = block['content'];
			return (
				typeof block['tool_use_id'] === 'string' &&
				(content === undefined || typeof content === 'string' || Array.isArray(content)) &&
				optBoolean(block['is_error'])
			);
		}
		case 'image':
			return 'source' in block;
		default:
			return false;
	}
}

const isContentBlocks = (value: unknown): boolean => Array.isArray(value) && value.every(isContentBlock);

function isUsage(usage: unknown): boolean {
	return (
		isObject(usage) &&
		optNumber(usage['input_tokens']) &&
		optNumber(usage['output_tokens']) &&
		optNullNumber(usage['cache_creation_input_tokens']) &&
		optNullNumber(usage['cache_read_input_tokens'])
	);
}

const optNullUsage = (usage: unknown): boolean => usage === undefined || usage === null || isUsage(usage);

function isApiMessage(message: unknown): boolean {
	return (
		isObject(message) &&
		typeof message['id'] === 'string' &&
		optString(message['model']) &&
		optString(message['role']) &&
		(message['content'] === undefined || isContentBlocks(message['content'])) &&
		optNullString(message['stop_reason']) &&
		optNullUsage(message['usage'])
	);
}

function isDelta(delta: unknown): boolean {
	if (!isObject(delta)) return false;
	switch (delta['type']) {
		case 'text_delta':
			return typeof delta['text'] === 'string';
		case 'thinking_delta':
			return typeof delta['thinking'] === 'string' && optNullNumber(delta['estimated_tokens']);
		case 'signature_delta':
			return typeof delta['signature'] === 'string';
		case 'input_json_delta':
			return typeof delta['partial_json'] === 'string';
		case 'citations_delta':
			return 'citation' in delta;
		default:
			return false;
	}
}

function isStreamEvent(event: unknown): boolean {
	if (!isObject(event)) return false;
	switch (event['type']) {
		case 'message_start':
			return isApiMessage(event['message']);
		case 'content_block_start':
			return isNumber(event['index']) && isContentBlock(event['content_block']);
		case 'content_block_delta':
			return isNumber(event['index']) && isDelta(event['delta']);
		case 'content_block_stop':
			return isNumber(event['index']);
		case 'message_delta': {
			const delta = event['delta'];
			return (
				isObject(delta) &&
				optNullString(delta['stop_reason']) &&
				optNullString(delta['stop_sequence']) &&
				optNullUsage(event['usage'])
			);
		}
		case 'message_stop':
		case 'ping':
			return true;
		case 'error':
			return 'error' in event;
		default:
			return false;
	}
}

function isSystem(frame: Fields): boolean {
	if (!hasFrameBase(frame, false)) return false;
	switch (frame['subtype']) {
		case 'init': {
			const servers = frame['mcp_servers'];
			return (
				optString(frame['cwd']) &&
				optString(frame['model']) &&
				optString(frame['permissionMode']) &&
				optStrings(frame['tools']) &&
				optArrayOf(
					servers,
					server => isObject(server) && typeof server['name'] === 'string' && optString(server['status']),
				) &&
				optStrings(frame['slash_commands']) &&
				optString(frame['claude_code_version']) &&
				optStrings(frame['capabilities']) &&
				optString(frame['effort'])
			);
		}
		case 'status':
			return (
				optNullString(frame['status']) &&
				optString(frame['permissionMode']) &&
				optString(frame['compact_result']) &&
				optString(frame['compact_error'])
			);
		case 'thinking_tokens':
			return optNullNumber(frame['estimated_tokens']) && optNullNumber(frame['estimated_tokens_delta']);
		default:
			return false;
	}
}

function isResult(frame: Fields): boolean {
	const {usage, modelUsage, errors, permission_denials: denials} = frame;
	return (
		hasFrameBase(frame, false) &&
		typeof frame['subtype'] === 'string' &&
		typeof frame['is_error'] === 'boolean' &&
		optString(frame['result']) &&
		(errors === undefined || Array.isArray(errors)) &&
		optNumber(frame['duration_ms']) &&
		optNumber(frame['duration_api_ms']) &&
		optNumber(frame['num_turns']) &&
		optNullString(frame['stop_reason']) &&
		optString(frame['terminal_reason']) &&
		optNumber(frame['total_cost_usd']) &&
		(usage === undefined || isUsage(usage)) &&
		(modelUsage === undefined ||
			(isRecord(modelUsage) &&
				Object.values(modelUsage).every(
					model =>
						isObject(model) &&
						optNumber(model['contextWindow']) &&
						optNumber(model['inputTokens']) &&
						optNumber(model['outputTokens']),
				))) &&
		optArrayOf(
			denials,
			denial => isObject(denial) && optString(denial['tool_name']) && optString(denial['tool_use_id']),
		) &&
		optNullNumber(frame['api_error_status']) &&
		optString(frame['user_message_uuid']) &&
		optStrings(frame['user_message_uuids']) &&
		optNumber(frame['queued_turn_count']) &&
		optNumber(frame['result_index'])
	);
}

function isControlResponse(frame: Fields): boolean {
	const body = frame['response'];
	if (!isObject(body) || typeof body['request_id'] !== 'string') return false;
	switch (body['subtype']) {
		case 'success':
			return body['response'] === undefined || isRecord(body['response']);
		case 'error':
			return typeof body['error'] === 'string' && optString(body['error_code']);
		default:
			return false;
	}
}

/** permissionUpdateSchema. */
function isPermissionUpdate(update: unknown): boolean {
	if (!isObject(update)) return false;
	return (
		typeof update['type'] === 'string' &&
		optArrayOf(
			update['rules'],
			rule => isObject(rule) && typeof rule['toolName'] === 'string' && optString(rule['ruleContent']),
		) &&
		optString(update['behavior']) &&
		optString(update['destination']) &&
		optString(update['mode']) &&
		optStrings(update['directories'])
	);
}

/** A can_use_tool request (the permission prompt); zod copies its tool input key by key. */
function isControlRequest(frame: Fields): boolean {
	const request = frame['request'];
	if (typeof frame['request_id'] !== 'string' || !isObject(request) || request['subtype'] !== 'can_use_tool')
		return false;
	return (
		typeof request['tool_name'] === 'string' &&
		isRecord(request['input']) &&
		optString(request['tool_use_id']) &&
		optString(request['display_name']) &&
		optString(request['title']) &&
		optString(request['description']) &&
		optArrayOf(request['permission_suggestions'], isPermissionUpdate) &&
		optString(request['blocked_path']) &&
		optString(request['decision_reason']) &&
		optBoolean(request['suppress_always_allow_rule']) &&
		optBoolean(request['default_to_no']) &&
		optBoolean(request['requires_user_interaction']) &&
		optString(request['agent_id'])
	);
}

function isKnownFrame(frame: Fields): boolean {
	switch (frame['type']) {
		case 'stream_event':
			// abandoned_blocks is rare: zod reads it.
			return hasFrameBase(frame, true) && isStreamEvent(frame['event']) && frame['abandoned_blocks'] === undefined;
		case 'assistant':
			return (
				hasFrameBase(frame, true) &&
				isApiMessage(frame['message']) &&
				optString(frame['error']) &&
				optBoolean(frame['aborted']) &&
				optString(frame['agent_id']) &&
				optString(frame['timestamp']) &&
				frame['supersedes'] === undefined
			);
		case 'user': {
			const message = frame['message'];
			return (
				hasFrameBase(frame, true) &&
				isObject(message) &&
				optString(message['role']) &&
				(typeof message['content'] === 'string' || isContentBlocks(message['content'])) &&
				optBoolean(frame['isReplay']) &&
				optBoolean(frame['isSynthetic']) &&
				optString(frame['agent_id']) &&
				optString(frame['timestamp']) &&
				// Rare: zod reads them.
				frame['supersedes'] === undefined &&
				frame['retracted_message_uuids'] === undefined
			);
		}
		case 'system':
			return isSystem(frame);
		case 'result':
			return isResult(frame);
		case 'control_response':
			return isControlResponse(frame);
		case 'control_request':
			return isControlRequest(frame);
		case 'command_lifecycle':
			return (
				hasFrameBase(frame, false) && typeof frame['command_uuid'] === 'string' && typeof frame['state'] === 'string'
			);
		default:
			return false;
	}
}

/** The frame itself when it is one of the common shapes and valid; undefined to let zod decide. */
export function fastFrame(frame: unknown): InboundMessage | undefined {
	return isObject(frame) && isKnownFrame(frame) ? (frame as InboundMessage) : undefined;
}
