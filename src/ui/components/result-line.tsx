import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import type {ResultItem} from '../../state/transcript.js';
import {resultDetail, resultFacts, resultHeadline} from '../../present/result-summary.js';
import {offPromptMark} from '../../present/prompt-mark-guard.js';
import {glyph} from '../../present/theme.js';

export function ResultLine({item}: {readonly item: ResultItem}) {
	const facts = resultFacts(item);
	if (!item.isError) {
		return (
			<Box marginTop={1}>
				<Text dimColor>
					{glyph.ok} {resultHeadline(item)} · {facts.join(' · ')}
				</Text>
			</Box>
		);
	}
	const detail = resultDetail(item);
	return (
		<Box flexDirection="column" marginTop={1}>
			<Text color="red">
				{glyph.fail} {resultHeadline(item)}
				<Text dimColor> · {facts.join(' · ')}</Text>
			</Text>
			{detail ? <Text color="red">{offPromptMark(` ${sanitize(detail)}`)}</Text> : null}
		</Box>
	);
}
