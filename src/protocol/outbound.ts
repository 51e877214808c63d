/**
 * Builders for every line cctui writes to the CLI's stdin. `serialize` is the only way a frame
 * becomes bytes: one JSON object, one line (the CLI dies on a malformed line).
 */
import {wholeJson} from '../text/json-text.js';
import type {
	OutboundMessage,
	OutboundRequest,
	PermissionResult,
	PermissionUpdate,
	RequestId,
	UserContent,
} from './types.js';

export function userMessage(content: UserContent, uuid: string): OutboundMessage {
	return {type: 'user', session_id: '', parent_tool_use_id: null, uuid, message: {role: 'user', content}};
}

export function controlRequest(requestId: string, request: OutboundRequest): OutboundMessage {
	return {type: 'control_request', request_id: requestId, request};
}

export function controlSuccess(requestId: RequestId, response: Record<string, unknown>): OutboundMessage {
	return {type: 'control_response', response: {subtype: 'success', request_id: requestId, response}};
}

export function controlError(requestId: RequestId, error: string): OutboundMessage {
	return {type: 'control_response', response: {subtype: 'error', request_id: requestId, error}};
}

export function allow(
	input: Record<string, unknown>,
	toolUseId: string | undefined,
	updatedPermissions?: readonly PermissionUpdate[],
): PermissionResult {
	return {
		behavior: 'allow',
		updatedInput: input,
		...(updatedPermissions && updatedPermissions.length > 0 ? {updatedPermissions: [...updatedPermissions]} : {}),
		...(toolUseId ? {toolUseID: toolUseId} : {}),
	};
}

export function deny(message: string, toolUseId: string | undefined, interrupt = false): PermissionResult {
	return {
		behavior: 'deny',
		message,
		...(interrupt ? {interrupt: true} : {}),
		...(toolUseId ? {toolUseID: toolUseId} : {}),
	};
}

/**
 * JSON escapes every newline inside strings, so the result is always exactly one line. Whole however deep an
 * approved input is nested (the model writes it; V8's JSON.stringify overflows the stack on a few thousand levels).
 */
export function serialize(message: OutboundMessage): string {
	return `${wholeJson(message)}\n`;
}
