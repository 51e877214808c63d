/**
 * The one editor cctui is linked to, if any: picks it from the lock files, keeps the connection,
 * turns its notifications into context, and hands out the EditorLink while it is connected. The
 * composition root passes its reports on to the store; nothing here is fatal.
 */
import type {EditorContext, EditorLinkState} from '../state/editor.js';
import {contextFrom} from './editor-context.js';
import {EditorConnection, type ConnectionOptions} from './editor-connection.js';
import {editorLink} from './editor-link.js';
import type {EditorLink} from './link.js';
import {findEditors, type Discovery, type EditorLock} from './lock-files.js';

export interface ManagerEvents {
	editor(editor: {readonly name: string; readonly link: EditorLinkState} | undefined): void;
	/** null: the selection went away. */
	context(context: EditorContext | null): void;
	notice(level: 'info' | 'warning', text: string): void;
}

export interface ManagerOptions extends Omit<ConnectionOptions, 'locate'> {
	readonly cwd: string;
	readonly env: NodeJS.ProcessEnv;
}

export class EditorManager {
	private connection: EditorConnection | undefined;
	private link: EditorLink | undefined;
	/** Waiting for the connection to be up or to have failed (settled). */
	private waiting: (() => void)[] = [];

	constructor(
		private readonly events: ManagerEvents,
		private readonly options: ManagerOptions,
	) {}

	/** The running editors open on the working folder, newest first. */
	discover(): Discovery {
		return findEditors(this.options.cwd, this.options.env);
	}

	/** The editor linked now (connected or retrying), for claude's `--mcp-config`. */
	get editor(): EditorLock | undefined {
		return this.connection?.editor;
	}

	/** The editor while it is connected: the one claude may be given (it answers initialize). */
	get connected(): EditorLock | undefined {
		return this.connection?.state.kind === 'connected' ? this.connection.editor : undefined;
	}

	/**
	 * Resolves once the editor is connected or has failed once (refused, gone, no answer to initialize within
	 * INITIALIZE_WAIT_MS); at once without an editor, or when it is settled already.
	 */
	settled(): Promise<void> {
		if (this.connection?.state.kind !== 'connecting') return Promise.resolve();
		return new Promise(resolve => this.waiting.push(resolve));
	}

	/** The link while the editor is connected; undefined otherwise (answer in the terminal). */
	current(): EditorLink | undefined {
		return this.connection?.state.kind === 'connected' ? this.link : undefined;
	}

	/** `--ide`: the newest editor open here; says in one line why when there is none. */
	connectNewest(): void {
		const {editors, problems} = this.discover();
		for (const problem of problems) this.events.notice('warning', problem);
		const newest = editors[0];
		if (!newest) {
			this.events.notice(
				'warning',
				`No editor with this folder open was found (${this.options.cwd}); /ide to look again.`,
			);
			return;
		}
		if (editors.length > 1)
			this.events.notice(
				'info',
				`${editors.length} editors have this folder open; using the newest, ${newest.ideName} (/ide to switch).`,
			);
		this.connect(newest);
	}

	connect(lock: EditorLock): void {
		this.disconnect();
		const locate = () => this.discover().editors.find(editor => editor.ideName === lock.ideName);
		const connection = new EditorConnection(
			lock,
			{
				state: state => {
					if (this.connection !== connection) return;
					this.events.editor({name: state.name, link: state.kind});
					if (state.kind !== 'connecting') this.release();
				},
				notice: (level, text) => this.events.notice(level, text),
				notification: (method, params) => {
					const context = contextFrom(method, params);
					if (context !== undefined && this.connection === connection) this.events.context(context);
				},
			},
			{...this.options, locate},
		);
		this.connection = connection;
		this.link = editorLink(connection);
		connection.start();
	}

	disconnect(): void {
		if (!this.connection) return;
		this.connection.stop();
		this.connection = undefined;
		this.link = undefined;
		this.events.editor(undefined);
		this.release();
	}

	private release(): void {
		for (const resolve of this.waiting.splice(0)) resolve();
	}
}
