/**
 * The rewind picker's second step: the files a restore would change, then what to take back (numbered as in
 * Claude Code: 1 code and conversation, 2 conversation only, 3 code only, 4 never mind). It asks as carefully
 * as a permission prompt, since a restore deletes what claude wrote and what the person typed into those files
 * since: nothing is focused, its keys reach it through the picker's key gate (prompt-keys.ts: only once it
 * has been on screen, and the keyboard quiet, for the quiet time), and an answer that restores code waits
 * until every row of the file list has been in view. A double-tapped Enter, or one pressed by habit, restores
 * nothing.
 */
import {Box, Text} from 'ink';
import {useEffect, useRef} from 'react';
import {previewSummary} from '../../present/rewind.js';
import {glyph} from '../../present/theme.js';
import {
	type FilePreview,
	previewFiles,
	promptLine,
	type RewindChoice,
	type RewindPoint,
	untouchedFiles,
} from '../../state/rewind.js';
import {sanitizeLine} from '../../text/sanitize.js';
import {proseRows, windowOf, type Window} from '../../text/scroll-window.js';
import {answerInput} from '../keymap.js';
import {usePromptKeys} from '../prompt-keys.js';
import {useRefState} from '../use-ref-state.js';
import {answersRow} from './prompts/answers-row.js';
import {PausedKeys} from './prompts/prompt-frame.js';
import {scrollHint} from './prompts/scrolled-body.js';
import {firstUnseen, seenWith, seeTheRest, UNSEEN, type Seen} from './prompts/seen-rows.js';

export interface RewindConfirmProps {
	readonly point: RewindPoint;
	/** The dry run of `point` on screen (undefined while it is asked again). */
	readonly preview: FilePreview | undefined;
	/** A turn runs: rewinding stops it first. */
	readonly busy: boolean;
	/** A permission prompt (or MCP form) waits behind the picker: rewinding stops it (the turn's stop withdraws it). */
	readonly asking: boolean;
	readonly cwd: string | undefined;
	readonly columns: number;
	/** Rows the step may take. */
	readonly maxRows: number;
	/** The claude that can take the conversation back, when this one cannot (an older claude): 1 and 2 are off. */
	readonly conversationNeeds?: string | undefined;
	readonly onChoose: (choice: RewindChoice) => void;
	readonly onCancel: () => void;
}

interface Option {
	readonly digit: string;
	readonly label: string;
	/** On a short screen the options share one row: what each is there. */
	readonly short: string;
	readonly choice: RewindChoice | undefined;
	readonly needsFiles: boolean;
}

const OPTIONS: readonly Option[] = [
	{
		digit: '1',
		label: 'Restore code and conversation',
		short: 'both',
		choice: {code: true, conversation: true},
		needsFiles: true,
	},
	{
		digit: '2',
		label: 'Restore the conversation only (files stay as they are)',
		short: 'conversation',
		choice: {code: false, conversation: true},
		needsFiles: false,
	},
	{
		digit: '3',
		label: 'Restore the code only (the conversation goes on)',
		short: 'code',
		choice: {code: true, conversation: false},
		needsFiles: true,
	},
	{digit: '4', label: 'Never mind', short: 'cancel', choice: undefined, needsFiles: false},
];

interface ConfirmUi {
	/** No option is focused until the arrows choose one: Enter alone picks nothing. */
	readonly focus: number | undefined;
	/** The file list's first row shown. */
	readonly scroll: number;
	/** A code answer was held back: the file list has rows never in view. */
	readonly waited: boolean;
}

/** Borders, title, summary, the four options and the footer. */
const FIXED_ROWS = 9;
/** Rows the options give the file list when they share one row: on a short screen the list must still show. */
const COMPACT_GAIN = OPTIONS.length - 1;
/** Fewer rows than this for a list that does not fit, and the options share one row. */
const FEW_ROWS = 3;

export function RewindConfirm({
	point,
	preview,
	busy,
	asking,
	cwd,
	columns,
	maxRows,
	conversationNeeds,
	onChoose,
	onCancel,
}: RewindConfirmProps) {
	const [ui, getUi, setUi] = useRefState<ConfirmUi>({focus: undefined, scroll: 0, waited: false});
	const width = Math.max(10, columns - 4);
	// Each file whole, on as many rows as its path needs: what is restored is read in full, not cut with "…". Its rows
	// after the first are indented under it, so a continuation (`e since)`) does not read as a file of its own.
	const rows = (preview ? previewFiles(preview, cwd) : []).flatMap(file =>
		proseRows(sanitizeLine(file), width - 4).map((row, index) => `${index === 0 ? '  ' : '    '}${row}`),
	);
	// What a subagent wrote stays: claude's checkpoints do not hold it.
	const untouched = untouchedFiles(preview, cwd);
	const fullRoom = maxRows - FIXED_ROWS - (busy ? 1 : 0) - (conversationNeeds ? 1 : 0) - (untouched.length > 0 ? 1 : 0);
	// A list the screen cannot show for the options' rows: they go on one row, so the files can be read (and restored).
	const compact = fullRoom < rows.length && fullRoom < FEW_ROWS;
	const room = compact ? fullRoom + COMPACT_GAIN : fullRoom;
	const windowAt = (scroll: number): Window =>
		room <= 0 ? {rows: [], offset: 0, maxOffset: 0} : windowOf(rows, room, scroll, scrollHint);
	const shown = windowAt(ui.scroll);
	// Rows drawn count as seen, whether PgDn or a taller window brought them into view.
	const seen = useRef<Seen>(UNSEEN);
	useEffect(() => {
		seen.current = seenWith(seen.current, shown, rows.length, width);
	});
	const unseenRow = firstUnseen(seenWith(seen.current, shown, rows.length, width));

	// Why an option cannot be chosen for this prompt, if it cannot ('' when a line under the options says why).
	const offReason = (option: Option): string | undefined => {
		if (option.choice?.conversation && conversationNeeds) return '';
		if (!option.needsFiles || preview?.kind === 'files') return undefined;
		return preview === undefined ? 'checking the files…' : 'not available';
	};

	const {armed, paused} = usePromptKeys((input, key, pasted) => {
		if (pasted) return false;
		const current = getUi();
		const {focus} = current;
		if (key.pageUp || key.pageDown) {
			const now = windowAt(current.scroll);
			const page = Math.max(1, now.rows.length - 2) * (key.pageUp ? -1 : 1);
			const scroll = Math.min(now.maxOffset, Math.max(0, now.offset + page));
			return scroll === now.offset ? false : setUi({...current, scroll});
		}
		if (key.upArrow)
			return setUi({...current, focus: focus === undefined ? OPTIONS.length - 1 : Math.max(0, focus - 1)});
		if (key.downArrow)
			return setUi({...current, focus: focus === undefined ? 0 : Math.min(OPTIONS.length - 1, focus + 1)});
		const option = key.return
			? focus === undefined
				? undefined
				: OPTIONS[focus]
			: OPTIONS.find(candidate => candidate.digit === answerInput(input, key));
		if (!option) return false;
		if (option.choice === undefined) return onCancel();
		// An answer not there to choose (it says why): nothing, and not a message begun either.
		if (offReason(option) !== undefined) return 'refused';
		// The files are restored as listed: not before every one of them has been on screen.
		if (option.needsFiles && firstUnseen(seen.current) !== undefined) return setUi({...current, waited: true});
		onChoose(option.choice);
	});

	return (
		<Box flexDirection="column" borderStyle="round" borderColor="cyan" paddingX={1}>
			<Text bold color="cyan" wrap="truncate-end">
				Rewind to before “{sanitizeLine(promptLine(point, width - 22))}”
			</Text>
			<Text dimColor wrap="truncate-end">
				{sanitizeLine(previewSummary(preview))}
			</Text>
			{shown.rows.map((row, index) => (
				<Text key={index} dimColor wrap="truncate-end">
					{row}
				</Text>
			))}
			{untouched.length > 0 ? (
				<Text color="yellow" wrap="truncate-end">
					{`Not restored, claude's checkpoints skip what a subagent wrote: ${sanitizeLine(untouched.join(', '))}`}
				</Text>
			) : null}
			{compact ? (
				<Text wrap="truncate-end" dimColor={!armed}>
					{answersRow(
						OPTIONS.map(option => {
							const off = offReason(option) !== undefined;
							return {key: option.digit, label: off ? `${option.short} (off)` : option.short};
						}),
						ui.focus,
						width,
					)}
				</Text>
			) : (
				OPTIONS.map((option, index) => {
					const off = offReason(option);
					const focused = index === ui.focus;
					return (
						<Text
							key={option.digit}
							wrap="truncate-end"
							{...(focused && off === undefined ? {color: 'cyan'} : {})}
							dimColor={off !== undefined || !armed}
						>
							{focused ? `${glyph.pointer} ` : '  '}
							{option.digit}. {option.label}
							{off ? ` (${off})` : ''}
						</Text>
					);
				})
			)}
			{conversationNeeds ? (
				<Text dimColor wrap="truncate-end">
					1 and 2 need {conversationNeeds} to take back the conversation.
				</Text>
			) : null}
			{busy ? (
				<Text color="yellow" wrap="truncate-end">
					{asking
						? 'A permission prompt is open: rewinding stops it and the turn first.'
						: 'claude is working: rewinding stops it first and checks the files again.'}
				</Text>
			) : null}
			{paused === 'typing' ? (
				<Text color="yellow" wrap="truncate-end">
					Not ready: keys count once you stop typing. Read the list, then choose.
				</Text>
			) : paused ? (
				<PausedKeys why={paused} />
			) : ui.waited && unseenRow !== undefined ? (
				<Text color="yellow" wrap="truncate-end">
					{seeTheRest(shown, unseenRow)}
				</Text>
			) : (
				<Text dimColor wrap="truncate-end">
					1–4 or ↑↓ Enter · Esc never mind
				</Text>
			)}
		</Box>
	);
}
