/** A prompt's body in the rows it has: a window the person scrolls with PgUp/PgDn when it is taller. */
import {plural} from '../../../text/plural.js';
import {Box, Text} from 'ink';
import type {Window} from '../../../text/scroll-window.js';

/** `pinned`: rows above the window, always shown. */
export function ScrolledBody({
	pinned = [],
	window,
	compact,
}: {
	readonly pinned?: readonly string[];
	readonly window: Window;
	readonly compact: boolean;
}) {
	const cut = window.maxOffset > 0;
	return (
		<Box flexDirection="column" {...(compact ? {} : {marginTop: 1})}>
			{pinned.map((row, index) => (
				<Text key={`pinned-${index}`} wrap="truncate-end">
					{row === '' ? ' ' : row}
				</Text>
			))}
			{window.rows.map((row, index) => (
				// Rows are cut to the width already; truncating keeps a one-row window's … on its row. An empty Text
				// takes no row in Ink: a blank row (between a plan's paragraphs) is a space.
				<Text key={index} wrap="truncate-end" dimColor={cut && index === window.rows.length - 1}>
					{row === '' ? ' ' : row}
				</Text>
			))}
		</Box>
	);
}

/** What the last row of a cut window says. */
export const scrollHint = (above: number, below: number): string =>
	[above > 0 ? `↑ ${above} above` : '', below > 0 ? `↓ ${plural(below, 'more row')}` : '', 'PgUp/PgDn scroll']
		.filter(Boolean)
		.join(' · ');
