/** Thinking the API withheld, in the same words in the UI, plain mode and an export. */
import type {ThinkingItem} from '../state/transcript.js';

export const HIDDEN_THINKING = 'Thinking hidden by the API';

/**
 * Thinking the API withheld (redacted, or the `omitted` display: a block whose text stays empty) says so instead of
 * leaving a blank. One cut short before its first words was not withheld.
 */
export function isHiddenThinking(item: ThinkingItem): boolean {
	return (
		item.redacted || (item.status === 'done' && !item.aborted && item.committedChars === 0 && item.text.trim() === '')
	);
}
