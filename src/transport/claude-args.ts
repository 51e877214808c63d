/** Pure: launch options → argv for `claude` in stream-json mode (see PROTOCOL.md §a). */

export interface ClaudeLaunchOptions {
	readonly permissionMode: string;
	readonly model?: string;
	/** A session id to resume; '' resumes nothing (use `continueLast`). */
	readonly resume?: string;
	readonly continueLast?: boolean;
	readonly forkSession?: boolean;
	/** With `resume`: the conversation up to and including this message only (`--resume-session-at`). */
	readonly resumeSessionAt?: string;
	readonly addDirs?: readonly string[];
	readonly allowedTools?: string;
	readonly disallowedTools?: string;
	readonly tools?: string;
	readonly appendSystemPrompt?: string;
	readonly effort?: string;
	readonly allowBypass?: boolean;
	readonly forwardSubagentText?: boolean;
	/** Report hooks as they run (`hook_started` / `hook_response` frames). */
	readonly includeHookEvents?: boolean;
	/** MCP config files (cctui's link to an editor); claude takes several, so a user's own still count. */
	readonly mcpConfigs?: readonly string[];
	/** Everything after `--` on our command line, passed through untouched. */
	readonly passthrough?: readonly string[];
}

/** The flags that make claude a stream-json peer; without `--permission-prompt-tool stdio` every ask is silently denied. */
export const STREAM_FLAGS = [
	'--output-format',
	'stream-json',
	'--verbose',
	'--input-format',
	'stream-json',
	'--include-partial-messages',
	'--permission-prompt-tool',
	'stdio',
] as const;

/** A value that starts with '-' must be glued to its flag so it is never read as a flag itself. */
function flag(name: string, value: string): string[] {
	return value.startsWith('-') ? [`${name}=${value}`] : [name, value];
}

export function buildClaudeArgs(options: ClaudeLaunchOptions): string[] {
	// `--mcp-config` takes several values: first, so a flag always follows and nothing else is read as a config.
	const mcp = (options.mcpConfigs ?? []).flatMap(config => ['--mcp-config', config]);
	const args: string[] = [...mcp, ...STREAM_FLAGS, ...flag('--permission-mode', options.permissionMode)];
	if (options.model) args.push(...flag('--model', options.model));
	if (options.resume) args.push(...flag('--resume', options.resume));
	else if (options.continueLast) args.push('--continue');
	if (options.forkSession) args.push('--fork-session');
	if (options.resume && options.resumeSessionAt) args.push(...flag('--resume-session-at', options.resumeSessionAt));
	for (const dir of options.addDirs ?? []) args.push(...flag('--add-dir', dir));
	if (options.allowedTools) args.push(...flag('--allowedTools', options.allowedTools));
	if (options.disallowedTools) args.push(...flag('--disallowedTools', options.disallowedTools));
	if (options.tools !== undefined) args.push(...flag('--tools', options.tools));
	if (options.appendSystemPrompt) args.push(...flag('--append-system-prompt', options.appendSystemPrompt));
	if (options.effort) args.push(...flag('--effort', options.effort));
	if (options.allowBypass) args.push('--allow-dangerously-skip-permissions');
	if (options.forwardSubagentText) args.push('--forward-subagent-text');
	if (options.includeHookEvents) args.push('--include-hook-events');
	args.push(...(options.passthrough ?? []));
	return args;
}
