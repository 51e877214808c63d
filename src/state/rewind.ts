/**
 * Rewinding the conversation (FINDINGS §5): claude forgets a prompt and everything after it. The
 * scrollback cannot be unprinted, so those items stay on screen, are listed in `withdrawn` (the export
 * leaves them out, and they are no longer rewind points), and a divider says what left the conversation.
 * Rewinding the files takes back every file-tool change since a prompt: those calls are listed in `undone`.
 */
import type {Attachment, UserInput} from '../protocol/attachments.js';
import {plural} from '../text/plural.js';
import {absolutePath, relativePath} from '../text/relative-path.js';
import {addNotice, addWithdrawalNotice} from './placement.js';
import {changedFiles} from './turn-changes.js';
import {type AppState, withState} from './state.js';
import type {TranscriptItem, UserItem} from './transcript.js';

/** A prompt the conversation can be rewound to: the state before it was sent. */
export interface RewindPoint {
	readonly uuid: string;
	readonly text: string;
	/** What the placeholders in `text` stand for: the prompt is given back whole. */
	readonly attachments?: readonly Attachment[];
	readonly sentAt?: number;
	/** Sent mid-turn (steering): claude keeps no checkpoint of its own for it, so neither its files nor a fork go to it. */
	readonly steered?: true;
}

/** Why a message sent mid-turn cannot be a point to restore the files to, or to fork from. */
export const STEERED_POINT = 'it was sent mid-turn, which claude keeps no checkpoint of: choose the prompt of its turn';

/** The prompt to edit and send again: its text, and what its placeholders stand for. */
export function promptOf(point: RewindPoint): UserInput {
	return {text: point.text, attachments: point.attachments ?? []};
}

const USER_ID = 'user-';

/** A message the person sent (`user-<uuid>`; not a subagent's prompt, nor claude's own text). */
const isSent = (item: TranscriptItem): item is UserItem =>
	item.kind === 'user' && item.id.startsWith(USER_ID) && !item.subagentPrompt;

/** The person's prompts still in the conversation, newest first (slash commands and subagent prompts are not). */
export function rewindPoints(state: AppState): RewindPoint[] {
	const withdrawn = new Set(state.withdrawn);
	return [...state.committed, ...state.pending]
		.slice(state.conversationStart)
		.filter((item): item is UserItem => isSent(item) && !item.text.startsWith('/') && !withdrawn.has(item.id))
		.map(item => ({
			uuid: item.id.slice(USER_ID.length),
			text: item.text,
			...(item.attachments === undefined ? {} : {attachments: item.attachments}),
			...(item.sentAt === undefined ? {} : {sentAt: item.sentAt}),
			...(item.steered ? {steered: true as const} : {}),
		}))
		.reverse();
}

/**
 * The messages sent mid-turn into the turn of the prompt `uuid`, oldest first: a rewind of the conversation to before
 * that prompt takes them back with it, so they come back into the input with it.
 */
export function steeredInto(state: AppState, uuid: string): UserInput[] {
	const items = [...state.committed, ...state.pending].slice(state.conversationStart).filter(isSent);
	const at = items.findLastIndex(item => item.id === `${USER_ID}${uuid}`);
	if (at === -1) return [];
	const after = items.slice(at + 1);
	const end = after.findIndex(item => !item.steered);
	return (end === -1 ? after : after.slice(0, end)).map(item => ({
		text: item.text,
		attachments: item.attachments ?? [],
	}));
}

const CONVERSATION: ReadonlySet<TranscriptItem['kind']> = new Set(['user', 'thinking', 'text', 'tool', 'result']);

/**
 * The newest message the person sent (a slash command too): claude refuses to rewind past later turns
 * unless told the newest one the host has seen (`last_seen_user_message_uuid`; docs/CLI-FINDINGS.md).
 */
export function lastSentUuid(state: AppState): string | undefined {
	const last = [...state.committed, ...state.pending].findLast(isSent);
	return last?.id.slice(USER_ID.length);
}

/**
 * claude rewound to before the prompt `uuid` (or cctui forked from there): that prompt and what
 * followed leave the conversation.
 */
export function conversationRewound(state: AppState, uuid: string, how: 'rewound' | 'forked' = 'rewound'): AppState {
	const target = `${USER_ID}${uuid}`;
	// The last: an earlier conversation shows the same prompt when its session was resumed again after it.
	const at = state.committed.findLastIndex(item => item.id === target);
	// The conversation's own items; cctui's notices (a failed rewind of the files among them) stay.
	const dropped: readonly TranscriptItem[] =
		at === -1
			? []
			: [...state.committed.slice(at), ...state.pending].filter(
					item => CONVERSATION.has(item.kind) && !state.withdrawn.includes(item.id),
				);
	const prompts = dropped.filter(item => item.kind === 'user' && !item.subagentPrompt).length;
	// A Ctrl+O copy repeats a call: it is not another one.
	const tools = dropped.filter(item => item.kind === 'tool' && !item.expanded).length;
	const next =
		dropped.length === 0 ? state : withState(state, {withdrawn: [...state.withdrawn, ...dropped.map(item => item.id)]});
	const divider = `──── ${how === 'rewound' ? 'Rewound' : 'Forked'} to here ────`;
	if (dropped.length === 0)
		return addNotice(next, 'info', `${divider} claude rewound the conversation to before a prompt not on this screen.`);
	const them = prompts + tools === 1 ? 'it' : 'them';
	const what = `${divider} ${plural(prompts, 'prompt')}${tools > 0 ? ` and ${plural(tools, 'tool call')}` : ''} left the conversation; claude no longer sees ${them}`;
	const turns = dropped.filter(item => item.kind === 'result').length;
	return addWithdrawalNotice(
		next,
		`${what} (${them === 'it' ? 'it stays' : 'they stay'} above).`,
		`${what}, and this transcript leaves ${them} out.`,
		turns > 0 ? {how, turns} : undefined,
	);
}

/** The prompt `uuid` and the items after it (none when it is not on screen). */
function itemsSince(state: AppState, uuid: string): TranscriptItem[] {
	const all = [...state.committed, ...state.pending];
	const at = all.findLastIndex(item => item.id === `${USER_ID}${uuid}`);
	return at === -1 ? [] : all.slice(at);
}

/**
 * claude restored the files to before the prompt `uuid`: every file change since is undone, but a subagent's to a
 * file claude's checkpoints do not hold (one no file tool of the main conversation wrote): that one stays on disk.
 */
function filesRewound(state: AppState, uuid: string): AppState {
	const since = itemsSince(state, uuid);
	if (since.length === 0) return state;
	const cwd = state.session.cwd;
	const changes = changedFiles([...state.committed, ...state.pending]);
	const held = new Set(changes.filter(change => !change.bySubagent).map(change => absolutePath(change.path, cwd)));
	const calls = changedFiles(since)
		.filter(change => !change.bySubagent || held.has(absolutePath(change.path, cwd)))
		.map(change => change.callId);
	const undone = calls.filter(id => !state.undone.includes(id));
	return undone.length === 0 ? state : withState(state, {undone: [...state.undone, ...undone]});
}

/**
 * The files a subagent changed since the prompt `uuid` (absolute), but those in `restored`: claude's checkpoints do
 * not hold a subagent's writes, so a rewind of the files leaves them as they are.
 */
export function subagentFilesSince(state: AppState, uuid: string, restored: readonly string[]): string[] {
	const cwd = state.session.cwd;
	const left = changedFiles(itemsSince(state, uuid))
		.filter(change => change.bySubagent)
		.map(change => absolutePath(change.path, cwd))
		.filter(file => !restored.includes(file));
	return [...new Set(left)];
}

/**
 * The files of a dry run (`files`, absolute) that a restore to before the prompt `uuid` deletes: the first file tool to
 * change them since was a Write that made them, so they did not exist then.
 */
export function filesMadeSince(state: AppState, uuid: string, files: readonly string[]): string[] {
	const cwd = state.session.cwd;
	const madeFirst = new Map<string, boolean>();
	for (const change of changedFiles(itemsSince(state, uuid))) {
		const file = absolutePath(change.path, cwd);
		if (!change.bySubagent && !madeFirst.has(file)) madeFirst.set(file, change.created);
	}
	return files.filter(file => madeFirst.get(absolutePath(file, cwd)) === true);
}

/** What a rewind of the files to a point would change (a dry run), or why it cannot. */
export type FilePreview =
	| {
			readonly kind: 'files';
			readonly files: readonly string[];
			readonly insertions: number;
			readonly deletions: number;
			/** Files a subagent changed since, which the rewind leaves as they are (claude's checkpoints skip them). */
			readonly untouched?: readonly string[];
			/** Files of `files` made since the prompt: the rewind deletes them. */
			readonly made?: readonly string[];
	  }
	| {readonly kind: 'unavailable'; readonly reason: string};

/** The same files and counts: what was shown is what a restore would change. */
export function samePreview(shown: FilePreview | undefined, now: FilePreview): boolean {
	if (shown?.kind !== 'files' || now.kind !== 'files') return false;
	const sorted = (files: readonly string[]) => [...files].sort().join('\n');
	return (
		shown.insertions === now.insertions &&
		shown.deletions === now.deletions &&
		sorted(shown.files) === sorted(now.files)
	);
}

/**
 * What a rewind gives back: what goes into the input again, and, when the files no longer match the
 * list the person confirmed, the list now (nothing was rewound: they confirm again on it).
 */
export interface RewindOutcome {
	readonly putBack: readonly UserInput[];
	readonly changed?: FilePreview;
}

/** What to take back: the files on disk, the conversation, or both. */
export interface RewindChoice {
	readonly code: boolean;
	readonly conversation: boolean;
}

/** The files a rewind touches, relative to the working folder, each it deletes (made since the prompt) said so. */
export function previewFiles(preview: FilePreview, cwd: string | undefined): string[] {
	if (preview.kind !== 'files') return [];
	const made = new Set(preview.made);
	return preview.files.map(
		file => `${cwd ? relativePath(file, cwd) : file}${made.has(file) ? ' (deleted: made since)' : ''}`,
	);
}

/** A prompt on one line, cut to `width` characters. */
export function promptLine(point: RewindPoint, width: number): string {
	const line = point.text.replace(/\s+/g, ' ').trim();
	return line.length > width ? `${line.slice(0, Math.max(1, width - 1))}…` : line;
}

/** The files a subagent changed that a rewind of the files leaves, relative to the working folder. */
export function untouchedFiles(preview: FilePreview | undefined, cwd: string | undefined): string[] {
	return preview?.kind === 'files' ? (preview.untouched ?? []).map(file => (cwd ? relativePath(file, cwd) : file)) : [];
}

/** Says that the files a subagent changed are not restored, naming them; '' when there are none. */
export function untouchedText(preview: FilePreview | undefined, cwd: string | undefined): string {
	const files = untouchedFiles(preview, cwd);
	if (files.length === 0) return '';
	return `Not restored: claude's checkpoints do not hold what a subagent wrote, so ${files.length === 1 ? 'this file stays' : 'these files stay'} as ${files.length === 1 ? 'it is' : 'they are'}:\n${files.map(file => `  ${file}`).join('\n')}`;
}

/** The prompt a rewind went back to, quoted; a replay of a resumed session's recording may not show it. */
const promptNamed = (point: RewindPoint | undefined): string =>
	point ? `“${promptLine(point, 40)}”` : 'a prompt not on this screen';

/**
 * The transcript line after the files were restored: every file touched, by name, and those a subagent changed that
 * stay. `point`: undefined when the prompt is not on screen (a replay of a resumed session's recording).
 */
export function restoredText(preview: FilePreview, point: RewindPoint | undefined, cwd: string | undefined): string {
	const files = previewFiles(preview, cwd);
	const untouched = untouchedText(preview, cwd);
	const prompt = promptNamed(point);
	const restored =
		files.length === 0
			? `No file changes to undo since ${prompt}.`
			: `Restored ${plural(files.length, 'file')} to before ${prompt}${preview.kind === 'files' ? ` (+${preview.insertions} −${preview.deletions})` : ''}:\n${files.map(file => `  ${file}`).join('\n')}`;
	return untouched ? `${restored}\n${untouched}` : restored;
}

/**
 * claude restored the files to before the prompt `uuid` (its answer names none): the line lists what the dry run just
 * before it said would change, as the picker confirmed it. Read from the two answers, so a replay says it too.
 */
export function filesRestored(state: AppState, uuid: string): AppState {
	const point = rewindPoints(state).find(candidate => candidate.uuid === uuid);
	const dry = state.fileDryRun?.uuid === uuid ? state.fileDryRun : undefined;
	const next = withState(filesRewound(state, uuid), {fileDryRun: undefined});
	if (!dry) return addNotice(next, 'info', `Restored the files to before ${promptNamed(point)}.`);
	const untouched = subagentFilesSince(state, uuid, dry.files);
	const made = filesMadeSince(state, uuid, dry.files);
	const preview: FilePreview = {
		kind: 'files',
		files: dry.files,
		insertions: dry.insertions,
		deletions: dry.deletions,
		...(untouched.length > 0 ? {untouched} : {}),
		...(made.length > 0 ? {made} : {}),
	};
	return addNotice(next, 'info', restoredText(preview, point, state.session.cwd));
}
