/**
 * A prompt made of numbered choices. Nothing is preselected, keys reach it only once the person
 * stopped typing (prompt-keys.ts), Enter does nothing until the arrows chose a row, and a choice
 * that needs words (a deny reason, plan feedback) opens a text field first: no stray keystroke can
 * approve anything.
 */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import type {PermissionRequest} from '../../../state/state.js';
import {sanitize} from '../../../text/sanitize.js';
import {terminalRows, windowOf} from '../../../text/scroll-window.js';
import {editorReducer, emptyEditor, type EditorState} from '../../editor.js';
import {inputAction} from '../../keymap.js';
import {usePromptKeys} from '../../prompt-keys.js';
import {useRefState} from '../../use-ref-state.js';
import {TextField} from '../text-field.js';
import {NumberedRow, numberedRows} from './numbered-row.js';
import {innerWidth, PausedKeys, PromptFrame, promptLayout} from './prompt-frame.js';
import {ScrolledBody, scrollHint} from './scrolled-body.js';
import {glyph} from '../../../present/theme.js';

export interface Choice<Id extends string> {
	readonly id: Id;
	readonly digit: string;
	readonly letter?: string;
	readonly label: string;
	/** False: its key only moves the focus there, and Enter confirms (no one-key approval). */
	readonly quick: boolean;
	/** Asks for text before the choice is made (empty text is allowed). */
	readonly text?: {readonly label: string};
}

interface ChoiceUi {
	readonly focus: number | undefined;
	readonly typingFor: number | undefined;
	readonly text: EditorState;
	/** The body's first row shown. */
	readonly scroll: number;
}

export interface ChoicePromptProps<Id extends string> {
	readonly request: PermissionRequest;
	readonly queued: number;
	readonly heading: string;
	readonly color?: string;
	/** What is asked, as lines of (styled) text; shown through a window when they do not fit. */
	readonly body: readonly string[];
	readonly choices: readonly Choice<Id>[];
	readonly onChoose: (id: Id, text: string) => void;
	readonly onInterrupt: () => void;
	/** Rows the prompt may take (prompt-frame.tsx's promptLayout), at a screen this wide. */
	readonly maxRows: number;
	readonly width: number;
	readonly armDelayMs?: number | undefined;
}

export function ChoicePrompt<Id extends string>({
	request,
	queued,
	heading,
	color,
	body,
	choices,
	onChoose,
	onInterrupt,
	maxRows,
	width,
	armDelayMs,
}: ChoicePromptProps<Id>) {
	const label = (choice: Choice<Id>) =>
		`${sanitize(choice.label)} (${choice.quick ? [choice.digit, choice.letter].filter(Boolean).join('/') : 'arrows + Enter'})`;
	const answerRows = choices.reduce((sum, choice) => sum + numberedRows(label(choice), innerWidth(width)), 0);
	const {compact, bodyRows} = promptLayout(maxRows, answerRows);
	const [ui, getUi, setUi] = useRefState<ChoiceUi>({
		focus: undefined,
		typingFor: undefined,
		text: emptyEditor,
		scroll: 0,
	});
	const rows = useMemo(() => terminalRows(body, innerWidth(width)), [body, width]);
	// Framed, a blank row separates the body from the title.
	const windowAt = (scroll: number) => windowOf(rows, compact ? bodyRows : bodyRows - 1, scroll, scrollHint);
	const shown = windowAt(ui.scroll);
	/** PgUp/PgDn: a window's worth less one row, so the row last seen stays in view. */
	const scrollBy = (pages: number, current: ChoiceUi) => {
		const now = windowAt(current.scroll);
		const page = Math.max(1, now.rows.length - 2);
		const scroll = Math.min(now.maxOffset, Math.max(0, now.offset + pages * page));
		if (scroll === now.offset) return false;
		setUi({...current, scroll});
	};

	const choose = (index: number, current: ChoiceUi) => {
		const choice = choices[index]!;
		if (choice.text && current.typingFor === undefined) setUi({...current, focus: index, typingFor: index});
		else onChoose(choice.id, current.text.text);
	};

	const {armed, paused} = usePromptKeys((input, key, pasted) => {
		if (key.ctrl && input === 'c') return false; // global: interrupt / quit
		const current = getUi();
		if (key.pageUp || key.pageDown) return scrollBy(key.pageUp ? -1 : 1, current);
		if (current.typingFor !== undefined) {
			if (key.escape) setUi({...current, typingFor: undefined});
			else if (key.return) choose(current.typingFor, current);
			else {
				const action = inputAction(input, key, '');
				if (action?.type === 'edit') setUi({...current, text: action.edits.reduce(editorReducer, current.text)});
			}
			return;
		}
		if (pasted) return false;
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
		const index = choices.findIndex(
			choice => choice.digit === input || (choice.letter !== undefined && choice.letter === input.toLowerCase()),
		);
		if (index === -1) return false;
		if (choices[index]!.quick) choose(index, current);
		else setUi({...current, focus: index});
	}, armDelayMs);

	const typing = ui.typingFor === undefined ? undefined : choices[ui.typingFor];
	const field = typing?.text ? (
		<Text wrap="truncate-start">
			<Text color="yellow">{typing.text.label}: </Text>
			<TextField editor={ui.text} />
			<Text dimColor> (Enter sends, Esc goes back)</Text>
		</Text>
	) : undefined;
	if (compact) {
		// A small screen: the title, what is asked, and the answers on one row, cut with …
		const answers = choices
			.map((choice, index) => `${ui.focus === index ? glyph.pointer : ''}${choice.digit} ${sanitize(choice.label)}`)
			.join(' · ');
		const row =
			field ??
			(paused ? (
				<PausedKeys />
			) : (
				<Text dimColor={!armed} wrap="truncate-end">
					{answers}
				</Text>
			));
		return (
			<PromptFrame request={request} queued={queued} heading={heading} footer={row} compact {...(color ? {color} : {})}>
				<ScrolledBody window={shown} compact />
			</PromptFrame>
		);
	}
	const footer =
		field ??
		(paused ? (
			<PausedKeys />
		) : (
			<Text dimColor wrap="truncate-end">
				↑↓ + Enter or the keys shown · Esc interrupts the turn
			</Text>
		));
	return (
		<PromptFrame request={request} queued={queued} heading={heading} footer={footer} {...(color ? {color} : {})}>
			<ScrolledBody window={shown} compact={false} />
			<Box flexDirection="column" marginTop={1}>
				{choices.map((choice, index) => (
					<NumberedRow key={choice.id} number={`${choice.digit}.`} focused={ui.focus === index} armed={armed}>
						{sanitize(choice.label)}{' '}
						<Text dimColor>
							({choice.quick ? [choice.digit, choice.letter].filter(Boolean).join('/') : 'arrows + Enter'})
						</Text>
					</NumberedRow>
				))}
			</Box>
		</PromptFrame>
	);
}
