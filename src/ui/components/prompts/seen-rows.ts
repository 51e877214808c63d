/**
 * Which rows of a scrolled text have been whole in view: an answer that lets something run (and the step
 * keeping a rule, and a rewind that restores files) waits until all of them have, by scrolling or by a resize
 * that showed them.
 */
import type {Window} from '../../../text/scroll-window.js';

/** Spans [from, to) of the rows a text was cut into at `width` (`total` of them), sorted and apart. */
export interface Seen {
	readonly width: number;
	readonly total: number;
	readonly spans: readonly (readonly [number, number])[];
}

export const UNSEEN: Seen = {width: 0, total: 0, spans: []};

/** The rows of `total` whole in view in a window: a cut window's last row says what is cut, a one-row one cuts its row. */
function inView(window: Window, total: number): readonly [number, number] {
	if (window.maxOffset > 0) return [window.offset, window.offset + window.rows.length - 1];
	return window.rows.length === total ? [0, total] : [0, 0];
}

/** `seen` and the rows `window` shows now; rows seen at another width (or of another text) are forgotten. */
export function seenWith(seen: Seen, window: Window, total: number, width: number): Seen {
	const kept = seen.width === width && seen.total === total ? seen.spans : [];
	const [from, to] = inView(window, total);
	if (to <= from) return kept === seen.spans ? seen : {width, total, spans: kept};
	const spans: Array<readonly [number, number]> = [];
	for (const span of [...kept, [from, to] as const].sort((a, b) => a[0] - b[0])) {
		const last = spans.at(-1);
		if (!last || span[0] > last[1]) spans.push(span);
		else if (span[1] > last[1]) spans[spans.length - 1] = [last[0], span[1]];
	}
	const same = spans.length === kept.length && spans.every((span, index) => span === kept[index]);
	return same && kept === seen.spans ? seen : {width, total, spans};
}

/** The first row not yet seen, undefined when every row has been. */
export function firstUnseen(seen: Seen): number | undefined {
	const first = seen.spans[0];
	if (!first || first[0] > 0) return seen.total > 0 ? 0 : undefined;
	return first[1] >= seen.total ? undefined : first[1];
}

/** What an answer that waits says while `row` (the first unseen) was never in view of `window`. */
export const seeTheRest = (window: Window, row: number): string =>
	`See the rest first: ${window.maxOffset === 0 ? 'a taller window' : row < window.offset ? 'PgUp' : 'PgDn'}`;
