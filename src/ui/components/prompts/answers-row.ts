/**
 * A small screen's prompt puts its answers on one row. Every answer's key must show, and the focused
 * answer's label, or a number, the arrows and Enter would choose what the screen does not say: the keys
 * come first, and the labels share what is left of the row. Where not every label fits, the others say
 * only what tells them apart (`short`): labels that begin alike ("No, and tell…", "No, and deny…") cut
 * from the end would read alike. A label is cut with … only where what is left of it begins no other answer's
 * label; else its key stands alone. The focused one shows whole when it fits beside the others' short
 * labels; when it does not, the prompt shows it on rows of its own (`focusApart`) and here only its key.
 */
import {glyph} from '../../../present/theme.js';
import {clipLine} from '../../../text/excerpt.js';
import {displayWidth} from '../../../text/width.js';

export interface Answer {
	readonly key: string;
	readonly label: string;
	/** The few words that tell it from the other answers, for a row too narrow for every label. */
	readonly short?: string;
}

const SEPARATOR = ' · ';
/** A label cut shorter than this (a letter and …) says nothing: its key stands alone. */
const MIN_LABEL = 2;

const keysOf = (answers: readonly Answer[], focus: number | undefined) =>
	answers.map((answer, index) => `${index === focus ? glyph.pointer : ''}${answer.key}`);

const shortOf = (answer: Answer) => answer.short ?? answer.label;

/** What every answer but the one at `index` may be shown as. */
const othersOf = (answers: readonly Answer[], index: number) =>
	answers.flatMap((answer, at) => (at === index ? [] : [answer.label, shortOf(answer)]));

/** `text` in `columns`: whole, or cut with …; undefined when what is left of it begins one of `others` too. */
function fitted(text: string, columns: number, others: readonly string[]): string | undefined {
	if (displayWidth(text) <= columns) return text;
	if (columns < MIN_LABEL) return undefined;
	const cut = clipLine(text, columns).replace(/ +…$/, '…');
	const kept = cut.slice(0, -1);
	return others.some(other => other.startsWith(kept)) ? undefined : cut;
}

/** The fewest columns that show `text` told apart from `others`: a longer cut keeps what told it apart, so halving finds them. */
function leastColumns(text: string, others: readonly string[]): number {
	let [low, high] = [MIN_LABEL, displayWidth(text)];
	while (low < high) {
		const middle = Math.floor((low + high) / 2);
		if (fitted(text, middle, others) === undefined) low = middle + 1;
		else high = middle;
	}
	return high;
}

/** Whether the focused answer's label fits whole on the row beside every key and the others' short labels. */
export function focusFits(answers: readonly Answer[], focus: number | undefined, width: number): boolean {
	if (focus === undefined) return true;
	const keys = keysOf(answers, focus);
	const row = answers.map((answer, index) => `${keys[index]} ${index === focus ? answer.label : shortOf(answer)}`);
	return displayWidth(row.join(SEPARATOR)) <= width;
}

export function answersRow(
	answers: readonly Answer[],
	focus: number | undefined,
	width: number,
	focusApart = false,
): string {
	return layout(
		answers,
		answers.map((_, index) => index),
		focus,
		width,
		focusApart,
	).row;
}

/**
 * The answers on one row, or on two where one row leaves a key without any label (`2 ·` says nothing of what 2
 * does: at 30 columns `Yes, session` and `No, session` cannot both be told apart beside four keys). Each row is
 * laid out as answersRow lays out one, every label still told apart from all the answers; two rows are taken only
 * where they leave fewer keys alone.
 */
export function answersRows(
	answers: readonly Answer[],
	focus: number | undefined,
	width: number,
	focusApart = false,
): readonly string[] {
	const all = answers.map((_, index) => index);
	const one = layout(answers, all, focus, width, focusApart);
	if (one.alone === 0 || answers.length < 2) return [one.row];
	const half = Math.ceil(answers.length / 2);
	const two = [all.slice(0, half), all.slice(half)].map(part => layout(answers, part, focus, width, focusApart));
	return two.reduce((sum, row) => sum + row.alone, 0) < one.alone ? two.map(row => row.row) : [one.row];
}

/**
 * The answers at `indices` on a row `width` wide, and how many of their keys stand alone (the focused one shown
 * apart does not). Every label is told apart from all of `answers`, on this row or not.
 */
function layout(
	answers: readonly Answer[],
	indices: readonly number[],
	focus: number | undefined,
	width: number,
	focusApart: boolean,
): {readonly row: string; readonly alone: number} {
	const keys = keysOf(answers, focus);
	const rowFocus = focus !== undefined && indices.includes(focus) ? focus : undefined;
	const whole = indices.map(index => `${keys[index]} ${answers[index]!.label}`);
	if (!(focusApart && rowFocus !== undefined) && displayWidth(whole.join(SEPARATOR)) <= width)
		return {row: whole.join(SEPARATOR), alone: 0};
	const labels: Array<string | undefined> = answers.map(() => undefined);
	// A label takes its width and the space before it.
	let room = width - displayWidth(indices.map(index => keys[index]).join(SEPARATOR));
	// The focused one first, as much of its label as fits; its short one if that cut would not tell it apart.
	if (rowFocus !== undefined && !focusApart) {
		const others = othersOf(answers, rowFocus);
		const answer = answers[rowFocus]!;
		const label = fitted(answer.label, room - 1, others) ?? fitted(shortOf(answer), room - 1, others);
		labels[rowFocus] = label;
		if (label !== undefined) room -= displayWidth(label) + 1;
	}
	// The others in their short words: each the columns that tell it apart, while they all fit (else the one that needs
	// the most stands as its key alone); what is left goes to the shortest whole, each longer one an equal part of it.
	const rest = indices.flatMap(index => {
		if (index === rowFocus) return [];
		const answer = answers[index]!;
		const others = othersOf(answers, index);
		const text = shortOf(answer);
		return [{index, text, others, least: leastColumns(text, others), most: displayWidth(text)}];
	});
	const needed = () => rest.reduce((sum, entry) => sum + entry.least + 1, 0);
	while (rest.length > 0 && needed() > room) {
		const hardest = rest.reduce((at, entry, index) => (entry.least >= rest[at]!.least ? index : at), 0);
		rest.splice(hardest, 1);
	}
	let left = room - needed();
	const order = [...rest].sort((a, b) => a.most - a.least - (b.most - b.least));
	for (const [n, entry] of order.entries()) {
		const more = Math.min(entry.most - entry.least, Math.floor(left / (order.length - n)));
		left -= more;
		labels[entry.index] = fitted(entry.text, entry.least + more, entry.others);
	}
	return {
		row: indices
			.map(index => (labels[index] === undefined ? keys[index] : `${keys[index]} ${labels[index]}`))
			.join(SEPARATOR),
		alone: indices.filter(index => labels[index] === undefined && !(focusApart && index === rowFocus)).length,
	};
}
