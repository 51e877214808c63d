/** The line above the input for what the editor sent: "12 lines selected in src/app.ts", each part in turn. */
import type {EditorContext} from '../state/editor.js';
import {plural} from '../text/plural.js';
import {relativePath} from '../text/relative-path.js';
import {revealLine} from '../text/sanitize.js';

/**
 * Every part, or, when that does not `fit` (many mentions, a narrow screen), how many of each the next message sends,
 * then as many parts as fit, shortly, and how many more: `8 mentions and a selection: src/a.ts#L11-20, +8 more`. What
 * is sent is then all accounted for on the screen, where a wrapped list would push its first parts off it.
 */
export function editorContextLine(
	context: readonly EditorContext[],
	cwd: string | undefined,
	fits: (line: string) => boolean = () => true,
): string {
	const parts = context.map(part => contextPart(part, cwd));
	const whole = parts.join(', ');
	if (parts.length < 2 || fits(whole)) return whole;
	const mentions = context.filter(part => part.kind === 'mention').length;
	const count = [mentions > 0 ? plural(mentions, 'mention') : '', mentions < parts.length ? 'a selection' : '']
		.filter(Boolean)
		.join(' and ');
	const short = context.map(part => shortPart(part, cwd));
	for (let shown = parts.length - 1; shown > 0; shown--) {
		const line = `${count}: ${short.slice(0, shown).join(', ')}, +${parts.length - shown} more`;
		if (fits(line)) return line;
	}
	return count;
}

// The path comes from the editor: untrusted, so no control character reaches the terminal. Each is shown (␛), not
// dropped: `a␛[2Jpp␇.txt`, never `app.txt`, another file's name.
const shownFile = (context: EditorContext, cwd: string | undefined): string =>
	revealLine(cwd === undefined ? context.filePath : relativePath(context.filePath, cwd));

/** A part in few words: a mention as the reference the model gets (`src/a.ts#L11-20`), a selection by its lines. */
function shortPart(context: EditorContext, cwd: string | undefined): string {
	const file = shownFile(context, cwd);
	if (context.kind === 'selection') return `${plural(context.lineEnd - context.lineStart + 1, 'line')} of ${file}`;
	if (context.lineStart === undefined) return file;
	const end = context.lineEnd !== undefined && context.lineEnd !== context.lineStart ? `-${context.lineEnd}` : '';
	return `${file}#L${context.lineStart}${end}`;
}

function contextPart(context: EditorContext, cwd: string | undefined): string {
	const file = shownFile(context, cwd);
	if (context.kind === 'selection')
		return `${plural(context.lineEnd - context.lineStart + 1, 'line')} selected in ${file}`;
	if (context.lineStart === undefined) return `${file} mentioned`;
	const end = context.lineEnd ?? context.lineStart;
	return end === context.lineStart
		? `line ${context.lineStart} of ${file} mentioned`
		: `lines ${context.lineStart}–${end} of ${file} mentioned`;
}
