/** WebSearch: the query is in the title; here the domain filters and the results' titles and URLs. */
import {Box, Text} from 'ink';
import {sanitizeLine} from '../../../text/sanitize.js';
import {searchLinks} from '../../../present/tool-summary.js';
import {Nested} from './nested.js';
import {OutputExcerpt, outputBudget} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

const domains = (value: unknown): string =>
	Array.isArray(value) ? value.filter(item => typeof item === 'string').join(', ') : '';

export function WebSearchBody({call, view, expanded}: ToolBodyProps) {
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	const only = domains(call.input?.['allowed_domains']);
	const never = domains(call.input?.['blocked_domains']);
	const result = call.status === 'denied' ? undefined : call.result;
	const links = searchLinks(result?.structured);
	const shown = links.slice(0, outputBudget(view, expanded));
	const wrap = view.live ? 'truncate-end' : 'wrap';
	return (
		<Box flexDirection="column">
			{only || never ? (
				<Nested mark={false}>
					<Text dimColor wrap={wrap}>
						{sanitizeLine([only ? `only ${only}` : '', never ? `not ${never}` : ''].filter(Boolean).join(' · '))}
					</Text>
				</Nested>
			) : null}
			{shown.length > 0 ? (
				<Nested>
					{shown.map((link, index) => (
						<Text key={index} wrap={wrap}>
							{sanitizeLine(link.title)} <Text dimColor>{sanitizeLine(link.url)}</Text>
						</Text>
					))}
					{links.length > shown.length ? (
						<Text dimColor>
							… {links.length - shown.length} more{expanded ? '' : ` · ctrl+o for all ${links.length}`}
						</Text>
					) : null}
				</Nested>
			) : result ? (
				<OutputExcerpt text={result.text} view={view} expanded={expanded} tone={result.isError ? 'error' : 'dim'} />
			) : null}
		</Box>
	);
}
