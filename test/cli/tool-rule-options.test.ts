/**
 * --allowedTools, --disallowedTools and --tools take several values, as claude's do: `--disallowedTools Bash Write`
 * denies both, where cctui used to deny Bash and send "Write" to the model as the first prompt. A prompt typed after
 * them is refused with a line saying where it goes, never read as a rule nor sent.
 */
import {describe, expect, it} from 'vitest';
import {parseArgs, UsageError, type LiveOptions} from '../../src/cli/args.js';
import {claudeArgsFor} from '../../src/cli/main.js';

function live(argv: string[]): LiveOptions {
	const parsed = parseArgs(argv);
	if (parsed.kind !== 'run') throw new Error(`not a run: ${parsed.kind}`);
	return parsed.options;
}

const claudeArgv = (argv: string[]) => claudeArgsFor(live(argv), {permissionMode: 'default'});

describe('tool rule options', () => {
	it('take every value after the flag, as claude does, and pass them on as one list', () => {
		const options = live(['--disallowedTools', 'Bash', 'Write']);
		expect(options.prompt).toBeUndefined();
		expect(claudeArgv(['--disallowedTools', 'Bash', 'Write'])).toEqual(
			expect.arrayContaining(['--disallowedTools', 'Bash Write']),
		);
		expect(live(['--allowedTools', 'Bash(git *)', 'Edit', '--model', 'opus']).allowedTools).toBe('Bash(git *) Edit');
		expect(live(['--allowedTools', 'mcp__t__echo', 'mcp__t__fail']).allowedTools).toBe('mcp__t__echo mcp__t__fail');
		// A quoted list, as before.
		expect(live(['--allowedTools', 'Bash(git commit -m x),Edit']).allowedTools).toBe('Bash(git commit -m x),Edit');
	});

	it('keep a prompt given before them, and --tools takes default and nothing', () => {
		const options = live(['fix the bug', '--allowedTools', 'Edit', '--tools', '']);
		expect(options.prompt).toBe('fix the bug');
		expect(options.tools).toBe('');
		expect(live(['--tools', 'default']).tools).toBe('default');
	});

	it('refuse a prompt typed after them, with a line saying where it goes', () => {
		const refused = new UsageError(
			'--allowed-tools: "write the files" is not a tool rule (Bash, Bash(git *), mcp__server__tool); put a prompt before the options',
		);
		expect(() => parseArgs(['--allowedTools', 'Bash', 'write the files'])).toThrow(refused);
		expect(() => parseArgs(['--disallowedTools', 'Bash', 'fix'])).toThrow(
			/--disallowed-tools: "fix" is not a tool rule/,
		);
	});
});
