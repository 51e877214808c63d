/** Items still changing, each bounded in height, plus a one-line note while a turn runs. */
import {Box, Text} from 'ink';
import {memo, useMemo} from 'react';
import {queuedCalls} from '../../state/items.js';
import type {AppState} from '../../state/state.js';
import type {TranscriptItem} from '../../state/transcript.js';
import {formatTokens} from '../../present/format.js';
import {glyph} from '../../present/theme.js';
import type {ViewOptions} from '../view.js';
import {TranscriptItemView} from './transcript-item.js';

export interface LiveRegionProps {
	readonly items: readonly TranscriptItem[];
	readonly view: ViewOptions;
	readonly busy: boolean;
	readonly retry: AppState['retry'];
	readonly thinkingTokens: number | undefined;
}

function LiveRegionView({items, view, busy, retry, thinkingTokens}: LiveRegionProps) {
	// The view keeps its reference while the same calls are queued, so items that did not change are not drawn again.
	const queued = [...queuedCalls(items)].join(' ');
	const shown = useMemo<ViewOptions>(() => ({...view, queued: new Set(queued.split(' '))}), [view, queued]);
	return (
		<Box flexDirection="column">
			{items.map(item => (
				<TranscriptItemView key={item.id} item={item} view={shown} />
			))}
			{busy ? (
				<Box marginTop={1}>
					<Text color="cyan">
						{glyph.assistant} {retry ? `retrying${retry.attempt ? ` (${retry.attempt})` : ''}…` : 'working…'}
						{thinkingTokens ? <Text dimColor> · ~{formatTokens(thinkingTokens)} thinking tokens</Text> : null}
					</Text>
				</Box>
			) : null}
		</Box>
	);
}

export const LiveRegion = memo(LiveRegionView);
