/** /diff's answer in the transcript: coloured unified diffs, newest turn first. */
import {Box, Text} from 'ink';
import {changesLines} from '../../present/changes.js';
import type {ChangesItem} from '../../state/transcript.js';
import type {ViewOptions} from '../view.js';

export function ChangesView({item, view}: {readonly item: ChangesItem; readonly view: ViewOptions}) {
	return (
		<Box marginTop={1}>
			<Text>{changesLines(item, view).join('\n')}</Text>
		</Box>
	);
}
