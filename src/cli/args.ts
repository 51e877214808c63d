/**
 * argv → typed options. Commander parses, a zod schema validates; any mistake becomes one line
 * and exit code 2. Flags mirror claude's where they overlap; everything after `--` is passed to
 * claude untouched.
 */
import {Command, CommanderError, Option} from 'commander';
import {z} from 'zod';
import {formatIssue} from '../protocol/parse-line.js';
import {THINKING_DISPLAYS} from '../state/thinking-display.js';

export const PERMISSION_MODES = ['default', 'acceptEdits', 'plan', 'bypassPermissions', 'dontAsk', 'auto'] as const;
export const EFFORT_LEVELS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;


const liveSchema = z.object({
	command: z.literal('live'),
	prompt: z.string().optional(),
	claudePath: z.string().optional(),
	model: z.string().optional(),
	permissionMode: z.enum(PERMISSION_MODES),
	resume: z.union([z.string(), z.literal(true)]).optional(),
	continue: z.boolean(),
	forkSession: z.boolean(),
	addDir: z.array(z.string()),
	allowedTools: z.string().optional(),
	disallowedTools: z.string().optional(),
	tools: z.string().optional(),
	appendSystemPrompt: z.string().optional(),
	effort: z.enum(EFFORT_LEVELS).optional(),
	cwd: z.string().optional(),
	thinkingDisplay: z.enum(THINKING_DISPLAYS),
	allowDangerouslySkipPermissions: z.boolean(),
	forwardSubagentText: z.boolean(),
	record: z.string().optional(),
	plain: z.boolean(),
	demo: z.boolean(),
	scenario: z.string().optional(),
	passthrough: z.array(z.string()),
});

export type LiveOptions = z.infer<typeof liveSchema>;

const sessionsSchema = z.object({cwd: z.string().optional(), json: z.boolean()});

export type SessionsOptions = z.infer<typeof sessionsSchema>;

export type ParsedArgs =
	| {readonly kind: 'run'; readonly options: LiveOptions}
	| {readonly kind: 'sessions'; readonly options: SessionsOptions}
	| {readonly kind: 'exit'; readonly code: number; readonly output: string};

export class UsageError extends Error {
	readonly exitCode = 2;
}

function buildProgram(): Command {
	return new Command('cctui')
		.description('A terminal UI for Claude Code: watch it think, approve tools with keystrokes.')
		.argument('[prompt]', 'sent as the first message')
		.option('--claude-path <path>', 'the claude executable (default: $CLAUDE_PATH, PATH, node_modules/.bin)')
		.option('--model <model>', 'model alias or id')
		.addOption(new Option('--permission-mode <mode>', 'starting permission mode').choices(PERMISSION_MODES).default('default'))
		.option('-r, --resume [sessionId]', 'resume a session')
		.option('-c, --continue', 'continue the most recent session in this folder', false)
		.option('--fork-session', 'with --resume/--continue: continue under a new session id', false)
		.option('--add-dir <dirs...>', 'extra working directories', [])
		.option('--allowedTools, --allowed-tools <rules>', 'allow rules, e.g. "Bash(git *) Edit"')
		.option('--disallowedTools, --disallowed-tools <rules>', 'deny rules')
		.option('--tools <list>', 'restrict the available built-in tools')
		.option('--append-system-prompt <text>', 'appended to the default system prompt')
		.addOption(new Option('--effort <level>', 'thinking effort').choices(EFFORT_LEVELS))
		.option('--cwd <dir>', 'working folder for claude (default: the current one)')
		.addOption(new Option('--thinking-display <mode>', 'how thinking is streamed').choices(THINKING_DISPLAYS).default('summarized'))
		.option('--allow-dangerously-skip-permissions', 'make bypassPermissions reachable with Shift+Tab', false)
		.option('--forward-subagent-text', "show subagents' text too", false)
		.option('--record <file>', 'record every frame both ways to a JSONL file')
		.option('--plain', 'plain streaming text instead of the interactive UI', false)
		.option('--demo', 'run against the built-in scripted backend (no account needed)', false)
		.option('--scenario <file>', 'with --demo: play this scenario file instead of the built-in story')
		.helpOption('-h, --help', 'show this help')
		.version('0.1.0', '-V, --version')
		.showSuggestionAfterError(true)
		.addHelpText('after', `\nCommands (give one as the first argument):\n${SUBCOMMAND_HELP}`)
		.exitOverride();
}

/** Subcommands are recognised by the first argument only, so any other prompt stays a prompt. */
const SUBCOMMAND_HELP = ['  sessions [--cwd <dir>] [--json]   list the saved sessions of a folder, newest first'].join('\n');

function buildSessionsProgram(): Command {
	return new Command('cctui sessions')
		.description('List the saved claude sessions of a folder, newest first.')
		.option('--cwd <dir>', 'the folder (default: the current one)')
		.option('--json', 'one JSON object per session', false)
		.helpOption('-h, --help', 'show this help')
		.exitOverride();
}

type Parsed<T> = {kind: 'ok'; program: Command; value: T} | {kind: 'exit'; code: number; output: string};

/** Runs commander with output captured; its errors become one-line UsageErrors. */
function runCommander(program: Command, argv: readonly string[]): Parsed<Record<string, unknown>> {
	let output = '';
	program.configureOutput({writeOut: text => (output += text), writeErr: text => (output += text)});
	try {
		program.parse(argv, {from: 'user'});
	} catch (error) {
		if (error instanceof CommanderError) {
			if (error.exitCode === 0) return {kind: 'exit', code: 0, output};
			throw new UsageError(error.message.replace(/^error: /, '').split('\n')[0]!);
		}
		throw error;
	}
	return {kind: 'ok', program, value: program.opts<Record<string, unknown>>()};
}

function validated<T>(schema: z.ZodType<T>, candidate: unknown): T {
	const result = schema.safeParse(candidate);
	if (!result.success) throw new UsageError(formatIssue(result.error));
	return result.data;
}

/** Splits our argv at the first `--`: what follows goes to claude untouched. */
function splitPassthrough(argv: readonly string[]): [string[], string[]] {
	const at = argv.indexOf('--');
	return at === -1 ? [[...argv], []] : [argv.slice(0, at), argv.slice(at + 1)];
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
	if (argv[0] === 'sessions') {
		const parsed = runCommander(buildSessionsProgram(), argv.slice(1));
		if (parsed.kind === 'exit') return parsed;
		return {kind: 'sessions', options: validated(sessionsSchema, parsed.value)};
	}
	const [own, passthrough] = splitPassthrough(argv);
	const parsed = runCommander(buildProgram(), own);
	if (parsed.kind === 'exit') return parsed;
	const options = validated(liveSchema, {command: 'live', prompt: parsed.program.args[0], passthrough, ...parsed.value});
	if (options.resume !== undefined && options.continue) throw new UsageError('--resume and --continue cannot be used together');
	if (options.forkSession && options.resume === undefined && !options.continue) throw new UsageError('--fork-session needs --resume or --continue');
	if (options.permissionMode === 'bypassPermissions' && !options.allowDangerouslySkipPermissions) {
		throw new UsageError('--permission-mode bypassPermissions needs --allow-dangerously-skip-permissions');
	}
	if (options.scenario !== undefined && !options.demo) throw new UsageError('--scenario needs --demo');
	return {kind: 'run', options};
}
