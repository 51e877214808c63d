/**
 * The message editor: what is typed and where the cursor is, the messages sent before (Up/Down at
 * the editor's edge recalls them, keeping what was being typed), and Tab completion of `@path` and
 * `/command`. The key handler reads `get()`, not `editor`: several keys can arrive before React
 * renders again (use-ref-state.ts).
 *
 * A long paste and a dropped image file go in as a placeholder, an atom of the editor (editor.ts);
 * what they stand for is kept here, by number, for the whole run (so a message recalled from history
 * still has its paste), and travels with the message taken. Only an atom stands for its paste: the
 * same words typed or pasted are text, even when they name a paste of this run (one deleted, say).
 * History keeps the placeholder of a paste, as an atom for this run, and the path of an image, never
 * the image.
 */
import {useCallback, useRef, useState} from 'react';
import {
	type Attachment,
	highestNumber,
	type ImageAttachment,
	type ImageRead,
	inText,
	isLongPaste,
	type PastedText,
	placeholder,
	PLACEHOLDER,
	type UserInput,
} from '../protocol/attachments.js';
import type {SlashCommandInfo} from '../protocol/types.js';
import {pastedPath, typedPath} from '../text/image-paths.js';
import {sanitize} from '../text/sanitize.js';
import {type Atom, type EditorAction, editorReducer, type EditorState, emptyEditor, splice} from './editor.js';
import {commonPrefix, completePath, mentionBeforeCursor, type PathCompletion} from './path-completion.js';
import {suggestCommands} from './slash-commands.js';
import {useRefState} from './use-ref-state.js';

export interface MessageEditorOptions {
	/** Messages sent earlier (oldest first). */
	readonly history: readonly string[];
	/** Called with each sent message, to keep history across runs. */
	readonly onHistory?: ((text: string) => void) | undefined;
	/** Paths under the working folder starting with `partial`. */
	readonly completePath: (partial: string) => Promise<readonly string[]>;
	/** claude's own slash commands, completed as well as cctui's. */
	readonly commands: readonly SlashCommandInfo[];
	/** Reads a pasted path as an image. */
	readonly readImage: (path: string) => Promise<ImageRead>;
	/** Why a pasted image was not attached. */
	readonly onError: (message: string) => void;
}

/** A message to put back into the editor (taken from the queue, rewound). */
export interface GivenBack {
	readonly text: string;
	readonly attachments?: readonly Attachment[] | undefined;
}

export interface MessageEditor {
	readonly editor: EditorState;
	/** The latest state, for key handlers. */
	readonly get: () => EditorState;
	readonly edit: (action: EditorAction) => void;
	/** Puts `text` in the editor with the cursor at its end (stable: safe in effect deps). */
	readonly replace: (text: string) => void;
	/** Messages given back (taken from the queue, rewound, forked) go in above whatever is being typed (stable). */
	readonly putBack: (messages: readonly GivenBack[]) => void;
	/** A paste: a long one, or a path to an image, goes in as a placeholder; else as text. */
	readonly paste: (text: string) => void;
	/** Sent messages, oldest first (those of earlier runs, then this one's). */
	readonly history: () => readonly string[];
	/** `@path` candidates listed under the editor after a Tab that left more than one. */
	readonly pathSuggestions: readonly string[];
	readonly clearPathSuggestions: () => void;
	/** Takes the message typed: keeps it in history and empties the editor. Undefined when it is blank (nothing to send). */
	readonly take: () => UserInput | undefined;
	/** Enter: takes the message and hands it to `send`, after the completion of a Tab read just before it. */
	readonly submit: (send: (message: UserInput) => void) => void;
	/** Up (-1) or Down (+1) through history; past the newest, what was being typed. */
	readonly recall: (direction: -1 | 1) => void;
	/** Ctrl+C on a message being typed: empties the editor, and Up brings the text back (this run; it was not sent). */
	readonly discard: () => void;
	/** Tab: finishes an `@path` or a `/command`, as far as it is unambiguous. */
	readonly complete: () => void;
	/** The cursor is on an `@path` or a `/command`: a Tab there means to complete it (also when nothing matches). */
	readonly completable: () => boolean;
}

/** A Tab's `@path` completion, listed: `fill` goes in after `before`, the text up to the Tab. */
interface Completion extends PathCompletion {
	readonly before: string;
}

/**
 * A Tab's `@path` completion put in where the Tab was (over the `cut` characters before it), if what came before it is
 * still there: keys typed after the Tab come after it.
 */
function fillIn(state: EditorState, {before, cut, fill}: Completion): EditorState {
	if (fill === '' || !state.text.startsWith(before)) return state;
	const at = before.length;
	const cursor = state.cursor >= at ? state.cursor + fill.length - cut : Math.min(state.cursor, at - cut);
	return splice(state, at - cut, at, fill, cursor);
}

/** A message of history: its text, and which of its placeholders are atoms. */
interface Entry {
	readonly text: string;
	readonly atoms?: readonly Atom[] | undefined;
}

/**
 * A message of an earlier run's history: which of its placeholders cctui put in is not known, so each is taken for one
 * (a paste's is then not sent: that run's pastes are gone).
 */
const earlier = (text: string): Entry => ({
	text,
	atoms: [...text.matchAll(PLACEHOLDER)].map(match => ({start: match.index, end: match.index + match[0].length})),
});

/** `state` with each atom `change` gives text for (from the last, so the offsets before it hold) put in its place. */
function replaceAtoms(
	state: EditorState,
	change: (shown: string) => {readonly text: string; readonly atom: boolean} | undefined,
): EditorState {
	return [...(state.atoms ?? [])].reverse().reduce((current, {start, end}) => {
		const changed = change(current.text.slice(start, end));
		if (changed === undefined) return current;
		const cursor = current.cursor >= end ? current.cursor + changed.text.length - (end - start) : current.cursor;
		return splice(current, start, end, changed.text, cursor, changed.atom);
	}, state);
}

/** `text` with the placeholders of `attachments` in it as atoms (a message given back, which kept no other kind). */
function withAtoms(text: string, attachments: readonly Attachment[]): EditorState {
	const shown = new Set(attachments.map(placeholder).filter(words => words !== ''));
	const atoms = [...text.matchAll(PLACEHOLDER)]
		.filter(([words]) => shown.has(words))
		.map(match => ({start: match.index, end: match.index + match[0].length}));
	return atoms.length === 0 ? {text, cursor: text.length} : {text, cursor: text.length, atoms};
}

/** `states` one under the other, each on its own lines, the cursor at the end. */
function joined(states: readonly EditorState[]): EditorState {
	return states.reduce<EditorState>((all, state, index) => {
		const before = index === 0 ? all : splice(all, all.text.length, all.text.length, '\n', all.text.length + 1);
		const at = before.text.length;
		const atoms = [
			...(before.atoms ?? []),
			...(state.atoms ?? []).map(atom => ({start: atom.start + at, end: atom.end + at})),
		];
		const text = before.text + state.text;
		return atoms.length === 0 ? {text, cursor: text.length} : {text, cursor: text.length, atoms};
	}, emptyEditor);
}

export function useMessageEditor({
	history: initialHistory,
	onHistory,
	completePath: listPaths,
	commands,
	readImage,
	onError,
}: MessageEditorOptions): MessageEditor {
	const [editor, get, set] = useRefState<EditorState>(emptyEditor);
	const [pathSuggestions, setPathSuggestions] = useState<readonly string[]>([]);
	const history = useRef<Entry[]>(initialHistory.map(earlier));
	/** The message of history shown; undefined for the one being typed. */
	const historyIndex = useRef<number | undefined>(undefined);
	/** Until the next message is taken, what Up/Down left at each place of history (the draft after the newest). */
	const left = useRef(new Map<number, EditorState>());
	const edit = useCallback((action: EditorAction) => set(current => editorReducer(current, action)), [set]);
	/** Tabs whose `@path` candidates are still being listed, in order (an Enter, or another Tab, waits for them). */
	const completions = useRef<readonly Promise<Completion>[]>([]);
	/** `typed` as it will be once the completions still being listed are in, each where its Tab was. */
	const completed = (typed: EditorState) =>
		Promise.all(completions.current).then(done => done.reduce((state, completion) => fillIn(state, completion), typed));
	const attachments = useRef(new Map<number, Attachment>());
	const keep = useCallback((attachment: Attachment) => attachments.current.set(attachment.id, attachment), []);
	// After the numbers in history too: a placeholder recalled from an earlier run must not stand for a new paste.
	const [historyNumber] = useState(() => highestNumber(initialHistory));
	const nextId = () => Math.max(historyNumber, ...attachments.current.keys()) + 1;

	/** The attachment an atom showing `shown` stands for. */
	const standingFor = (shown: string) =>
		[...attachments.current.values()].find(
			(attachment): attachment is PastedText | ImageAttachment =>
				attachment.kind !== 'context' && placeholder(attachment) === shown,
		);

	/** Keeps `typed` in history and returns it with what its atoms stand for. */
	const takeText = (typed: EditorState): UserInput | undefined => {
		if (typed.text.trim() === '') return undefined;
		const atoms = typed.atoms ?? [];
		// A paste's placeholder recalled from an earlier run stands for text this run never had: sent, it would go as
		// the placeholder's own words, with nothing on screen to say the paste is missing.
		const lost = atoms
			.map(({start, end}) => typed.text.slice(start, end))
			.find(shown => shown.startsWith('[Pasted text') && standingFor(shown) === undefined);
		if (lost !== undefined) {
			onError(`Not sent: ${lost} was pasted in an earlier run, and cctui does not keep pastes; paste it again here.`);
			return undefined;
		}
		// The message goes as text and attachments, where a placeholder's words stand for its attachment wherever they
		// are: the same words typed beside the atom would go as the paste too. Such an atom is numbered anew.
		const words = (text: string, shown: string) => text.split(shown).length - 1;
		const renumbered = new Map<string, Attachment>();
		const message = replaceAtoms(typed, shown => {
			const attachment = standingFor(shown);
			if (attachment === undefined) return undefined;
			const asAtoms = atoms.filter(({start, end}) => typed.text.slice(start, end) === shown).length;
			if (words(typed.text, shown) === asAtoms) return undefined;
			const anew = renumbered.get(shown) ?? {...attachment, id: nextId()};
			renumbered.set(shown, anew);
			keep(anew);
			return {text: placeholder(anew), atom: true};
		});
		const {text} = message;
		const carried = [
			...new Set((message.atoms ?? []).flatMap(({start, end}) => standingFor(text.slice(start, end)) ?? [])),
		];
		// An image is remembered as its path; one read back from a session file has none, and keeps its placeholder.
		const remembered = replaceAtoms(message, shown => {
			const attachment = standingFor(shown);
			return attachment?.kind === 'image' && attachment.path !== ''
				? {text: typedPath(attachment.path), atom: false}
				: undefined;
		});
		history.current.push({text: remembered.text, atoms: remembered.atoms});
		onHistory?.(remembered.text);
		historyIndex.current = undefined;
		left.current.clear();
		return {text, attachments: carried};
	};
	const take = () => {
		const message = takeText(get());
		if (message !== undefined) edit({type: 'set', text: ''});
		return message;
	};
	const submit = (send: (message: UserInput) => void) => {
		if (completions.current.length === 0 || get().text.trim() === '') {
			const message = take();
			if (message !== undefined) send(message);
			return;
		}
		// An Enter read right after a Tab whose paths are still being listed: the message goes once its completion
		// is in, where the Tab was; keys after the Enter begin the next message.
		const typed = get();
		set(emptyEditor);
		void completed(typed).then(state => {
			const message = takeText(state);
			if (message !== undefined) send(message);
			else putBackStates([state]);
		});
	};

	const insertAttached = (attachment: Attachment) => {
		keep(attachment);
		edit({type: 'insert-atom', text: placeholder(attachment)});
	};
	const paste = (pasted: string) => {
		// As for typed text (keymap.ts): terminal control never becomes part of the message.
		const text = sanitize(pasted.replace(/\r\n?/g, '\n'));
		if (text === '') return;
		if (isLongPaste(text)) return insertAttached({kind: 'text', id: nextId(), text});
		const at = get().cursor;
		edit({type: 'insert', text});
		const path = pastedPath(text);
		if (path === undefined) return;
		// The path is there at once, so keys typed meanwhile keep their order; read as an image, it becomes the placeholder.
		void readImage(path).then(read => {
			if (read.kind === 'error') return onError(read.message);
			if (read.kind === 'none') return;
			const current = get();
			// Sent meanwhile, or edited: the path is what there is (cli/typed-images.ts reads a sent one).
			if (current.text.slice(at, at + text.length) !== text) return;
			const image: Attachment = {kind: 'image', id: nextId(), ...read.image};
			keep(image);
			// A dropped file's path often comes with a space after it: that stays.
			const path = text.trim();
			const from = at + text.indexOf(path);
			const shown = placeholder(image);
			const end = at + text.length;
			const cursor = current.cursor >= end ? current.cursor + shown.length - path.length : Math.min(current.cursor, at);
			set(splice(current, from, from + path.length, shown, cursor, true));
		});
	};

	const recall = (direction: -1 | 1) => {
		const entries = history.current;
		const at = historyIndex.current ?? entries.length;
		const next = Math.min(entries.length, Math.max(0, at + direction));
		if (next === at) return;
		// What is left at each place, the draft or an edited message, is there again on coming back (as in readline).
		left.current.set(at, get());
		historyIndex.current = next === entries.length ? undefined : next;
		const entry = entries[next] ?? {text: ''};
		set(
			left.current.get(next) ?? {
				text: entry.text,
				cursor: entry.text.length,
				...(entry.atoms?.length ? {atoms: entry.atoms} : {}),
			},
		);
	};

	const discard = () => {
		const {text, atoms} = get();
		if (text === '') return;
		// Already there (recalled, not changed): Up finds it as it is.
		if (!history.current.some(entry => entry.text === text)) history.current.push({text, atoms});
		historyIndex.current = undefined;
		left.current.clear();
		edit({type: 'set', text: ''});
	};

	/** What a Tab fills in after `before`, from the paths that start with the `@path` it ends with. */
	const listedAt = async (before: string): Promise<Completion> => {
		const mention = mentionBeforeCursor(before);
		if (mention === undefined) return {before, cut: 0, fill: '', suggestions: []};
		return {before, ...completePath(mention, await listPaths(mention.partial))};
	};
	/** Puts a Tab's completion in once it is listed; until then an Enter or another Tab waits for it. */
	const completeWith = (listed: Promise<Completion>) => {
		completions.current = [...completions.current, listed];
		void listed.then(completion => {
			const {before, suggestions} = completion;
			completions.current = completions.current.filter(pending => pending !== listed);
			// Sent, or the path changed, meanwhile: nothing left to complete here.
			if (!get().text.startsWith(before)) return;
			setPathSuggestions(suggestions);
			set(current => fillIn(current, completion));
		});
	};

	const complete = () => {
		const current = get();
		const before = current.text.slice(0, current.cursor);
		// A Tab read while an earlier one's paths are still being listed acts on the text as that completion leaves it,
		// as it would pressed a moment later: on the same @path it put the completion in twice (@R, Tab, Tab gave
		// '@README.md EADME.md '), and after a folder's (@s → @src/) it goes on into the folder.
		if (completions.current.length > 0)
			return completeWith(completed({text: before, cursor: before.length}).then(({text}) => listedAt(text)));
		if (mentionBeforeCursor(before) !== undefined) return completeWith(listedAt(before));
		// One command is finished; of several, only what they all start with (they are listed under the input).
		const names = suggestCommands(current.text, commands, Infinity).map(command => command.name);
		if (names.length === 0) return;
		const text = names.length === 1 ? `/${names[0]} ` : `/${commonPrefix(names)}`;
		set({text, cursor: text.length});
	};

	const completable = () => {
		const current = get();
		return (
			completions.current.length > 0 ||
			mentionBeforeCursor(current.text.slice(0, current.cursor)) !== undefined ||
			/^\/\S*$/.test(current.text)
		);
	};

	const replace = useCallback((text: string) => set({text, cursor: text.length}), [set]);
	/** `states` go in above whatever is being typed. */
	const putBackStates = useCallback(
		(states: readonly EditorState[]) => {
			const typed = get();
			set(joined([...states, ...(typed.text === '' ? [] : [typed])]));
		},
		[get, set],
	);
	const putBack = useCallback(
		(messages: readonly GivenBack[]) => {
			if (messages.length === 0) return;
			// Only what a placeholder stands for: an image a path names has none (cli/typed-images.ts).
			for (const message of messages)
				for (const attachment of inText(message.text, message.attachments ?? [])) keep(attachment);
			putBackStates(messages.map(message => withAtoms(message.text, message.attachments ?? [])));
		},
		[putBackStates, keep],
	);
	const clearPathSuggestions = useCallback(() => setPathSuggestions([]), []);
	const getHistory = useCallback(() => history.current.map(entry => entry.text), []);
	return {
		editor,
		get,
		edit,
		replace,
		putBack,
		paste,
		history: getHistory,
		pathSuggestions,
		clearPathSuggestions,
		take,
		submit,
		recall,
		discard,
		complete,
		completable,
	};
}
