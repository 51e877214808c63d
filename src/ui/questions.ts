/**
 * AskUserQuestion, as data: the questions from the request input (validated leniently), the
 * picker's state, and the `updatedInput` the CLI expects: answers keyed by question text,
 * multi-select labels joined by ", ", a free-text "Other" answer as typed.
 */
import {askUserQuestionInputSchema, parseLenient, type Question} from '../protocol/tool-inputs.js';

export type {Question};

export function questionsOf(input: Readonly<Record<string, unknown>>): Question[] | undefined {
	return parseLenient(askUserQuestionInputSchema, input)?.questions;
}

export interface QuestionState {
	/** Which question is shown. */
	readonly index: number;
	/** Focused row: an option index, or `options.length` for "Other"; undefined until the arrows move. */
	readonly focus: number | undefined;
	/** Chosen option indexes per question (one for single-select). */
	readonly selected: readonly (readonly number[])[];
	/** Free-text "Other" answers per question. */
	readonly other: readonly string[];
	/** Typing into "Other". */
	readonly typing: boolean;
}

export function initialQuestionState(questions: readonly Question[]): QuestionState {
	return {index: 0, focus: undefined, selected: questions.map(() => []), other: questions.map(() => ''), typing: false};
}

/** The answer text for one question, or undefined if it has none yet. */
export function answerFor(question: Question, selected: readonly number[], other: string): string | undefined {
	const labels = selected
		.map(index => question.options[index]?.label)
		.filter((label): label is string => label !== undefined);
	if (other.trim() !== '') labels.push(other.trim());
	return labels.length > 0 ? labels.join(', ') : undefined;
}

export function answersOf(questions: readonly Question[], state: QuestionState): Record<string, string> | undefined {
	const answers: Record<string, string> = {};
	for (const [index, question] of questions.entries()) {
		const answer = answerFor(question, state.selected[index] ?? [], state.other[index] ?? '');
		if (answer === undefined) return undefined;
		answers[question.question] = answer;
	}
	return answers;
}

function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
	const copy = [...items];
	copy[index] = value;
	return copy;
}

/** Picks (single-select: replaces; multi-select: toggles) option `option` of the current question. */
export function toggleOption(questions: readonly Question[], state: QuestionState, option: number): QuestionState {
	const question = questions[state.index]!;
	const current = state.selected[state.index] ?? [];
	const next = question.multiSelect
		? current.includes(option)
			? current.filter(index => index !== option)
			: [...current, option].sort((a, b) => a - b)
		: [option];
	const other = question.multiSelect ? state.other : replaceAt(state.other, state.index, '');
	return {...state, focus: option, selected: replaceAt(state.selected, state.index, next), other};
}

export function setOther(questions: readonly Question[], state: QuestionState, text: string): QuestionState {
	const question = questions[state.index]!;
	const selected = question.multiSelect ? state.selected : replaceAt(state.selected, state.index, []);
	return {...state, selected, other: replaceAt(state.other, state.index, text)};
}

export function moveFocus(questions: readonly Question[], state: QuestionState, delta: -1 | 1): QuestionState {
	const rows = questions[state.index]!.options.length + 1;
	const focus =
		state.focus === undefined ? (delta > 0 ? 0 : rows - 1) : Math.min(rows - 1, Math.max(0, state.focus + delta));
	return {...state, focus};
}

/** Moves to question `index`, keeping answers; focus resets so nothing is preselected. */
export function goTo(questions: readonly Question[], state: QuestionState, index: number): QuestionState {
	return {...state, index: Math.min(questions.length - 1, Math.max(0, index)), focus: undefined, typing: false};
}

export function currentAnswered(questions: readonly Question[], state: QuestionState): boolean {
	const question = questions[state.index]!;
	return answerFor(question, state.selected[state.index] ?? [], state.other[state.index] ?? '') !== undefined;
}
