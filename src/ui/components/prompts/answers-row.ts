/**
 * A small screen's prompt puts its answers on one row, cut at the end. The focused answer must show,
 * or arrows and Enter would choose what the screen does not say: when it would be cut, the row starts
 * later (… first), with the focused answer in view.
 */
import {displayWidth} from '../../../text/width.js';

const SEPARATOR = ' · ';
const CUT = '…';

export function answersRow(answers: readonly string[], focus: number | undefined, width: number): string {
	const whole = answers.join(SEPARATOR);
	if (focus === undefined || displayWidth(answers.slice(0, focus + 1).join(SEPARATOR)) <= width) return whole;
	for (let first = 1; first < focus; first++) {
		const shown = CUT + SEPARATOR + answers.slice(first, focus + 1).join(SEPARATOR);
		if (displayWidth(shown) <= width) return CUT + SEPARATOR + answers.slice(first).join(SEPARATOR);
	}
	return CUT + SEPARATOR + answers.slice(focus).join(SEPARATOR);
}
