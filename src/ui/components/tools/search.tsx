/** Glob / Grep: the title carries the pattern and the count; the matches only when expanded (Ctrl+O). */
import {parseLenient, searchResultSchema} from '../../../protocol/tool-inputs.js';
import {relativePath} from '../../../text/relative-path.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

function matches(structured: unknown, cwd: string | undefined): string | undefined {
	const output = parseLenient(searchResultSchema, structured);
	if (output?.content) return output.content;
	if (!output?.filenames) return undefined;
	return output.filenames.map(name => (cwd ? relativePath(name, cwd) : name)).join('\n');
}

export function SearchBody({call, view, expanded}: ToolBodyProps) {
	const result = call.status === 'denied' ? undefined : call.result;
	if (!result) return null;
	if (result.isError) return <OutputExcerpt text={result.text} view={view} tone="error" />;
	if (!expanded) return null;
	return <OutputExcerpt text={matches(result.structured, view.cwd) ?? result.text} view={view} expanded tone="plain" />;
}
