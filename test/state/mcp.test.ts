/** MCP servers as claude 2.1.330 reported them (init frames and an mcp_status answer captured from it). */
import {describe, expect, it} from 'vitest';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {mcpServerNamed} from '../../src/state/mcp.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {answered} from '../helpers/host-answer.js';
import {allItems, outline} from '../helpers/replay-state.js';

const init = (servers: Array<{name: string; status: string}>) =>
	JSON.stringify({
		type: 'system',
		subtype: 'init',
		session_id: 's',
		tools: [],
		model: 'm',
		mcp_servers: servers.map(server => ({...server, source: 'dynamic'})),
	});

const fold = (lines: string[], state: AppState = initialState()) =>
	lines.reduce((next, line) => {
		const event = decodeStdoutLine(line, 0);
		return event ? reduce(next, event) : next;
	}, state);

const notices = (state: AppState) => outline(allItems(state)).filter(line => /^(info|warning): /.test(line));

describe('MCP servers', () => {
	it('a server that failed to start is said once, not on every turn’s init; again if it fails anew', () => {
		const failed = init([
			{name: 'broken', status: 'failed'},
			{name: 'echoer', status: 'connected'},
		]);
		const state = fold([failed, failed]);
		expect(notices(state)).toEqual(['warning: MCP server not connected: broken (failed). /mcp says why.']);
		expect(state.session.mcpServers).toEqual([
			{name: 'broken', status: 'failed'},
			{name: 'echoer', status: 'connected'},
		]);
		const later = fold(
			[init([{name: 'broken', status: 'connected'}]), init([{name: 'broken', status: 'failed'}])],
			state,
		);
		expect(notices(later)).toHaveLength(2);
		expect(notices(fold([init([{name: 'echoer', status: 'connected'}])]))).toEqual([]);
	});

	it('/mcp lists each server with its status, its error and its tools', () => {
		const events = answered('mcp_status', {
			mcpServers: [
				{
					name: 'broken',
					status: 'failed',
					error: "ENOENT: no such file or directory, posix_spawn 'stdio'",
					config: {type: 'stdio', command: '/nonexistent/server', args: []},
					transport: 'stdio',
					scope: 'dynamic',
					source: 'dynamic',
				},
				{
					name: 'echoer',
					status: 'connected',
					serverInfo: {name: 'echoer', version: '1.0.0'},
					scope: 'dynamic',
					tools: [{name: 'echo', annotations: {}}],
				},
			],
		});
		const state = events.reduce(reduce, initialState());
		// Known by name before any turn's init lists them, for /mcp reconnect <name> (mcpServerNamed).
		expect(state.session.mcpServers).toEqual([
			{name: 'broken', status: 'failed'},
			{name: 'echoer', status: 'connected'},
		]);
		expect(notices(state)).toEqual([
			[
				'info: MCP servers:',
				'  ✗ broken · failed · dynamic',
				"      ENOENT: no such file or directory, posix_spawn 'stdio'",
				'  ✓ echoer · connected · dynamic',
				'      tool: echo',
				'(/mcp reconnect <name> · /mcp enable <name> · /mcp disable <name>)',
			].join('\n'),
		]);
	});

	it("a server's name and its tools' names each stay on their row; an error of several lines stays indented", () => {
		const events = answered('mcp_status', {
			mcpServers: [
				{
					name: 'evil\nserver',
					status: 'connected',
					error: 'first line\nsecond line',
					tools: [{name: 'red\ntool'}, {name: 'plain'}],
				},
			],
		});
		expect(notices(events.reduce(reduce, initialState()))).toEqual([
			[
				'info: MCP servers:',
				'  ✓ evil⏎server · connected',
				'      first line',
				'      second line',
				'      tools: red⏎tool, plain',
				'(/mcp reconnect <name> · /mcp enable <name> · /mcp disable <name>)',
			].join('\n'),
		]);
	});

	it("a server's name with terminal control shows it (␛), as the tester's `bad\\e]0;CFG\\ax` did not; typed either way, it names the server", () => {
		const name = 'bad\u001b]0;CFG\u0007x';
		const events = answered('mcp_status', {mcpServers: [{name, status: 'failed'}]});
		expect(notices(events.reduce(reduce, initialState()))[0]).toContain('  ✗ bad␛]0;CFG␇x · failed');
		const state = fold([init([{name, status: 'failed'}])]);
		expect(notices(state)).toEqual(['warning: MCP server not connected: bad␛]0;CFG␇x (failed). /mcp says why.']);
		const servers = [{name, status: 'failed'}];
		expect(mcpServerNamed(servers, 'bad␛]0;CFG␇x')).toBe(name);
		expect(mcpServerNamed(servers, 'badx')).toBe(name);
	});

	it('with none configured, says how to add one', () => {
		const events = answered('mcp_status', {mcpServers: []});
		expect(notices(events.reduce(reduce, initialState()))).toEqual([
			'info: No MCP servers are configured (claude mcp add, or --mcp-config).',
		]);
	});
});
