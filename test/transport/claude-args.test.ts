import {describe, expect, it} from 'vitest';
import {buildClaudeArgs} from '../../src/transport/claude-args.js';

const STREAM = [
	'--output-format',
	'stream-json',
	'--verbose',
	'--input-format',
	'stream-json',
	'--include-partial-messages',
	'--permission-prompt-tool',
	'stdio',
];

describe('buildClaudeArgs', () => {
	it('always speaks stream-json both ways with partial messages and stdio permission prompts', () => {
		expect(buildClaudeArgs({permissionMode: 'default'})).toEqual([...STREAM, '--permission-mode', 'default']);
	});

	it('mirrors the flags it shares with claude and appends the passthrough last', () => {
		expect(
			buildClaudeArgs({
				permissionMode: 'plan',
				model: 'opus',
				resume: 'abc-123',
				forkSession: true,
				addDirs: ['../lib', '/tmp/x'],
				allowedTools: 'Bash(git *) Edit',
				disallowedTools: 'WebFetch',
				tools: 'default,TodoWrite',
				appendSystemPrompt: 'Be brief.',
				effort: 'high',
				allowBypass: true,
				forwardSubagentText: true,
				includeHookEvents: true,
				passthrough: ['--max-turns', '3'],
			}).slice(STREAM.length),
		).toEqual([
			'--permission-mode',
			'plan',
			'--model',
			'opus',
			'--resume',
			'abc-123',
			'--fork-session',
			'--add-dir',
			'../lib',
			'--add-dir',
			'/tmp/x',
			'--allowedTools',
			'Bash(git *) Edit',
			'--disallowedTools',
			'WebFetch',
			'--tools',
			'default,TodoWrite',
			'--append-system-prompt',
			'Be brief.',
			'--effort',
			'high',
			'--allow-dangerously-skip-permissions',
			'--forward-subagent-text',
			'--include-hook-events',
			'--max-turns',
			'3',
		]);
	});

	it('glues values that start with a dash to their flag so they are never read as flags', () => {
		expect(
			buildClaudeArgs({permissionMode: 'default', appendSystemPrompt: '--dangerously-skip-permissions'}),
		).toContain('--append-system-prompt=--dangerously-skip-permissions');
	});

	it('uses --continue only without a session id', () => {
		expect(buildClaudeArgs({permissionMode: 'default', continueLast: true})).toContain('--continue');
		expect(buildClaudeArgs({permissionMode: 'default', continueLast: true, resume: 'x'})).not.toContain('--continue');
	});

	it('resumes up to a message only with a session to resume (a fork from an earlier prompt)', () => {
		expect(
			buildClaudeArgs({permissionMode: 'default', resume: 's1', forkSession: true, resumeSessionAt: 'm7'}).slice(-5),
		).toEqual(['--resume', 's1', '--fork-session', '--resume-session-at', 'm7']);
		expect(buildClaudeArgs({permissionMode: 'default', resumeSessionAt: 'm7'})).not.toContain('--resume-session-at');
	});
});

describe("the editor's MCP config", () => {
	it("comes first, each file after its own --mcp-config, so a flag follows and a user's own --mcp-config still counts", () => {
		const args = buildClaudeArgs({
			permissionMode: 'default',
			mcpConfigs: ['/tmp/cctui-ide/ide.json'],
			passthrough: ['--mcp-config', 'mine.json'],
		});
		expect(args.slice(0, 3)).toEqual(['--mcp-config', '/tmp/cctui-ide/ide.json', STREAM[0]]);
		expect(args.slice(-2)).toEqual(['--mcp-config', 'mine.json']);
	});
});
