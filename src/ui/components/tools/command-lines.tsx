/** A shell command as it ran, highlighted, control characters shown; only its first lines unless expanded. */
import {Box, Text} from 'ink';
import {highlightShell} from '../../../text/highlight.js';
import {revealControls} from '../../../text/sanitize.js';
import type {ViewOptions} from '../../view.js';
import {clipLine} from '../../../text/excerpt.js';
import {expandTabs} from '../../../text/width.js';
import {EXPANDED_MAX_LINES} from './output-excerpt.js';

const LIVE_COMMAND_LINES = 2;
const STATIC_COMMAND_LINES = 6;
const INDENT = 4; // margin and the `$ ` prompt

function commandLines(command: string, view: ViewOptions): string[] {
	const text = command.replace(/\s+$/, '');
	// Live, each line is cut to the width before it is coloured, so it stays one row (its tabs measured as the
	// spaces they are drawn as); history keeps the command whole for highlighting (a heredoc spans lines).
	if (view.live)
		return expandTabs(revealControls(text))
			.split('\n')
			.map(line => highlightShell(clipLine(line, view.width - INDENT), view.color));
	return highlightShell(text, view.color).split('\n');
}

export function CommandLines({
	command,
	view,
	expanded,
}: {
	readonly command: string;
	readonly view: ViewOptions;
	readonly expanded: boolean;
}) {
	const lines = commandLines(command, view);
	const shown = lines.slice(0, expanded ? EXPANDED_MAX_LINES : view.live ? LIVE_COMMAND_LINES : STATIC_COMMAND_LINES);
	// The `$ ` hangs in a column of its own: a line that wraps goes on under the command, not under the `$`.
	return (
		<Box marginLeft={2}>
			<Box width={2} flexShrink={0}>
				<Text>$</Text>
			</Box>
			<Box flexDirection="column">
				<Text>{shown.join('\n')}</Text>
				{lines.length > shown.length ? <Text dimColor>… {lines.length - shown.length} more lines</Text> : null}
			</Box>
		</Box>
	);
}
