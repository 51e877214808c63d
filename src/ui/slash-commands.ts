/**
 * cctui's own slash commands. A message starting with one of these names is handled here; any
 * other `/command` goes to claude, which runs its own (`/compact`, `/cost`, …).
 */
import wrapAnsi from 'wrap-ansi';
import type {SlashCommandInfo} from '../protocol/types.js';
import {tasksText} from '../present/tasks.js';
import {claudeRefuses} from '../state/claude-deny-rules.js';
import {formatRule} from '../state/permissions.js';
import {settableModes} from '../state/permission-modes.js';
import type {AppState} from '../state/state.js';
import {isThinkingDisplay, nextThinkingDisplay, THINKING_DISPLAYS} from '../state/thinking-display.js';
import {displayWidth, pad} from '../text/width.js';
import type {UiActions} from './actions.js';
import {BINDINGS} from './keymap.js';
import {EFFORT_LEVELS, type OverlayKind} from './overlays.js';

export interface CommandContext {
	readonly actions: UiActions;
	readonly state: AppState;
	/** Modes the person may switch to. */
	readonly modes: readonly string[];
	readonly open: (kind: OverlayKind) => void;
	/** Opens the rewind picker. */
	readonly rewind: () => void;
	/** The terminal's width, for what a command prints. */
	readonly columns: number;
	/** Puts what was typed back into the input: for a command claude refused once it was sent. */
	readonly giveBack: () => void;
}

/** `/name` with no argument opens a picker; with one, applies it. */
function pickOrSet(kind: OverlayKind, set: (context: CommandContext, value: string) => string | void) {
	return (context: CommandContext, args: string) =>
		args.trim() === '' ? context.open(kind) : set(context, args.trim());
}

export interface SlashCommand {
	readonly name: string;
	readonly aliases?: readonly string[];
	readonly usage?: string;
	readonly description: string;
	/** Returns why it did not run (an argument it does not take): one line, and what was typed stays in the input. */
	run(context: CommandContext, args: string): string | void;
}

export const COMMANDS: readonly SlashCommand[] = [
	{
		name: 'help',
		description: 'keys and commands',
		run: ({actions, columns}) => actions.note('info', helpText(columns)),
	},
	{
		name: 'denied',
		usage: '[clear]',
		description: 'list the tools denied for this session, or clear that list',
		run({actions, state: {denyRules}}, args) {
			const wanted = args.trim();
			if (wanted === 'clear') {
				actions.clearDenyRules();
				actions.note('info', 'Cleared the session deny list.');
			} else if (wanted !== '') return `/denied: no argument for the list, or clear, not "${wanted}"`;
			else if (denyRules.length === 0) actions.note('info', 'Nothing is denied for this session.');
			else
				actions.note(
					'info',
					`Denied for this session:\n${denyRules.map(rule => `  ${formatRule(rule)}${claudeRefuses(rule) ? '' : ' (only when claude asks)'}`).join('\n')}\n(/denied clear forgets them)`,
				);
		},
	},
	{
		name: 'thinking',
		usage: `[${THINKING_DISPLAYS.join('|')}]`,
		description: 'how claude streams thinking (no argument: the next one)',
		run({actions, state}, args) {
			const wanted = args.trim();
			if (wanted === '') return actions.setThinkingDisplay(nextThinkingDisplay(state.session.thinkingDisplay));
			if (isThinkingDisplay(wanted)) return actions.setThinkingDisplay(wanted);
			return `/thinking: unknown display "${wanted}" (one of ${THINKING_DISPLAYS.join(', ')})`;
		},
	},
	{
		name: 'diff',
		usage: '[N]',
		description: "the session's file changes as diffs, newest turn first (N: only the turn N back, 1 the latest)",
		run({actions}, args) {
			const wanted = args.trim();
			if (wanted === '') return actions.showChanges();
			const turn = Number(wanted);
			if (Number.isInteger(turn) && turn >= 1) return actions.showChanges(turn);
			return `/diff: a number of turns back (1 is the latest), not "${wanted}"`;
		},
	},
	{
		name: 'rewind',
		description: 'take back code and/or conversation to before one of your prompts (also Esc twice on an empty input)',
		run: ({rewind}) => rewind(),
	},
	{
		name: 'tasks',
		usage: '[output|stop <id>]',
		description: "the background tasks running (shells, agents, monitors); or one's output so far, or stop it",
		run({actions, state}, args) {
			const [action = '', id, ...rest] = args.trim().split(/\s+/);
			if (action === '') return actions.note('info', tasksText(state.session.backgroundTasks ?? [], Date.now()));
			if ((action === 'output' || action === 'stop') && id && rest.length === 0) return actions.task(action, id);
			return '/tasks: no argument for the list, or output|stop <id>';
		},
	},
	{
		name: 'mcp',
		usage: '[reconnect|enable|disable <server>]',
		description: 'the MCP servers: status, error and tools; or reconnect, enable or disable one',
		run({actions}, args) {
			// The rest of the line is the server's name, which may hold a space.
			const [, action = '', server = ''] = /^(\S*)\s*(.*)$/.exec(args.trim()) ?? [];
			if (action === '') return actions.mcp('status');
			if ((action === 'reconnect' || action === 'enable' || action === 'disable') && server !== '')
				return actions.mcp(action, server);
			return '/mcp: no argument for the status, or reconnect|enable|disable <server>';
		},
	},
	{
		name: 'model',
		usage: '[name]',
		description: 'switch the model (no argument: pick from the list claude offers)',
		// A model claude refuses (one it does not know) leaves the command in the input to fix, under claude's reason.
		run: pickOrSet('model', ({actions, giveBack}, model) => {
			void actions.setModel(model === 'default' ? null : model).then(set => set || giveBack());
		}),
	},
	{
		name: 'mode',
		usage: '[mode]',
		description: 'switch the permission mode (also Shift+Tab)',
		run: pickOrSet('mode', ({actions, modes}, mode) =>
			settableModes(modes).includes(mode)
				? actions.setPermissionMode(mode)
				: `/mode: one of ${settableModes(modes).join(', ')}`,
		),
	},
	{
		name: 'effort',
		usage: `[${EFFORT_LEVELS.join('|')}]`,
		description: 'how hard the model thinks',
		run: pickOrSet('effort', ({actions}, level) =>
			(EFFORT_LEVELS as readonly string[]).includes(level)
				? actions.setEffort(level)
				: `/effort: one of ${EFFORT_LEVELS.join(', ')}`,
		),
	},
	{
		name: 'resume',
		usage: '[session-id]',
		description: 'continue a saved session of this folder (no argument: pick one)',
		run: pickOrSet('resume', ({actions}, id) => actions.resumeSession(id)),
	},
	{
		name: 'ide',
		description: 'link to an editor open on this folder (VS Code, Neovim): pick one',
		run: ({actions, open}) =>
			actions.listEditors ? open('ide') : actions.note('error', '/ide: there is no editor to link to here.'),
	},
	{name: 'clear', description: 'start a new conversation', run: ({actions}) => actions.newConversation()},
	{
		name: 'restart',
		description: 'end claude (even a hung one) and start it again, resuming this conversation',
		run: ({actions}) => actions.restart(),
	},
	{
		name: 'context',
		description: 'how much of the context window is used',
		run: ({actions}) => actions.showContextUsage(),
	},
	{
		name: 'requests',
		description:
			"the API requests through cctui's gateway (--gateway): model, agent, status, timing, tokens; Enter shows one",
		run: ({actions, state, open}) =>
			state.api.gateway || state.api.exchanges.length > 0
				? open('requests')
				: actions.note('info', 'No gateway runs: start cctui --gateway to see the API requests claude makes.'),
	},
	{name: 'cost', description: "claude's cost summary for this session", run: ({actions}) => actions.showSessionCost()},
	{name: 'quit', aliases: ['exit'], description: 'end the session and quit', run: ({actions}) => actions.quit()},
];

export interface CommandSuggestion {
	readonly name: string;
	readonly description: string;
	/** Runs in cctui, or is passed to claude. */
	readonly local: boolean;
}

/** Commands whose name starts with what was typed after `/`: ours first, then claude's own. */
export function suggestCommands(
	text: string,
	claudeCommands: readonly SlashCommandInfo[],
	limit = 6,
): CommandSuggestion[] {
	const match = /^\/(\S*)$/.exec(text);
	if (!match) return [];
	const prefix = match[1]!;
	const ours = COMMANDS.filter(command => command.name.startsWith(prefix)).map(command => ({
		name: command.name,
		description: command.description,
		local: true,
	}));
	const theirs = claudeCommands
		.filter(command => command.name.startsWith(prefix) && !COMMANDS.some(own => own.name === command.name))
		.map(command => ({name: command.name, description: command.description ?? '', local: false}));
	return [...ours, ...theirs].slice(0, limit);
}

export interface ParsedCommand {
	readonly command: SlashCommand;
	/** The name as typed (an alias, maybe). */
	readonly name: string;
	readonly args: string;
}

/** The command a message invokes, with its arguments; undefined when it is not one of ours. */
export function parseCommand(text: string): ParsedCommand | undefined {
	const match = /^\/(\S+)\s*([\s\S]*)$/.exec(text.trim());
	if (!match) return undefined;
	const name = match[1]!;
	const command = COMMANDS.find(candidate => candidate.name === name || candidate.aliases?.includes(name));
	return command ? {command, name, args: match[2] ?? ''} : undefined;
}

/**
 * Runs a command; returns why it did not run. One that takes no argument does not run with one: `/clear please`
 * meant something the command would drop.
 */
export function runCommand({command, name, args}: ParsedCommand, context: CommandContext): string | void {
	if (command.usage === undefined && args.trim() !== '') return `/${name} takes no argument`;
	return command.run(context, args);
}

const LABEL_COLUMNS = 36;

/**
 * Keys and commands in two columns for a screen this wide: a description that does not fit wraps
 * under itself, and one after a label too long for its column starts on the next row.
 */
export function helpText(columns: number): string {
	const indent = 2 + LABEL_COLUMNS + 1;
	const width = Math.max(20, columns - 1 - indent);
	const entry = (label: string, what: string): string[] => {
		const [first = '', ...rest] = wrapAnsi(what, width, {hard: true}).split('\n');
		const lines =
			displayWidth(label) < LABEL_COLUMNS
				? [`  ${pad(label, LABEL_COLUMNS)} ${first}`]
				: [`  ${label}`, ' '.repeat(indent) + first];
		return [...lines, ...rest.map(line => ' '.repeat(indent) + line)];
	};
	const keys = BINDINGS.flatMap(binding =>
		entry(binding.keys, `${binding.what}${binding.where === 'anywhere' ? '' : ` (${binding.where})`}`),
	);
	const commands = COMMANDS.flatMap(command =>
		entry(`/${command.name}${command.usage ? ` ${command.usage}` : ''}`, command.description),
	);
	return ['Keys', ...keys, 'Commands (any other /command goes to claude)', ...commands].join('\n');
}
