/** Fallback body: an excerpt of the tool's result text. */
import {Text} from 'ink';
import {excerpt} from '../../../text/excerpt.js';
import {sanitize} from '../../../text/sanitize.js';
import type {ToolCall} from '../../../state/transcript.js';
import {glyph} from '../../theme.js';
import {LIVE_LINES, type ViewOptions} from '../../view.js';

export const STATIC_OUTPUT_LINES = 8;

export function ResultExcerpt({text, view, isError = false}: {readonly text: string; readonly view: ViewOptions; readonly isError?: boolean}) {
	const clean = sanitize(text).replace(/\s+$/, '');
	if (clean === '') return null;
	const {text: head, omittedLines} = excerpt(clean, {maxLines: view.live ? LIVE_LINES.toolOutput : STATIC_OUTPUT_LINES, maxChars: 4000});
	const lines = head.split('\n');
	return (
		<Text {...(isError ? {color: 'red'} : {dimColor: true})}>
			{lines.map((line, index) => `${index === 0 ? `  ${glyph.nested} ` : '    '}${line}`).join('\n')}
			{omittedLines > 0 ? `\n    … ${omittedLines} more line${omittedLines === 1 ? '' : 's'}` : ''}
		</Text>
	);
}

export function GenericBody({call, view}: {readonly call: ToolCall; readonly view: ViewOptions}) {
	if (!call.result) return null;
	return <ResultExcerpt text={call.result.text} view={view} isError={call.result.isError} />;
}
