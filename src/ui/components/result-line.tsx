import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import type {ResultItem} from '../../state/transcript.js';
import {formatCost, formatDuration, formatTokens} from '../format.js';
import {glyph} from '../theme.js';

const REASONS: Readonly<Record<string, string>> = {
	aborted_streaming: 'interrupted',
	aborted_tools: 'interrupted during a tool',
	api_error: 'API error',
	max_turns: 'turn limit reached',
	prompt_too_long: 'prompt too long',
	budget_exhausted: 'budget exhausted',
};

export function ResultLine({item}: {readonly item: ResultItem}) {
	const facts: string[] = [];
	if (item.durationMs !== undefined) facts.push(formatDuration(item.durationMs));
	if (item.inputTokens !== undefined || item.outputTokens !== undefined) facts.push(`${formatTokens(item.inputTokens ?? 0)} in · ${formatTokens(item.outputTokens ?? 0)} out`);
	if (item.costUsd !== undefined) facts.push(`${formatCost(item.costUsd)} total`);
	const reason = item.terminalReason ? REASONS[item.terminalReason] : undefined;
	if (!item.isError) {
		return (
			<Box marginTop={1}>
				<Text dimColor>
					{glyph.ok} Done · {facts.join(' · ')}
				</Text>
			</Box>
		);
	}
	return (
		<Box flexDirection="column" marginTop={1}>
			<Text color="red">
				{glyph.fail} {reason ? `Turn ended: ${reason}` : 'Turn ended with an error'}
				<Text dimColor> · {facts.join(' · ')}</Text>
			</Text>
			{item.text && item.terminalReason !== 'api_error' ? <Text color="red">  {sanitize(item.text)}</Text> : null}
		</Box>
	);
}
