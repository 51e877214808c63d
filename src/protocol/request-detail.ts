/**
 * What one of our control requests asks for (a model, a mode, an effort, a thinking display),
 * kept with the request until claude confirms it. Read from the request itself, so a live
 * session and a replay of its recording agree.
 */
import type {OutboundRequest} from './types.js';

export function requestDetail(request: OutboundRequest): string | undefined {
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
			// A dry run changes nothing: only a real rewind says which prompt the files went back to.
			return request.dry_run === true ? undefined : request.user_message_id;
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
