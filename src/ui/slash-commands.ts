/**
 * cctui's own slash commands. A message starting with one of these names is handled here; any
 * other `/command` goes to claude, which runs its own (`/compact`, `/cost`, …).
 */
import {formatRule} from '../state/permissions.js';
import type {DenyRule} from '../state/state.js';
import {isThinkingDisplay, nextThinkingDisplay, THINKING_DISPLAYS} from '../state/thinking-display.js';
import type {UiActions} from './actions.js';
import {BINDINGS} from './keymap.js';

export interface CommandContext {
	readonly actions: UiActions;
	readonly denyRules: readonly DenyRule[];
	readonly thinkingDisplay: string | undefined;
}

export interface SlashCommand {
	readonly name: string;
	readonly aliases?: readonly string[];
	readonly usage?: string;
	readonly description: string;
	run(context: CommandContext, args: string): void;
}

export const COMMANDS: readonly SlashCommand[] = [
	{name: 'help', description: 'keys and commands', run: ({actions}) => actions.note('info', helpText())},
	{
		name: 'denied',
		usage: '[clear]',
		description: 'list the tools denied for this session, or clear that list',
		run({actions, denyRules}, args) {
			if (args.trim() === 'clear') {
				actions.clearDenyRules();
				actions.note('info', 'Cleared the session deny list.');
			} else if (denyRules.length === 0) actions.note('info', 'Nothing is denied for this session.');
			else actions.note('info', `Denied for this session:\n${denyRules.map(rule => `  ${formatRule(rule)}`).join('\n')}\n(/denied clear forgets them)`);
		},
	},
	{
		name: 'thinking',
		usage: `[${THINKING_DISPLAYS.join('|')}]`,
		description: 'how claude streams thinking (no argument: the next one)',
		run({actions, thinkingDisplay}, args) {
			const wanted = args.trim();
			if (wanted === '') return actions.setThinkingDisplay(nextThinkingDisplay(thinkingDisplay));
			if (isThinkingDisplay(wanted)) return actions.setThinkingDisplay(wanted);
			actions.note('error', `/thinking: unknown display "${wanted}" (one of ${THINKING_DISPLAYS.join(', ')})`);
		},
	},
	{name: 'quit', aliases: ['exit'], description: 'end the session and quit', run: ({actions}) => actions.quit()},
];

/** The command a message invokes, with its arguments; undefined when it is not one of ours. */
export function parseCommand(text: string): {command: SlashCommand; args: string} | undefined {
	const match = /^\/(\S+)\s*([\s\S]*)$/.exec(text.trim());
	if (!match) return undefined;
	const command = COMMANDS.find(candidate => candidate.name === match[1] || candidate.aliases?.includes(match[1]!));
	return command ? {command, args: match[2] ?? ''} : undefined;
}

export function helpText(): string {
	const keys = BINDINGS.map(binding => `  ${binding.keys.padEnd(36)} ${binding.what}${binding.where === 'anywhere' ? '' : ` (${binding.where})`}`);
	const commands = COMMANDS.map(command => `  ${`/${command.name}${command.usage ? ` ${command.usage}` : ''}`.padEnd(36)} ${command.description}`);
	return ['Keys', ...keys, 'Commands (any other /command goes to claude)', ...commands].join('\n');
}
