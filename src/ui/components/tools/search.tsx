/** Glob / Grep: the title carries the pattern and the count; the matches only when expanded (Ctrl+O). */
import {searchMatches} from '../../../present/tool-result.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

export function SearchBody({call, view, expanded}: ToolBodyProps) {
	const result = call.status === 'denied' ? undefined : call.result;
	if (!result) return null;
	if (result.isError) return <OutputExcerpt text={result.text} view={view} tone="error" />;
	if (!expanded) return null;
	return (
		<OutputExcerpt text={searchMatches(result.structured, view.cwd) ?? result.text} view={view} expanded tone="plain" />
	);
}
