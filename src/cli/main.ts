/** Entry point: argv → the chosen mode → an exit code. Only bin/ exits the process. */
import path from 'node:path';
import {statSync} from 'node:fs';
import {buildClaudeArgs} from '../transport/claude-args.js';
import {spawnChild} from '../transport/child-transport.js';
import {readClaudeVersion} from '../transport/claude-version.js';
import {ClaudeNotFoundError, findClaude} from '../transport/find-claude.js';
import {parseArgs, UsageError, type LiveOptions, type ParsedArgs} from './args.js';
import {
	claudeEnv,
	badUpstream,
	gatewayUpstream,
	openGateway,
	otherProvider,
	type GatewayLink,
} from './gateway-option.js';
import type {LaunchSpec} from './live-host.js';
import type {LiveRun} from './run-live.js';
import type {DemoSetup} from './demo.js';
import {type MainIo, printError, processIo} from './io.js';
import {outputOf} from './output.js';
import {endOfHangUp} from './terminal.js';
import type {ResumedRead} from '../sessions/session-store.js';
import {sessionFile, sessionsNamed} from '../sessions/session-path.js';
import {readWhole} from '../util/read-whole.js';

function isDirectory(dir: string): boolean {
	try {
		return statSync(dir).isDirectory();
	} catch {
		return false;
	}
}

/**
 * Environment for the child on top of ours: session-state frames tell us when all work is done, and
 * file checkpoints let a turn's file changes be rewound (FINDINGS §5). A checkpointing value the user
 * set, `false` included, is theirs to keep.
 */
export function childEnv(env: NodeJS.ProcessEnv): Record<string, string> {
	const checkpoints =
		env['CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING'] === undefined
			? {CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'true'}
			: {};
	return {CLAUDE_CODE_SDK_READS_SESSION_STATE: '1', ...checkpoints};
}

/** claude's argv for these options; the launch spec decides mode and resume (they change on restart). */
export function claudeArgsFor(options: LiveOptions, spec: LaunchSpec): string[] {
	return buildClaudeArgs({
		permissionMode: spec.permissionMode,
		...(options.model === undefined ? {} : {model: options.model}),
		...(spec.resume === undefined ? {} : {resume: spec.resume}),
		forkSession: spec.fork === true,
		includeHookEvents: spec.hookEvents === true,
		...(spec.resumeAt === undefined ? {} : {resumeSessionAt: spec.resumeAt}),
		addDirs: options.addDir,
		...(options.allowedTools === undefined ? {} : {allowedTools: options.allowedTools}),
		...(options.disallowedTools === undefined ? {} : {disallowedTools: options.disallowedTools}),
		...(options.tools === undefined ? {} : {tools: options.tools}),
		...(options.appendSystemPrompt === undefined ? {} : {appendSystemPrompt: options.appendSystemPrompt}),
		...(options.effort === undefined ? {} : {effort: options.effort}),
		allowBypass: options.allowDangerouslySkipPermissions,
		forwardSubagentText: options.forwardSubagentText,
		...(spec.mcpConfigs === undefined ? {} : {mcpConfigs: spec.mcpConfigs}),
		passthrough: options.passthrough,
	});
}

/** Shift+Tab cycles these; bypassPermissions only when the user started with it allowed. */
function modesFor(options: LiveOptions): string[] {
	return ['default', 'acceptEdits', 'plan', ...(options.allowDangerouslySkipPermissions ? ['bypassPermissions'] : [])];
}

/**
 * `--continue` resumes the newest saved conversation here, by id, so cctui can show its history too; `--resume` the
 * one its id or the start of it names (anything else, a title, goes to claude as it was given).
 */
async function sessionToResume(options: LiveOptions, cwd: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
	if (typeof options.resume === 'string') {
		const named = sessionsNamed(cwd, env, options.resume);
		return named.length === 1 ? named[0] : options.resume;
	}
	if (!options.continue) return undefined;
	const {newestConversation} = await import('../sessions/session-store.js');
	return newestConversation(cwd, env);
}

export async function main(argv: readonly string[], io: MainIo = processIo()): Promise<number> {
	// Before anything is written: a reader that goes away (`cctui sessions | head`) or a full disk fails the writes
	// after, which must not crash whatever is writing.
	const output = outputOf(io.stdout);
	const code = await output.exitCode(io, await runMode(argv, io));
	// Last, in every mode (the UI, the player, plain text): a terminal closed meanwhile ends cctui of the hang-up
	// (129), not of Node 20's abort.
	endOfHangUp(io);
	return code;
}

async function runMode(argv: readonly string[], io: MainIo): Promise<number> {
	let parsed: ParsedArgs;
	try {
		parsed = parseArgs(argv);
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		printError(io, `${error.message} (see cctui --help)`);
		return error.exitCode;
	}
	if (parsed.kind === 'exit') {
		io.stdout.write(parsed.output);
		return parsed.code;
	}
	// Ink and the renderers load only for the mode that needs them: errors, --help and plain output stay fast.
	switch (parsed.kind) {
		case 'replay':
			return (await import('./replay-command.js')).runReplay(io, parsed.options);
		case 'watch':
			return (await import('./watch-command.js')).runWatch(io, parsed.options);
		case 'export':
			return (await import('./export-command.js')).runExport(io, parsed.options);
	}
	const {options} = parsed;
	const cwd = path.resolve(io.cwd, options.cwd ?? '.');
	if (!isDirectory(cwd)) {
		printError(io, `--cwd ${options.cwd ?? cwd}: not a folder`);
		return 2;
	}
	if (parsed.kind === 'sessions') {
		const {runSessions} = await import('./sessions-command.js');
		return runSessions(io, cwd, parsed.options);
	}
	return runLiveOptions(io, parsed.options, cwd, argv);
}

async function runLiveOptions(io: MainIo, options: LiveOptions, cwd: string, argv: readonly string[]): Promise<number> {
	const record: LiveRun['record'] =
		options.record === undefined ? undefined : {file: path.resolve(io.cwd, options.record), argv};
	const claude = locateClaude(io, options, cwd);
	if (typeof claude === 'number') return claude;
	if (options.demo) return runDemo(io, options, claude, record);
	const run = (gateway: GatewayLink | undefined) => runLiveClaude(io, options, cwd, claude, record, gateway);
	if (!options.gateway) return run(undefined);
	// Where claude will send its requests: the gateway takes them from there, over its settings files' `env` too.
	const env = claudeEnv(cwd, io.env);
	const provider = otherProvider(env);
	if (provider === undefined) {
		const upstream = gatewayUpstream(options, env);
		const bad = badUpstream(upstream, cwd, io.env);
		if (bad === undefined) return withGateway(io, options, upstream, env, run);
		printError(io, `--gateway: ${bad}`);
		return 2;
	}
	printError(
		io,
		`--gateway: claude is set to another provider (${provider}), whose requests the gateway cannot see; going on without it`,
	);
	return run(undefined);
}

/** Runs `body` with the gateway started when --gateway asks for one, and closed after. */
async function withGateway(
	io: MainIo,
	options: LiveOptions,
	upstream: string,
	env: NodeJS.ProcessEnv,
	body: (gateway: GatewayLink | undefined) => Promise<number>,
): Promise<number> {
	if (!options.gateway) return body(undefined);
	let gateway: GatewayLink;
	try {
		gateway = await openGateway(upstream, env);
	} catch (error) {
		printError(io, `--gateway: ${error instanceof Error ? error.message : String(error)}`);
		return 2;
	}
	try {
		return await body(gateway);
	} finally {
		await gateway.close();
	}
}

async function runLiveClaude(
	io: MainIo,
	options: LiveOptions,
	cwd: string,
	claude: string,
	record: LiveRun['record'],
	gateway: GatewayLink | undefined,
): Promise<number> {
	const plain = options.plain || !io.stdout.isTTY;
	if (!plain && !hasTerminal(io)) return 2;
	const resume = await sessionToResume(options, cwd, io.env);
	if (options.continue && !resume) {
		printError(io, `--continue: no saved session for ${cwd}`);
		return 1;
	}
	const run = {
		launch: (spec: LaunchSpec) =>
			spawnChild({
				command: claude,
				// Before the user's own claude flags: of two --settings, claude takes the last.
				args: [...claudeArgsFor({...options, passthrough: []}, spec), ...(gateway?.args ?? []), ...options.passthrough],
				cwd,
				env: {...childEnv(io.env), ...gateway?.env},
			}),
		cwd,
		env: io.env,
		permissionMode: options.permissionMode,
		model: options.model,
		thinkingDisplay: options.thinkingDisplay,
		notify: options.notify,
		// Asked now, answered while the UI loads.
		claudeVersion: readClaudeVersion(claude),
		modes: modesFor(options),
		prompt: options.prompt,
		resume,
		resumedHistory: resume ? readResumed(cwd, io.env, resume) : undefined,
		fork: options.forkSession,
		pickSession: options.resume === true,
		record,
		ide: {connect: options.ide, openFiles: options.ideOpenFiles},
		gateway,
	};
	if (plain) return (await import('./run-plain-live.js')).runPlainLive(io, run);
	// Ink and the renderers load only when a UI will run: errors and --help stay fast.
	const {runLive} = await import('./run-live.js');
	return runLive({io, ...run});
}

/**
 * A resumed session's history, read while the UI loads: a long session's file takes a while, and its end is the
 * first screen. Its bytes are asked for at once; the module that reads them loads meanwhile. The end of a long one is
 * read apart first (ingest/session-preview.ts), the whole once that is on screen.
 */
function readResumed(cwd: string, env: NodeJS.ProcessEnv, id: string): ResumedRead {
	const bytes = readWhole(sessionFile(cwd, env, id));
	const read = import('../sessions/session-store.js').then(store => store.readResumed(cwd, env, id, bytes));
	return {preview: read.then(started => started.preview), whole: () => read.then(started => started.whole())};
}

function hasTerminal(io: MainIo): boolean {
	if (io.stdin.isTTY && io.stdout.isTTY) return true;
	// Piped text on a terminal (`echo hi | cctui`): the UI reads keys, plain mode takes a piped prompt.
	printError(
		io,
		io.stdout.isTTY
			? 'stdin is not a terminal; to send piped text as the prompt use cctui --plain (echo "…" | cctui --plain)'
			: 'the interactive UI needs a terminal on stdin and stdout',
	);
	return false;
}

/** The claude binary, or the exit code after printing why it was not found. */
function locateClaude(io: MainIo, options: LiveOptions, cwd: string): string | number {
	try {
		return findClaude({...(options.claudePath === undefined ? {} : {explicit: options.claudePath}), env: io.env, cwd});
	} catch (error) {
		if (!(error instanceof ClaudeNotFoundError)) throw error;
		printError(io, error.message);
		return error.exitCode;
	}
}

async function runDemo(io: MainIo, options: LiveOptions, claude: string, record: LiveRun['record']): Promise<number> {
	const [{prepareDemo}, {loadScenario, ScenarioError}] = await Promise.all([
		import('./demo.js'),
		import('../backend/index.js'),
	]);
	let scenario;
	try {
		scenario = options.scenario === undefined ? undefined : await loadScenario(path.resolve(io.cwd, options.scenario));
	} catch (error) {
		if (!(error instanceof ScenarioError)) throw error;
		const [first, ...rest] = error.problems;
		printError(
			io,
			`${first}${rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : ''}`,
		);
		return 2;
	}
	if (!hasTerminal(io)) return 2;
	const demo = await prepareDemo(io.env, scenario);
	try {
		return await withGateway(io, options, options.upstream ?? demo.backend.url, demo.env, gateway =>
			runDemoUi(io, options, claude, record, demo, scenario === undefined, gateway),
		);
	} finally {
		await demo.cleanup();
	}
}

/** The demo's folder and HOME are scratch ones: no editor has them open, and its own lock files are not read. */
const DEMO_WITHOUT_EDITOR = '--ide does not apply to the demo: no editor has its scratch folder open.';

async function runDemoUi(
	io: MainIo,
	options: LiveOptions,
	claude: string,
	record: LiveRun['record'],
	demo: DemoSetup,
	builtIn: boolean,
	gateway: GatewayLink | undefined,
): Promise<number> {
	const {DEMO_PROMPT} = await import('./demo.js');
	const {runLive} = await import('./run-live.js');
	const env = {...demo.env, ...childEnv({...io.env, ...demo.env}), ...gateway?.env};
	const code = await runLive({
		io,
		launch: spec =>
			spawnChild({
				command: claude,
				// The built-in story needs TodoWrite among the tools; an explicit --tools wins.
				args: [...claudeArgsFor(options, spec), ...(options.tools === undefined ? demo.claudeArgs : [])],
				cwd: demo.workDir,
				env,
				replaceEnv: true,
			}),
		cwd: demo.workDir,
		env,
		permissionMode: options.permissionMode,
		model: options.model,
		thinkingDisplay: options.thinkingDisplay,
		notify: options.notify,
		claudeVersion: readClaudeVersion(claude),
		modes: modesFor(options),
		prompt: options.prompt ?? (builtIn ? DEMO_PROMPT : undefined),
		record,
		banner: `Demo: the real claude against cctui's scripted backend at ${demo.backend.url}${gateway ? ', through the gateway (/requests)' : ''}\nTools run in ${demo.workDir}${options.ide ? `\n${DEMO_WITHOUT_EDITOR}` : ''}`,
		withoutEditor: true,
		resumeHint: false,
		gateway,
	});
	io.stdout.write(`Demo files are in ${demo.workDir}\n`);
	return code;
}
