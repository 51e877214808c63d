/**
 * One-line summaries of tool calls: the title (which tool, and the argument that identifies the call), what a
 * finished call came to (`+1 −1`, `2 lines`), and the whole line for tools whose transcript entry is one line.
 */
import {plural} from '../text/plural.js';
import {
	agentReportSchema,
	agentResultSchema,
	agentTotalsSchema,
	parseLenient,
	taskCreateInputSchema,
	taskCreateResultSchema,
	taskUpdateInputSchema,
	todoWriteInputSchema,
} from '../protocol/tool-inputs.js';
import {asRecord} from '../state/tool-calls.js';
import type {ToolCall} from '../state/transcript.js';
import {cellDiff, patchDiff} from '../text/diff.js';
import {toolPath} from '../text/relative-path.js';
import {revealControls, revealLine, sanitizeLine} from '../text/sanitize.js';
import {clipWords, truncateMiddle} from '../text/excerpt.js';
import {formatBytes, formatDuration, formatTokens} from './format.js';
import {own} from '../util/own.js';

/**
 * What goes before the item of a background subagent that shows at top level (its Agent call is already in
 * history), so its text, thinking and calls do not read as the main Claude's: `[general-purpose: Slow review]`.
 */
export const agentTag = (agent: string): string => `[${sanitizeLine(agent)}]`;

export interface ToolTitle {
	/** Display name: `Bash`, `Agent`, `github › create_issue` for MCP tools. */
	readonly name: string;
	readonly detail: string;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const num = (value: unknown): number | undefined =>
	typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function firstLine(text: string): string {
	const line = text.split('\n', 1)[0] ?? '';
	return text.includes('\n') ? `${line} …` : line;
}

/** `mcp__server__tool` → `server › tool`. */
export function mcpName(name: string): {server: string; tool: string} | undefined {
	const match = /^mcp__(.+?)__(.+)$/.exec(name);
	return match ? {server: match[1]!, tool: match[2]!} : undefined;
}

export const TITLE_ARGS = 3;
export const TITLE_ARG_CHARS = 60;
// Keeps the header one line on a normal terminal; the body shows what was cut.
const TITLE_DETAIL_CHARS = 100;

/** Compact `key: value` pairs of scalar inputs, for tools we have no special summary for, their controls shown. */
export function compactArgs(input: Readonly<Record<string, unknown>>, max = TITLE_ARGS): string {
	return Object.entries(input)
		.filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
		.slice(0, max)
		.map(([key, value]) => `${key}: ${truncateMiddle(revealLine(String(value)), TITLE_ARG_CHARS)}`)
		.join(', ');
}

/**
 * The domain of a URL, what a WebFetch allow rule covers, read as claude reads it: a name and password before an `@`
 * are not the host, nor is the port, and a name outside ASCII is in punycode, as in claude's rule (a look-alike of a
 * known domain shows as one). A URL that does not parse is shown whole.
 */
export function hostOf(url: string): string {
	try {
		return new URL(url).hostname || url;
	} catch {
		return url;
	}
}

type Args = Readonly<Record<string, unknown>>;
type Detail = (args: Args, path: (key: string) => string) => string;

const search: Detail = (args, path) =>
	[
		str(args['pattern']) ? `"${String(args['pattern'])}"` : '',
		path('path') ? `in ${path('path')}` : '',
		str(args['glob']) ? `(${String(args['glob'])})` : '',
	]
		.filter(Boolean)
		.join(' ');
const filePath: Detail = (_, path) => path('file_path');
const subagent: Detail = args => [str(args['subagent_type']), str(args['description'])].filter(Boolean).join(': ');

/** The identifying argument of the tools we know; any other tool shows its first few arguments. */
const DETAILS: Readonly<Record<string, Detail>> = {
	Bash: args => str(args['description']) ?? firstLine(str(args['command']) ?? ''),
	Read: filePath,
	Write: filePath,
	Edit: filePath,
	MultiEdit: filePath,
	NotebookEdit: (_, path) => path('notebook_path'),
	Glob: search,
	Grep: search,
	WebFetch: args => hostOf(str(args['url']) ?? ''),
	WebSearch: args => `"${str(args['query']) ?? ''}"`,
	Agent: subagent,
	Task: subagent,
	TodoWrite: args => (Array.isArray(args['todos']) ? plural(args['todos'].length, 'item') : ''),
	TaskCreate: args => str(args['subject']) ?? '',
	TaskUpdate: args => [`#${String(args['taskId'] ?? '?')}`, str(args['status'])].filter(Boolean).join(' → '),
	AskUserQuestion: args => (Array.isArray(args['questions']) ? plural(args['questions'].length, 'question') : ''),
	// The plan's own title: "plan ready for review" would be stale once it is answered.
	ExitPlanMode: args =>
		(
			str(args['plan'])
				?.split('\n')
				.find(line => line.trim() !== '') ?? ''
		).replace(/^#+\s*/, ''),
	EnterPlanMode: () => '',
	Skill: args => [str(args['skill']), str(args['args'])].filter(Boolean).join(' '),
};

/**
 * Tools whose title is prose (a subagent's task in words): cut at its end, after a word, not in its middle as a path or
 * a command is (whose end names the file, or what the command does last).
 */
const PROSE_TITLES = new Set(['Agent', 'Task']);

/** Whether the title of a call shows only its first few arguments (the tool is not one we summarise). */
export const titleIsArgs = (name: string): boolean => !Object.hasOwn(DETAILS, name);

export function toolTitle(name: string, input: Args | undefined, cwd: string | undefined): ToolTitle {
	const args = input ?? {};
	// A file is named as its prompt named it: a control in its name shown (␛), not dropped, so the name is the file's.
	const path = (key: string) => {
		const value = str(args[key]);
		return value === undefined ? '' : revealControls(cwd ? toolPath(value, cwd) : value);
	};
	const detail = own(DETAILS, name)?.(args, path) ?? compactArgs(args);
	const mcp = mcpName(name);
	// The name is foreign too: MCP servers choose their own.
	return {
		name: sanitizeLine(mcp ? `${mcp.server} › ${mcp.tool}` : name),
		detail: (PROSE_TITLES.has(name) ? clipWords : truncateMiddle)(sanitizeLine(detail), TITLE_DETAIL_CHARS),
	};
}

/** What a finished call came to, shown after its title: a diff count, or a short note (`2 lines`, `200 OK · 1 KB`). */
export type ToolOutcome = {readonly added: number; readonly removed: number} | {readonly note: string};

/** Lines of text as an editor counts them: a final newline does not start another line. */
const lineCount = (text: string): number => (text === '' ? 0 : text.replace(/\n$/, '').split('\n').length);

/** WebSearch links: `results` mixes link groups with the model's own commentary strings. */
export function searchLinks(structured: unknown): Array<{title: string; url: string}> {
	const results = asRecord(structured)?.['results'];
	if (!Array.isArray(results)) return [];
	return results.flatMap(group => {
		const content = asRecord(group)?.['content'];
		if (!Array.isArray(content)) return [];
		return content.flatMap(link => {
			const title = str(asRecord(link)?.['title']);
			const url = str(asRecord(link)?.['url']);
			return url === undefined ? [] : [{title: title ?? url, url}];
		});
	});
}

function readOutcome(structured: Readonly<Record<string, unknown>>): string | undefined {
	const file = asRecord(structured['file']);
	if (!file) return undefined;
	switch (structured['type']) {
		case 'text': {
			const lines = num(file['numLines']);
			const start = num(file['startLine']) ?? 1;
			const total = num(file['totalLines']);
			if (lines === undefined) return undefined;
			return total !== undefined && (start > 1 || lines < total)
				? `lines ${start}–${start + Math.max(0, lines - 1)} of ${total}`
				: plural(lines, 'line');
		}
		case 'notebook':
			return Array.isArray(file['cells']) ? plural(file['cells'].length, 'cell') : undefined;
		case 'image':
		case 'pdf': {
			const size = num(file['originalSize']);
			return [structured['type'] === 'pdf' ? 'PDF' : 'image', size === undefined ? '' : formatBytes(size)]
				.filter(Boolean)
				.join(' · ');
		}
		default:
			return undefined;
	}
}

function grepOutcome(structured: Readonly<Record<string, unknown>>): string | undefined {
	const files = num(structured['numFiles']);
	const matches = num(structured['numMatches']);
	const lines = num(structured['numLines']);
	if (structured['mode'] === 'content' && lines !== undefined) return plural(lines, 'line');
	if (matches !== undefined)
		return `${plural(matches, 'match', 'matches')}${files === undefined ? '' : ` in ${plural(files, 'file')}`}`;
	return files === undefined ? undefined : plural(files, 'file');
}

/** `+0 −0` reads as a count that went wrong: a write of what the file already held says so. */
const counted = ({added, removed}: {readonly added: number; readonly removed: number}): ToolOutcome =>
	added === 0 && removed === 0 ? {note: 'no change'} : {added, removed};

export function toolOutcome(call: ToolCall): ToolOutcome | undefined {
	if (call.status !== 'done') return undefined;
	const structured = asRecord(call.result?.structured);
	if (!structured) return undefined;
	const note = (text: string | undefined) => (text ? {note: sanitizeLine(text)} : undefined);
	switch (call.name) {
		case 'Read':
			return note(readOutcome(structured));
		case 'Write':
		case 'Edit':
		case 'MultiEdit': {
			// A new file has no diff worth counting, just its length; an overwrite is a diff like an edit.
			if (structured['type'] === 'create' && typeof structured['content'] === 'string')
				return note(plural(lineCount(structured['content']), 'line'));
			if (!Array.isArray(structured['structuredPatch'])) return undefined;
			return counted(patchDiff(structured['structuredPatch'], ''));
		}
		case 'NotebookEdit': {
			const cell = cellDiff(structured, '');
			return cell && counted(cell);
		}
		case 'Glob': {
			const files = num(structured['numFiles']);
			return files === undefined
				? undefined
				: note(`${plural(files, 'file')}${structured['truncated'] === true ? ' (truncated)' : ''}`);
		}
		case 'Grep':
			return note(grepOutcome(structured));
		case 'WebFetch': {
			const code = num(structured['code']);
			const bytes = num(structured['bytes']);
			return note(
				[
					code === undefined ? '' : `${code} ${str(structured['codeText']) ?? ''}`.trim(),
					bytes === undefined ? '' : formatBytes(bytes),
				]
					.filter(Boolean)
					.join(' · '),
			);
		}
		case 'WebSearch':
			return Array.isArray(structured['results']) ? note(plural(searchLinks(structured).length, 'result')) : undefined;
		default:
			return undefined;
	}
}

function todoNote(input: unknown): string | undefined {
	const todos = parseLenient(todoWriteInputSchema, input)?.todos;
	if (!todos) return undefined;
	const done = todos.filter(todo => todo.status === 'completed').length;
	const current = todos.find(todo => todo.status === 'in_progress');
	return `${done}/${todos.length} done${current ? ` · now: ${current.activeForm || current.content}` : ''}`;
}

function taskCreateNote(call: ToolCall): string | undefined {
	const subject = parseLenient(taskCreateInputSchema, call.input)?.subject;
	const id = parseLenient(taskCreateResultSchema, call.result?.structured)?.task.id;
	return subject === undefined ? undefined : id === undefined ? subject : `#${id} ${subject}`;
}

function taskUpdateNote(input: unknown): string | undefined {
	const update = parseLenient(taskUpdateInputSchema, input);
	if (!update) return undefined;
	return [
		`#${update.taskId}`,
		update.status ? `→ ${update.status}` : '',
		update.subject ?? (update.status ? '' : 'updated'),
	]
		.filter(Boolean)
		.join(' ');
}

/**
 * The whole transcript line for calls that are bookkeeping rather than work (`TodoWrite  2/4 done · now: Writing
 * tests`); the checklist itself is a panel, so a new block per write would only repeat it. Undefined for other
 * tools, and for calls that failed or were refused (those show what went wrong).
 */
export function toolNote(call: ToolCall): string | undefined {
	if (call.status !== 'done' && call.status !== 'running' && call.status !== 'waiting') return undefined;
	const line = (text: string | undefined) => (text === undefined ? undefined : `${call.name}  ${sanitizeLine(text)}`);
	switch (call.name) {
		case 'TodoWrite':
			return line(todoNote(call.input));
		case 'TaskCreate':
			return line(taskCreateNote(call));
		case 'TaskUpdate':
			return line(taskUpdateNote(call.input));
		case 'EnterPlanMode':
			return 'Entered plan mode';
		default:
			return undefined;
	}
}

/** Agent and Task calls run a subagent: its steps nest under the call. */
export const isSubagentCall = (call: ToolCall): boolean => call.name === 'Agent' || call.name === 'Task';

/**
 * A finished subagent in one line: how much it did and the first line of claude's summary, or that it runs on in the
 * background. Its result is a hand-back written for the model, not shown.
 */
export function subagentOutcome(call: ToolCall): string {
	const {status, summary} = subagentEnd(call);
	return `${status}${summary === undefined ? '' : ` — ${sanitizeLine(summary)}`}`;
}

/**
 * How much a finished subagent did, or that it runs on in the background; and the first line of claude's summary of
 * it, as claude wrote it (markdown), which one in the background has not.
 */
export function subagentEnd(call: ToolCall): {status: string; summary?: string} {
	if (
		call.task?.backgrounded === true ||
		parseLenient(agentResultSchema, call.result?.structured)?.status === 'async_launched'
	)
		return {status: 'running in the background'};
	const status = subagentWork(call);
	const report = subagentReport(call);
	return report ? {status, summary: report.split('\n', 1)[0]!} : {status};
}

/** What a finished subagent reported, as it wrote it (markdown): claude's summary, else its tool result's text (a session file has no summary). */
export function subagentReport(call: ToolCall): string | undefined {
	if (call.task?.summary) return call.task.summary;
	const blocks = parseLenient(agentReportSchema, call.result?.structured)?.content ?? [];
	const text = blocks
		.flatMap(block => (block.type === 'text' && block.text && !TOOLS_USED.test(block.text) ? [block.text] : []))
		.join('\n')
		.trim();
	return text === '' ? undefined : text;
}

/** The block claude puts before a subagent's report, naming the tools it used: not part of the report. */
const TOOLS_USED = /^<tools-used-before-summary>[^<]*<\/tools-used-before-summary>\s*$/;

/**
 * How long a finished call ran: from when it was allowed to run, not counting the wait for the person's answer; one
 * claude ran unasked, from when it could start (not counting the calls it was queued behind). Unknown when its
 * source does not say when it began (a session file's call the person may have been asked about).
 */
export function ranFor(call: ToolCall): number | undefined {
	return call.endedAt === undefined || call.untimed
		? undefined
		: call.endedAt - (call.runningSince ?? call.readySince ?? call.startedAt);
}

/** Tool uses, tokens and time a subagent took: the finished Agent's own totals first (the last task_progress was sent before its last reply). */
export function subagentWork(call: ToolCall): string {
	const task = call.task;
	const totals = parseLenient(agentTotalsSchema, call.result?.structured);
	const uses = totals?.totalToolUseCount ?? task?.toolUses ?? call.children.filter(item => item.kind === 'tool').length;
	const tokens = totals?.totalTokens ?? task?.totalTokens;
	const ms = totals?.totalDurationMs ?? task?.durationMs ?? ranFor(call);
	const parts = [plural(uses, 'tool use')];
	if (tokens !== undefined) parts.push(`${formatTokens(tokens)} tokens`);
	if (ms !== undefined) parts.push(formatDuration(ms));
	return parts.join(' · ');
}
