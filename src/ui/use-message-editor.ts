/**
 * The message editor: what is typed and where the cursor is, the messages sent before (Up/Down at
 * the editor's edge recalls them), and Tab completion of `@path` and `/command`. The key handler
 * reads `get()`, not `editor`: several keys can arrive before React renders again (use-ref-state.ts).
 */
import {useCallback, useRef, useState} from 'react';
import type {SlashCommandInfo} from '../protocol/types.js';
import {type EditorAction, editorReducer, type EditorState, emptyEditor} from './editor.js';
import {completePath, pathBeforeCursor} from './path-completion.js';
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
}

export interface MessageEditor {
	readonly editor: EditorState;
	/** The latest state, for key handlers. */
	readonly get: () => EditorState;
	readonly edit: (action: EditorAction) => void;
	/** Puts `text` in the editor with the cursor at its end (stable: safe in effect deps). */
	readonly replace: (text: string) => void;
	/** Messages given back (taken from the queue, rewound, forked) go in above whatever is being typed (stable). */
	readonly putBack: (texts: readonly string[]) => void;
	/** Sent messages, oldest first (those of earlier runs, then this one's). */
	readonly history: () => readonly string[];
	/** `@path` candidates listed under the editor after a Tab that left more than one. */
	readonly pathSuggestions: readonly string[];
	readonly clearPathSuggestions: () => void;
	/** Takes the message typed: keeps it in history and empties the editor. Undefined when it is blank (nothing to send). */
	readonly take: () => string | undefined;
	/** Up (-1) or Down (+1) through history; past the newest, an empty editor. */
	readonly recall: (direction: -1 | 1) => void;
	/** Tab: finishes an `@path` (as far as it is unambiguous) or a `/command`. */
	readonly complete: () => void;
}

export function useMessageEditor({
	history: initialHistory,
	onHistory,
	completePath: listPaths,
	commands,
}: MessageEditorOptions): MessageEditor {
	const [editor, get, set] = useRefState<EditorState>(emptyEditor);
	const [pathSuggestions, setPathSuggestions] = useState<readonly string[]>([]);
	const history = useRef<string[]>([...initialHistory]);
	const historyIndex = useRef<number | undefined>(undefined);
	const edit = useCallback((action: EditorAction) => set(current => editorReducer(current, action)), [set]);

	const take = () => {
		const message = get().text;
		if (message.trim() === '') return undefined;
		history.current.push(message);
		onHistory?.(message);
		historyIndex.current = undefined;
		edit({type: 'set', text: ''});
		return message;
	};

	const recall = (direction: -1 | 1) => {
		const entries = history.current;
		const current = historyIndex.current;
		const next = current === undefined ? (direction < 0 ? entries.length - 1 : undefined) : current + direction;
		if (next === undefined || next >= entries.length || entries.length === 0) {
			historyIndex.current = undefined;
			edit({type: 'set', text: ''});
			return;
		}
		historyIndex.current = Math.max(0, next);
		edit({type: 'set', text: entries[historyIndex.current]!});
	};

	const complete = () => {
		const current = get();
		const partial = pathBeforeCursor(current.text.slice(0, current.cursor));
		if (partial !== undefined) {
			void listPaths(partial).then(candidates => {
				const {fill, suggestions} = completePath(partial, candidates);
				if (fill !== '') edit({type: 'insert', text: fill});
				setPathSuggestions(suggestions);
			});
			return;
		}
		const [first] = suggestCommands(current.text, commands);
		if (first) set({text: `/${first.name} `, cursor: first.name.length + 2});
	};

	const replace = useCallback((text: string) => set({text, cursor: text.length}), [set]);
	const putBack = useCallback(
		(texts: readonly string[]) => {
			if (texts.length === 0) return;
			const typed = get().text;
			replace([...texts, ...(typed === '' ? [] : [typed])].join('\n'));
		},
		[get, replace],
	);
	const clearPathSuggestions = useCallback(() => setPathSuggestions([]), []);
	const getHistory = useCallback(() => history.current, []);
	return {
		editor,
		get,
		edit,
		replace,
		putBack,
		history: getHistory,
		pathSuggestions,
		clearPathSuggestions,
		take,
		recall,
		complete,
	};
}
