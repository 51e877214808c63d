/**
 * The choices a permission prompt offers and the exact decision each one sends. Pure, so the
 * bytes a key produces can be tested without a terminal.
 */
import type {PermissionUpdate} from '../protocol/types.js';
import type {PermissionDecision} from '../state/events.js';
import {formatRule, ruleContent, ruleNamesFile, ruleOnOneRow} from '../state/permissions.js';
import {keptFromNow, RULE_DESTINATIONS, type RuleDestination} from '../state/rule-destinations.js';
import type {PermissionRequest} from '../state/state.js';
import {relativePath} from '../text/relative-path.js';
import {revealControls} from '../text/sanitize.js';

export type OptionId = 'allow-once' | 'allow-session' | 'deny' | 'deny-session';

export interface PromptOption {
	readonly id: OptionId;
	readonly digit: string;
	readonly letter: string;
	readonly label: string;
	/** What tells it from the other options in a word or two, where their labels do not all fit on a row. */
	readonly short: string;
	/** Where the rule it allows may be kept (RULE_DESTINATIONS, in order), asked in a second step; only for a rule. */
	readonly places?: {
		readonly title: string;
		readonly options: ReadonlyArray<{readonly label: string; readonly short: string}>;
		readonly focus: number;
	};
}

/**
 * What "allow from now on" sends: the CLI's own suggestions, with their rules kept at `destination`
 * (the CLI writes a file for any but the session, and cctui gives the session the rules too: keptFromNow).
 * Rule suggestions are preferred (a mode switch would allow far more than this one call); a suggestion with
 * no rule stays for this session. Where claude suggests nothing there is no "from now on", as in its own TUI: it
 * asks before any rule could apply (a path outside the working folders), and a rule cctui made of the call would
 * read its `*` as a wildcard and match a compound command as claude never does.
 */
export function allowPermissions(
	request: PermissionRequest,
	destination: RuleDestination = 'session',
): PermissionUpdate[] {
	const rules = request.suggestions.filter(update => update.type === 'addRules');
	if (rules.length > 0) return rules.flatMap(update => keptFromNow({...update, destination}));
	return request.suggestions.map(update => ({...update, destination: 'session'}));
}

/** The places a rule can be kept, each naming the file it changes, the CLI's own marked; the session first and focused. */
function places(request: PermissionRequest, rules: string): NonNullable<PromptOption['places']> {
	const suggested = request.suggestions.find(update => update.type === 'addRules')?.destination;
	return {
		title: `Allow ${rules} from now on in:`,
		options: RULE_DESTINATIONS.map(place => ({
			label: `${place.label}${place.file ? `: ${place.file}` : ''}${place.destination === suggested ? ' (suggested)' : ''}`,
			short: place.short,
		})),
		focus: 0,
	};
}

/**
 * `whole`: a rule of several lines is given whole, not on one row (where it is kept, the last look before it is).
 * `columns`: else, a rule wider than that is cut to it (ruleOnOneRow).
 */
export function describeUpdate(update: PermissionUpdate, whole = false, columns = Infinity): string {
	switch (update.type) {
		case 'addRules':
		case 'replaceRules':
			return (update.rules ?? [])
				.map(rule => {
					const formatted = formatRule({
						toolName: rule.toolName,
						...(rule.ruleContent === undefined ? {} : {content: rule.ruleContent}),
					});
					return whole ? revealControls(formatted) : ruleOnOneRow(formatted, columns);
				})
				.join(', ');
		case 'setMode':
			return `switch to ${revealControls(update.mode ?? '?')} mode (${update.mode === 'acceptEdits' ? 'file edits run without asking' : 'see /help'})`;
		case 'addDirectories':
			return `add ${revealControls((update.directories ?? []).join(', '))} to the working folders`;
		default:
			return revealControls(update.type);
	}
}

/**
 * `cwd`: the working folder, to name a file the deny rule covers as the prompt's title does. `columns`: an answer's
 * row; a rule named in an answer is cut to what is left of its first row (the step that asks where to keep it, and
 * the body, show it whole), so the answer takes two rows at most, however long the command.
 */
export function promptOptions(request: PermissionRequest, cwd?: string, columns = Infinity): PromptOption[] {
	const always = allowPermissions(request);
	// A rule's short labels fit one row of 40 columns beside the keys: `1 Yes · 2 Always… · 3 No · 4 No, session`.
	const options: PromptOption[] = [{id: 'allow-once', digit: '1', letter: 'y', label: 'Yes, once', short: 'Yes'}];
	if (!request.suppressAlwaysAllow && always.length > 0) {
		const byRule = always.every(update => update.type === 'addRules');
		const intro = byRule ? 'Yes, and allow from now on: ' : 'Yes, and for this session allow: ';
		const described = always.map(update => describeUpdate(update, false, columns - intro.length)).join('; ');
		options.push({
			id: 'allow-session',
			digit: '2',
			letter: 'a',
			...(byRule
				? {
						label: `${intro}${described} …`,
						short: 'Always…',
						places: places(request, always.map(update => describeUpdate(update, true)).join('; ')),
					}
				: {label: `${intro}${described}`, short: 'Yes, session'}),
		});
	}
	options.push({
		id: 'deny',
		digit: '3',
		letter: 'n',
		label: 'No, and tell Claude why (Enter alone just denies)',
		short: 'No',
	});
	const content = ruleContent(request.toolName, request.input);
	const shown =
		content !== undefined && cwd !== undefined && ruleNamesFile(request.toolName)
			? relativePath(content, cwd)
			: content;
	const denied = ruleOnOneRow(
		formatRule({toolName: request.toolName, content: shown}),
		columns - 'No, and deny '.length,
	);
	options.push({
		id: 'deny-session',
		digit: '4',
		letter: 'd',
		label: `No, and deny ${denied} for the rest of this session`,
		short: 'No, session',
	});
	return options;
}

export const DEFAULT_DENY_MESSAGE = 'The user denied this tool use.';

/** `destination`: where "allow from now on" keeps its rule (RULE_DESTINATIONS). */
export function decisionFor(
	request: PermissionRequest,
	option: OptionId,
	reason = '',
	destination: RuleDestination = 'session',
): PermissionDecision {
	switch (option) {
		case 'allow-once':
			return {behavior: 'allow', scope: 'once', updatedInput: request.input};
		case 'allow-session':
			return {
				behavior: 'allow',
				scope: 'session',
				updatedInput: request.input,
				updatedPermissions: allowPermissions(request, destination),
			};
		case 'deny':
			return {behavior: 'deny', scope: 'once', source: 'user', message: reason.trim() || DEFAULT_DENY_MESSAGE};
		case 'deny-session':
			return {
				behavior: 'deny',
				scope: 'session',
				source: 'user',
				message: 'The user denied this for the rest of the session.',
			};
	}
}
