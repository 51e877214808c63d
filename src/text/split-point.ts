/**
 * Where a streaming markdown answer can be cut so that the head is complete blocks: just after a
 * blank line outside any code fence, before a line that starts a new top-level block. Used to
 * commit the finished part of a long answer to history while the rest still streams.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;

/** Index of the start of the last safe block boundary, or 0 when there is none yet. */
export function findSafeSplitPoint(src: string): number {
	let fence: string | undefined;
	let best = 0;
	let previousBlank = false;
	let blockStartsWithList = false;
	let lastBlockIsList = false;
	let start = 0;
	while (start < src.length) {
		const end = src.indexOf('\n', start);
		// The last line may still be growing: it cannot start a block we are sure about.
		if (end === -1) break;
		const line = src.slice(start, end);
		const open = FENCE.exec(line);
		if (fence !== undefined) {
			if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = undefined;
		} else {
			const blank = line.trim() === '';
			if (!blank && previousBlank && !/^\s/.test(line)) {
				const isList = LIST_ITEM.test(line);
				// Keep the items of one loose list together so their numbering and spacing stay whole.
				if (!(isList && lastBlockIsList)) best = start;
				blockStartsWithList = isList;
			} else if (!blank && start === 0) {
				blockStartsWithList = LIST_ITEM.test(line);
			}
			if (blank && !previousBlank) lastBlockIsList = blockStartsWithList;
			if (open) fence = open[1];
			previousBlank = blank;
		}
		start = end + 1;
	}
	return best;
}
