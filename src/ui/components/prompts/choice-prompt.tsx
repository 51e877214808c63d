/**
 * A prompt made of numbered choices. Nothing is preselected, keys reach it only once the person
 * stopped typing (prompt-keys.ts), Enter does nothing until the arrows chose a row, and a choice
 * that needs words (a deny reason, plan feedback) opens a text field first, and one with a step
 * (where to keep a rule) lists its options in place of the answers: no stray keystroke can approve
 * anything.
 */
import {Box, Text, type Key} from 'ink';
import {useEffect, useMemo, useRef} from 'react';
import type {PermissionRequest} from '../../../state/state.js';
import {sanitize} from '../../../text/sanitize.js';
import {plural} from '../../../text/plural.js';
import {rowsOf} from '../../../text/rows.js';
import {proseRows, terminalRows, windowOf, type Window} from '../../../text/scroll-window.js';
import {displayWidth, expandTabs} from '../../../text/width.js';
import {editorReducer, emptyEditor, type EditorState} from '../../editor.js';
import {answerInput, fieldAction} from '../../keymap.js';
import {usePromptKeys} from '../../prompt-keys.js';
import {useRefState} from '../../use-ref-state.js';
import {fieldWindow, WindowedField, windowRows} from '../field-window.js';
import {type Answer, answersRow, answersRows, focusFits} from './answers-row.js';
import {MIN_VALUE_COLUMNS} from './field-row.js';
import {NumberedRow, numberedLines, numberedRows} from './numbered-row.js';
import {innerWidth, PausedKeys, PromptFrame, promptLayout} from './prompt-frame.js';
import {ScrolledBody, scrollHint} from './scrolled-body.js';
import {firstUnseen, seenWith, seeTheRest, UNSEEN, type Seen} from './seen-rows.js';

export interface Choice<Id extends string> {
	readonly id: Id;
	readonly digit: string;
	readonly letter?: string;
	readonly label: string;
	/** What tells it from the other choices in a word or two, for a row too narrow for every label (answers-row.ts). */
	readonly short?: string;
	/** False: its key only moves the focus there, and Enter confirms (no one-key approval). */
	readonly quick: boolean;
	/** Lets something run: it waits until every row of what is asked has been in view (denying never does). */
	readonly runs?: boolean;
	/** Asks for text before the choice is made (empty text is allowed). */
	readonly text?: {readonly label: string};
	/** Asks which of `options` before the choice is made: a number or the arrows move the focus, Enter confirms. */
	readonly step?: ChoiceStep;
}

export interface ChoiceStep {
	readonly title: string;
	readonly options: ReadonlyArray<{readonly label: string; readonly short?: string}>;
	/** The option focused when the step opens. */
	readonly focus: number;
}

interface ChoiceUi {
	readonly focus: number | undefined;
	readonly typingFor: number | undefined;
	/** The choice whose step is open, and the step's focused option. */
	readonly stepFor: number | undefined;
	readonly stepFocus: number;
	/** Compact, the step's title's first row shown (Enter waits until all its rows have been in view). */
	readonly stepScroll: number;
	/** An answer that runs something was held back: the body has rows never in view. */
	readonly waited: boolean;
	readonly text: EditorState;
	/** The body's first row shown; undefined until the person scrolls (the body starts at its focus). */
	readonly scroll: number | undefined;
}

export interface ChoicePromptProps<Id extends string> {
	readonly request: PermissionRequest;
	readonly queued: number;
	readonly heading: string;
	readonly color?: string;
	/** What is asked, as lines of (styled) text; shown through a window when they do not fit. */
	readonly body: readonly string[];
	/** Lines above the body that stay in view while it scrolls (what is approved, named), when there is room. */
	readonly pinned?: readonly string[];
	/** The line of the body the window starts at, with one row above it, when it would not be in view at the top. */
	readonly focus?: number;
	readonly choices: readonly Choice<Id>[];
	/** `option`: the index of the option chosen in the choice's step, if it has one. */
	readonly onChoose: (id: Id, text: string, option?: number) => void;
	readonly onInterrupt: () => void;
	/** The text typed for a choice that asks for words, as it changes; `open`: its field is open (empty too). */
	readonly onTyped?: ((text: string, open: boolean) => void) | undefined;
	readonly escStops?: string | undefined;
	/** Rows the prompt may take (prompt-frame.tsx's promptLayout), at a screen this wide. */
	readonly maxRows: number;
	readonly width: number;
	readonly armDelayMs?: number | undefined;
}

const NONE: readonly string[] = [];

const FIELD_HINT = ' (Enter sends, Esc goes back)';

/** An answer, an option or a step's title as drawn: measured here, its tabs must be the spaces Ink draws. */
const drawn = (text: string): string => expandTabs(sanitize(text));

const answerOf = (key: string, {label, short}: {readonly label: string; readonly short?: string}): Answer => ({
	key,
	label: drawn(label),
	...(short === undefined ? {} : {short: drawn(short)}),
});

/** What the last row of a step's title says while some of it is out of view. */
const titleHint = (above: number, below: number) =>
	below > 0 ? `↓ ${plural(below, 'more row')} · PgDn, then Enter` : scrollHint(above, below);

/** A step's title (rules of several lines among it) wrapped at its words, a line's indent kept. */
const titleRows = (title: string, width: number) =>
	title.split('\n').flatMap(line => proseRows(line, width).map((row, index) => (index === 0 ? row : row.trimStart())));

/**
 * What the person types for an answer, after its label: the hint beside a text of one row that leaves it room,
 * and a text of more rows than `maxRows` through a window that holds the cursor, as in the message editor.
 */
function fieldLayout(label: string, editor: EditorState, columns: number, maxRows: number) {
	const prefix = `${label}: `;
	// A narrow row, or a text that reaches the hint, takes its columns.
	const room = columns - displayWidth(prefix + FIELD_HINT);
	const hint =
		room >= MIN_VALUE_COLUMNS && !editor.text.includes('\n') && displayWidth(expandTabs(editor.text)) < room
			? FIELD_HINT
			: '';
	return {prefix, hint, window: fieldWindow(editor, columns - displayWidth(prefix + hint), maxRows)};
}

export function ChoicePrompt<Id extends string>({
	request,
	queued,
	heading,
	color,
	body,
	pinned = NONE,
	focus = 0,
	choices,
	onChoose,
	onInterrupt,
	onTyped,
	escStops = 'Esc interrupts the turn',
	maxRows,
	width,
	armDelayMs,
}: ChoicePromptProps<Id>) {
	const label = (choice: Choice<Id>) =>
		`${drawn(choice.label)} (${choice.quick ? [choice.digit, choice.letter].filter(Boolean).join('/') : 'arrows + Enter'})`;
	const [ui, getUi, setUi] = useRefState<ChoiceUi>({
		focus: undefined,
		typingFor: undefined,
		stepFor: undefined,
		stepFocus: 0,
		stepScroll: 0,
		waited: false,
		text: emptyEditor,
		scroll: undefined,
	});
	const step = ui.stepFor === undefined ? undefined : choices[ui.stepFor]?.step;
	const answerRows = step
		? drawn(step.title)
				.split('\n')
				.reduce((sum, line) => sum + rowsOf(line, innerWidth(width)), 0) +
			step.options.reduce((sum, option) => sum + numberedRows(drawn(option.label), innerWidth(width)), 0)
		: choices.reduce((sum, choice) => sum + numberedRows(label(choice), innerWidth(width)), 0);
	const layout = promptLayout(maxRows, answerRows);
	const {shape, compact} = layout;
	const framed = shape === 'framed';
	// Compact, the answers' keys have a row of their own (two where one would leave a key with no label), and the
	// focused answer rows of its own when it does not fit there; the step's title comes above them while the body keeps
	// a row, and gives way first.
	const entries: readonly Answer[] = step
		? step.options.map((option, index) => answerOf(`${index + 1}`, option))
		: choices.map(choice => answerOf(choice.digit, choice));
	const focused = step ? ui.stepFocus : ui.focus;
	const apart = compact && ui.typingFor === undefined && !focusFits(entries, focused, width);
	const spread = compact ? answersRows(entries, focused, width, apart) : NONE;
	const bodyRows = Math.max(1, layout.bodyRows - Math.max(0, spread.length - 1));
	// Compact, the step's title (the exact rules kept) takes the rows it needs, the body what is left, a row at least
	// while the title fits with it; a title that does not fit even alone scrolls, and Enter waits until all of it was
	// in view. It keeps the two rows a scrolling window needs before the focused answer's own rows. Framed, the
	// answers' rows count it whole.
	const stepLines = compact && step ? titleRows(sanitize(step.title), width) : NONE;
	const focusLines = apart
		? numberedLines(entries[focused!]!.label, width, step ? bodyRows - Math.min(stepLines.length, 2) : bodyRows - 1)
		: [];
	// With no row left for the focused label, it comes first on the keys' row (one row: the body's were counted).
	const keyRows = apart && focusLines.length === 0 ? [answersRow(entries, focused, width)] : spread;
	const free = bodyRows - focusLines.length;
	const stepWindowAt = (scroll: number) =>
		windowOf(stepLines, stepLines.length < free ? stepLines.length : free, scroll, titleHint);
	const stepWindow = stepWindowAt(ui.stepScroll);
	// Which rows of the body and of the step's title have been drawn: kept apart from what is drawn, they need no render.
	const seen = useRef<{body: Seen; step: Seen}>({body: UNSEEN, step: UNSEEN});
	const stepSeenAt = (current: ChoiceUi) =>
		seenWith(seen.current.step, stepWindowAt(current.stepScroll), stepLines.length, width);
	const titleSeen = (current: ChoiceUi) => firstUnseen(stepSeenAt(current)) === undefined;
	const typing = ui.typingFor === undefined ? undefined : choices[ui.typingFor];
	// A typed answer of several rows takes up to half the body's rows, from the body.
	const field = typing?.text
		? fieldLayout(typing.text.label, ui.text, compact ? width : innerWidth(width), Math.floor(bodyRows / 2))
		: undefined;
	// Framed, a blank row separates the body from the title.
	const room =
		(compact ? free - stepWindow.rows.length : framed ? bodyRows - 1 : bodyRows) -
		(field ? windowRows(field.window) - 1 : 0);
	const {title, rows, start} = useMemo(() => {
		const columns = innerWidth(width);
		const pinnedRows = terminalRows(pinned, columns);
		// Pinned rows stay above the window while it keeps two rows (one of content, one saying what is cut).
		const kept = room - pinnedRows.length >= 2 ? pinnedRows : [];
		const before = kept.length > 0 ? 0 : pinnedRows.length;
		const all = kept.length > 0 ? terminalRows(body, columns) : [...pinnedRows, ...terminalRows(body, columns)];
		const at = before + terminalRows(body.slice(0, focus), columns).length;
		// The window's last row says what is cut. The focus starts the window when it would be on its last row of
		// content or past it, under one row of what comes before it if the window has room for three more; not when
		// the pinned lines had no room above it, as they would scroll away first.
		const content = room - kept.length - 1;
		const starts = focus > 0 && before === 0 && all.length > content + 1 && at >= content - 1;
		const start = starts ? at - (content >= 4 ? 1 : 0) : 0;
		return {title: kept, rows: all, start};
	}, [body, pinned, focus, width, room]);
	const windowAt = (scroll: number | undefined) => windowOf(rows, room - title.length, scroll ?? start, scrollHint);
	const shown = windowAt(ui.scroll);
	// A compact prompt with no room left for its body shows none of it.
	const drawnAt = (scroll: number | undefined): Window =>
		compact && room <= 0 ? {rows: [], offset: 0, maxOffset: 0} : windowAt(scroll);
	const bodySeenAt = (current: ChoiceUi) => seenWith(seen.current.body, drawnAt(current.scroll), rows.length, width);
	const unseenRow = firstUnseen(bodySeenAt(ui));
	// What was drawn counts as seen: rows a resize brought into view as well as those the keys scrolled to.
	useEffect(() => {
		seen.current = {body: bodySeenAt(ui), step: stepSeenAt(ui)};
	});
	const scrollTo = (offset: number, current: ChoiceUi) => {
		const now = windowAt(current.scroll);
		const scroll = Math.min(now.maxOffset, Math.max(0, offset));
		if (scroll === now.offset) return false;
		seen.current = {...seen.current, body: bodySeenAt(current)};
		setUi({...current, scroll});
	};
	/** PgUp/PgDn: a window's worth less one row, so the row last seen stays in view. */
	const scrollBy = (pages: number, current: ChoiceUi) => {
		const title = stepWindowAt(current.stepScroll);
		if (current.stepFor !== undefined && title.maxOffset > 0) {
			const page = Math.max(1, title.rows.length - 2);
			const stepScroll = Math.min(title.maxOffset, Math.max(0, title.offset + pages * page));
			if (stepScroll === title.offset) return false;
			seen.current = {...seen.current, step: stepSeenAt(current)};
			return setUi({...current, stepScroll});
		}
		const now = windowAt(current.scroll);
		return scrollTo(now.offset + pages * Math.max(1, now.rows.length - 2), current);
	};

	const choose = (index: number, current: ChoiceUi) => {
		const choice = choices[index]!;
		// Nothing runs before all of it was on screen: the key only says what is left to see.
		if (choice.runs && firstUnseen(bodySeenAt(current)) !== undefined) setUi({...current, waited: true});
		else if (choice.text && current.typingFor === undefined) {
			// Open, even empty: a prompt closed under it says so, and holds the Enter meant for it (use-prompt-draft.ts).
			onTyped?.(current.text.text, true);
			setUi({...current, focus: index, typingFor: index});
		} else if (choice.step) {
			seen.current = {...seen.current, step: UNSEEN};
			// Its options are new to the keys: a burst (`2 4 Enter`) must not pick a file that outlives the session.
			shownAnew();
			setUi({...current, focus: index, stepFor: index, stepFocus: choice.step.focus, stepScroll: 0});
		} else onChoose(choice.id, current.text.text);
	};

	/** Esc out of a step or a typed answer: the answers are shown anew, and take keys as a prompt just come does. */
	const back = (next: ChoiceUi) => {
		shownAnew();
		setUi(next);
	};

	/** A key in a step: a number only moves the focus (a lasting choice takes Enter), Esc goes back. */
	const stepKey = (choice: Choice<Id>, open: ChoiceStep, input: string, key: Key, current: ChoiceUi) => {
		const last = open.options.length - 1;
		if (key.escape) return back({...current, stepFor: undefined});
		if (key.return) return titleSeen(current) ? onChoose(choice.id, '', current.stepFocus) : false;
		if (key.upArrow) return setUi({...current, stepFocus: Math.max(0, current.stepFocus - 1)});
		if (key.downArrow) return setUi({...current, stepFocus: Math.min(last, current.stepFocus + 1)});
		const typed = answerInput(input, key);
		const index = Number(typed) - 1;
		if (!/^[1-9]$/.test(typed) || index > last) return false;
		setUi({...current, stepFocus: index});
	};

	const {armed, paused, shownAnew} = usePromptKeys((input, key, pasted) => {
		if (key.ctrl && input === 'c') return false; // global: interrupt / quit
		const current = getUi();
		if (key.pageUp || key.pageDown) return scrollBy(key.pageUp ? -1 : 1, current);
		if (current.typingFor !== undefined) {
			if (key.escape) {
				onTyped?.(current.text.text, false);
				return back({...current, typingFor: undefined});
			}
			const {text, cursor} = current.text;
			const action = fieldAction(input, key, text.slice(0, cursor));
			if (action?.type === 'submit') choose(current.typingFor, current);
			else if (action?.type === 'edit') {
				const text = action.edits.reduce(editorReducer, current.text);
				setUi({...current, text});
				onTyped?.(text.text, true);
			}
			return;
		}
		// Home/End: the top or the end of what is asked, however long (in a typed answer they move the cursor).
		if (key.home || key.end) return scrollTo(key.home ? 0 : Infinity, current);
		// A paste is text: it never picks an answer (nor a place to keep a rule).
		if (pasted) return false;
		const open = current.stepFor === undefined ? undefined : choices[current.stepFor];
		if (open?.step) return stepKey(open, open.step, input, key, current);
		const {focus} = current;
		if (key.escape) return onInterrupt();
		if (key.upArrow)
			return setUi({...current, focus: focus === undefined ? choices.length - 1 : Math.max(0, focus - 1)});
		if (key.downArrow)
			return setUi({...current, focus: focus === undefined ? 0 : Math.min(choices.length - 1, focus + 1)});
		if (key.return) {
			if (focus === undefined) return false;
			return choose(focus, current);
		}
		const typed = answerInput(input, key).toLowerCase();
		const index = choices.findIndex(choice => choice.digit === typed || choice.letter === typed);
		if (index === -1) return false;
		if (choices[index]!.quick) choose(index, current);
		else setUi({...current, focus: index});
	}, armDelayMs);

	const fieldRow = field ? (
		<WindowedField
			editor={ui.text}
			window={field.window}
			mark={
				<Box flexShrink={0}>
					<Text color="yellow">{field.prefix}</Text>
				</Box>
			}
			markColumns={displayWidth(field.prefix)}
			after={field.hint ? <Text dimColor>{field.hint}</Text> : undefined}
		/>
	) : undefined;
	const stepTitle = step === undefined ? undefined : drawn(step.title);
	const waiting =
		ui.waited && unseenRow !== undefined ? (
			<Text color="yellow" wrap="truncate-end">
				{seeTheRest(drawnAt(ui.scroll), unseenRow)}
			</Text>
		) : undefined;
	if (compact) {
		// A small screen: the title, what is asked, and the answers' keys on one row.
		const row =
			fieldRow ??
			(paused ? (
				<PausedKeys why={paused} />
			) : (
				(waiting ?? (
					<>
						{keyRows.map(keys => (
							<Text key={keys} dimColor={!armed} wrap="truncate-end">
								{keys}
							</Text>
						))}
					</>
				))
			));
		const footer = (
			<>
				{step ? <ScrolledBody window={stepWindow} compact /> : null}
				{focusLines.length > 0 ? (
					<NumberedRow number={`${entries[focused!]!.key}.`} focused armed={armed}>
						{focusLines.join('\n')}
					</NumberedRow>
				) : null}
				{row}
			</>
		);
		return (
			<PromptFrame
				width={width}
				request={request}
				queued={queued}
				heading={heading}
				footer={footer}
				bare
				{...(color ? {color} : {})}
			>
				{room > 0 ? <ScrolledBody pinned={title} window={shown} compact /> : null}
			</PromptFrame>
		);
	}
	const footer =
		fieldRow ??
		(paused ? (
			<PausedKeys why={paused} />
		) : (
			(waiting ?? (
				<Text dimColor wrap="truncate-end">
					{step ? '↑↓ or a number, then Enter · Esc goes back' : `↑↓ + Enter or the keys shown · ${escStops}`}
				</Text>
			))
		));
	// Bare (a small screen), the frame's rows without its border and blank rows.
	return (
		<PromptFrame
			width={width}
			request={request}
			queued={queued}
			heading={heading}
			footer={footer}
			bare={!framed}
			{...(color ? {color} : {})}
		>
			<ScrolledBody pinned={title} window={shown} compact={!framed} />
			<Box flexDirection="column" {...(framed ? {marginTop: 1} : {})}>
				{step ? (
					<>
						<Text dimColor={!armed}>{stepTitle}</Text>
						{step.options.map((option, index) => (
							<NumberedRow key={option.label} number={`${index + 1}.`} focused={ui.stepFocus === index} armed={armed}>
								{drawn(option.label)}
							</NumberedRow>
						))}
					</>
				) : (
					choices.map((choice, index) => (
						<NumberedRow key={choice.id} number={`${choice.digit}.`} focused={ui.focus === index} armed={armed}>
							{drawn(choice.label)}{' '}
							<Text dimColor>
								({choice.quick ? [choice.digit, choice.letter].filter(Boolean).join('/') : 'arrows + Enter'})
							</Text>
						</NumberedRow>
					))
				)}
			</Box>
		</PromptFrame>
	);
}
