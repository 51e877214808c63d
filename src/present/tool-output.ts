/**
 * A tool's output as a person reads it: without what claude wrote to the model alone, which the UI, plain mode and
 * an export all leave out. The text comes sanitized.
 */
import {clipLine, excerpt} from '../text/excerpt.js';
import {plural} from '../text/plural.js';
import {cutIntoRows, rowsOf} from '../text/rows.js';
import {expandTabs} from '../text/width.js';

/** A failed call's message, and the head of an output too large for the model, come wrapped in a tag for it. */
const TAGGED = /^\s*<(tool_use_error|persisted-output)>\n?([\s\S]*?)\n?<\/\1>\s*$/;

/** Stock sentences claude adds to a result for the model: Write's and Edit's, TodoWrite's, WebSearch's. */
const FOR_MODEL = [
	/ \(file state is current in your context — no need to Read it back\)/g,
	/ Ensure that you continue to use the todo list to track your progress\. Please proceed with the current tasks if applicable/,
	/\s*REMINDER: You MUST include the sources above in your response to the user using markdown hyperlinks\.\s*$/,
];

export function outputForPerson(text: string): string {
	let out = text.replace(TAGGED, '$2');
	for (const sentence of FOR_MODEL) out = out.replace(sentence, '');
	return outputEdges(out);
}

/**
 * An output without blank lines above it and whitespace at its end, but with its first line's indentation: a
 * `trim()` would shift that line (cargo's `    Creating …`, a column of numbers) left of the lines under it.
 */
export function outputEdges(text: string): string {
	return text.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
}

/** The head of an output (excerpt's bounds) as lines with their tabs expanded, and how many lines it leaves out. */
export function headLines(
	text: string,
	bounds: {maxLines: number; maxChars: number},
): {lines: string[]; omittedLines: number} {
	const {text: head, omittedLines} = excerpt(text, bounds);
	// Not .map(expandTabs): each line's index would be its tab size.
	return {lines: head.split('\n').map(line => expandTabs(line)), omittedLines};
}

/** The rows of a tool's output that history shows, in the UI and in plain mode alike. */
export const OUTPUT_EXCERPT_ROWS = 8;

/**
 * History's excerpt of a tool's output (as outputForPerson gives it): its head, bounded in terminal rows at `width`
 * columns, not only in lines. A line longer than the rows left (a minified blob, a 5,000-character log line) is cut
 * to them with `…`, as rows of `width`, and the lines after it are left out. `total` counts the output's lines.
 */
export function outputExcerpt(
	text: string,
	width: number,
	rows = OUTPUT_EXCERPT_ROWS,
): {lines: string[]; cut: boolean; more: number; total: number} {
	const {lines: all, omittedLines} = headLines(text, {maxLines: rows, maxChars: 4000});
	const total = all.length + omittedLines;
	const lines: string[] = [];
	let left = rows;
	for (const line of all) {
		if (left <= 0) break;
		const needs = rowsOf(line, width);
		if (needs > left) {
			lines.push(cutIntoRows(clipLine(line, left * width), width));
			return {lines, cut: true, more: total - lines.length, total};
		}
		lines.push(line);
		left -= needs;
	}
	return {lines, cut: false, more: total - lines.length, total};
}

/** What an excerpt left out: `a long line cut · 3 more lines`. */
export function leftOut({cut, more}: {cut: boolean; more: number}): string {
	return [cut ? 'a long line cut' : '', more > 0 ? plural(more, 'more line', 'more lines') : '']
		.filter(Boolean)
		.join(' · ');
}
