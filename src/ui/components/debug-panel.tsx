/** Protocol oddities (unknown frames, ignored deltas) and claude's stderr, on demand (Ctrl+G). */
import {Box, Text} from 'ink';
import type {DebugEntry} from '../../state/state.js';
import {sanitizeLine} from '../../text/sanitize.js';

const SHOWN = 8;

export function DebugPanel({
	entries,
	stderr,
}: {
	readonly entries: readonly DebugEntry[];
	readonly stderr: readonly string[];
}) {
	return (
		<Box flexDirection="column" borderStyle="single" borderColor="gray" paddingX={1}>
			<Text bold>Debug · {entries.length} protocol notes · Ctrl+G hides</Text>
			{entries.slice(-SHOWN).map((entry, index) => (
				<Text key={`${entry.at}-${index}`} dimColor wrap="truncate-end">
					{sanitizeLine(entry.text)}
				</Text>
			))}
			{stderr.length > 0 ? <Text bold>claude stderr (last {Math.min(stderr.length, SHOWN)} lines)</Text> : null}
			{stderr.slice(-SHOWN).map((line, index) => (
				<Text key={`err-${index}`} color="red" wrap="truncate-end">
					{sanitizeLine(line)}
				</Text>
			))}
		</Box>
	);
}
