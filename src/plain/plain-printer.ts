/**
 * Plain streaming text for pipes and logs (no Ink, no cursor movement): each call to `update`
 * prints what is new in the state since the last one. Text streams as it grows, thinking is
 * indented under a marker, a tool call is a one-line header and a short result (a subagent's, the UI's summary
 * line; its forwarded text under it). Everything from
 * the model, tools or files is sanitized first; colour only when asked.
 */
import type {ChalkInstance} from 'chalk';
import type {RequestId} from '../protocol/types.js';
import {elicitationLabel} from '../state/elicitations.js';
import type {AppState} from '../state/state.js';
import type {ToolCall, TranscriptItem} from '../state/transcript.js';
import {FINAL_TOOL_STATUSES} from '../state/transcript.js';
import {openSequenceAt, sanitize, sanitizeLine} from '../text/sanitize.js';
import {palette} from '../text/style.js';
import {changesLines} from '../present/changes.js';
import {resultDetail, resultFacts, resultHeadline} from '../present/result-summary.js';
import {drawsNothing, offPromptMark, offPromptMarkLine} from '../present/prompt-mark-guard.js';
import {glyph} from '../present/theme.js';
import {agentTag, toolNote, toolOutcome, toolTitle} from '../present/tool-summary.js';
import {leftOut, outputExcerpt} from '../present/tool-output.js';
import {resultView} from '../present/tool-result.js';
import {HIDDEN_THINKING, isHiddenThinking} from '../present/thinking.js';

/** How the person let a call run, after "allowed". */
const APPROVAL = {once: 'once', session: 'for the session', saved: 'from now on'} as const;
const THINKING_INDENT = '  │ ';

export interface PlainPrinterOptions {
	readonly write: (text: string) => void;
	readonly color: boolean;
	/** What to say about a permission request: nobody answers in plain mode. */
	readonly askedSuffix: string;
	/** The columns a tool's output excerpt is laid out for, at the time it prints (80 when not given). */
	readonly columns?: () => number;
	/** claude's home folder, shown as `~` in a path (a saved plan's), as in the UI; only a live run knows it. */
	readonly home?: string | undefined;
}

/** Where a streamed block has got to: text and thinking blocks are split into segments (ids `id@offset`). */
interface Progress {
	printed: number;
	header?: boolean;
	result?: boolean;
	/** Text or thinking cut short (claude died mid-block): said once, after what came. */
	cut?: boolean;
}

/** Bookkeeping calls whose line says what they wrote to the checklist: only true once they have. */
const WRITES_CHECKLIST: ReadonlySet<string> = new Set(['TodoWrite', 'TaskCreate', 'TaskUpdate']);

export class PlainPrinter {
	private readonly write: (text: string) => void;
	private readonly style: ChalkInstance;
	private readonly color: boolean;
	private readonly askedSuffix: string;
	private readonly columns: () => number;
	private readonly home: string | undefined;
	private readonly progress = new Map<string, Progress>();
	private readonly asked = new Set<RequestId>();
	private committedDone = 0;
	/** The block the last output belongs to, and whether the output ended a line. */
	private current: string | undefined;
	private atLineStart = true;
	/** Nothing seen on the current line yet (at most characters that draw nothing). */
	private lineUnseen = true;
	/** Nothing printed yet: the first block needs no blank line above it. */
	private fresh = true;

	constructor(options: PlainPrinterOptions) {
		this.write = options.write;
		this.style = palette(options.color);
		this.color = options.color;
		this.askedSuffix = options.askedSuffix;
		this.columns = options.columns ?? (() => 80);
		this.home = options.home;
	}

	/** Prints what changed. Committed items are final, so each is looked at until printed, then never again. */
	update(state: AppState): void {
		while (this.committedDone < state.committed.length) {
			const item = state.committed[this.committedDone]!;
			this.item(item, state);
			if (!item.id.includes('@')) this.progress.delete(baseId(item.id));
			this.committedDone++;
		}
		for (const item of state.pending) this.item(item, state);
		for (const request of state.permissions) {
			if (this.asked.has(request.requestId)) continue;
			this.asked.add(request.requestId);
			const title = toolTitle(request.toolName, request.input, state.session.cwd);
			this.block(
				`asked:${request.requestId}`,
				this.style.yellow(
					`? claude asks to use ${title.name}${title.detail ? `(${title.detail})` : ''} · ${this.askedSuffix}`,
				),
			);
		}
		for (const request of state.elicitations) {
			if (this.asked.has(request.requestId)) continue;
			this.asked.add(request.requestId);
			this.block(
				`asked:${request.requestId}`,
				this.style.yellow(`? ${sanitizeLine(elicitationLabel(request, 'asks'))} · ${this.askedSuffix}`),
			);
		}
	}

	/** Ends the last line, so the shell prompt starts on its own. */
	finish(): void {
		if (!this.atLineStart) this.write('\n');
		this.atLineStart = true;
		this.lineUnseen = true;
	}

	private item(item: TranscriptItem, state: AppState): void {
		const id = baseId(item.id);
		const progress = this.progress.get(id) ?? {printed: 0};
		this.progress.set(id, progress);
		switch (item.kind) {
			case 'text':
			case 'thinking': {
				// A tag (a background subagent's, at top level) says whose, as its calls' heads do.
				const tag = item.agent ? agentTag(item.agent) : '';
				if (item.kind === 'thinking' && isHiddenThinking(item)) {
					if (progress.header) return;
					progress.header = true;
					return this.block(id, this.style.dim(`${glyph.thinking} ${tag && `${tag} `}${HIDDEN_THINKING}`));
				}
				const start = item.committedChars;
				const end = start + item.text.length;
				const indent = item.kind === 'thinking' ? THINKING_INDENT : '';
				if (progress.printed >= end) return this.cutShort(item.aborted === true, progress, indent);
				if (!progress.header) {
					progress.header = true;
					const head = item.kind === 'thinking' ? `${glyph.thinking} ${tag && `${tag} `}thinking` : tag;
					this.block(id, head && this.style.dim(head));
				} else if (this.current !== id) this.block(id, this.style.dim(`${glyph.nested} (${item.kind} continues)`));
				const from = Math.max(0, progress.printed - start);
				// A committed segment drops the paragraph break that ended it.
				const gap = progress.printed < start && progress.printed > 0 ? '\n\n' : '';
				const rest = item.text.slice(from);
				// A control sequence cut at the end of what has come waits for its rest: sanitized in two pieces, it left
				// its remains as text (`1m`, a DCS's payload). Once the block is done, sanitize shows what it left open.
				const ready = item.status === 'streaming' ? openSequenceAt(rest) : rest.length;
				progress.printed = start + from + ready;
				this.stream(gap + sanitize(rest.slice(0, ready)), indent);
				return this.cutShort(item.aborted === true, progress, indent);
			}
			case 'tool':
				return this.tool(id, item.call, progress, state, '', item.agent);
			case 'user':
				if (progress.header) return;
				progress.header = true;
				return this.block(id, `\n${this.style.cyan.bold(glyph.user)} ${sanitize(item.text)}`);
			case 'result': {
				if (progress.header) return;
				progress.header = true;
				const detail = resultDetail(item);
				const line = offPromptMark(
					`${item.isError ? glyph.fail : glyph.ok} ${resultHeadline(item)} · ${resultFacts(item).join(' · ')}${detail ? `\n  ${sanitize(detail)}` : ''}`,
				);
				return this.block(id, `\n${item.isError ? this.style.red(line) : this.style.dim(line)}`);
			}
			case 'notice': {
				if (progress.header) return;
				progress.header = true;
				const mark = item.level === 'info' ? glyph.info : item.level === 'warning' ? glyph.warn : glyph.fail;
				const color =
					item.level === 'info' ? this.style.dim : item.level === 'warning' ? this.style.yellow : this.style.red;
				return this.block(id, color(offPromptMark(`${mark} ${sanitize(item.text)}`)));
			}
			case 'diagnostic':
				if (progress.header) return;
				progress.header = true;
				return this.block(
					id,
					this.style.yellow(
						offPromptMark(
							`${glyph.warn} ${sanitize(item.text)}${item.excerpt ? `\n  ${sanitizeLine(item.excerpt)}` : ''}`,
						),
					),
				);
			case 'changes':
				if (progress.header) return;
				progress.header = true;
				// Plain text has no width to keep to: the diff's lines are left whole.
				return this.block(
					id,
					changesLines(item, {color: this.color, width: Infinity, cwd: state.session.cwd}).join('\n'),
				);
		}
	}

	/** `indent` nests a subagent's calls under the call that started it (only calls: its text is its own business). */
	private tool(id: string, call: ToolCall, progress: Progress, state: AppState, indent = '', agent?: string): void {
		if (call.status === 'input-streaming') return;
		// A checklist call's line (`TodoWrite  1/2 done`) waits for its result: one that fails is headed by its title, as
		// in the UI, not by what it did not write.
		if (!progress.header && call.status !== 'done' && WRITES_CHECKLIST.has(call.name) && toolNote(call) !== undefined)
			return;
		const title = toolTitle(call.name, call.input, state.session.cwd);
		const header = toolNote(call) ?? `${title.name}${title.detail ? `(${title.detail})` : ''}`;
		if (!progress.header) {
			progress.header = true;
			const tag = agent ? `${agentTag(agent)} ` : '';
			this.block(id, `${indent}${this.style.bold(`${glyph.tool} ${tag}${header}`)}`);
		}
		for (const child of call.children) {
			if (child.kind !== 'tool' && child.kind !== 'text') continue;
			const childProgress = this.progress.get(child.id) ?? {printed: 0};
			this.progress.set(child.id, childProgress);
			if (child.kind === 'tool') this.tool(child.id, child.call, childProgress, state, `${indent}  `);
			else if (child.status !== 'streaming' && !childProgress.header) {
				// A subagent's own text, which claude sends only with --forward-subagent-text: whole, once it is done.
				childProgress.header = true;
				this.block(
					child.id,
					`${indent}  ${glyph.assistant} ${sanitize(child.text).trim().split('\n').join(`\n${indent}    `)}`,
				);
			}
		}
		if (progress.result || !FINAL_TOOL_STATUSES.has(call.status) || (call.status === 'done' && !call.settled)) return;
		progress.result = true;
		const who = this.current === id ? '' : `(${title.name}) `;
		const outcome = this.outcome(call, indent, who, state.session.cwd);
		if (outcome !== undefined) this.block(id, `${indent}  ${glyph.nested} ${who}${outcome}`);
	}

	/** How a call ended, after `${indent}  ⎿ ${who}`: what history shows of it; undefined when its header is all. */
	private outcome(call: ToolCall, indent: string, who: string, cwd: string | undefined): string | undefined {
		switch (call.status) {
			case 'denied':
				return this.style.red(`denied${call.denial ? `: ${sanitizeLine(call.denial)}` : ''}`);
			case 'interrupted':
				return this.style.yellow('interrupted');
			default: {
				const approval = call.approval ? this.style.dim(` (allowed ${APPROVAL[call.approval]})`) : '';
				// Bookkeeping (TodoWrite, EnterPlanMode…): its header line is all, as in the UI.
				if (toolNote(call) !== undefined) return approval === '' ? undefined : approval.trimStart();
				const view = resultView(call, {cwd, home: this.home});
				const text = view.folded ? '' : view.output;
				const margin = `${indent}    `;
				const parts: string[] = [];
				if (text !== '') {
					// History's excerpt as the UI has it, in rows at this width; its first row starts after `who`.
					const shown = outputExcerpt(who + text, Math.max(1, this.columns() - margin.length));
					const body = shown.lines.join('\n').slice(who.length).replace(/\n/g, `\n${margin}`);
					const hidden = leftOut(shown);
					parts.push(view.error ? this.style.red(body) : body);
					if (hidden) parts.push(this.style.dim(`… ${hidden}`));
				}
				for (const note of view.notes)
					parts.push(note.color ? this.style[note.color](note.text) : this.style.dim(note.text));
				if (parts.length === 0) {
					// Output the UI folds away (a Read's lines): what its title says of it, `2 lines`.
					const outcome = toolOutcome(call);
					parts.push(
						call.status === 'error'
							? this.style.red('error')
							: this.style.dim(outcome && 'note' in outcome ? outcome.note : '(no output)'),
					);
				}
				return `${parts.join(`\n${margin}`)}${approval}`;
			}
		}
	}

	/** Starts a new line for another block, with an optional first line of its own. */
	private block(id: string, head: string): void {
		if (!this.atLineStart) this.write('\n');
		this.current = id;
		this.atLineStart = true;
		this.lineUnseen = true;
		const text = this.fresh ? head.replace(/^\n/, '') : head;
		if (text === '') return;
		this.fresh = false;
		this.write(`${text}\n`);
	}

	/** Streams text of the current block, each new line under `indent`. */
	/** As the UI marks them: a reader of the log must not take half a sentence for the whole answer. */
	private cutShort(aborted: boolean, progress: Progress, indent: string): void {
		if (!aborted || progress.cut || progress.printed === 0) return;
		progress.cut = true;
		this.stream(this.style.yellow(' (cut short)'), indent);
	}

	private stream(text: string, indent: string): void {
		if (text === '') return;
		const lines = text.split('\n');
		let out = '';
		for (const [index, line] of lines.entries()) {
			if (index > 0) {
				out += '\n';
				this.atLineStart = true;
				this.lineUnseen = true;
			}
			if (line === '') continue;
			if (this.atLineStart) out += this.style.dim(indent);
			// Text at the left edge, where the person's messages are: a line of it that starts with their mark is moved
			// in, the mark come in a later piece than a zero-width character before it too.
			const unseen = this.lineUnseen && indent === '';
			out += indent !== '' ? this.style.dim(line) : unseen ? offPromptMarkLine(line) : line;
			this.lineUnseen = unseen && drawsNothing(line);
			this.atLineStart = false;
		}
		this.fresh = false;
		this.write(out);
	}
}

function baseId(id: string): string {
	const at = id.indexOf('@');
	return at === -1 ? id : id.slice(0, at);
}
