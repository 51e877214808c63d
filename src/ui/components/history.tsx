/**
 * Finished items, written once into the scrollback through Ink's <Static>. Static's box is absolutely placed, so
 * without a width its content is laid out as wide as it likes: a body beside the `⎿` gutter took the whole terminal
 * width and ran the gutter's columns past the edge, where the terminal wrapped it again.
 */
import {Static} from 'ink';
import type {TranscriptItem} from '../../state/transcript.js';
import type {ViewOptions} from '../view.js';
import {TranscriptItemView} from './transcript-item.js';

export function History({items, view}: {readonly items: readonly TranscriptItem[]; readonly view: ViewOptions}) {
	return (
		<Static items={items as TranscriptItem[]} style={{width: view.width}}>
			{item => <TranscriptItemView key={item.id} item={item} view={view} />}
		</Static>
	);
}
