import type {PermissionUpdate} from '../protocol/types.js';
import {formatRule, ruleOnOneRow} from './permissions.js';

/**
 * Where the CLI keeps an allow rule (a PermissionUpdate's `destination`) and the settings file each
 * one writes, as a person in the working folder would name it (PROTOCOL.md, "PermissionUpdate").
 */
export type RuleDestination = 'session' | 'localSettings' | 'projectSettings' | 'userSettings';

export const RULE_DESTINATIONS: ReadonlyArray<{
	readonly destination: RuleDestination;
	readonly label: string;
	/** What tells it from the other places in a word or two, where their labels do not all fit. */
	readonly short: string;
	readonly file?: string;
}> = [
	{destination: 'session', label: 'this session only', short: 'session'},
	{
		destination: 'localSettings',
		label: 'this project, only for me',
		short: 'only me',
		file: '.claude/settings.local.json',
	},
	{destination: 'projectSettings', label: 'this project, shared', short: 'shared', file: '.claude/settings.json'},
	{destination: 'userSettings', label: 'all my projects', short: 'all projects', file: '~/.claude/settings.json'},
];

/** The file a rule sent to `destination` is saved in; undefined for the session (memory only) or one not known. */
export function settingsFile(destination: string | undefined): string | undefined {
	return RULE_DESTINATIONS.find(place => place.destination === destination)?.file;
}

/**
 * What keeps `update`'s rules at its destination from now on: for a settings file, the same rules for the running
 * session too. claude 2.1.330 writes a rule kept in .claude/settings.json (projectSettings) but does not apply it to
 * the session it runs, so the next identical call would be asked again; the session's copy makes every file hold
 * at once, as the person is told, whatever a claude does with the file.
 */
export function keptFromNow(update: PermissionUpdate): PermissionUpdate[] {
	return update.type === 'addRules' && settingsFile(update.destination) !== undefined
		? [update, {...update, destination: 'session'}]
		: [update];
}

export interface SavedRule {
	/** On one row, to show. */
	readonly rule: string;
	/** The tool and content claude was asked to keep (unescaped: claude escapes the content as it writes it). */
	readonly toolName: string;
	readonly content?: string;
	readonly file: string;
}

/** The allow rules among `updates` that the CLI writes to a settings file, each with its file. */
export function savedRules(updates: readonly PermissionUpdate[]): SavedRule[] {
	return updates.flatMap(update => {
		const file = settingsFile(update.destination);
		if (update.type !== 'addRules' || update.behavior !== 'allow' || file === undefined) return [];
		return (update.rules ?? []).map(rule => {
			const raw = formatRule({
				toolName: rule.toolName,
				...(rule.ruleContent === undefined ? {} : {content: rule.ruleContent}),
			});
			return {
				rule: ruleOnOneRow(raw),
				toolName: rule.toolName,
				...(rule.ruleContent === undefined ? {} : {content: rule.ruleContent}),
				file,
			};
		});
	});
}
