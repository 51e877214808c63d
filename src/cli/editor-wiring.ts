/**
 * The editor link wired into a live run: the manager's reports go to the store, claude gets the
 * editor's MCP server (so the model can ask for its diagnostics), and a message takes what the
 * editor had selected. Nothing here is fatal: every failure is one line in the transcript.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {mentionReference, selectionReminder} from '../ide/editor-context.js';
import {timer, type ConnectionOptions} from '../ide/editor-connection.js';
import {EditorManager} from '../ide/editor-manager.js';
import type {EditorLink} from '../ide/link.js';
import type {EditorLock} from '../ide/lock-files.js';
import type {Attachment} from '../protocol/attachments.js';
import type {Session} from '../session/session.js';
import type {Store} from '../session/store.js';
import type {EditorContext} from '../state/editor.js';
import {changedFiles} from '../state/turn-changes.js';
import {relativePath} from '../text/relative-path.js';
import type {EditorChoice} from '../ui/actions.js';
import {writePrivate} from '../util/private-file.js';
import {CCTUI_VERSION} from './args.js';

export interface EditorWiring {
	/**
	 * claude's `--mcp-config` files for the linked editor, if cctui is connected to it: claude waits up to 30 s for
	 * its `ide` server before its first request, so an editor that did not answer cctui is not handed on.
	 */
	mcpConfigs(): string[];
	/**
	 * Resolves once the editor is connected or has failed once (at once without one): claude starts after that. A
	 * message waiting for claude (`withMessage`: the prompt it starts with; or one typed meanwhile) cuts the wait short
	 * once the editor has had MESSAGE_WAIT_MS: claude then starts without it, and a line says so.
	 */
	settled(withMessage: boolean): Promise<void>;
	/** The link while an editor is connected (the permission flow opens diffs through it). */
	current(): EditorLink | undefined;
	listEditors(): EditorChoice[];
	connectEditor(port: string): void;
	dropContext(): void;
	/** The editor's context as attachments of the message being sent, one a part; the line above the input goes. */
	takeContext(): Attachment[];
	/** `--ide`: link to the newest editor here; without it, mention a single one once. `openFiles`: --ide-open-files. */
	start(connect: boolean, openFiles?: boolean): void;
	stop(): void;
}

/** The `ws` MCP server claude connects to as `ide`: it then offers the model `mcp__ide__getDiagnostics` (FINDINGS §6). */
export function ideMcpConfig(editor: EditorLock): string {
	const server = {
		type: 'ws',
		url: `ws://127.0.0.1:${editor.port}`,
		headers: {'x-claude-code-ide-authorization': editor.authToken},
	};
	return JSON.stringify({mcpServers: {ide: server}});
}

/**
 * How long a message waiting for claude to start waits for an editor still connecting, counted from when cctui began
 * to wait for it: a healthy editor answers initialize in milliseconds; a hung one would hold it for INITIALIZE_WAIT_MS.
 */
export const MESSAGE_WAIT_MS = 2_000;

export function contextText(context: EditorContext, cwd: string): string {
	return context.kind === 'selection'
		? selectionReminder(context)
		: mentionReference(context, relativePath(context.filePath, cwd));
}

/**
 * `--ide-open-files`: each file a tool changed opens in the editor once, in the background (the
 * editor keeps the focus where it was). Only new items are read: the transcript only grows.
 */
function openChangedFiles(store: Store, link: () => EditorLink | undefined): () => void {
	const opened = new Set<string>();
	let read = 0;
	return store.subscribe(() => {
		const {committed, pending} = store.getState();
		const fresh = [...committed.slice(read), ...pending];
		read = committed.length;
		for (const {callId, path: file} of changedFiles(fresh)) {
			if (opened.has(callId)) continue;
			opened.add(callId);
			void link()
				?.openFile(file)
				.catch(() => undefined);
		}
	});
}

/** `schedule`: how retries wait (tests pass their own). */
export function wireEditor(
	store: Store,
	session: Session,
	cwd: string,
	env: NodeJS.ProcessEnv,
	schedule?: ConnectionOptions['schedule'],
): EditorWiring {
	/** The editor as claude was last given it (none: undefined): claude reads its MCP config only when it starts. */
	let given: EditorLock | undefined;
	/** claude has started; `told`: the editor cctui said claude gets at its next start. */
	let started = false;
	let told: EditorLock | undefined;
	/** `/ide` picked another editor, not said yet: said once it answers (one that cannot be reached never is). */
	let switched = false;
	const same = (a: EditorLock | undefined, b: EditorLock) => a?.port === b.port && a.authToken === b.authToken;
	const manager: EditorManager = new EditorManager(
		{
			editor: editor => {
				store.dispatch({type: 'editor-changed', editor, at: Date.now()});
				const now = manager.connected;
				// Back to the editor claude has: nothing to say.
				if (now && same(given, now)) switched = false;
				if (editor?.link !== 'connected' || !started || !now || same(given, now) || same(told, now)) return;
				told = now;
				const again = given !== undefined && !switched;
				switched = false;
				session.note(
					'info',
					again
						? `${now.ideName} has a new address: claude gets its diagnostics tool again when it next starts (/restart).`
						: `claude gets ${now.ideName}'s diagnostics tool when it next starts (/restart).`,
				);
			},
			context: context => store.dispatch({type: 'editor-context', context, at: Date.now()}),
			notice: (level, text) => session.note(level, text),
		},
		{cwd, env, clientVersion: CCTUI_VERSION, ...(schedule ? {schedule} : {})},
	);
	// The token goes in a file only its owner reads (mkdtemp makes the folder 700), not on claude's
	// command line, where `ps` shows it.
	let folder: string | undefined;
	const configFile = (editor: EditorLock): string => {
		folder ??= mkdtempSync(path.join(tmpdir(), 'cctui-ide-'));
		const file = path.join(folder, 'ide-mcp.json');
		writePrivate(file, ideMcpConfig(editor));
		return file;
	};
	/** No editor given: the token of one given before (switched away from, or gone) is not kept on disk. */
	const dropConfig = () => {
		if (folder !== undefined) rmSync(path.join(folder, 'ide-mcp.json'), {force: true});
	};
	let unsubscribe: (() => void) | undefined;
	return {
		mcpConfigs: () => {
			started = true;
			given = manager.connected;
			told = undefined;
			switched = false;
			if (given) return [configFile(given)];
			dropConfig();
			return [];
		},
		settled: withMessage => {
			const since = Date.now();
			let stop = () => {};
			const patience = new Promise<true>(resolve => {
				const hurry = () => {
					stop();
					stop = (schedule ?? timer)(() => resolve(true), Math.max(0, since + MESSAGE_WAIT_MS - Date.now()));
				};
				const waits = () => store.getState().queue.length > 0;
				if (withMessage || waits()) hurry();
				else
					stop = store.subscribe(() => {
						if (waits()) hurry();
					});
			});
			return Promise.race([manager.settled().then(() => false), patience]).then(gaveUp => {
				stop();
				const editor = manager.editor;
				if (gaveUp && editor)
					session.note(
						'info',
						`${editor.ideName} has not answered yet: claude starts without it, so your message goes without its diagnostics tool.`,
					);
			});
		},
		current: () => manager.current(),
		listEditors: () =>
			manager.discover().editors.map(editor => ({
				value: String(editor.port),
				label: editor.ideName,
				detail: `${editor.workspaceFolders.join(', ')} · pid ${editor.pid}`,
			})),
		connectEditor: port => {
			const editor = manager.discover().editors.find(candidate => String(candidate.port) === port);
			if (!editor) return session.note('warning', 'That editor is no longer running; /ide to look again.');
			// The editor linked now, picked again: its link and what it sent stay (one that is down is tried again).
			const linked = manager.editor;
			if (linked?.port === editor.port && linked.pid === editor.pid && manager.current())
				return session.note('info', `Linked to ${editor.ideName} already.`);
			// claude gets it at its next start only once it answers: said then (editor above), not before; an editor
			// switched away from is not given to the next claude.
			switched = true;
			manager.connect(editor);
		},
		dropContext: () => store.dispatch({type: 'editor-context', context: 'drop', at: Date.now()}),
		takeContext: () => {
			const context = store.getState().session.editor?.context ?? [];
			if (context.length === 0) return [];
			store.dispatch({type: 'editor-context', context: 'drop', at: Date.now()});
			return context.map(part => ({kind: 'context', id: 0, text: contextText(part, cwd)}));
		},
		start: (connectNow, openFiles = false) => {
			if (connectNow) {
				manager.connectNewest();
				if (openFiles) unsubscribe = openChangedFiles(store, () => manager.current());
				return;
			}
			const {editors} = manager.discover();
			if (editors.length === 1)
				session.note('info', `${editors[0]!.ideName} has this folder open: cctui --ide (or /ide) links cctui to it.`);
		},
		stop: () => {
			unsubscribe?.();
			manager.disconnect();
			if (folder !== undefined) rmSync(folder, {recursive: true, force: true});
		},
	};
}
