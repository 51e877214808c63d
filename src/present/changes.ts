/** /diff in words: each turn's file changes as unified diffs, newest turn first. Shared by the UI and plain mode. */
import type {ChangesItem} from '../state/transcript.js';
import type {TurnChange} from '../state/turn-changes.js';
import {formatDiff} from '../text/diff-format.js';
import {relativePath} from '../text/relative-path.js';
import {revealControls, sanitizeLine} from '../text/sanitize.js';
import {palette} from '../text/style.js';
import {plural} from '../text/plural.js';

export interface ChangesView {
	readonly color: boolean;
	readonly width: number;
	readonly cwd?: string | undefined;
}

const INDENT = '  ';

/** claude's session file records no rewind: the changes read from it are the branch it resumes, as written. */
export const SAVED =
	"Changes from before the resume are as claude's session file has them: it records no rewind, so one made then is not shown.";

/** A subagent's change: claude's checkpoints do not hold it, and without the file as it was its counts are estimated. */
function subagentNote(change: TurnChange, c: ReturnType<typeof palette>): string {
	if (!change.bySubagent) return '';
	const estimate = change.estimate ? ', counts estimated from its input (the file before it was not read)' : '';
	return ` ${c.dim(`· by a subagent${estimate}; not in claude's checkpoints`)}`;
}

export function changesLines(item: ChangesItem, view: ChangesView): string[] {
	const c = palette(view.color);
	if (item.turns.length === 0)
		// /diff N counts the turns that changed files: past the last of them there is no such turn.
		return [
			c.dim(
				item.scope === 'session' || !item.changedTurns
					? 'No file changes in this session yet.'
					: `No such turn: ${plural(item.changedTurns, 'turn')} changed files (/diff 1 is the latest).`,
			),
		];
	const lines = [
		c.bold(
			item.scope === 'session'
				? `Changes in this session, newest turn first (${plural(item.turns.length, 'turn')}):`
				: `Changes of turn ${item.turns[0]!.number}:`,
		),
	];
	for (const turn of item.turns) {
		lines.push('', c.cyan(`Turn ${turn.number} · ${sanitizeLine(turn.prompt.split('\n', 1)[0] ?? '')}`));
		for (const change of turn.changes) {
			const path = revealControls(view.cwd ? relativePath(change.filePath, view.cwd) : change.filePath);
			const counts = `${c.bold(path)} ${c.green(`+${change.added}`)} ${c.red(`−${change.removed}`)}`;
			// Taken back: the file is as it was before; the diff would show what is no longer there.
			if (change.undone) {
				lines.push(`${INDENT}${counts} ${c.dim('· undone by a rewind')}`);
				continue;
			}
			lines.push(`${INDENT}${counts}${subagentNote(change, c)}`);
			for (const row of formatDiff(change, {color: view.color, width: Math.max(10, view.width - INDENT.length * 2)}))
				lines.push(`${INDENT}${INDENT}${row}`);
		}
	}
	lines.push(
		'',
		c.dim('Counted from Write, Edit, MultiEdit and NotebookEdit; what Bash commands changed is not tracked.'),
	);
	if (item.saved) lines.push(c.dim(SAVED));
	return lines;
}
