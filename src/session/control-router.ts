/**
 * Answers for CLI control requests the person does not answer (can_use_tool and elicitation are
 * prompts). cctui registers no hooks, in-process MCP servers or dialogs, so each gets the answer that makes the CLI fall back cleanly; anything
 * unknown gets an error at once so the CLI never waits.
 */
import type {InboundRequest} from '../protocol/types.js';

export type RouterAnswer =
	{readonly ok: true; readonly response: Record<string, unknown>} | {readonly ok: false; readonly error: string};

export function answerForOtherRequest(
	request: Exclude<InboundRequest, {subtype: 'can_use_tool' | 'elicitation'}>,
): RouterAnswer {
	switch (request.subtype) {
		case 'request_user_dialog':
			return {ok: true, response: {behavior: 'cancelled'}};
		case 'hook_callback':
			return {ok: false, error: `cctui registered no hook callback ${request.callback_id}`};
		case 'mcp_message':
			return {ok: false, error: `cctui serves no in-process MCP server ${request.server_name}`};
		case 'unknown':
			return {ok: false, error: `Unsupported control request subtype: ${request.original}`};
	}
}
