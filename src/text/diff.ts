import {structuredPatch} from 'diff';
import {editMatch} from './edit-match.js';

export {formatDiff, formatDiffRows, type FormatDiffOptions} from './diff-format.js';

export type DiffLine = {kind: 'add' | 'del' | 'ctx'; oldNo?: number; newNo?: number; text: string};
export type DiffHunk = {header: string; lines: DiffLine[]};
/** Line text is raw (unsanitized); `formatDiff` makes it safe to print. */
export type DiffView = {filePath: string; added: number; removed: number; hunks: DiffHunk[]};

type RawHunk = {oldStart: number; oldLines?: number; newStart: number; newLines?: number; lines: string[]};

const CONTEXT_LINES = 3;
// jsdiff is O(N·D): on huge rewrites give up and show everything removed then added.
const DIFF_TIMEOUT_MS = 250;

// Line endings are not what a reviewer looks for; comparing by content keeps CRLF files readable.
const lf = (text: string) => text.replace(/\r\n/g, '\n');
const withFinalNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/**
 * The diff of an Edit. With the current file content, the replacement is applied to it where claude would make it,
 * so line numbers and context are the file's; otherwise (or when claude would not find `oldString`) old → new,
 * without line numbers: where in the file it is, is not known.
 */
export function editDiff(args: {
	filePath: string;
	oldString: string;
	newString: string;
	replaceAll?: boolean;
	fileContent?: string;
}): DiffView {
	const oldString = lf(args.oldString);
	const newString = lf(args.newString);
	if (args.fileContent !== undefined && oldString !== '') {
		const file = lf(args.fileContent);
		const match = editMatch(file, oldString, newString);
		if (match !== undefined) {
			const {found, replacement} = match;
			const at = file.indexOf(found);
			const after = args.replaceAll
				? file.split(found).join(replacement)
				: file.slice(0, at) + replacement + file.slice(at + found.length);
			return toView(args.filePath, diffText(file, after));
		}
	}
	// Fragments rarely end in a newline; without one jsdiff would count the last line as changed.
	const fragment = toView(args.filePath, diffText(withFinalNewline(oldString), withFinalNewline(newString)));
	return {
		...fragment,
		hunks: fragment.hunks.map(hunk => ({
			header: '',
			lines: hunk.lines.map(({oldNo: _old, newNo: _new, ...line}) => line),
		})),
	};
}

/** The diff of a Write: every line added for a new file, a real diff against `previous` for an existing one. */
export function writeDiff(args: {filePath: string; content: string; previous?: string}): DiffView {
	if (args.previous !== undefined) return toView(args.filePath, diffText(lf(args.previous), lf(args.content)));
	const lines = splitLines(lf(args.content));
	return toView(
		args.filePath,
		lines.length > 0 ? [{oldStart: 1, oldLines: 0, newStart: 1, lines: lines.map(line => `+${line}`)}] : [],
	);
}

/**
 * The diff of a NotebookEdit's cell, from its source before and after (a result's, or an input's): an insert had
 * none before, a delete has none after. Undefined when neither is there.
 */
export function cellDiff(fields: Readonly<Record<string, unknown>>, filePath: string): DiffView | undefined {
	const next = fields['edit_mode'] === 'delete' ? '' : fields['new_source'];
	const old = fields['edit_mode'] === 'insert' ? '' : fields['old_source'];
	if (typeof next !== 'string' && typeof old !== 'string') return undefined;
	return writeDiff({
		filePath,
		content: typeof next === 'string' ? next : '',
		previous: typeof old === 'string' ? old : '',
	});
}

/** The diff from a tool result's `structuredPatch`. Validates loosely: unusable hunks are skipped, never thrown on. */
export function patchDiff(structuredPatch: unknown, filePath: string): DiffView {
	const hunks: RawHunk[] = [];
	if (Array.isArray(structuredPatch)) {
		for (const hunk of structuredPatch as unknown[]) {
			if (typeof hunk !== 'object' || hunk === null) continue;
			const {oldStart, oldLines, newStart, newLines, lines} = hunk as Record<string, unknown>;
			if (!isLineNo(oldStart) || !isLineNo(newStart) || !Array.isArray(lines)) continue;
			hunks.push({
				oldStart,
				newStart,
				lines: lines.filter((line): line is string => typeof line === 'string'),
				...(isLineNo(oldLines) && {oldLines}),
				...(isLineNo(newLines) && {newLines}),
			});
		}
	}
	return toView(filePath, hunks);
}

const isLineNo = (value: unknown): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0;

function diffText(before: string, after: string): RawHunk[] {
	const patch = structuredPatch('a', 'b', before, after, undefined, undefined, {
		context: CONTEXT_LINES,
		timeout: DIFF_TIMEOUT_MS,
	});
	if (patch) return patch.hunks;
	const removed = splitLines(before).map(line => `-${line}`);
	const added = splitLines(after).map(line => `+${line}`);
	return [{oldStart: 1, newStart: 1, lines: [...removed, ...added]}];
}

function splitLines(text: string): string[] {
	if (text === '') return [];
	const lines = text.split('\n');
	if (lines.at(-1) === '') lines.pop();
	return lines;
}

function toView(filePath: string, raw: RawHunk[]): DiffView {
	const view: DiffView = {filePath, added: 0, removed: 0, hunks: []};
	for (const hunk of raw) {
		let oldNo = hunk.oldStart;
		let newNo = hunk.newStart;
		const lines: DiffLine[] = [];
		for (const line of hunk.lines) {
			const text = line.slice(1).replace(/\r$/, '');
			if (line.startsWith('+')) lines.push({kind: 'add', newNo: newNo++, text});
			else if (line.startsWith('-')) lines.push({kind: 'del', oldNo: oldNo++, text});
			else if (line.startsWith(' ') || line === '') lines.push({kind: 'ctx', oldNo: oldNo++, newNo: newNo++, text});
			// anything else, e.g. "\ No newline at end of file", is not a line of the file
		}
		if (lines.length === 0) continue;
		const adds = lines.filter(line => line.kind === 'add').length;
		const dels = lines.filter(line => line.kind === 'del').length;
		view.added += adds;
		view.removed += dels;
		const oldCount = hunk.oldLines ?? lines.length - adds;
		const newCount = hunk.newLines ?? lines.length - dels;
		view.hunks.push({header: hunkHeader(hunk.oldStart, oldCount, hunk.newStart, newCount), lines});
	}
	return view;
}

// Unified-diff convention: an empty range names the line before it.
function hunkHeader(oldStart: number, oldLines: number, newStart: number, newLines: number): string {
	const range = (start: number, count: number) => `${count === 0 ? Math.max(0, start - 1) : start},${count}`;
	return `@@ -${range(oldStart, oldLines)} +${range(newStart, newLines)} @@`;
}
