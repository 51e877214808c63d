/** Pending permission requests (a queue, head shown first) and session deny rules. */
import type {CanUseToolRequest, RequestId} from '../protocol/types.js';
import type {DenyRule, PermissionRequest} from './state.js';
import {truncateMiddle} from '../text/excerpt.js';
import {revealControls} from '../text/sanitize.js';
import {displayWidth} from '../text/width.js';
import {own} from '../util/own.js';

/** `agent`: what the subagent that asks was asked to do (its Agent or Task call's description), when known. */
export function permissionRequest(
	requestId: RequestId,
	request: CanUseToolRequest,
	at: number,
	agent?: string,
): PermissionRequest {
	return {
		requestId,
		toolName: request.tool_name,
		input: request.input,
		suggestions: request.permission_suggestions ?? [],
		requiresInteraction: request.requires_user_interaction === true,
		suppressAlwaysAllow: request.suppress_always_allow_rule === true,
		defaultToNo: request.default_to_no === true,
		receivedAt: at,
		...(request.tool_use_id === undefined ? {} : {toolUseId: request.tool_use_id}),
		...(request.title === undefined ? {} : {title: request.title}),
		...(request.description === undefined ? {} : {description: request.description}),
		...(request.blocked_path === undefined ? {} : {blockedPath: request.blocked_path}),
		...(request.decision_reason === undefined ? {} : {decisionReason: request.decision_reason}),
		...(request.agent_id === undefined ? {} : {agentId: request.agent_id}),
		...(agent === undefined ? {} : {agent}),
	};
}

const IDENTIFYING_FIELD: Readonly<Record<string, string>> = {
	Bash: 'command',
	Write: 'file_path',
	Edit: 'file_path',
	Read: 'file_path',
	NotebookEdit: 'notebook_path',
	WebFetch: 'url',
	WebSearch: 'query',
	Glob: 'pattern',
	Grep: 'pattern',
};

/**
 * What makes two requests "the same" for a session rule: the command, path, URL… For tools
 * without such an argument there is none, and a rule covers the whole tool.
 */
export function ruleContent(toolName: string, input: Readonly<Record<string, unknown>>): string | undefined {
	const field = own(IDENTIFYING_FIELD, toolName);
	const value = field ? input[field] : undefined;
	return typeof value === 'string' ? value : undefined;
}

/** Whether a tool's rules name a file (its path), as opposed to a command, URL or pattern. */
export const ruleNamesFile = (toolName: string): boolean =>
	own(IDENTIFYING_FIELD, toolName)?.endsWith('_path') === true;

export function denyRuleFor(request: PermissionRequest): DenyRule {
	const content = ruleContent(request.toolName, request.input);
	return content === undefined ? {toolName: request.toolName} : {toolName: request.toolName, content};
}

export function matchingDenyRule(
	rules: readonly DenyRule[],
	toolName: string,
	input: Readonly<Record<string, unknown>>,
): DenyRule | undefined {
	const content = ruleContent(toolName, input);
	return rules.find(rule => rule.toolName === toolName && (rule.content === undefined || rule.content === content));
}

/**
 * How claude 2.1.330 writes a rule's content to a settings file: `\`, `(` and `)` escaped with a `\`, in that order
 * (`touch 'p(1)\\x.txt'` is kept as `Bash(touch 'p\(1\)\\\\x.txt')`).
 */
export function escapedAsClaudeWrites(content: string): string {
	return content.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)');
}

export function formatRule(rule: {toolName: string; content?: string | undefined}): string {
	return rule.content === undefined ? rule.toolName : `${rule.toolName}(${rule.content})`;
}

/**
 * A rule on one row: a command of several lines shows its first and how many more (the prompt's body shows it
 * whole). Its control characters show, as in the prompt's body: the rule a person approves is the one saved.
 * `columns`: where it is named inside an answer, a rule wider than that is cut to it in its middle, as a long path
 * is, the start and end of what it is given kept with its parenthesis: `Bash(for i in 1 2 … echo "$i"; done)`.
 */
export function ruleOnOneRow(rule: string, columns = Infinity): string {
	const [first, ...rest] = revealControls(rule).split('\n');
	const more = rest.length === 0 ? '' : ` … +${rest.length} line${rest.length === 1 ? '' : 's'})`;
	if (displayWidth(first! + more) <= columns) return first! + more;
	const name = first!.slice(0, first!.indexOf('(') + 1);
	const tail = rest.length > 0 ? more : name !== '' && first!.endsWith(')') ? ')' : '';
	const content = first!.slice(name.length, first!.length - (rest.length > 0 ? 0 : tail.length));
	// A few characters of what the tool is given stay, however narrow.
	return `${name}${truncateMiddle(content, Math.max(columns - displayWidth(name + tail), 8))}${tail}`;
}
