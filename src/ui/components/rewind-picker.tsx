/**
 * /rewind (or Esc twice on an empty input): this session's prompts, newest first, each with what
 * restoring the files to before it would change (a dry run). Enter on one lists its files and asks
 * what to take back (rewind-confirm.tsx); `f` forks a new session from before the prompt instead.
 * Both take keys as a permission prompt does (use-prompt-gate.ts, with the picker's own gate: it sees
 * every key): Esc Esc may open the list under someone still typing, whose `f` would fork. A fork keeps
 * this session as it was, so the gate is enough and it asks for no confirmation. Moving through the
 * list and closing it act at once; a letter the list does not take goes into the message, not lost.
 * Once that message holds text the list's Enter and f are held as a prompt's keys are under a message
 * composed: no pause lets them go, only Tab (also once the message is cleared). The step that asks
 * comes only from a deliberate Enter, as a prompt's next question does: the message holds it no more.
 * It shows in front of a permission prompt still open: rewinding stops it (the turn's stop withdraws it).
 */
import {Box, type Key, Text} from 'ink';
import {useState} from 'react';
import {previewSummary} from '../../present/rewind.js';
import {glyph} from '../../present/theme.js';
import {type FilePreview, promptLine, type RewindChoice, type RewindPoint} from '../../state/rewind.js';
import {sanitizeLine} from '../../text/sanitize.js';
import {QUIET_MS} from '../key-gate.js';
import {answerInput, focusesPrompt} from '../keymap.js';
import {type PausedFor, pausedFor, PromptKeysContext} from '../prompt-keys.js';
import {useKeys} from '../use-keys.js';
import {usePromptGate} from '../use-prompt-gate.js';
import {useRefState} from '../use-ref-state.js';
import {RewindConfirm} from './rewind-confirm.js';

export interface RewindPickerProps {
	/** Newest first. */
	readonly points: readonly RewindPoint[];
	readonly previews: Readonly<Record<string, FilePreview>>;
	/** The prompt whose confirmation shows at once (uuid). */
	readonly chosen?: string | undefined;
	/** A turn runs: rewinding stops it first. */
	readonly busy: boolean;
	/** A permission prompt (or MCP form) waits behind the picker: rewinding stops it (the turn's stop withdraws it). */
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
	/**
	 * A key the list did not take: typed too soon, or of no use there. `typed`: the list's gate hears what a key that
	 * went into the message left there, as a prompt's does.
	 */
	readonly onType?: (input: string, key: Key, typed: (empty: boolean) => void) => void;
	/** The message input holds no text. @default true */
	readonly messageEmpty?: boolean;
	/** The list and the confirmation takes keys once on screen this long, and this long after a key (key-gate.ts). @default 500 */
	readonly armDelayMs?: number;
	/** The key gate's clock. @default Date.now */
	readonly now?: () => number;
}

interface PickerUi {
	/** The prompt focused in the list. */
	readonly focus: number;
	/** The prompt chosen, while asking what to take back. */
	readonly chosen: number | undefined;
}

/** Why the list's Enter and f do not count (prompt-frame.tsx's PausedKeys says it for a prompt). */
const PAUSED: Readonly<Record<PausedFor, string>> = {
	typing: 'Not ready: Enter and f count once you stop typing.',
	message: 'Your message keeps Enter and f · Tab gives them to the list',
	tab: 'Letters go to your message · Tab gives the list Enter and f',
};

/** The list is a question of its own to the key gate, as each step is. */
const LIST = 'list';

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
	onType,
	messageEmpty = true,
	armDelayMs = QUIET_MS,
	now = Date.now,
}: RewindPickerProps) {
	const again = points.findIndex(point => point.uuid === chosen);
	const [ui, getUi, setUi] = useRefState<PickerUi>({focus: 0, chosen: again === -1 ? undefined : again});
	const point = ui.chosen === undefined ? undefined : points[ui.chosen];
	const preview = point && previews[point.uuid];
	// The step is a new question whenever its list is: a list asked again (a turn ended) arms anew, its rows unseen.
	const step = point && `${point.uuid} ${JSON.stringify(preview ?? null)}`;
	/** The step a key was typed at that went on to the message: from then on the message's text is the step's too. */
	const [typedAt, setTypedAt] = useState<string | undefined>(undefined);
	// A message holds the list, not the step: the step comes only from an Enter the list took, Tab given if need be.
	// Keys typed at the step go to the message, which then holds it as one composed under a prompt does.
	const gate = usePromptGate(
		step ?? LIST,
		armDelayMs,
		now,
		step === undefined || typedAt === step ? messageEmpty : true,
	);

	useKeys((input, key, pasted) => {
		// Every key counts as typing, the arrows too.
		const deliberate = gate.judge();
		// A paste is text, never a choice.
		if (pasted || (key.ctrl && input === 'c')) return;
		// Backing out never waits.
		if (key.escape) return onCancel();
		const current = getUi();
		if (current.chosen !== undefined) {
			if (deliberate && gate.deliver(input, key)) return;
			// As under the list (and a prompt): Tab hands the step the keys a message holds, a letter it has no use for
			// goes to the message, shown under the step, never lost ("more" typed at the step was dropped).
			if (!deliberate && focusesPrompt(key) && gate.focus()) return;
			setTypedAt(step);
			return onType?.(input, key, gate.typed);
		}
		if (key.upArrow) return setUi({...current, focus: Math.max(0, current.focus - 1)});
		if (key.downArrow) return setUi({...current, focus: Math.min(points.length - 1, current.focus + 1)});
		// Tab hands Enter and f back from a message that holds them, as it hands a prompt its keys.
		if (!deliberate && focusesPrompt(key) && gate.focus()) return;
		if (deliberate && key.return) return setUi({...current, chosen: current.focus});
		if (deliberate && answerInput(input, key) === 'f') return onFork(points[current.focus]!);
		onType?.(input, key, gate.typed);
	});
	const paused = pausedFor(gate.route);

	const width = Math.max(10, columns - 4);
	if (point && step) {
		return (
			<PromptKeysContext.Provider value={gate.route}>
				<RewindConfirm
					key={step}
					{...{point, preview, busy, asking, cwd, columns, maxRows, conversationNeeds, onCancel}}
					onChoose={choice => onChoose(point, choice, preview)}
				/>
			</PromptKeysContext.Provider>
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
					A permission prompt is open behind this: a rewind stops it.
				</Text>
			) : null}
			{paused ? (
				<Text color="yellow" wrap="truncate-end">
					{PAUSED[paused]}
				</Text>
			) : (
				<Text dimColor wrap="truncate-end">
					↑↓ Enter choose · f fork a new session from here · Esc close
					{points.length > visible ? ` · ${points.length} prompts` : ''}
				</Text>
			)}
		</Box>
	);
}
