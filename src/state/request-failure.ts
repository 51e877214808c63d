/**
 * What the person asked for, in words, when claude refuses one of our control requests: the request's
 * subtype (`mcp_reconnect failed: …`) names neither the server nor the model, and is claude's word, not the
 * person's.
 */
import type {SentRequest} from '../protocol/request-detail.js';

function attempt(request: SentRequest): string {
	const {subtype, detail} = request;
	const what = detail ?? '?';
	switch (subtype) {
		case 'initialize':
			return 'claude did not start the session';
		case 'interrupt':
			return 'claude did not stop';
		case 'set_permission_mode':
			return `Mode ${what} not set`;
		case 'set_model':
			return `Model ${what} not set`;
		case 'apply_flag_settings':
			if (request.denyRules)
				return 'claude was not given the session’s deny rules (cctui still refuses them when claude asks)';
			return detail === undefined ? 'Settings not applied' : `Effort ${detail} not set`;
		case 'set_max_thinking_tokens':
			return detail === undefined ? 'Thinking budget not set' : `Thinking display ${detail} not set`;
		case 'get_context_usage':
			return 'Context usage not read';
		case 'get_session_cost':
			return 'Cost not read';
		case 'cancel_async_message':
			return 'Queued message not withdrawn';
		case 'mcp_status':
			return 'MCP servers not listed';
		case 'mcp_reconnect':
			return `MCP server ${what} not reconnected`;
		case 'mcp_toggle': {
			const [server, state] = what.split(' ');
			return `MCP server ${server} not switched ${state ?? ''}`.trimEnd();
		}
		case 'get_task_output':
			return `Output of task ${what} not read`;
		case 'stop_task':
			return `Task ${what} not stopped`;
		case 'rewind_files':
			return 'Files not restored';
		case 'rewind_conversation':
			return 'Conversation not rewound';
		default:
			return `${subtype} refused`;
	}
}

/** "MCP server docs not reconnected: Connection closed". */
export function requestFailure(request: SentRequest, error: string): string {
	return `${attempt(request)}: ${error}`;
}
