/**
 * What one of our control requests asks for (a model, a mode, an effort, a thinking display),
 * kept with the request until claude confirms it. Read from the request itself, so a live
 * session and a replay of its recording agree.
 */
import type {OutboundRequest} from './types.js';

function requestDetail(request: OutboundRequest): string | undefined {
	switch (request.subtype) {
		case 'set_model':
			return request.model ?? 'default';
		case 'set_permission_mode':
			return request.mode;
		case 'apply_flag_settings': {
			const effort = request.settings['effortLevel'];
			return typeof effort === 'string' ? effort : undefined;
		}
		case 'set_max_thinking_tokens':
			// null is claude's own default display, which cctui calls "updates".
			return request.thinking_display === undefined ? undefined : (request.thinking_display ?? 'updates');
		case 'rewind_conversation':
			return request.target_message_uuid;
		case 'rewind_files':
			return request.user_message_id;
		case 'get_task_output':
		case 'stop_task':
			return request.task_id;
		case 'mcp_reconnect':
			return request.serverName;
		case 'mcp_toggle':
			return `${request.serverName} ${request.enabled ? 'on' : 'off'}`;
		default:
			return undefined;
	}
}

/** What the host-request-sent event keeps of a request, the same for a live session and a replay. */
export interface SentRequest {
	readonly subtype: string;
	readonly detail?: string;
	/** A `rewind_files` that only asks what it would change (the picker's previews): nothing is restored. */
	readonly dryRun?: true;
	/** An `apply_flag_settings` that gives claude the session's deny rules. */
	readonly denyRules?: true;
}

export function sentRequest(request: OutboundRequest): SentRequest {
	const detail = requestDetail(request);
	return {
		subtype: request.subtype,
		...(detail === undefined ? {} : {detail}),
		...(request.subtype === 'rewind_files' && request.dry_run === true ? {dryRun: true} : {}),
		...(request.subtype === 'apply_flag_settings' && 'permissions' in request.settings ? {denyRules: true} : {}),
	};
}
