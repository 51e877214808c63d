/** Everything around the message editor: queued messages, the editor, and /command suggestions. */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import wrapAnsi from 'wrap-ansi';
import {editorContextLine} from '../../present/editor-context.js';
import type {EditorContext} from '../../state/editor.js';
import type {QueuedMessage} from '../../state/state.js';
import {sanitizeLine} from '../../text/sanitize.js';
import type {EditorState} from '../editor.js';
import type {CommandSuggestion} from '../slash-commands.js';
import {PromptInput} from './prompt-input.js';
import {QueuedMessages} from './queued-messages.js';

export interface InputAreaProps {
	readonly editor: EditorState;
	readonly childRunning: boolean;
	readonly busy: boolean;
	/** claude takes a message mid-turn (it reports command_lifecycle): a message typed now steers the turn. */
	readonly steering?: boolean;
	readonly queue: readonly QueuedMessage[];
	readonly suggestions: readonly CommandSuggestion[];
	/** `@path` candidates when Tab found several. */
	readonly paths: readonly string[];
	/** The screen's size: the editor takes at most half its rows. */
	readonly columns: number;
	readonly rows: number;
	/** What the editor has selected or mentioned, which the next message carries ("12 lines selected in src/app.ts"). */
	readonly editorContext?: readonly EditorContext[] | undefined;
	/** The working folder, which the editor's paths are shown relative to. */
	readonly cwd?: string | undefined;
}

/** Rows the message's text may take on a screen `rows` tall: half of it, less the editor's borders. */
const editorRows = (rows: number): number => Math.max(1, Math.floor(rows / 2) - 2);
/** Rows the editor's context may take: a quarter of the screen, so the input and the status line keep theirs. */
const contextRows = (rows: number): number => Math.max(2, Math.floor(rows / 4));

export function InputArea({
	editor,
	childRunning,
	busy,
	steering = false,
	queue,
	suggestions,
	paths,
	columns,
	rows,
	editorContext,
	cwd,
}: InputAreaProps) {
	const placeholder = !childRunning
		? 'claude is not running (r restarts it)'
		: busy
			? steering
				? 'Type to steer: claude reads it at its next step…'
				: 'Type to queue the next message…'
			: 'Ask Claude anything (Enter sends · /help · Ctrl+C twice quits)';
	// During a turn Esc interrupts it, and the line stays.
	const note = `(sent with the next message${busy ? '' : ` · Esc drops ${(editorContext?.length ?? 0) > 1 ? 'them' : 'it'}`})`;
	// Measured once per change, not per key typed. Rows as Ink wraps the line (its wrap-text.ts: by words, hard).
	const contextLine = useMemo(() => {
		if (!editorContext?.length) return undefined;
		const fits = (line: string) =>
			wrapAnsi(`  ⧉ ${line} ${note}`, Math.max(1, columns), {trim: false, hard: true}).split('\n').length <=
			contextRows(rows);
		return editorContextLine(editorContext, cwd, fits);
	}, [editorContext, cwd, note, columns, rows]);
	return (
		<Box flexDirection="column">
			<QueuedMessages queue={queue} />
			{contextLine !== undefined ? (
				// Wrapped, not cut: each part is something the message sends (counted, when they are too many to fit).
				<Text color="cyan">
					{'  '}⧉ {contextLine} <Text dimColor>{note}</Text>
				</Text>
			) : null}
			<PromptInput
				editor={editor}
				focused={childRunning || editor.text !== ''}
				placeholder={placeholder}
				width={columns}
				maxRows={editorRows(rows)}
			/>
			{suggestions.map(suggestion => (
				<Text key={suggestion.name} wrap="truncate-end">
					{'  '}
					<Text color="cyan">/{suggestion.name}</Text>{' '}
					<Text dimColor>
						{sanitizeLine(suggestion.description)}
						{suggestion.local ? '' : ' (claude)'}
					</Text>
				</Text>
			))}
			{paths.length > 0 ? (
				<Text dimColor wrap="truncate-end">
					{'  '}
					{paths.slice(0, 12).map(sanitizeLine).join('  ')}
					{paths.length > 12 ? `  … ${paths.length - 12} more` : ''}
				</Text>
			) : null}
		</Box>
	);
}
