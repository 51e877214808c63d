/**
 * MCP servers as claude reports them: `init.mcp_servers` (name, status) on every turn, and the
 * answer to `mcp_status` (with each server's error and tools). A server that fails to start is said
 * once, when its status turns to failed, not on every init.
 */
import {revealLine, sanitizeLine} from '../text/sanitize.js';
import {addNotice} from './placement.js';
import {type AppState, withState} from './state.js';

/** What /mcp asks for. */
export type McpAction = 'status' | 'reconnect' | 'enable' | 'disable';

export interface McpServer {
	readonly name: string;
	readonly status: string;
}

/** What `mcp_status` tells of one server. */
export interface McpServerStatus extends McpServer {
	readonly error?: string | undefined;
	readonly tools?: readonly {readonly name: string}[] | undefined;
	readonly scope?: string | undefined;
}

const TROUBLE = new Set(['failed', 'needs-auth']);

/** The servers from an `init`: a newly failed one (or one that needs a login) gets one line. */
export function mcpServersReported(state: AppState, servers: readonly McpServer[]): AppState {
	const before = new Map((state.session.mcpServers ?? []).map(server => [server.name, server.status]));
	const troubled = servers.filter(server => TROUBLE.has(server.status) && before.get(server.name) !== server.status);
	const next = withMcpServers(state, servers);
	if (troubled.length === 0) return next;
	const names = troubled.map(server => `${revealLine(server.name)} (${revealLine(server.status)})`).join(', ');
	return addNotice(
		next,
		'warning',
		`MCP ${troubled.length === 1 ? 'server' : 'servers'} not connected: ${names}. /mcp says why.`,
	);
}

/**
 * The server `typed` names: /mcp lists names with their control characters shown (`␛`), and a name typed as listed,
 * or with them left out, is matched to the server's own, which is what claude knows it by. A name no server has goes as typed (claude says it has none).
 */
export function mcpServerNamed(servers: readonly McpServer[], typed: string): string {
	if (servers.some(server => server.name === typed)) return typed;
	return servers.find(server => [revealLine(server.name), sanitizeLine(server.name)].includes(typed))?.name ?? typed;
}

/** The servers as claude last listed them (an `init`, or the `mcp_status` answer, which comes before any turn). */
export function withMcpServers(state: AppState, servers: readonly McpServer[]): AppState {
	return withState(state, {session: {...state.session, mcpServers: servers.map(({name, status}) => ({name, status}))}});
}

const MARK: Readonly<Record<string, string>> = {connected: '✓', failed: '✗', 'needs-auth': '!', pending: '…'};

/** `/mcp`: every server with its status, its error, and its tools. */
export function describeMcpStatus(servers: readonly McpServerStatus[]): string {
	if (servers.length === 0) return 'No MCP servers are configured (claude mcp add, or --mcp-config).';
	const lines = servers.flatMap(server => {
		const tools = server.tools ?? [];
		// Names come from the server: a newline in one would make it read as two.
		const head = `  ${MARK[server.status] ?? '·'} ${[server.name, server.status, ...(server.scope ? [server.scope] : [])].map(revealLine).join(' · ')}`;
		return [
			head,
			...(server.error ? server.error.split('\n').map(line => `      ${line}`) : []),
			...(tools.length > 0
				? [`      ${tools.length === 1 ? 'tool' : 'tools'}: ${tools.map(tool => revealLine(tool.name)).join(', ')}`]
				: []),
		];
	});
	return `MCP servers:\n${lines.join('\n')}\n(/mcp reconnect <name> · /mcp enable <name> · /mcp disable <name>)`;
}
