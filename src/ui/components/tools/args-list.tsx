/**
 * Every argument of a call, one `key: value` line each, for tools we know nothing about (MCP tools take objects
 * and arrays the one-line title cannot show). Values are compact JSON, cut to the width, their control characters
 * shown (`␛]52;…`) as the permission prompt shows them: what the tool is given, not what a terminal would draw.
 */
import {Text} from 'ink';
import {revealLine} from '../../../text/sanitize.js';
import {jsonText} from '../../../text/json-text.js';
import type {ViewOptions} from '../../view.js';
import {clipLine} from '../../../text/excerpt.js';
import {GUTTER, Nested} from './nested.js';

const MAX_ARGS = 6;

const shown = (value: unknown): string => (typeof value === 'string' ? value : (jsonText(value) ?? String(value)));

export function ArgsList({
	input,
	view,
}: {
	readonly input: Readonly<Record<string, unknown>>;
	readonly view: ViewOptions;
}) {
	const entries = Object.entries(input);
	if (entries.length === 0) return null;
	const lines = entries
		.slice(0, MAX_ARGS)
		.map(([key, value]) => clipLine(revealLine(`${key}: ${shown(value)}`), view.width - GUTTER));
	return (
		<Nested mark={false}>
			<Text dimColor>
				{lines.join('\n')}
				{entries.length > MAX_ARGS ? `\n… ${entries.length - MAX_ARGS} more` : ''}
			</Text>
		</Nested>
	);
}
