/**
 * The end of a history not yet written to the terminal (use-history-release.ts), shown in the live
 * region the way history will show it, cut to its last `rows` rows: the first frame of a resumed
 * session shows where the conversation stands while the rest is written above.
 */
import {Box} from 'ink';
import {useMemo} from 'react';
import type {TranscriptItem} from '../../state/transcript.js';
import type {ViewOptions} from '../view.js';
import {TranscriptItemView} from './transcript-item.js';

export function Backlog({
	items,
	view,
	rows,
}: {
	readonly items: readonly TranscriptItem[];
	readonly view: ViewOptions;
	readonly rows: number;
}) {
	// Prose as the rows the terminal would wrap it onto: the box cuts rows, and would cut a line at its width.
	const cut = useMemo(() => ({...view, backlogRows: rows}), [view, rows]);
	if (items.length === 0 || rows <= 0) return null;
	// Every item takes a row at least, so the last `rows` of them fill the box.
	return (
		<Box flexDirection="column" width={view.width} height={rows} overflow="hidden" justifyContent="flex-end">
			{items.slice(-rows).map(item => (
				// Kept whole (the box cuts from the top); yoga would shrink the items to fit instead.
				<Box key={item.id} flexDirection="column" flexShrink={0}>
					<TranscriptItemView item={item} view={cut} />
				</Box>
			))}
		</Box>
	);
}
