/**
 * A small screen's prompt puts its answers on one row. Every answer's key must show, and the focused
 * answer's label, or a number, the arrows and Enter would choose what the screen does not say: the keys
 * come first, and the labels share what is left of the row, cut with …, the focused one whole when it
 * fits. When it does not, the prompt shows it on rows of its own (`focusApart`) and here only its key.
 */
import {glyph} from '../../../present/theme.js';
import {clipLine} from '../../../text/excerpt.js';
import {displayWidth} from '../../../text/width.js';

export interface Answer {
	readonly key: string;
	readonly label: string;
}

const SEPARATOR = ' · ';
/** A label cut shorter than this (a letter and …) says nothing: its key stands alone. */
const MIN_LABEL = 2;

const keysOf = (answers: readonly Answer[], focus: number | undefined) =>
	answers.map((answer, index) => `${index === focus ? glyph.pointer : ''}${answer.key}`);

/** Whether the focused answer's label fits whole on the row beside every key. */
export function focusFits(answers: readonly Answer[], focus: number | undefined, width: number): boolean {
	if (focus === undefined) return true;
	const keys = displayWidth(keysOf(answers, focus).join(SEPARATOR));
	return keys + 1 + displayWidth(answers[focus]!.label) <= width;
}

export function answersRow(
	answers: readonly Answer[],
	focus: number | undefined,
	width: number,
	focusApart = false,
): string {
	const keys = keysOf(answers, focus);
	const whole = answers.map((answer, index) => `${keys[index]} ${answer.label}`);
	if (!focusApart && displayWidth(whole.join(SEPARATOR)) <= width) return whole.join(SEPARATOR);
	// A label takes its width and the space before it; the focused one first, as much of it as fits.
	const wants = answers.map(answer => displayWidth(answer.label) + 1);
	const shares = answers.map(() => 0);
	let room = width - displayWidth(keys.join(SEPARATOR));
	if (focus !== undefined) {
		shares[focus] = focusApart ? 0 : Math.min(wants[focus]!, Math.max(0, room));
		room -= shares[focus];
		wants[focus] = 0;
	}
	// The rest share the room: the shortest whole, each longer one an equal part of what they leave.
	const order = wants.flatMap((want, index) => (want > 0 ? [index] : [])).sort((a, b) => wants[a]! - wants[b]!);
	for (const [n, index] of order.entries()) {
		shares[index] = Math.max(0, Math.min(wants[index]!, Math.floor(room / (order.length - n))));
		room -= shares[index];
	}
	return answers
		.map((answer, index) =>
			shares[index]! - 1 >= MIN_LABEL
				? `${keys[index]} ${clipLine(answer.label, shares[index]! - 1).replace(/ +…$/, '…')}`
				: keys[index],
		)
		.join(SEPARATOR);
}
