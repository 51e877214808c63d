/**
 * --allowedTools, --disallowedTools and --tools take several values, as claude's do: `--disallowedTools Bash Write`
 * denies both, where cctui used to deny Bash and send "Write" to the model as the first prompt. A prompt typed after
 * their rules is the prompt; a word that is neither is refused with a line saying where a prompt goes.
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

	it('take a prompt typed after their rules as the prompt: the last word, when it holds no rule', () => {
		const options = live(['--allowedTools', 'Bash', 'Edit', 'write the files']);
		expect(options.allowedTools).toBe('Bash Edit');
		expect(options.prompt).toBe('write the files');
		expect(live(['--permission-mode', 'acceptEdits', '--disallowedTools', 'Bash', 'fix it']).prompt).toBe('fix it');
		// A word shaped like a rule is a rule: nothing is sent that might have been meant as one.
		expect(live(['--disallowedTools', 'Bash', 'Write']).prompt).toBeUndefined();
	});

	it('refuse any other word that holds no rule, with a line saying where a prompt goes', () => {
		const refused = new UsageError(
			'--allowed-tools: "write the files" is not a tool rule (Bash, Bash(git *), mcp__server__tool); put a prompt before the options',
		);
		// No rule before it, a rule after it, or a prompt given already.
		expect(() => parseArgs(['--allowedTools', 'write the files'])).toThrow(refused);
		expect(() => parseArgs(['--allowedTools', 'Bash', 'write the files', 'Edit'])).toThrow(refused);
		expect(() => parseArgs(['first', '--allowedTools', 'Bash', 'write the files'])).toThrow(refused);
	});
});
