/**
 * argv → typed options. Commander parses, a zod schema validates; any mistake becomes one line
 * and exit code 2. Flags mirror claude's where they overlap; everything after `--` is passed to
 * claude untouched.
 */
import {Command, CommanderError, Option} from 'commander';
import {z} from 'zod';
import {formatIssue} from '../protocol/parse-line.js';
import {PERMISSION_MODES} from '../state/permission-modes.js';
import {THINKING_DISPLAYS} from '../state/thinking-display.js';
import {NOTIFY_MODES} from './notifier.js';

export const CCTUI_VERSION = '0.1.0';
export const EFFORT_LEVELS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;

/** A tool rule as claude reads one: `Bash`, `Bash(git *)`, `mcp__server__tool`. */
const RULE = /^(?:[A-Z][\w-]*|mcp__[\w-]+)(?:\(.*\))?$/s;

/** The rules in one value: claude splits at commas and spaces outside parentheses. */
function rulesIn(value: string): string[] {
	const rules: string[] = [];
	let depth = 0;
	let rule = '';
	for (const char of value) {
		if (char === '(') depth++;
		else if (char === ')') depth = Math.max(0, depth - 1);
		if (depth === 0 && /[\s,]/.test(char)) {
			if (rule) rules.push(rule);
			rule = '';
		} else rule += char;
	}
	if (rule) rules.push(rule);
	return rules;
}

/** Words the tool flags take besides rules: --tools takes `default`, and '' for none. */
const TOOL_FLAGS = {allowedTools: [], disallowedTools: [], tools: ['default', '']} as const;
type ToolFlag = keyof typeof TOOL_FLAGS;

const holdsRules = (flag: ToolFlag, value: string): boolean =>
	(TOOL_FLAGS[flag] as readonly string[]).includes(value) || rulesIn(value).every(rule => RULE.test(rule));

/**
 * --allowedTools and the like take several values, as claude's do (`--disallowedTools Bash Write` denies both), so a
 * prompt typed after them is read as one more value: the last value, when it holds no rule and the rules came before
 * it, is the prompt (promptAfterRules); any other value that holds no rule is refused, saying where a prompt goes.
 * Passed on as one value.
 */
const toolRules = (flag: ToolFlag) =>
	z
		.array(z.string())
		.superRefine((values, context) => {
			const wrong = values.find(value => !holdsRules(flag, value));
			if (wrong === undefined) return;
			context.addIssue({
				code: 'custom',
				message: `"${wrong}" is not a tool rule (Bash, Bash(git *), mcp__server__tool); put a prompt before the options`,
			});
		})
		.transform(values => values.join(' '))
		.optional();

/**
 * `options` with the prompt typed after a tool flag's rules (`--allowedTools Bash "fix it"`) taken out of them, when
 * no prompt came before: the one last value that holds no rule, after at least one that does.
 */
function promptAfterRules(
	options: Record<string, unknown>,
	prompt: string | undefined,
): {options: Record<string, unknown>; prompt: string | undefined} {
	if (prompt !== undefined) return {options, prompt};
	for (const flag of Object.keys(TOOL_FLAGS) as ToolFlag[]) {
		const values = options[flag];
		if (!Array.isArray(values) || values.length < 2) continue;
		const last = String(values.at(-1));
		const rules = values.slice(0, -1).map(String);
		if (!holdsRules(flag, last) && rules.every(value => holdsRules(flag, value)))
			return {options: {...options, [flag]: rules}, prompt: last};
	}
	return {options, prompt};
}

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
	allowedTools: toolRules('allowedTools'),
	disallowedTools: toolRules('disallowedTools'),
	tools: toolRules('tools'),
	appendSystemPrompt: z.string().optional(),
	effort: z.enum(EFFORT_LEVELS).optional(),
	cwd: z.string().optional(),
	thinkingDisplay: z.enum(THINKING_DISPLAYS),
	notify: z.enum(NOTIFY_MODES),
	allowDangerouslySkipPermissions: z.boolean(),
	forwardSubagentText: z.boolean(),
	ide: z.boolean(),
	ideOpenFiles: z.boolean(),
	record: z.string().optional(),
	plain: z.boolean(),
	demo: z.boolean(),
	scenario: z.string().optional(),
	gateway: z.boolean(),
	upstream: z.url({protocol: /^https?$/, error: 'an http or https URL'}).optional(),
	passthrough: z.array(z.string()),
});

export type LiveOptions = z.infer<typeof liveSchema>;

const sessionsSchema = z.object({cwd: z.string().optional(), json: z.boolean()});

export type SessionsOptions = z.infer<typeof sessionsSchema>;

/** `instant` or a positive factor (0.5, 2, 20…); a mistake says which values there are. */
const speedSchema = z.string().transform((text, context) => {
	if (text === 'instant') return Infinity;
	const factor = Number(text);
	if (factor > 0 && factor <= 1000) return factor;
	context.addIssue({code: 'custom', message: 'expected "instant" or a factor above 0, up to 1000 (0.5, 2, 20…)'});
	return z.NEVER;
});

/** Without --speed: 1× in the UI, instant in plain mode (a pipe wants the text, not the wait). */
const replaySchema = z.object({
	file: z.string(),
	speed: speedSchema.optional(),
	paused: z.boolean(),
	plain: z.boolean(),
});

export type ReplayOptions = z.infer<typeof replaySchema>;

const watchSchema = z.object({plain: z.boolean()});

export type WatchOptions = z.infer<typeof watchSchema>;

export const EXPORT_FORMATS = ['markdown'] as const;

const exportSchema = z.object({file: z.string(), format: z.enum(EXPORT_FORMATS), output: z.string().optional()});

export type ExportOptions = z.infer<typeof exportSchema>;

export type ParsedArgs =
	| {readonly kind: 'run'; readonly options: LiveOptions}
	| {readonly kind: 'sessions'; readonly options: SessionsOptions}
	| {readonly kind: 'replay'; readonly options: ReplayOptions}
	| {readonly kind: 'watch'; readonly options: WatchOptions}
	| {readonly kind: 'export'; readonly options: ExportOptions}
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
		.addOption(
			new Option('--permission-mode <mode>', 'starting permission mode').choices(PERMISSION_MODES).default('default'),
		)
		.option('-r, --resume [sessionId]', 'resume a session')
		.option('-c, --continue', 'continue the most recent session in this folder', false)
		.option('--fork-session', 'with --resume/--continue: continue under a new session id', false)
		.option('--add-dir <dirs...>', 'extra working directories', [])
		.option('--allowedTools, --allowed-tools <rules...>', 'allow rules, e.g. "Bash(git *)" Edit')
		.option('--disallowedTools, --disallowed-tools <rules...>', 'deny rules')
		.option('--tools <tools...>', 'restrict the available built-in tools')
		.option('--append-system-prompt <text>', 'appended to the default system prompt')
		.addOption(new Option('--effort <level>', 'thinking effort').choices(EFFORT_LEVELS))
		.option('--cwd <dir>', 'working folder for claude (default: the current one)')
		.addOption(
			new Option('--thinking-display <mode>', 'how thinking is streamed')
				.choices(THINKING_DISPLAYS)
				.default('summarized'),
		)
		.addOption(
			new Option('--notify <how>', 'when a prompt waits or a long turn ends while the window is not focused')
				.choices(NOTIFY_MODES)
				.default('both'),
		)
		.option('--allow-dangerously-skip-permissions', 'make bypassPermissions reachable with Shift+Tab', false)
		.option('--forward-subagent-text', "show subagents' text too", false)
		.option('--ide', 'connect to the editor (VS Code, Neovim…) open on this folder', false)
		.option('--ide-open-files', 'with --ide: open each file a tool changed in the editor', false)
		.option('--record <file>', 'record every frame both ways to a JSONL file')
		.option('--plain', 'plain streaming text instead of the interactive UI', false)
		.option('--demo', 'run against the built-in scripted backend (no account needed)', false)
		.option('--scenario <file>', 'with --demo: play this scenario file instead of the built-in story')
		.option('--gateway', "put a local proxy between claude and the API, and show claude's requests (/requests)", false)
		.option(
			'--upstream <url>',
			'with --gateway: where it forwards to (default: $ANTHROPIC_BASE_URL, else the public API)',
		)
		.helpOption('-h, --help', 'show this help')
		.version(CCTUI_VERSION, '-V, --version')
		.showSuggestionAfterError(true)
		.addHelpText(
			'after',
			`\nArguments after -- go to claude as they are: cctui -- --mcp-config servers.json\n\nCommands (give one as the first argument):\n${SUBCOMMAND_HELP}`,
		)
		.exitOverride();
}

/** Subcommands are recognised by the first argument only, so any other prompt stays a prompt. */
const SUBCOMMAND_HELP = [
	'  sessions [--cwd <dir>] [--json]   list the saved sessions of a folder, newest first',
	'  replay <file> [--speed <x>]       play a recorded stream-json file in the UI',
	'  watch                             show a stream-json stream read from stdin',
	'  export <file> [--output <file>]   a recording or session file as a markdown transcript',
].join('\n');

function buildSessionsProgram(): Command {
	return new Command('cctui sessions')
		.description('List the saved claude sessions of a folder, newest first.')
		.option('--cwd <dir>', 'the folder (default: the current one)')
		.option('--json', 'one JSON object per session', false)
		.helpOption('-h, --help', 'show this help')
		.exitOverride();
}

function buildReplayProgram(): Command {
	return new Command('cctui replay')
		.description(
			'Play a stream-json file (claude stdout, a cctui --record recording, or a ~/.claude/projects session file) in the UI. Nothing is sent anywhere.',
		)
		.argument('<file>', 'the file to play')
		.option(
			'--speed <x>',
			'starting speed: any factor up to 1000 (+ and - step through 0.5, 1, 2, 5, 10, 20) or "instant" (default: 1, instant in plain mode)',
		)
		.option('--paused', 'start paused (space plays, n steps a frame, t a turn)', false)
		.option(
			'--plain',
			'print plain streaming text instead of the UI (the default when stdout is not a terminal)',
			false,
		)
		.helpOption('-h, --help', 'show this help')
		.addHelpText(
			'after',
			'\nKeys: space pause · + / - speed · → or n next frame · ↓ or t next turn · e jump to the end · a API requests · q quit\n      Ctrl+T thinking · Ctrl+O full tool output · Ctrl+G debug panel · Ctrl+Z suspend, as in a live session',
		)
		.exitOverride();
}

function buildWatchProgram(): Command {
	return new Command('cctui watch')
		.description(
			'Show a stream-json stream read from stdin as it comes, e.g.\n  claude -p "…" --output-format stream-json --verbose --include-partial-messages | cctui watch\nExits 0 when the stream ends with a successful result (or is a claude session file, which keeps none), 1 when it ends with an error result or without a result.',
		)
		.option(
			'--plain',
			'print plain streaming text instead of the UI (the default when stdout is not a terminal)',
			false,
		)
		.helpOption('-h, --help', 'show this help')
		.exitOverride();
}

function buildExportProgram(): Command {
	return new Command('cctui export')
		.description(
			'Write a readable transcript of a recording, a claude stream-json stdout file, or a ~/.claude/projects session file.',
		)
		.argument('<file>', 'the file to export')
		.addOption(new Option('--format <format>', 'output format').choices(EXPORT_FORMATS).default('markdown'))
		.option('-o, --output <file>', 'write here instead of stdout')
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

/** `candidate` is `program`'s options: a mistake names the option as it is typed ("--speed: …", not "speed: …"). */
function validated<T>(program: Command, schema: z.ZodType<T>, candidate: unknown): T {
	const result = schema.safeParse(candidate);
	if (result.success) return result.data;
	const message = formatIssue(result.error);
	const [key] = result.error.issues[0]?.path ?? [];
	const flag = program.options.find(option => option.attributeName() === key)?.long;
	throw new UsageError(flag && typeof key === 'string' ? `${flag}${message.slice(key.length)}` : message);
}

/** Splits our argv at the first `--`: what follows goes to claude untouched. */
function splitPassthrough(argv: readonly string[]): [string[], string[]] {
	const at = argv.indexOf('--');
	return at === -1 ? [[...argv], []] : [argv.slice(0, at), argv.slice(at + 1)];
}

/** A subcommand's options, its one argument (if it takes one) under `file`. */
function subcommand<T>(
	program: Command,
	schema: z.ZodType<T>,
	argv: readonly string[],
): {kind: 'ok'; options: T} | {kind: 'exit'; code: number; output: string} {
	const parsed = runCommander(program, argv);
	if (parsed.kind === 'exit') return parsed;
	const [file] = parsed.program.args;
	return {kind: 'ok', options: validated(program, schema, {...parsed.value, ...(file === undefined ? {} : {file})})};
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
	const rest = argv.slice(1);
	switch (argv[0]) {
		case 'sessions': {
			const parsed = subcommand(buildSessionsProgram(), sessionsSchema, rest);
			return parsed.kind === 'exit' ? parsed : {kind: 'sessions', options: parsed.options};
		}
		case 'replay': {
			const parsed = subcommand(buildReplayProgram(), replaySchema, rest);
			return parsed.kind === 'exit' ? parsed : {kind: 'replay', options: parsed.options};
		}
		case 'watch': {
			const parsed = subcommand(buildWatchProgram(), watchSchema, rest);
			return parsed.kind === 'exit' ? parsed : {kind: 'watch', options: parsed.options};
		}
		case 'export': {
			const parsed = subcommand(buildExportProgram(), exportSchema, rest);
			return parsed.kind === 'exit' ? parsed : {kind: 'export', options: parsed.options};
		}
	}
	const [own, passthrough] = splitPassthrough(argv);
	const parsed = runCommander(buildProgram(), own);
	if (parsed.kind === 'exit') return parsed;
	const typed = promptAfterRules(parsed.value, parsed.program.args[0]);
	const options = validated(parsed.program, liveSchema, {
		command: 'live',
		prompt: typed.prompt,
		passthrough,
		...typed.options,
	});
	if (options.resume !== undefined && options.continue)
		throw new UsageError('--resume and --continue cannot be used together');
	if (options.forkSession && options.resume === undefined && !options.continue)
		throw new UsageError('--fork-session needs --resume or --continue');
	if (options.permissionMode === 'bypassPermissions' && !options.allowDangerouslySkipPermissions) {
		throw new UsageError('--permission-mode bypassPermissions needs --allow-dangerously-skip-permissions');
	}
	if (options.scenario !== undefined && !options.demo) throw new UsageError('--scenario needs --demo');
	// The built-in story waits on answers (two questions, a plan, permission prompts) that plain mode denies.
	if (options.demo && options.plain)
		throw new UsageError(
			'--demo runs in the interactive UI only: --plain cannot answer its questions and permission prompts',
		);
	if (options.ideOpenFiles && !options.ide) throw new UsageError('--ide-open-files needs --ide');
	if (options.upstream !== undefined && !options.gateway) throw new UsageError('--upstream needs --gateway');
	return {kind: 'run', options};
}
