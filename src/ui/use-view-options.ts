/**
 * How items are drawn: the transcript's view, and the live region's, which also knows the rows it
 * may take and, in a live session only, the clock running tools count their seconds by (a replay's
 * tools ran long ago). Each keeps its reference until an input changes, so memoized items stay put.
 */
import {useMemo} from 'react';
import {liveRowsFor, type ViewOptions} from './view.js';

export interface ViewInputs {
	readonly columns: number;
	readonly rows: number;
	readonly color: boolean;
	readonly showThinking: boolean;
	readonly cwd: string | undefined;
	readonly home?: string | undefined;
	readonly replay: boolean;
	readonly now: () => number;
}

export function useViewOptions({columns, rows, color, showThinking, cwd, home, replay, now}: ViewInputs) {
	const view = useMemo<ViewOptions>(
		() => ({
			width: columns,
			color,
			showThinking,
			live: false,
			...(cwd ? {cwd} : {}),
			...(home ? {home} : {}),
			...(replay ? {replay} : {}),
		}),
		[columns, color, showThinking, cwd, home, replay],
	);
	const liveView = useMemo<ViewOptions>(
		() => ({...view, live: true, liveRows: liveRowsFor(rows), ...(replay ? {} : {now})}),
		[view, rows, replay, now],
	);
	return {view, liveView};
}
