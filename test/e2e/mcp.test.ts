/**
 * MCP servers end to end: the real claude 2.1.330 with one server that cannot start and one that
 * connects (test/fixtures/mcp/echo-server.mjs). cctui says which failed, once, and /mcp shows them.
 */
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const config = JSON.stringify({
	mcpServers: {
		broken: {command: '/nonexistent/mcp-server'},
		echoer: {command: process.execPath, args: [path.join(ownFixturesDir, 'mcp/echo-server.mjs')]},
	},
});

describe('MCP servers with the real claude', () => {
	it('a server that failed to start is one line; /mcp lists status, error and tools; reconnect shows it again', async () => {
		run = await runCctui(scenario([turn(text('Hello.')), turn(text('Again.'))]), {
			args: ['hello', '--', '--mcp-config', config],
		});
		await run.pty.waitForText('Hello.', 30_000);
		await run.pty.waitForText('MCP server not connected: broken (failed). /mcp says why.');
		await run.typeLine('/mcp');
		await run.pty.waitForText('✓ echoer · connected', 20_000);
		const screen = run.pty.scrollback();
		expect(screen).toContain('✗ broken · failed');
		expect(screen).toContain('ENOENT');
		expect(screen).toContain('tool: echo');
		await run.typeLine('/mcp reconnect broken');
		await run.pty.waitForText(/✗ broken · failed[^]*✗ broken · failed/, 20_000);
		// Said once, though every turn's init lists it again.
		await run.typeLine('again');
		await run.pty.waitForText('Again.', 30_000);
		expect(run.pty.scrollback().match(/MCP server not connected/g)).toHaveLength(1);
	}, 120_000);
});
