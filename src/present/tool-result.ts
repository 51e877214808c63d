/**
 * What history shows of a finished call, as the person reads it: the tool's own output (a command's streams, a
 * file's lines, a diff, the answers given) and short notes on how it ended, never the sentences claude wrote about
 * it for the model ("Todos have been modified successfully.", plan mode's instructions, "Your questions have been
 * answered: …", a Read's `<system-reminder>`). The UI's tool bodies draw these parts; plain mode and an export
 * print `resultView` of them.
 */
import {
	answersSchema,
	askUserQuestionInputSchema,
	bashResultSchema,
	parseLenient,
	planResultSchema,
	readResultSchema,
	searchResultSchema,
	webFetchResultSchema,
} from '../protocol/tool-inputs.js';
import {asRecord} from '../state/tool-calls.js';
import type {ToolCall} from '../state/transcript.js';
import {cellDiff, editDiff, formatDiff, patchDiff, writeDiff, type DiffView} from '../text/diff.js';
import {relativePath} from '../text/relative-path.js';
import {sanitize, sanitizeLine, sanitizeOutput} from '../text/sanitize.js';
import {formatBytes, formatDuration} from './format.js';
import {glyph} from './theme.js';
import {outputEdges, outputForPerson} from './tool-output.js';
import {searchLinks, subagentOutcome, subagentReport, toolNote} from './tool-summary.js';

/** Where paths are shown from: relative to the working folder, `~` for claude's home. */
export interface Paths {
	readonly cwd?: string | undefined;
	readonly home?: string | undefined;
}

/** A short line on how a call ended; a colour where it warns or tells something apart. */
export interface Note {
	readonly text: string;
	readonly color?: 'cyan' | 'yellow' | 'green';
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const shortPath = (path: string, paths: Paths) => relativePath(path, paths.cwd ?? '', paths.home);

/** What claude's result text says, to the model, for a run that printed nothing. */
const NO_OUTPUT = '(Bash completed with no output)';

/**
 * Bash's output: its streams, else (a subagent's call comes without them) its result text, but not the sentence
 * that stands for no output.
 */
export function bashOutput(call: ToolCall): string {
	const result = call.status === 'denied' ? undefined : call.result;
	const structured = parseLenient(bashResultSchema, result?.structured);
	if (structured) return [structured.stdout, structured.stderr].filter(text => text && text.trim() !== '').join('\n');
	return result?.text.trim() === NO_OUTPUT ? '' : (result?.text ?? '');
}

/** How a command ended besides its output: in the background, interrupted, timed out, what its exit code means. */
export function bashNotes(call: ToolCall, output: string, paths: Paths): Note[] {
	if (!call.result || call.status === 'denied') return [];
	const result = parseLenient(bashResultSchema, call.result.structured);
	const background = call.input?.['run_in_background'] === true || result?.backgroundTaskId !== undefined;
	const notes: Note[] = [];
	if (background) {
		const task = call.task?.status && call.task.status !== 'running' ? ` · ${call.task.status}` : '';
		notes.push({
			text: `running in the background${result?.backgroundTaskId ? ` (${result.backgroundTaskId})` : ''}${task}`,
			color: 'cyan',
		});
	}
	if (result?.interrupted) notes.push({text: 'interrupted', color: 'yellow'});
	if (result?.timedOutAfterMs !== undefined)
		notes.push({text: `timed out after ${formatDuration(result.timedOutAfterMs)}`, color: 'yellow'});
	if (result?.returnCodeInterpretation) notes.push({text: result.returnCodeInterpretation});
	if (result?.persistedOutputPath !== undefined) {
		const size = result.persistedOutputSize === undefined ? '' : ` (${formatBytes(result.persistedOutputSize)})`;
		// claude keeps it under ~/.claude, outside the working folder: `~` is what shortens it.
		notes.push({
			text: `output cut by claude; all of it${size} is in ${shortPath(result.persistedOutputPath, paths)}`,
			color: 'yellow',
		});
	}
	if (output === '' && !background && notes.length === 0) notes.push({text: '(no output)'});
	return notes.map(note => ({...note, text: sanitizeLine(note.text)}));
}

/** The lines a Read gave, numbered from where it started (claude's own numbering is for the model). */
export function numberedFile(structured: unknown): string | undefined {
	const file = parseLenient(readResultSchema, structured)?.file;
	if (!file) return undefined;
	const start = file.startLine ?? 1;
	const lines = file.content.replace(/\n$/, '').split('\n');
	const width = String(start + lines.length - 1).length;
	return lines.map((line, index) => `${String(start + index).padStart(width)}  ${line}`).join('\n');
}

/** What a Glob or Grep found: Grep's matching lines, or the files' paths. */
export function searchMatches(structured: unknown, cwd: string | undefined): string | undefined {
	const output = parseLenient(searchResultSchema, structured);
	if (output?.content) return output.content;
	if (!output?.filenames) return undefined;
	return output.filenames.map(name => (cwd ? relativePath(name, cwd) : name)).join('\n');
}

/**
 * AskUserQuestion's questions and the answers given, from the call's input (the allow's `updatedInput` replaces it)
 * or its structured result; `answer` is undefined for a dismissed call, '' for a question left unanswered.
 */
export function questionAnswers(call: ToolCall): Array<{question: string; answer?: string}> | undefined {
	const questions =
		parseLenient(askUserQuestionInputSchema, call.input)?.questions ??
		parseLenient(askUserQuestionInputSchema, call.result?.structured)?.questions;
	if (!questions) return undefined;
	const from = (value: unknown) => parseLenient(answersSchema, value)?.answers ?? {};
	const given: Readonly<Record<string, unknown>> = {...from(call.result?.structured), ...from(call.input)};
	return questions.map(({question}) =>
		call.status === 'denied' ? {question} : {question, answer: str(given[question])},
	);
}

/** Where claude saved an approved plan. */
export function planSavedAt(call: ToolCall, paths: Paths): string | undefined {
	const filePath = parseLenient(planResultSchema, call.result?.structured)?.filePath;
	return filePath ? sanitizeLine(shortPath(filePath, paths)) : undefined;
}

type Fields = Readonly<Record<string, unknown>>;

/** The lines of a change history shows, in the UI too. */
export const DIFF_LINES = 40;

function resultDiff(call: ToolCall, filePath: string): DiffView | undefined {
	const fields = call.status === 'done' ? asRecord(call.result?.structured) : undefined;
	if (!fields) return undefined;
	if (call.name === 'NotebookEdit')
		return typeof fields['new_source'] === 'string' ? cellDiff(fields, filePath) : undefined;
	if (fields['type'] === 'create' && typeof fields['content'] === 'string')
		return writeDiff({filePath, content: fields['content']});
	return Array.isArray(fields['structuredPatch']) ? patchDiff(fields['structuredPatch'], filePath) : undefined;
}

function inputDiff(call: ToolCall, filePath: string): DiffView {
	const input: Fields = call.input ?? {};
	switch (call.name) {
		case 'Edit':
			return editDiff({
				filePath,
				oldString: str(input['old_string']),
				newString: str(input['new_string']),
				replaceAll: input['replace_all'] === true,
			});
		case 'MultiEdit': {
			// claude before 2.0: each edit's own lines, one after the other, as its prompt shows them unread.
			const edits: unknown[] = Array.isArray(input['edits']) ? input['edits'] : [];
			const each = edits.map(edit => {
				const fields = asRecord(edit) ?? {};
				return editDiff({
					filePath,
					oldString: str(fields['old_string']),
					newString: str(fields['new_string']),
					replaceAll: fields['replace_all'] === true,
				});
			});
			return {
				filePath,
				added: each.reduce((sum, diff) => sum + diff.added, 0),
				removed: each.reduce((sum, diff) => sum + diff.removed, 0),
				hunks: each.flatMap(diff => diff.hunks),
			};
		}
		case 'Write':
			return writeDiff({filePath, content: str(input['content'])});
		default:
			return cellDiff(input, filePath) ?? {filePath, added: 0, removed: 0, hunks: []};
	}
}

/**
 * The change an Edit, MultiEdit, Write or NotebookEdit made: once done from its result (`structuredPatch`, the
 * file's own line numbers; a new file's content), before that and when refused from its input.
 */
export function fileChangeDiff(call: ToolCall): DiffView {
	const filePath = str(call.input?.['file_path'] ?? call.input?.['notebook_path']);
	return resultDiff(call, filePath) ?? inputDiff(call, filePath);
}

export interface ResultView {
	/** The tool's output for the person, sanitized, its first line's indentation kept; '' when history shows none. */
	readonly output: string;
	/**
	 * History folds the output away and shows the notes in its place (a Read's count is in its title, a subagent's
	 * summary line stands for its report); Ctrl+O shows the output, and so can a transcript.
	 */
	readonly folded: boolean;
	/** The output is a failure's message. */
	readonly error: boolean;
	/** Lines after the output: how a command ended, the answers given, the plan's outcome, a subagent's summary. */
	readonly notes: readonly Note[];
}

const NOTHING: ResultView = {output: '', folded: false, error: false, notes: []};
const shown = (output: string, more: Partial<ResultView> = {}): ResultView => ({
	...NOTHING,
	output: outputEdges(output),
	...more,
});
const forPerson = (text: string) => outputForPerson(sanitizeOutput(text));

/**
 * A finished call's result as history shows it, in text. Nothing for a call that was refused or stopped (its
 * header says so), for a stock note to the model that the person stopped it, and for bookkeeping calls whose
 * header line is all there is (TodoWrite, EnterPlanMode, …).
 */
export function resultView(call: ToolCall, paths: Paths): ResultView {
	const result = call.result;
	if (call.status !== 'done' && call.status !== 'error') return NOTHING;
	if (!result || result.forModel === true || toolNote(call) !== undefined) return NOTHING;
	if (call.name === 'Bash') {
		const output = forPerson(bashOutput(call));
		return shown(output, {error: result.isError === true, notes: bashNotes(call, output, paths)});
	}
	if (call.status === 'error' || result.isError === true) return shown(forPerson(result.text), {error: true});
	switch (call.name) {
		case 'Read': {
			const file = numberedFile(result.structured);
			return shown(file === undefined ? forPerson(result.text) : sanitize(file), {folded: true});
		}
		case 'Glob':
		case 'Grep':
			return shown(forPerson(searchMatches(result.structured, paths.cwd) ?? result.text), {folded: true});
		case 'Edit':
		case 'MultiEdit':
		case 'Write':
		case 'NotebookEdit': {
			// As many lines as the UI's history shows (a long one's tail says how many more): a huge Write is not formatted whole.
			const diff = formatDiff(fileChangeDiff(call), {color: false, maxLines: DIFF_LINES});
			return shown(diff.length === 0 ? '(no changes)' : diff.join('\n'));
		}
		case 'AskUserQuestion':
			return shown('', {
				notes: (questionAnswers(call) ?? []).map(({question, answer}) => ({
					text: sanitizeLine(`Asked: ${question} → ${answer || 'no answer'}`),
				})),
			});
		case 'ExitPlanMode': {
			// The plan itself is the call's input.
			const saved = planSavedAt(call, paths);
			return shown('', {
				notes: [{text: `${glyph.ok} Plan approved${saved ? ` · saved to ${saved}` : ''}`, color: 'green'}],
			});
		}
		case 'WebFetch':
			return shown(forPerson(parseLenient(webFetchResultSchema, result.structured)?.result || result.text));
		case 'WebSearch': {
			const links = searchLinks(result.structured);
			return links.length > 0
				? shown(links.map(link => sanitizeLine(`${link.title} ${link.url}`)).join('\n'))
				: shown(forPerson(result.text));
		}
		case 'Agent':
		case 'Task':
			// Its hand-back is written for the model: history shows claude's summary of it.
			return shown(sanitize(subagentReport(call) ?? ''), {folded: true, notes: [{text: subagentOutcome(call)}]});
		default:
			return shown(forPerson(result.text));
	}
}
