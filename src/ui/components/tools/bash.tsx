/** Bash: the command, the head of its output, and how it ended (exit meaning, interrupt, timeout, background). */
import {Box, Text} from 'ink';
import {bashResultSchema, parseLenient} from '../../../protocol/tool-inputs.js';
import {bashNotes, bashOutput} from '../../../present/tool-result.js';
import {CommandLines} from './command-lines.js';
import {Nested} from './nested.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

export function BashBody({call, view, expanded}: ToolBodyProps) {
	// The permission prompt shows the command while it waits; twice would only take room.
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	const command = typeof call.input?.['command'] === 'string' ? call.input['command'] : '';
	const result = call.status === 'denied' ? undefined : call.result;
	const structured = parseLenient(bashResultSchema, result?.structured);
	const output = bashOutput(call);
	const notes = bashNotes(call, output, view);
	return (
		<Box flexDirection="column">
			{command ? <CommandLines command={command} view={view} expanded={expanded} /> : null}
			{/* Interrupted at its prompt, it never ran: "interrupted" alone reads as a command cut off. */}
			{call.stoppedAtPrompt ? (
				<Nested>
					<Text dimColor>not run</Text>
				</Nested>
			) : null}
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
							{note.text}
						</Text>
					))}
				</Nested>
			) : null}
		</Box>
	);
}
