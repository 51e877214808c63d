/**
 * /rewind (or Esc twice on an empty input): this session's prompts, newest first, each with what
 * restoring the files to before it would change (a dry run). Enter on one asks what to take back,
 * numbered as in Claude Code: 1 code and conversation, 2 conversation only, 3 code only, 4 (or Esc)
 * never mind. `f` forks a new session from before the prompt instead. Opened by the person, so its
 * keys act at once. It shows in front of a permission prompt still open: rewinding denies it.
 */
import {Box, Text} from 'ink';
import {previewSummary} from '../../present/rewind.js';
import {glyph} from '../../present/theme.js';
import {type FilePreview, previewFiles, promptLine, type RewindChoice, type RewindPoint} from '../../state/rewind.js';
import {sanitizeLine} from '../../text/sanitize.js';
import {answerInput} from '../keymap.js';
import {useKeys} from '../use-keys.js';
import {useRefState} from '../use-ref-state.js';

export interface RewindPickerProps {
	/** Newest first. */
	readonly points: readonly RewindPoint[];
	readonly previews: Readonly<Record<string, FilePreview>>;
	/** The prompt whose confirmation shows at once (uuid). */
	readonly chosen?: string | undefined;
	/** A turn runs: rewinding stops it first. */
	readonly busy: boolean;
	/** A permission prompt (or MCP form) waits behind the picker: rewinding denies it. */
	readonly asking?: boolean;
	readonly cwd: string | undefined;
	readonly columns: number;
	/** Rows the picker may take. */
	readonly maxRows: number;
	/** The claude that can take the conversation back, when this one cannot (an older claude): 1 and 2 are off. */
	readonly conversationNeeds?: string | undefined;
	/** `shown`: the dry run on screen when the person chose. */
	readonly onChoose: (point: RewindPoint, choice: RewindChoice, shown: FilePreview | undefined) => void;
	/** `f`: a new session from before the prompt, this one kept. */
	readonly onFork: (point: RewindPoint) => void;
	readonly onCancel: () => void;
}

interface PickerUi {
	readonly focus: number;
	/** The prompt chosen, while asking what to take back. */
	readonly chosen: number | undefined;
}

interface Option {
	readonly digit: string;
	readonly label: string;
	readonly choice: RewindChoice | undefined;
	readonly needsFiles: boolean;
}

const OPTIONS: readonly Option[] = [
	{digit: '1', label: 'Restore code and conversation', choice: {code: true, conversation: true}, needsFiles: true},
	{
		digit: '2',
		label: 'Restore the conversation only (files stay as they are)',
		choice: {code: false, conversation: true},
		needsFiles: false,
	},
	{
		digit: '3',
		label: 'Restore the code only (the conversation goes on)',
		choice: {code: true, conversation: false},
		needsFiles: true,
	},
	{digit: '4', label: 'Never mind', choice: undefined, needsFiles: false},
];

const time = (at: number | undefined) =>
	at === undefined || at < 1e11 ? '     ' : new Date(at).toTimeString().slice(0, 5);

export function RewindPicker({
	points,
	previews,
	chosen,
	busy,
	asking = false,
	cwd,
	columns,
	maxRows,
	conversationNeeds,
	onChoose,
	onFork,
	onCancel,
}: RewindPickerProps) {
	const again = points.findIndex(point => point.uuid === chosen);
	const [ui, getUi, setUi] = useRefState<PickerUi>({focus: 0, chosen: again === -1 ? undefined : again});
	// Why an option cannot be chosen for this prompt, if it cannot ('' when a line under the options says why).
	const offReason = (option: Option, preview: FilePreview | undefined): string | undefined => {
		if (option.choice?.conversation && conversationNeeds) return '';
		if (!option.needsFiles || preview?.kind === 'files') return undefined;
		return preview === undefined ? 'checking the files…' : 'not available';
	};

	useKeys((input, key) => {
		if (key.ctrl && input === 'c') return;
		const current = getUi();
		if (current.chosen === undefined) {
			if (key.escape) return onCancel();
			if (key.upArrow) return setUi({...current, focus: Math.max(0, current.focus - 1)});
			if (key.downArrow) return setUi({...current, focus: Math.min(points.length - 1, current.focus + 1)});
			if (key.return) setUi({focus: 0, chosen: current.focus});
			else if (answerInput(input, key) === 'f') onFork(points[current.focus]!);
			return;
		}
		const point = points[current.chosen]!;
		const option = key.escape
			? OPTIONS[3]
			: key.return
				? OPTIONS[current.focus]
				: OPTIONS.find(candidate => candidate.digit === answerInput(input, key));
		if (key.upArrow) return setUi({...current, focus: Math.max(0, current.focus - 1)});
		if (key.downArrow) return setUi({...current, focus: Math.min(OPTIONS.length - 1, current.focus + 1)});
		if (!option) return;
		if (option.choice === undefined) return onCancel();
		if (offReason(option, previews[point.uuid]) !== undefined) return;
		onChoose(point, option.choice, previews[point.uuid]);
	});

	const width = Math.max(10, columns - 4);
	if (ui.chosen !== undefined) {
		const point = points[ui.chosen]!;
		const preview = previews[point.uuid];
		const files = preview ? previewFiles(preview, cwd) : [];
		// Borders, title, summary, four options and the hint take 9 rows; a cut list needs one more for "… and N more".
		const room = Math.max(0, maxRows - 9 - (busy ? 1 : 0) - (conversationNeeds ? 1 : 0));
		const fileRows = files.length <= room ? files.length : Math.max(0, room - 1);
		return (
			<Box flexDirection="column" borderStyle="round" borderColor="cyan" paddingX={1}>
				<Text bold color="cyan" wrap="truncate-end">
					Rewind to before “{sanitizeLine(promptLine(point, width - 22))}”
				</Text>
				<Text dimColor wrap="truncate-end">
					{sanitizeLine(previewSummary(preview))}
				</Text>
				{files.slice(0, fileRows).map(file => (
					<Text key={file} dimColor wrap="truncate-end">
						{'  '}
						{sanitizeLine(file)}
					</Text>
				))}
				{files.length > fileRows && room > 0 ? <Text dimColor>{`  … and ${files.length - fileRows} more`}</Text> : null}
				{OPTIONS.map((option, index) => {
					const off = offReason(option, preview);
					const focused = index === ui.focus;
					return (
						<Text
							key={option.digit}
							wrap="truncate-end"
							{...(focused && off === undefined ? {color: 'cyan'} : {})}
							dimColor={off !== undefined}
						>
							{focused ? `${glyph.pointer} ` : '  '}
							{option.digit}. {option.label}
							{off ? ` (${off})` : ''}
						</Text>
					);
				})}
				{conversationNeeds ? (
					<Text dimColor wrap="truncate-end">
						1 and 2 need {conversationNeeds} to take back the conversation.
					</Text>
				) : null}
				{busy ? (
					<Text color="yellow" wrap="truncate-end">
						{asking
							? 'A permission prompt is open: rewinding denies it and stops the turn first.'
							: 'claude is working: rewinding stops it first and checks the files again.'}
					</Text>
				) : null}
				<Text dimColor>1–4 or ↑↓ Enter · Esc never mind</Text>
			</Box>
		);
	}
	const visible = Math.max(1, maxRows - 4 - (asking ? 1 : 0));
	const first = Math.min(Math.max(0, ui.focus - visible + 1), Math.max(0, points.length - visible));
	return (
		<Box flexDirection="column" borderStyle="round" borderColor="cyan" paddingX={1}>
			<Text bold color="cyan">
				Rewind to before a prompt
			</Text>
			{points.slice(first, first + visible).map((point, index) => {
				const focused = first + index === ui.focus;
				const summary = previewSummary(previews[point.uuid]);
				return (
					<Text key={point.uuid} wrap="truncate-end" {...(focused ? {color: 'cyan'} : {})}>
						{focused ? `${glyph.pointer} ` : '  '}
						<Text dimColor>{time(point.sentAt)} </Text>
						{/* The prompt is what tells the rows apart: it keeps half the row, and the summary is cut instead. */}
						{sanitizeLine(promptLine(point, Math.max(Math.floor(width / 2), width - summary.length - 10)))}
						<Text dimColor> · {sanitizeLine(summary)}</Text>
					</Text>
				);
			})}
			{asking ? (
				<Text color="yellow" wrap="truncate-end">
					A permission prompt is open behind this: a rewind denies it.
				</Text>
			) : null}
			<Text dimColor wrap="truncate-end">
				↑↓ Enter choose · f fork a new session from here · Esc close
				{points.length > visible ? ` · ${points.length} prompts` : ''}
			</Text>
		</Box>
	);
}
