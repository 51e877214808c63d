/**
 * A quit (or a signal) while a resumed session's history is still being written to the scrollback cuts the writing
 * short: written whole, thousands of items held the exit for seconds, past a supervisor's patience before SIGKILL,
 * which skips restoring the terminal. The scrollback ends where the writing got to, and this line says so.
 */
import {Text} from 'ink';
import {plural} from '../../text/plural.js';
import {revealLine} from '../../text/sanitize.js';

export function UnwrittenHistory({
	count,
	sessionId,
}: {
	readonly count: number;
	readonly sessionId?: string | undefined;
}) {
	if (count === 0) return null;
	const where = sessionId ? `: cctui --resume ${revealLine(sessionId)} shows them` : '';
	return (
		<Text dimColor>
			… {plural(count, 'later item')} of the history not written (quit while writing it){where}
		</Text>
	);
}
