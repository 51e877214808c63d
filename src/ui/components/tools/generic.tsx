/** Fallback body (unknown and MCP tools): in history the arguments the title could not show, then the result. */
import {Box} from 'ink';
import {TITLE_ARG_CHARS, TITLE_ARGS, titleIsArgs} from '../../../present/tool-summary.js';
import {ArgsList} from './args-list.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

// The title shows the first few scalar arguments (cut at a length, newlines as ⏎): the rest, and what was cut, go here.
function argsBeyondTitle(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
	const inTitle = Object.keys(input)
		.filter(key => isScalar(input[key]))
		.slice(0, TITLE_ARGS);
	const whole = (value: unknown) =>
		typeof value !== 'string' || (value.length <= TITLE_ARG_CHARS && !value.includes('\n'));
	return Object.fromEntries(Object.entries(input).filter(([key, value]) => !(inTitle.includes(key) && whole(value))));
}

export function GenericBody({call, view, expanded}: ToolBodyProps) {
	const args = !view.live && titleIsArgs(call.name) ? argsBeyondTitle(call.input ?? {}) : {};
	const result = call.status === 'denied' ? undefined : call.result;
	return (
		<Box flexDirection="column">
			<ArgsList input={args} view={view} />
			{result ? (
				<OutputExcerpt text={result.text} view={view} expanded={expanded} tone={result.isError ? 'error' : 'dim'} />
			) : null}
		</Box>
	);
}
