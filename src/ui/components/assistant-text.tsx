import {Box, Text} from 'ink';
import {useMemo} from 'react';
import {renderMarkdown} from '../../text/markdown.js';
import {tailRows} from '../../text/rows.js';
import type {TextItem} from '../../state/transcript.js';
import {LIVE_LINES, type ViewOptions} from '../view.js';
import {SoftWrapped} from './soft-wrapped.js';

export function AssistantText({item, view}: {readonly item: TextItem; readonly view: ViewOptions}) {
	const rendered = useMemo(() => renderMarkdown(item.text, {width: view.width, color: view.color}), [item.text, view.width, view.color]);
	const aborted = item.aborted ? <Text color="yellow"> (cut short)</Text> : null;
	if (view.live) {
		return (
			<Box flexDirection="column" marginTop={1}>
				<Text>{tailRows(rendered, view.width, LIVE_LINES.text)}</Text>
				{aborted}
			</Box>
		);
	}
	return (
		<Box flexDirection="column" marginTop={1}>
			<SoftWrapped text={rendered} width={view.width} />
			{aborted}
		</Box>
	);
}
