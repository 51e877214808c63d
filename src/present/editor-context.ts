/** The line above the input for what the editor sent: "12 lines selected in src/app.ts", each part in turn. */
import type {EditorContext} from '../state/editor.js';
import {plural} from '../text/plural.js';
import {relativePath} from '../text/relative-path.js';
import {revealLine} from '../text/sanitize.js';

export function editorContextLine(context: readonly EditorContext[], cwd: string | undefined): string {
	return context.map(part => contextPart(part, cwd)).join(', ');
}

function contextPart(context: EditorContext, cwd: string | undefined): string {
	// The path comes from the editor: untrusted, so no control character reaches the terminal. Each is shown (␛), not
	// dropped: `a␛[2Jpp␇.txt`, never `app.txt`, another file's name.
	const file = revealLine(cwd === undefined ? context.filePath : relativePath(context.filePath, cwd));
	if (context.kind === 'selection')
		return `${plural(context.lineEnd - context.lineStart + 1, 'line')} selected in ${file}`;
	if (context.lineStart === undefined) return `${file} mentioned`;
	const end = context.lineEnd ?? context.lineStart;
	return end === context.lineStart
		? `line ${context.lineStart} of ${file} mentioned`
		: `lines ${context.lineStart}–${end} of ${file} mentioned`;
}
