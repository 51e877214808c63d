/**
 * A finished transcript as readable markdown: a heading per turn, the user's words quoted, the
 * assistant's text as it is, thinking folded in <details>, tool calls with their input, how they
 * were allowed or denied, and a short result. Every text passes `sanitize` first, so a transcript
 * opened in a terminal pager cannot drive the terminal.
 */
import {removeItems} from '../state/items.js';
import type {AppState, UsageInfo} from '../state/state.js';
import type {ToolCall, TranscriptItem} from '../state/transcript.js';
import {excerpt} from '../text/excerpt.js';
import {plural} from '../text/plural.js';
import {revealLine, sanitize, sanitizeLine, terminalJson} from '../text/sanitize.js';
import {formatCost, formatTokens} from '../present/format.js';
import {changesLines} from '../present/changes.js';
import {resultDetail, resultFacts, resultHeadline} from '../present/result-summary.js';
import {agentTag, toolTitle} from '../present/tool-summary.js';
import {resultView} from '../present/tool-result.js';
import {HIDDEN_THINKING, isHiddenThinking} from '../present/thinking.js';

const RESULT_LINES = 40;

/**
 * Untrusted text as markdown: sanitized, and a `<details>` or `<summary>` tag outside its fenced code made text
 * (`&lt;`), so it cannot close the fold it is in (thinking, a subagent's transcript) or open one.
 */
const FOLD_TAG = /<(\/?(?:details|summary)\b)/gi;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
function prose(text: string): string {
	let fence: string | undefined;
	const lines: string[] = [];
	for (const line of sanitize(text).split('\n')) {
		const marker = FENCE.exec(line)?.[1];
		if (fence === undefined && marker !== undefined) fence = marker;
		else if (fence !== undefined && marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
			fence = undefined;
		else if (fence === undefined) {
			lines.push(line.replace(FOLD_TAG, '&lt;$1'));
			continue;
		}
		lines.push(line);
	}
	// A text cut off inside a code block (an interrupt) closes it here, else the rest of the export would be its code.
	if (fence !== undefined) lines.push(fence);
	return lines.join('\n');
}

/**
 * A person's prompt is plain text, shown as typed (as the UI does): every character a viewer would read as markup is
 * escaped (`<Button>` is not an HTML tag, `*` no emphasis), and each line break is kept. The model's text is left as
 * it is: claude writes markdown, so its code, lists and links are meant, and escaping its `<` would need to know
 * its code spans and blocks, where `&lt;` would show as written.
 */
const INLINE_MARKUP = /[\\`*_[\]<&~|]/g;
const LINE_MARKUP = /^([ \t]*\d*)([.)#>+=-])/;
function plainText(text: string): string {
	const lines = sanitize(text)
		.split('\n')
		.map(line => line.replace(INLINE_MARKUP, '\\$&').replace(LINE_MARKUP, '$1\\$2'));
	// A backslash at the end of a line is a hard line break, but only between two lines of one paragraph.
	return lines.map((line, index) => (line.trim() !== '' && lines[index + 1]?.trim() ? `${line}\\` : line)).join('\n');
}
const proseLine = (text: string): string => sanitizeLine(text).replace(FOLD_TAG, '&lt;$1');

/** A fence longer than any run of backticks inside, so content can never close it. */
function fenced(text: string, lang = ''): string {
	const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), match => match[0].length));
	const fence = '`'.repeat(Math.max(3, longest + 1));
	return `${fence}${lang}\n${text.replace(/\n$/, '')}\n${fence}`;
}

const quoted = (text: string): string =>
	text
		.split('\n')
		.map(line => (line === '' ? '>' : `> ${line}`))
		.join('\n');

/** A background subagent's item at top level starts with whose it is, as code so its words stay as they are. */
const by = (agent: string): string => `\`${agentTag(agent).replace(/`/g, "'")}\``;

/** Text and thinking blocks were committed in segments (`id@offset`); the export wants them whole. */
function joinSegments(items: readonly TranscriptItem[]): TranscriptItem[] {
	const joined: TranscriptItem[] = [];
	for (const item of items) {
		const previous = joined.at(-1);
		if (
			(item.kind === 'text' || item.kind === 'thinking') &&
			previous?.kind === item.kind &&
			item.continuation &&
			baseId(previous.id) === baseId(item.id)
		) {
			// The last segment says whether the block was cut short.
			joined[joined.length - 1] = {
				...previous,
				text: `${previous.text}\n\n${item.text}`,
				...(item.aborted ? {aborted: true} : {}),
			};
		} else joined.push(item);
	}
	return joined;
}

const baseId = (id: string): string => id.split('@', 1)[0]!;

function toolInput(call: ToolCall): string {
	const input = call.input ?? {};
	if (call.name === 'Bash' && typeof input['command'] === 'string') return fenced(sanitize(input['command']), 'bash');
	return fenced(terminalJson(input, 2), 'json');
}

function decision(call: ToolCall): string {
	switch (call.status) {
		case 'denied':
			return `**Denied**${call.denial ? `: ${proseLine(call.denial)}` : ''}`;
		case 'interrupted':
			return '**Interrupted**';
		case 'error':
			return '**Failed**';
		default:
			return call.approval === 'once'
				? 'Allowed once by the user.'
				: call.approval === 'session'
					? 'Allowed for the session by the user.'
					: call.approval === 'saved'
						? 'Allowed from now on by the user (a rule saved to a settings file).'
						: '';
	}
}

function tool(call: ToolCall, cwd: string | undefined, agent?: string): string {
	const title = toolTitle(call.name, call.input, cwd);
	const parts = [
		`${agent ? `${by(agent)} ` : ''}**${title.name}**${title.detail ? ` \`${title.detail.replace(/`/g, "'")}\`` : ''}`,
		toolInput(call),
	];
	if (call.changedByHook) parts.push('Input changed by a hook: above is what ran.');
	const decided = decision(call);
	if (decided) parts.push(decided);
	// What history shows of the result (refused or stopped calls, and bookkeeping ones, have none), but with the
	// output the UI folds away (a Read's lines, a subagent's report) in place of its notes: a transcript has no Ctrl+O.
	const view = resultView(call, {cwd});
	const output = view.output;
	const notes = view.folded && output !== '' ? [] : view.notes;
	if (output !== '') {
		const shown = excerpt(output, {maxLines: RESULT_LINES});
		parts.push(
			`Result${shown.omittedLines > 0 ? ` (first ${RESULT_LINES} lines of ${RESULT_LINES + shown.omittedLines})` : ''}:`,
			// Sanitized already (resultView); again here, as every text of the export, so no view can let a byte through.
			fenced(sanitize(shown.text)),
		);
	}
	if (notes.length > 0) parts.push(plainText(notes.map(note => note.text).join('\n')));
	if (call.children.length > 0) {
		const nested = joinSegments(call.children)
			.map(child => item(child, cwd))
			.join('\n\n');
		parts.push(
			`<details><summary>Subagent transcript (${call.children.length} items)</summary>\n\n${nested}\n\n</details>`,
		);
	}
	return parts.join('\n\n');
}

/** `cwd` shortens paths in tool titles, as the UI does. */
function item(entry: TranscriptItem, cwd: string | undefined): string {
	switch (entry.kind) {
		case 'user':
			// A subagent's prompt is the model's words, in markdown.
			return entry.subagentPrompt
				? `**Prompt:**\n\n${quoted(prose(entry.text))}`
				: `**User:**\n\n${quoted(plainText(entry.text))}`;
		case 'thinking': {
			const tag = entry.agent ? `${proseLine(agentTag(entry.agent))} ` : '';
			// Nothing to fold: an empty <details> would read as thinking lost.
			if (isHiddenThinking(entry)) return `*${tag}${HIDDEN_THINKING}*`;
			return `<details><summary>${tag}Thinking${entry.aborted ? ' (cut short)' : ''}</summary>\n\n${prose(entry.text)}\n\n</details>`;
		}
		case 'text':
			return `${entry.agent ? `${by(entry.agent)}\n\n` : ''}${prose(entry.text)}${entry.aborted ? '\n\n*(cut short)*' : ''}`;
		case 'tool':
			return tool(entry.call, cwd, entry.agent);
		case 'result': {
			const detail = resultDetail(entry);
			return `**${resultHeadline(entry)}** · ${resultFacts(entry).join(' · ')}${detail ? `\n\n${quoted(prose(detail))}` : ''}`;
		}
		case 'notice': {
			const notice = quoted(
				`${entry.level === 'info' ? 'Note' : entry.level === 'warning' ? 'Warning' : 'Error'}: ${prose(entry.exported ?? entry.text)}`,
			);
			// The detail (a compaction's summary) stays folded, as in the UI.
			return entry.detail === undefined
				? notice
				: `${notice}\n\n<details><summary>Read it</summary>\n\n${prose(entry.detail)}\n\n</details>`;
		}
		case 'diagnostic':
			return quoted(`Unreadable: ${prose(entry.text)}${entry.excerpt ? `\n${proseLine(entry.excerpt)}` : ''}`);
		case 'changes':
			return `\`\`\`\n${changesLines(entry, {color: false, width: 100, cwd}).join('\n')}\n\`\`\``;
	}
}

/** `source` (the file it came from) is shown under the title. */
export function transcriptMarkdown(state: AppState, source: string): string {
	const {session} = state;
	const facts = [
		`Source: \`${revealLine(source)}\``,
		session.sessionId ? `Session: \`${revealLine(session.sessionId)}\`` : '',
		session.model ? `Model: \`${sanitizeLine(session.model)}\`` : '',
		session.version ? `claude ${sanitizeLine(session.version)}` : '',
		session.cwd ? `Folder: \`${sanitizeLine(session.cwd)}\`` : '',
	].filter(Boolean);
	const out = ['# Claude Code transcript', facts.map(fact => `- ${fact}`).join('\n')];
	let turn = 0;
	// What was taken back stays in the terminal's scrollback, but a transcript leaves it out.
	const history = state.withdrawn.length > 0 ? removeItems(state.committed, new Set(state.withdrawn)) : state.committed;
	const all = joinSegments([...history, ...state.pending]);
	for (const entry of all) {
		// A message that steered the running turn is part of it.
		if (entry.kind === 'user' && !entry.subagentPrompt && !entry.steered) out.push(`## Turn ${++turn}`);
		out.push(item(entry, session.cwd));
	}
	const totals = usageTotals(state);
	const unreadable = state.malformedLines;
	if (unreadable > 0) totals.push(`${unreadable} unreadable line${unreadable === 1 ? '' : 's'}`);
	if (totals.length > 0) out.push('## Summary', totals.map(total => `- ${total}`).join('\n'));
	return `${out.join('\n\n')}\n`;
}

/**
 * The turns, tokens and cost, as the status line counted them: each conversation's own when the transcript holds
 * several (/clear, /resume and a new conversation forked start it from zero; a resumed session's cost includes what
 * it cost before, so the costs do not add up). A turn rewound, or left behind in the session a fork kept, was paid
 * for, so it counts, but it is not above. Session files keep no results, so no usage either.
 */
function usageTotals(state: AppState): string[] {
	const conversations = [...state.earlierUsage, {sessionId: state.session.sessionId, usage: state.usage}].filter(
		conversation => conversation.usage.turns > 0,
	);
	const turns = conversations.reduce((total, {usage}) => total + usage.turns, 0);
	if (turns === 0) return [];
	const left = {rewound: 0, forked: 0};
	for (const entry of [...state.committed, ...state.pending])
		if (entry.kind === 'notice' && entry.turnsLeft) left[entry.turnsLeft.how] += entry.turnsLeft.turns;
	const leftOut =
		left.rewound > 0 && left.forked > 0
			? `, ${left.rewound + left.forked} of them left out (${left.rewound} rewound, ${left.forked} left behind by a fork)`
			: left.rewound > 0
				? `, ${left.rewound} of them rewound and left out`
				: left.forked > 0
					? `, ${left.forked} of them left behind by a fork and left out`
					: '';
	const tokens = (usage: UsageInfo) =>
		`${formatTokens(usage.inputTokens)} in · ${formatTokens(usage.outputTokens)} out`;
	const [only] = conversations;
	if (conversations.length === 1 && only)
		return [`${plural(turns, 'turn')}${leftOut}`, tokens(only.usage), formatCost(only.usage.costUsd)];
	return [
		`${plural(turns, 'turn')} in ${conversations.length} conversations${leftOut}`,
		...conversations.map(
			({sessionId, usage}, index) =>
				`Conversation ${index + 1}${sessionId ? ` (session \`${revealLine(sessionId)}\`)` : ''}: ${plural(usage.turns, 'turn')} · ${tokens(usage)} · ${formatCost(usage.costUsd)}`,
		),
	];
}
