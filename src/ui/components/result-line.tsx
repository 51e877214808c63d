import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import type {ResultItem} from '../../state/transcript.js';
import {resultDetail, resultFacts, resultHeadline} from '../../present/result-summary.js';
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
			{/* In a column of its own: no row of it starts at the left edge, where the person's messages do. */}
			{detail ? (
				<Box marginLeft={1}>
					<Text color="red">{sanitize(detail)}</Text>
				</Box>
			) : null}
		</Box>
	);
}
