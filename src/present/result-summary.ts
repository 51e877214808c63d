/** A turn's result in words, shared by the UI, plain mode and the markdown export. */
import type {ResultItem} from '../state/transcript.js';
import {formatCost, formatDuration, formatTokens} from './format.js';
import {own} from '../util/own.js';
import {plural} from '../text/plural.js';

const REASONS: Readonly<Record<string, string>> = {
	aborted_streaming: 'interrupted',
	aborted_tools: 'interrupted during a tool',
	api_error: 'API error',
	max_turns: 'turn limit reached',
	prompt_too_long: 'prompt too long',
	budget_exhausted: 'budget exhausted',
};

/**
 * What the turn changed ("2 files changed +12 −4", "(estimated)" when a subagent's counts had to be worked out
 * without the file as it was), and that Bash's changes are not among them when it ran.
 */
export function changeFacts(item: ResultItem): string[] {
	const changes = item.changes;
	if (!changes) return [];
	const estimate = changes.estimate ? ' (estimated)' : '';
	const facts =
		changes.files > 0
			? [`${plural(changes.files, 'file')} changed +${changes.added} −${changes.removed}${estimate}`]
			: [];
	if (changes.ranBash) facts.push('Bash changes are not tracked');
	return facts;
}

/** What the turn changed, then duration, tokens and cost, in that order, for what the result reported. */
export function resultFacts(item: ResultItem): string[] {
	const facts: string[] = changeFacts(item);
	if (item.durationMs !== undefined) facts.push(formatDuration(item.durationMs));
	if (item.inputTokens !== undefined || item.outputTokens !== undefined)
		facts.push(`${formatTokens(item.inputTokens ?? 0)} in · ${formatTokens(item.outputTokens ?? 0)} out`);
	if (item.costUsd !== undefined) facts.push(`${formatCost(item.costUsd)} total`);
	return facts;
}

/** "Bash", "Bash and Write", "Bash, Read and Write". */
function names(list: readonly string[]): string {
	return list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/** `Done`, or how the turn ended when it failed. */
export function resultHeadline(item: ResultItem): string {
	if (!item.isError) return 'Done';
	// Stopped while a permission prompt waited (an interrupt, or a denial that stops the turn): what it asked about
	// never ran, though claude calls it aborted_tools.
	if (item.terminalReason === 'aborted_tools' && item.stoppedAtPrompt) {
		const how = item.stoppedByDenial ? 'denied and stopped' : 'interrupted';
		return `Turn ended: ${how} at the permission prompt; ${names(item.stoppedAtPrompt)} did not run`;
	}
	const reason = item.terminalReason ? own(REASONS, item.terminalReason) : undefined;
	return reason ? `Turn ended: ${reason}` : 'Turn ended with an error';
}

/** The result's own text is worth showing only for failures that are not already an API error notice. */
export function resultDetail(item: ResultItem): string | undefined {
	return item.isError && item.text && item.terminalReason !== 'api_error' ? item.text : undefined;
}
