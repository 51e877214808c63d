/** WebFetch: the title names the domain (what an allow rule covers); here the full URL, the question, the answer's head. */
import {Box, Text} from 'ink';
import {parseLenient, webFetchResultSchema} from '../../../protocol/tool-inputs.js';
import {revealLine, sanitizeLine} from '../../../text/sanitize.js';
import {Nested} from './nested.js';
import {OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function WebFetchBody({call, view, expanded}: ToolBodyProps) {
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	const url = str(call.input?.['url']);
	const prompt = str(call.input?.['prompt']);
	const result = call.status === 'denied' ? undefined : call.result;
	const answer = (parseLenient(webFetchResultSchema, result?.structured)?.result ?? '') || (result?.text ?? '');
	const wrap = view.live ? 'truncate-end' : 'wrap';
	return (
		<Box flexDirection="column">
			{url || prompt ? (
				<Nested mark={false}>
					{url ? <Text wrap={wrap}>{revealLine(url)}</Text> : null}
					{prompt ? (
						<Text dimColor wrap={wrap}>
							“{sanitizeLine(prompt)}”
						</Text>
					) : null}
				</Nested>
			) : null}
			{answer ? (
				<OutputExcerpt text={answer} view={view} expanded={expanded} tone={result?.isError ? 'error' : 'dim'} />
			) : null}
		</Box>
	);
}
