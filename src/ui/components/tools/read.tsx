/** Read: the title and line count say it all; the content only when expanded (Ctrl+O), with line numbers. */
import {numberedFile} from '../../../present/tool-result.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

export function ReadBody({call, view, expanded}: ToolBodyProps) {
	const result = call.status === 'denied' ? undefined : call.result;
	if (!result) return null;
	if (result.isError) return <OutputExcerpt text={result.text} view={view} tone="error" />;
	if (!expanded) return null;
	return <OutputExcerpt text={numberedFile(result.structured) ?? result.text} view={view} expanded tone="plain" />;
}
