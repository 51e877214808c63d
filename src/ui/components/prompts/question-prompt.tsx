/**
 * AskUserQuestion as a picker: one question at a time, single or multi select, plus a typed
 * "Other" answer. Answers go back through the permission request as `updatedInput.answers`.
 */
import {plural} from '../../../text/plural.js';
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {sanitize} from '../../../text/sanitize.js';
import {clipLine, toldApart} from '../../../text/excerpt.js';
import {displayWidth, expandTabs} from '../../../text/width.js';
import {editorReducer} from '../../editor.js';
import {answerInput, fieldAction, isText} from '../../keymap.js';
import {
	answersOf,
	currentAnswered,
	goTo,
	initialQuestionState,
	moveFocus,
	setOther,
	toggleOption,
	type Question,
	type QuestionState,
} from '../../questions.js';
import {glyph} from '../../../present/theme.js';
import {usePromptKeys} from '../../prompt-keys.js';
import {useRefState} from '../../use-ref-state.js';
import {type FieldWindow, windowRows} from '../field-window.js';
import {NumberedRow, numberedRows} from './numbered-row.js';
import {OtherField, otherLine, OtherLine, otherWindow} from './other-answer.js';
import {innerWidth, PausedKeys, PromptFrame, type PromptProps} from './prompt-frame.js';
import {ScrolledBody} from './scrolled-body.js';
import {proseRows, terminalRows, windowOf} from '../../../text/scroll-window.js';

/** The focused option's preview (a snippet the model gives), cut to `room` rows with a row saying how many more. */
function Preview({text, width, room}: {readonly text: string; readonly width: number; readonly room: number}) {
	if (room < 1) return null;
	const rows = terminalRows(
		sanitize(text)
			.split('\n')
			.map(line => expandTabs(line)),
		width,
	);
	const shown = windowOf(rows, room, 0, (_, below) => `↓ ${plural(below, 'more row')} of the preview`);
	return <ScrolledBody window={shown} compact />;
}

/** The own answers typed so far, one a line. */
const typedOf = (picker: QuestionState): string => picker.other.filter(answer => answer.trim() !== '').join('\n');

export const DISMISS_MESSAGE = 'The user dismissed the question without answering.';

interface PickerUi {
	readonly picker: QuestionState;
	/** The "Other" field's cursor; its text lives in `picker.other`. */
	readonly cursor: number;
	/** Why Enter sent nothing, until the next key: an Enter that does nothing must say so. */
	readonly nudge?: string;
}

export function QuestionPrompt({
	request,
	queued,
	view,
	maxRows,
	onDecide,
	onTyped,
	armDelayMs,
	questions,
}: PromptProps & {readonly questions: readonly Question[]}) {
	const [ui, getUi, setUi] = useRefState<PickerUi>({picker: initialQuestionState(questions), cursor: 0});

	/**
	 * Shows `next`. A question other than the one in view is new to the key gate: its keys count once it has been on
	 * screen for the quiet time, as a prompt just come (a `1` tapped twice once answered the question after the first
	 * too, seen for 60 ms). One the person moved to with ←→ or Tab waits as well: they have not read it yet either,
	 * and a digit right after the arrow would answer it as blindly.
	 */
	const show = (next: QuestionState) => {
		if (next.index !== getUi().picker.index) shownAnew();
		setUi({picker: next, cursor: 0});
	};

	/** Next unanswered question, or submit when every one has an answer. */
	const advance = (picker: QuestionState) => {
		const answers = answersOf(questions, picker);
		if (answers) {
			onDecide(request.requestId, {behavior: 'allow', scope: 'once', updatedInput: {...request.input, answers}});
			return;
		}
		const order = [...questions.keys()].map(offset => (picker.index + 1 + offset) % questions.length);
		const next = order.find(index => !currentAnswered(questions, {...picker, index}));
		show(goTo(questions, picker, next ?? picker.index));
	};

	const {armed, paused, shownAnew} = usePromptKeys((input, key, pasted) => {
		if (key.ctrl && input === 'c') return false; // global: interrupt / quit
		const {picker, cursor} = getUi();
		// Still no answer begun (false): the key gate goes on holding back the keys that follow.
		const nudge = (why: string) => {
			setUi({picker, cursor, nudge: why});
			return false;
		};
		const question = questions[picker.index]!;
		const otherRow = question.options.length;
		if (picker.typing) {
			const other = picker.other[picker.index] ?? '';
			if (key.escape) {
				onTyped?.(typedOf(picker), 'answer', false);
				return setUi({picker: {...picker, typing: false}, cursor});
			}
			const action = fieldAction(input, key, other.slice(0, cursor));
			if (action?.type === 'submit' && other.trim() === '') return nudge('Type an answer, or Esc goes back');
			if (action?.type === 'submit') {
				onTyped?.(typedOf(picker), 'answer', false);
				return advance({...picker, typing: false});
			}
			if (action?.type !== 'edit') return false;
			const edited = action.edits.reduce(editorReducer, {text: other, cursor});
			const next = setOther(questions, picker, edited.text);
			onTyped?.(typedOf(next), 'answer', true);
			return setUi({picker: next, cursor: edited.cursor});
		}
		if (pasted) return false;
		// A typed own answer is not sent with the dismissal: it goes back into the message input (use-prompt-draft.ts).
		if (key.escape)
			return onDecide(
				request.requestId,
				{behavior: 'deny', scope: 'once', source: 'user', message: DISMISS_MESSAGE},
				true,
			);
		if (key.upArrow || key.downArrow)
			return setUi({picker: moveFocus(questions, picker, key.upArrow ? -1 : 1), cursor});
		if (key.leftArrow || key.rightArrow || key.tab)
			return show(goTo(questions, picker, picker.index + (key.leftArrow || (key.tab && key.shift) ? -1 : 1)));
		const typeOther = () => {
			// Open, even empty: a prompt closed under it says so, and holds the Enter meant for it (use-prompt-draft.ts).
			onTyped?.(typedOf(picker), 'answer', true);
			setUi({picker: {...picker, focus: otherRow, typing: true}, cursor: (picker.other[picker.index] ?? '').length});
		};
		/** Picks a row: single-select answers and moves on; multi-select toggles. */
		const pick = (row: number) => {
			if (row === otherRow) return typeOther();
			const toggled = toggleOption(questions, picker, row);
			return question.multiSelect ? setUi({picker: toggled, cursor}) : advance(toggled);
		};
		if (key.return) {
			// Multi-select: Enter confirms what is ticked. Nothing focused and nothing chosen: it says what to do.
			if (question.multiSelect && currentAnswered(questions, picker)) return advance(picker);
			if (picker.focus !== undefined) return pick(picker.focus);
			return nudge(
				question.multiSelect
					? `Choose at least one: a number or Space ticks it, or ${otherRow + 1} types your own`
					: 'Choose one: a number, or ↑↓ then Enter',
			);
		}
		const typed = answerInput(input, key);
		if (typed === ' ' && picker.focus !== undefined) return pick(picker.focus);
		// One digit alone: parseInt would read '2n' (keys typed faster than one read) as 2, and the n would be lost.
		const digit = /^[1-9]$/.test(typed) ? Number(typed) : 0;
		if (digit >= 1 && digit <= otherRow + 1) return pick(digit - 1);
		// Several keys in one read ("2n", typed faster than one read) are typing: the message's, whole.
		if (!isText(input, key) || [...input].length > 1) return false;
		// A key the options cannot take (`y` at "Which colour?") is a slip at the answer: it does nothing, and the
		// footer says what does. Started as a message, it would be sent by the Enter meant to pick (KeyHandler).
		nudge(`Not an answer: a number, ↑↓ then Enter, or ${otherRow + 1} to type your own`);
		return 'refused';
	}, armDelayMs);

	const {picker} = ui;
	const question = questions[picker.index]!;
	const selected = picker.selected[picker.index] ?? [];
	const other = picker.other[picker.index] ?? '';
	const mark = (chosen: boolean) => (question.multiSelect ? (chosen ? '[x]' : '[ ]') : chosen ? '(•)' : '( )');
	const footer = paused ? (
		<PausedKeys why={paused} />
	) : ui.nudge ? (
		<Text color="yellow" wrap="truncate-end">
			{ui.nudge}
		</Text>
	) : (
		<Text dimColor wrap="truncate-end">
			{question.multiSelect ? 'number or Space toggles · Enter confirms' : 'number picks'} · ↑↓ move · ←→ other
			questions · Esc dismisses
		</Text>
	);
	const tabs =
		questions.length > 1 ? (
			<Text wrap="truncate-end">
				{questions.map((candidate, index) => (
					<Text key={candidate.question} {...(index === picker.index ? {inverse: true} : {dimColor: true})}>
						{' '}
						{currentAnswered(questions, {...picker, index}) ? `${glyph.ok} ` : ''}
						{sanitize(candidate.header ?? `Q${index + 1}`)}{' '}
					</Text>
				))}
			</Text>
		) : null;
	const hint = question.multiSelect ? ' (choose any)' : '';
	// One text, so that its hint wraps with it (as a row of two, it sat beside the question's last row).
	const asked = (
		<Text>
			<Text bold>{sanitize(question.question)}</Text>
			{hint ? <Text dimColor>{hint}</Text> : null}
		</Text>
	);
	/** Rows the question and its hint take at `columns`, wrapped at their words as Ink wraps them. */
	const askedRows = (columns: number) => proseRows(sanitize(question.question) + hint, columns).length;
	/** `columns`: a small screen's row, which cuts it: its label then keeps what tells it from the others'. */
	const optionText = (index: number, columns?: number) => {
		const option = question.options[index];
		if (!option) return <OtherLine text={other} />;
		const label = sanitize(option.label);
		const others = question.options.filter((_, at) => at !== index).map(({label}) => sanitize(label));
		return (
			<>
				{columns === undefined ? label : toldApart(label, others, columns)}
				{option.description ? <Text dimColor> — {sanitize(option.description)}</Text> : null}
			</>
		);
	};
	const number = (index: number) =>
		index < question.options.length ? `${index + 1}. ${mark(selected.includes(index))}` : `${index + 1}.`;
	const heading = questions.length === 1 ? 'Claude has a question' : `Claude has ${questions.length} questions`;
	const rowCount = question.options.length + 1;
	const width = innerWidth(view.width);
	// The typed answer counts one row here: it takes what the prompt leaves, through a window.
	const optionRows = question.options.reduce(
		(sum, option) => sum + numberedRows(`${option.label} — ${option.description ?? ''}`, width - 4),
		picker.typing ? 1 : numberedRows(otherLine(other), width - 4),
	);
	const typed = {text: other, cursor: ui.cursor};
	/** A row of the options, the typed answer through `window` when it is typed. */
	const row = (index: number, window: FieldWindow, wrap?: 'truncate-end') => (
		<NumberedRow
			key={index}
			number={number(index)}
			focused={picker.focus === index}
			armed={armed}
			{...(wrap ? {wrap} : {})}
			{...(picker.typing && index === question.options.length
				? {field: (mark: ReactNode) => <OtherField editor={typed} window={window} number={mark} />}
				: {})}
		>
			{optionText(index, wrap ? view.width - displayWidth(`  ${number(index)} `) : undefined)}
		</NumberedRow>
	);
	const framed = 5 + (tabs ? 1 : 0) + 1 + askedRows(width) + optionRows;
	// A preview wants a few rows under the options: rather than none, the prompt drops its frame.
	const preview = picker.focus === undefined ? undefined : question.options[picker.focus]?.preview;
	if (framed + (preview ? 3 : 0) > maxRows) {
		// A small screen: no frame, and a window of rows around the focus. The question, what there is to answer,
		// wraps if it leaves rows for an option and the row saying how many more (or for every option), else it is
		// cut to one row before its hint: '(choose any)' stays, it says Space ticks more than one. The heading keeps
		// its row: it says who asks and how many more prompts wait.
		const unwrapped = Math.max(1, maxRows - 3 - (tabs ? 1 : 0));
		const extra = askedRows(view.width) - 1;
		const wraps = unwrapped - extra >= Math.min(rowCount, 2);
		const rows = wraps ? unwrapped - extra : unwrapped;
		// The typed answer takes up to half those rows, from the options around it.
		const window = otherWindow(typed, view.width, Math.floor(rows / 2));
		const room = rows - (picker.typing ? windowRows(window) - 1 : 0);
		const shown = room >= rowCount ? rowCount : Math.max(1, room - 1);
		const first = Math.min(Math.max(0, (picker.focus ?? 0) - Math.floor(shown / 2)), rowCount - shown);
		const hidden = rowCount - shown;
		return (
			<PromptFrame
				width={view.width}
				request={request}
				queued={queued}
				heading={heading}
				color="cyan"
				footer={footer}
				bare
			>
				{tabs}
				{wraps ? (
					asked
				) : (
					<Text wrap="truncate-end">
						<Text bold>{clipLine(sanitize(question.question), view.width - displayWidth(hint))}</Text>
						{hint ? <Text dimColor>{hint}</Text> : null}
					</Text>
				)}
				{Array.from({length: shown}, (_, offset) => first + offset).map(index => row(index, window, 'truncate-end'))}
				{hidden > 0 && room > 1 ? (
					<Text dimColor wrap="truncate-end">
						{[
							first > 0 ? `↑ ${first} above` : '',
							first + shown < rowCount ? `↓ ${rowCount - first - shown} more` : '',
							'↑↓ move',
						]
							.filter(Boolean)
							.join(' · ')}
					</Text>
				) : null}
				{preview && hidden === 0 ? <Preview text={preview} width={view.width} room={room - rowCount} /> : null}
			</PromptFrame>
		);
	}
	// Framed, the typed answer takes the rows the prompt leaves.
	const framedWindow = otherWindow(typed, width, maxRows - framed + 1);
	return (
		<PromptFrame width={view.width} request={request} queued={queued} heading={heading} color="cyan" footer={footer}>
			{tabs}
			<Box marginTop={1}>{asked}</Box>
			{Array.from({length: rowCount}, (_, index) => row(index, framedWindow))}
			{/* What is left under the options, less the blank row above the preview. */}
			{preview && maxRows - framed >= 2 ? (
				<Box marginTop={1}>
					<Preview text={preview} width={width} room={maxRows - framed - 1} />
				</Box>
			) : null}
		</PromptFrame>
	);
}
