/** Read: the title and line count say it all; the content only when expanded (Ctrl+O), with line numbers. */
import {parseLenient, readResultSchema} from '../../../protocol/tool-inputs.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

function numbered(structured: unknown): string | undefined {
	const file = parseLenient(readResultSchema, structured)?.file;
	if (!file) return undefined;
	const start = file.startLine ?? 1;
	const lines = file.content.replace(/\n$/, '').split('\n');
	const width = String(start + lines.length - 1).length;
	return lines.map((line, index) => `${String(start + index).padStart(width)}  ${line}`).join('\n');
}

export function ReadBody({call, view, expanded}: ToolBodyProps) {
	const result = call.status === 'denied' ? undefined : call.result;
	if (!result) return null;
	if (result.isError) return <OutputExcerpt text={result.text} view={view} tone="error" />;
	if (!expanded) return null;
	return <OutputExcerpt text={numbered(result.structured) ?? result.text} view={view} expanded tone="plain" />;
}
