/**
 * The message editor: what is typed and where the cursor is, the messages sent before (Up/Down at
 * the editor's edge recalls them, keeping what was being typed), and Tab completion of `@path` and
 * `/command`. The key handler reads `get()`, not `editor`: several keys can arrive before React
 * renders again (use-ref-state.ts).
 *
 * A long paste and a dropped image file go in as a placeholder; what they stand for is kept here,
 * by number, for the whole run (so a message recalled from history still has its paste), and
 * travels with the message taken. History keeps the placeholder of a paste and the path of an
 * image, never the image.
 */
import {useCallback, useRef, useState} from 'react';
import {
	type Attachment,
	highestNumber,
	type ImageRead,
	inText,
	isLongPaste,
	placeholder,
	PLACEHOLDER,
	type UserInput,
} from '../protocol/attachments.js';
import type {SlashCommandInfo} from '../protocol/types.js';
import {pastedPath, typedPath} from '../text/image-paths.js';
import {sanitize} from '../text/sanitize.js';
import {type EditorAction, editorReducer, type EditorState, emptyEditor} from './editor.js';
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
	return {text: state.text.slice(0, at - cut) + fill + state.text.slice(at), cursor};
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
	const history = useRef<string[]>([...initialHistory]);
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

	/** Keeps `text` in history and returns it with what its placeholders stand for. */
	const takeText = (text: string): UserInput | undefined => {
		if (text.trim() === '') return undefined;
		const carried = inText(text, [...attachments.current.values()]);
		// A paste's placeholder recalled from an earlier run stands for text this run never had: sent, it would go as
		// the placeholder's own words, with nothing on screen to say the paste is missing.
		const lost = [...text.matchAll(PLACEHOLDER)]
			.map(([shown]) => shown)
			.find(
				shown => shown.startsWith('[Pasted text') && !carried.some(attachment => placeholder(attachment) === shown),
			);
		if (lost !== undefined) {
			onError(`Not sent: ${lost} was pasted in an earlier run, and cctui does not keep pastes; paste it again here.`);
			return undefined;
		}
		// An image is remembered as its path; one read back from a session file has none, and keeps its placeholder.
		const remembered = carried.reduce(
			(shown, attachment) =>
				attachment.kind === 'image' && attachment.path !== ''
					? shown.split(placeholder(attachment)).join(typedPath(attachment.path))
					: shown,
			text,
		);
		history.current.push(remembered);
		onHistory?.(remembered);
		historyIndex.current = undefined;
		left.current.clear();
		return {text, attachments: carried};
	};
	const take = () => {
		const message = takeText(get().text);
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
		void completed(typed).then(({text}) => {
			const message = takeText(text);
			if (message !== undefined) send(message);
			else putBack([{text}]);
		});
	};

	const insertAttached = (attachment: Attachment) => {
		keep(attachment);
		edit({type: 'insert', text: placeholder(attachment)});
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
			const shown = text.replace(text.trim(), () => placeholder(image));
			const end = at + text.length;
			const cursor = current.cursor >= end ? current.cursor + shown.length - text.length : Math.min(current.cursor, at);
			set({text: current.text.slice(0, at) + shown + current.text.slice(end), cursor});
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
		const entry = entries[next] ?? '';
		set(left.current.get(next) ?? {text: entry, cursor: entry.length});
	};

	const discard = () => {
		const {text} = get();
		if (text === '') return;
		// Already there (recalled, not changed): Up finds it as it is.
		if (!history.current.includes(text)) history.current.push(text);
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
	const putBack = useCallback(
		(messages: readonly GivenBack[]) => {
			if (messages.length === 0) return;
			// Only what a placeholder stands for: an image a path names has none (cli/typed-images.ts).
			for (const message of messages)
				for (const attachment of inText(message.text, message.attachments ?? [])) keep(attachment);
			const typed = get().text;
			replace([...messages.map(message => message.text), ...(typed === '' ? [] : [typed])].join('\n'));
		},
		[get, replace, keep],
	);
	const clearPathSuggestions = useCallback(() => setPathSuggestions([]), []);
	const getHistory = useCallback(() => history.current, []);
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
