/**
 * cctui as an MCP client of one editor: connects with the lock file's token, initializes, lists
 * the editor's tools, and calls them. A lost connection is said once and retried with backoff,
 * finding the editor again first (a restarted editor writes a new lock file with a new port and
 * token). A refused token is said and not retried: the same token would be refused again.
 */
import {z} from 'zod';
import {itemsOf} from '../util/items-of.js';
import type {EditorLock} from './lock-files.js';
import {RpcSocket, type CloseReason} from './rpc-socket.js';

export type EditorState =
	| {readonly kind: 'connecting'; readonly name: string}
	| {readonly kind: 'connected'; readonly name: string; readonly tools: readonly string[]}
	| {readonly kind: 'lost'; readonly name: string}
	| {readonly kind: 'refused'; readonly name: string};

export interface ConnectionEvents {
	state(state: EditorState): void;
	notice(level: 'info' | 'warning', text: string): void;
	notification(method: string, params: unknown): void;
}

/** Items the editor sends that are not what MCP says are dropped; a result without its content list is refused. */
const toolResultSchema = z.object({
	content: itemsOf(z.object({type: z.string(), text: z.string().optional().catch(undefined)})),
	isError: z.boolean().optional().catch(undefined),
});
export type ToolResult = z.output<typeof toolResultSchema>;
const toolListSchema = z.object({tools: itemsOf(z.object({name: z.string()})).catch([])});

export interface ConnectionOptions {
	/** Finds the editor again before a retry; undefined: try the same lock again. */
	readonly locate: () => EditorLock | undefined;
	/** Runs `retry` after `ms`, returning a cancel (tests pass their own). */
	readonly schedule?: (retry: () => void, ms: number) => () => void;
	readonly clientVersion: string;
	/** The clock that says how long a connection stayed up (tests pass their own). */
	readonly now?: () => number;
}

/** An editor that took the connection and has not answered `initialize` by then is taken as hung. */
export const INITIALIZE_WAIT_MS = 10_000;
/**
 * A connection that stays up this long ends an outage: only then do the retries start again at 1 s and a loss is
 * said again. An editor that takes the connection and drops it soon after keeps backing off, and says nothing more.
 */
export const STEADY_MS = 30_000;
/** Retry after 1 s, doubling to 30 s at most. */
export const RETRY_DELAYS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;
const MCP_VERSION = '2024-11-05';

/** Runs `run` after `ms`, keeping no process up for it; returns a cancel. */
export const timer = (run: () => void, ms: number) => {
	const handle = setTimeout(run, ms);
	handle.unref();
	return () => clearTimeout(handle);
};

export class EditorConnection {
	private socket: RpcSocket | undefined;
	private failures = 0;
	private stopped = false;
	private cancelRetry: (() => void) | undefined;
	private cancelWait: (() => void) | undefined;
	/** Said when the connection went away, so it is said once per outage. */
	private lostSaid = false;
	/** "Connected again" was said in this outage. */
	private backSaid = false;
	/** When the connection now up was initialized. */
	private upSince: number | undefined;
	private connectedOnce = false;
	private current: EditorState;

	constructor(
		private lock: EditorLock,
		private readonly events: ConnectionEvents,
		private readonly options: ConnectionOptions,
	) {
		this.current = {kind: 'connecting', name: lock.ideName};
	}

	get name(): string {
		return this.lock.ideName;
	}

	get editor(): EditorLock {
		return this.lock;
	}

	get state(): EditorState {
		return this.current;
	}

	start(): void {
		this.setState({kind: 'connecting', name: this.name});
		const socket = new RpcSocket(`ws://127.0.0.1:${this.lock.port}`, this.lock.authToken, {
			onNotification: (method, params) => this.events.notification(method, params),
			onClose: reason => this.closed(socket, reason),
		});
		this.socket = socket;
		this.cancelWait = this.schedule(() => socket.close('it did not answer initialize'), INITIALIZE_WAIT_MS);
		void this.initialize(socket);
	}

	stop(): void {
		this.stopped = true;
		this.cancelRetry?.();
		this.stopWaiting();
		this.socket?.close();
	}

	/** Calls one of the editor's tools; rejects when the connection is down or goes while it waits. */
	async callTool(name: string, args: Record<string, unknown>): Promise<ToolResult> {
		if (this.current.kind !== 'connected' || !this.socket) throw new Error(`${this.name} is not connected`);
		const result = toolResultSchema.safeParse(await this.socket.request('tools/call', {name, arguments: args}));
		if (!result.success) throw new Error(`${this.name} answered ${name} with something that is not a tool result`);
		return result.data;
	}

	private async initialize(socket: RpcSocket): Promise<void> {
		try {
			await socket.opened;
			await socket.request('initialize', {
				protocolVersion: MCP_VERSION,
				capabilities: {},
				clientInfo: {name: 'cctui', version: this.options.clientVersion},
			});
			socket.notify('notifications/initialized');
			const listed = toolListSchema.safeParse(await socket.request('tools/list'));
			const tools = listed.success ? listed.data.tools.map(tool => tool.name) : [];
			if (socket !== this.socket || this.stopped) return;
			this.stopWaiting();
			this.upSince = this.now();
			// After "Could not connect to…", the first connection is not one "again".
			if (this.lostSaid && !this.backSaid)
				this.events.notice('info', `Connected to ${this.name}${this.connectedOnce ? ' again' : ''}.`);
			this.connectedOnce = true;
			this.backSaid = this.lostSaid;
			this.setState({kind: 'connected', name: this.name, tools});
		} catch {
			// The close that caused it is reported by closed().
		}
	}

	private closed(socket: RpcSocket, reason: CloseReason): void {
		if (socket !== this.socket || this.stopped) return;
		this.socket = undefined;
		this.stopWaiting();
		if (this.upSince !== undefined && this.now() - this.upSince >= STEADY_MS) {
			this.failures = 0;
			this.lostSaid = this.backSaid = false;
		}
		this.upSince = undefined;
		if (reason.kind === 'refused') {
			this.events.notice(
				'warning',
				`${this.name} refused cctui's token (${reason.detail}): its lock file ${this.lock.file} may be left from an earlier run; /ide to try again.`,
			);
			this.setState({kind: 'refused', name: this.name});
			return;
		}
		const delay = RETRY_DELAYS[Math.min(this.failures, RETRY_DELAYS.length - 1)]!;
		this.failures++;
		if (!this.lostSaid) {
			const what = this.connectedOnce ? 'Lost the connection to' : 'Could not connect to';
			this.events.notice('warning', `${what} ${this.name} (${reason.detail}); retrying.`);
		}
		this.lostSaid = true;
		this.setState({kind: 'lost', name: this.name});
		this.cancelRetry = this.schedule(() => {
			this.cancelRetry = undefined;
			if (this.stopped) return;
			this.lock = this.options.locate() ?? this.lock;
			this.start();
		}, delay);
	}

	private now(): number {
		return (this.options.now ?? Date.now)();
	}

	private schedule(run: () => void, ms: number): () => void {
		return (this.options.schedule ?? timer)(run, ms);
	}

	private stopWaiting(): void {
		this.cancelWait?.();
		this.cancelWait = undefined;
	}

	private setState(state: EditorState): void {
		this.current = state;
		this.events.state(state);
	}
}
