/** Bash: the command, the head of its output, and how it ended (exit meaning, interrupt, timeout, background). */
import {Box, Text} from 'ink';
import {bashResultSchema, parseLenient} from '../../../protocol/tool-inputs.js';
import type {ToolCall} from '../../../state/transcript.js';
import {sanitizeLine} from '../../../text/sanitize.js';
import {formatBytes, formatDuration} from '../../../present/format.js';
import {relativePath} from '../../../text/relative-path.js';
import type {ViewOptions} from '../../view.js';
import {CommandLines} from './command-lines.js';
import {Nested} from './nested.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

type Note = {readonly text: string; readonly color?: string};

function endNotes(call: ToolCall, output: string, view: ViewOptions): Note[] {
	const result = parseLenient(bashResultSchema, call.result?.structured);
	const background = call.input?.['run_in_background'] === true || result?.backgroundTaskId !== undefined;
	const notes: Note[] = [];
	if (background) {
		const task = call.task?.status && call.task.status !== 'running' ? ` · ${call.task.status}` : '';
		notes.push({
			text: `running in the background${result?.backgroundTaskId ? ` (${result.backgroundTaskId})` : ''}${task}`,
			color: 'cyan',
		});
	}
	if (result?.interrupted) notes.push({text: 'interrupted', color: 'yellow'});
	if (result?.timedOutAfterMs !== undefined)
		notes.push({text: `timed out after ${formatDuration(result.timedOutAfterMs)}`, color: 'yellow'});
	if (result?.returnCodeInterpretation) notes.push({text: result.returnCodeInterpretation});
	if (result?.persistedOutputPath !== undefined) {
		const size = result.persistedOutputSize === undefined ? '' : ` (${formatBytes(result.persistedOutputSize)})`;
		// claude keeps it under ~/.claude, outside the working folder: `~` is what shortens it.
		const path = relativePath(result.persistedOutputPath, view.cwd ?? '', view.home);
		notes.push({text: `output cut by claude; all of it${size} is in ${path}`, color: 'yellow'});
	}
	if (call.result && output === '' && !background && notes.length === 0) notes.push({text: '(no output)'});
	return notes;
}

export function BashBody({call, view, expanded}: ToolBodyProps) {
	// The permission prompt shows the command while it waits; twice would only take room.
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	const command = typeof call.input?.['command'] === 'string' ? call.input['command'] : '';
	const result = call.status === 'denied' ? undefined : call.result;
	const structured = parseLenient(bashResultSchema, result?.structured);
	// The CLI's result text for an empty run is a sentence ("(Bash completed with no output)"); the streams are not.
	const output = structured
		? [structured.stdout, structured.stderr].filter(text => text && text.trim() !== '').join('\n')
		: (result?.text ?? '');
	const notes = result ? endNotes(call, output, view) : [];
	return (
		<Box flexDirection="column">
			{command ? <CommandLines command={command} view={view} expanded={expanded} /> : null}
			{output ? (
				<OutputExcerpt
					text={output}
					view={view}
					expanded={expanded}
					tone={result?.isError ? 'error' : 'dim'}
					partial={structured?.persistedOutputPath !== undefined}
				/>
			) : null}
			{notes.length > 0 ? (
				<Nested mark={!output}>
					{notes.map(note => (
						<Text key={note.text} {...(note.color ? {color: note.color} : {dimColor: true})}>
							{sanitizeLine(note.text)}
						</Text>
					))}
				</Nested>
			) : null}
		</Box>
	);
}
