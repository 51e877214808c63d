/**
 * An edit's permission prompt, shown in the connected editor as well (openDiff). The person answers in either
 * place and the first answer is the one claude gets: the session's `decide` answers a request once, and
 * withdraws the diff when the terminal was first; an answer from the editor closes the terminal's prompt.
 */
import {randomBytes} from 'node:crypto';
import {basename} from 'node:path';
import {fileAfter} from '../state/file-after.js';
import type {DiffOutcome, EditorLink} from '../ide/link.js';
import type {RequestId} from '../protocol/types.js';
import {inputForSaved} from '../ide/saved-edit.js';
import type {PermissionDecision} from '../state/events.js';
import {readSnapshot} from './file-snapshot.js';

export const REJECTED_IN_EDITOR = 'The user rejected this change in the editor.';
export const UNDONE_IN_EDITOR = 'The user undid this change in the editor: the file stays as it is.';

/**
 * What the model is told when the person changed its proposal before saving it. claude's own TUI says so in
 * the tool's result (`userModified`), which a host's allow answer cannot set (2.1.330 drops the field): without
 * this the result says the model's own text is on disk, and "no need to Read it back".
 */
export function editedInEditor(path: string): {note: string; shown: string} {
	return {
		note:
			`<system-reminder>\nThe user modified your proposed change to ${path} in their editor before accepting it: ` +
			`the file now holds their version, not yours. Read ${path} again before you edit it.\n</system-reminder>`,
		shown: `cctui told claude that you changed ${basename(path)} in the editor, and to read it again before editing it.`,
	};
}

export interface EditorDiffHost {
	/** Answers the request, unless it is answered already (then false). */
	readonly decide: (requestId: RequestId, decision: PermissionDecision) => boolean;
	/** The prompt says whether the editor shows it. */
	readonly shown: (requestId: RequestId, editor: string, open: boolean) => void;
	/** The person saved their own version of the change to `path`: the model must learn it. */
	readonly edited: (path: string) => void;
}

interface Proposal {
	readonly requestId: RequestId;
	readonly toolName: string;
	readonly input: Readonly<Record<string, unknown>>;
	readonly path: string;
	readonly contents: string;
	readonly tabName: string;
	readonly link: EditorLink;
}

export class EditorDiffs {
	/** Diffs the editor shows and nobody has answered. */
	private readonly showing = new Map<RequestId, AbortController>();
	private tabs = 0;
	/**
	 * Tells this session's tabs from another's on the same editor: claudecode.nvim keys a diff by its tab name,
	 * and a second openDiff or a close_tab of a name it waits on answers that diff as rejected.
	 */
	private readonly tag = randomBytes(4).toString('base64url').slice(0, 6);

	constructor(
		private readonly current: () => EditorLink | undefined,
		private readonly host: EditorDiffHost,
	) {}

	/** Opens the change in the editor, given the file as it is now (null: missing); not a change it can follow: nothing. */
	show(
		requestId: RequestId,
		toolName: string,
		input: Readonly<Record<string, unknown>>,
		path: string,
		file: string | null,
	) {
		const link = this.current();
		if (!link) return;
		const after = fileAfter(toolName, input, file === null ? null : asClaudeReads(file));
		if (after === undefined || this.showing.has(requestId)) return;
		// The editor compares with the file as it is: its CRLFs stay CRLFs.
		const contents = file?.includes('\r\n') === true ? asClaudeReads(after).replaceAll('\n', '\r\n') : after;
		const controller = new AbortController();
		this.showing.set(requestId, controller);
		// Unique per request and session: closeTab names the tab, and two prompts for one file are two tabs.
		const tabName = `[cctui] ${basename(path)} #${++this.tabs} (${this.tag})`;
		const proposal = {requestId, toolName, input, path, contents, tabName, link};
		this.host.shown(requestId, link.name, true);
		link
			.openDiff(
				{oldFilePath: path, newFilePath: path, newFileContents: contents, tabName: proposal.tabName},
				controller.signal,
			)
			.catch((error: unknown): DiffOutcome => ({kind: 'closed', reason: String(error)}))
			.then(outcome => this.answered(proposal, outcome));
	}

	/** The terminal answered, or claude no longer asks: the editor's tab closes (the link does so on abort). */
	withdraw(requestId: RequestId): void {
		this.showing.get(requestId)?.abort();
		this.showing.delete(requestId);
	}

	withdrawAll(): void {
		for (const requestId of [...this.showing.keys()]) this.withdraw(requestId);
	}

	private async answered(proposal: Proposal, outcome: DiffOutcome): Promise<void> {
		const {requestId, link} = proposal;
		if (!this.showing.delete(requestId)) return; // withdrawn: the terminal's answer stands
		// The link closed the tab after the answer.
		if (outcome.kind === 'closed') return this.host.shown(requestId, link.name, false);
		if (outcome.kind === 'rejected') {
			this.host.decide(requestId, {behavior: 'deny', scope: 'once', source: 'editor', message: REJECTED_IN_EDITOR});
			return;
		}
		const decision = await savedDecision(proposal, outcome.contents);
		if (!decision) return this.host.shown(requestId, link.name, false);
		if (this.host.decide(requestId, decision) && decision.behavior === 'allow' && decision.editor === 'edited')
			this.host.edited(proposal.path);
	}
}

/** claude's file tools read a CRLF as LF (and write the file back with its CRLFs). */
function asClaudeReads(text: string): string {
	return text.replaceAll('\r\n', '\n');
}

/** What saving `saved` means: the change as proposed, the person's own, none; undefined where the tool cannot write it. */
async function savedDecision(proposal: Proposal, saved: string): Promise<PermissionDecision | undefined> {
	const {toolName, input, path, contents} = proposal;
	if (saved === contents) {
		// Write writes its content as it is, and the editor showed it with the file's CRLFs: it writes what was shown.
		const shown = toolName === 'Write' && typeof input['content'] === 'string' ? {...input, content: contents} : input;
		return {behavior: 'allow', scope: 'once', updatedInput: shown, editor: 'answered'};
	}
	// The tool edits the file as it is when it runs: read it again, the prompt may have waited a while.
	const onDisk = await readSnapshot(path);
	const file = typeof onDisk === 'string' ? asClaudeReads(onDisk) : null;
	if (file === asClaudeReads(saved))
		return {behavior: 'deny', scope: 'once', source: 'editor', message: UNDONE_IN_EDITOR};
	// An edit is of the text claude reads; Write writes the person's text as it is.
	const updatedInput = inputForSaved(toolName, input, file, toolName === 'Write' ? saved : asClaudeReads(saved));
	return updatedInput ? {behavior: 'allow', scope: 'once', updatedInput, editor: 'edited'} : undefined;
}
