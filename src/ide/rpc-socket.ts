/**
 * JSON-RPC 2.0 over one WebSocket to an editor's MCP server: requests matched to answers by id,
 * notifications passed on. The editors check the `x-claude-code-ide-authorization` header during the
 * upgrade and speak the `mcp` subprotocol (seed 003, FINDINGS §6); the browser-style WebSocket the
 * MCP SDK's transport uses cannot send a header, hence the `ws` package.
 */
import WebSocket from 'ws';

export interface RpcHandlers {
	onNotification(method: string, params: unknown): void;
	/** The socket closed (or never opened); every request still waiting has been rejected. */
	onClose(reason: CloseReason): void;
}

/** `refused`: the editor did not take the token (4xx at the upgrade, or a close with 1008). */
export type CloseReason =
	{readonly kind: 'refused'; readonly detail: string} | {readonly kind: 'lost'; readonly detail: string};

interface Waiting {
	resolve(result: unknown): void;
	reject(error: Error): void;
}

export class RpcSocket {
	/** Undefined when it could not even be made. */
	private readonly socket: WebSocket | undefined;
	private readonly handlers: RpcHandlers;
	private readonly waiting = new Map<number, Waiting>();
	private nextId = 1;
	private closed = false;
	/** Why the socket failed or was closed, when it says more than the close code. */
	private failure: string | undefined;
	readonly opened: Promise<void>;

	constructor(url: string, authToken: string, handlers: RpcHandlers) {
		this.handlers = handlers;
		let socket: WebSocket;
		try {
			socket = new WebSocket(url, 'mcp', {headers: {'x-claude-code-ide-authorization': authToken}});
		} catch (error) {
			// ws throws at once for what it cannot send (a token Node refuses in a header): a connection that failed, said
			// through onClose like any other, after the constructor returned (its caller keeps the socket first).
			this.socket = undefined;
			this.closed = true;
			const detail = oneLine(error instanceof Error ? error.message : String(error));
			this.opened = Promise.reject(new Error(detail));
			this.opened.catch(() => undefined);
			queueMicrotask(() => handlers.onClose({kind: 'lost', detail}));
			return;
		}
		this.socket = socket;
		let refusal: string | undefined;
		this.opened = new Promise((resolve, reject) => {
			socket.once('open', () => resolve());
			socket.once('close', () => reject(new Error('closed before it opened')));
		});
		// Handled here and reported through onClose.
		this.opened.catch(() => undefined);
		socket.on('unexpected-response', (_request, response) => {
			refusal = `${response.statusCode ?? '?'} ${response.statusMessage ?? ''}`.trim();
			socket.terminate();
		});
		// The close that follows reports it; its message says more than the close code.
		socket.on('error', error => (this.failure ??= error.message));
		socket.on('message', data => this.receive(String(data)));
		socket.on('close', (code, reason) => {
			this.closed = true;
			// The editor's words go into a one-line notice: line breaks in them would split it.
			const detail = oneLine(
				refusal ?? this.failure ?? (reason.length > 0 ? `${code} ${String(reason)}` : `code ${code}`),
			);
			for (const waiting of this.waiting.values()) waiting.reject(new Error(`the connection closed (${detail})`));
			this.waiting.clear();
			// Any 4xx at the upgrade: VS Code answers a wrong token 401, claudecode.nvim 400.
			const refused = refusal !== undefined ? /^4\d\d\b/.test(refusal) : code === 1008;
			handlers.onClose({kind: refused ? 'refused' : 'lost', detail});
		});
	}

	request(method: string, params?: unknown): Promise<unknown> {
		const socket = this.socket;
		if (this.closed || !socket) return Promise.reject(new Error('the connection is closed'));
		const id = this.nextId++;
		return new Promise((resolve, reject) => {
			this.waiting.set(id, {resolve, reject});
			socket.send(JSON.stringify({jsonrpc: '2.0', id, method, ...(params === undefined ? {} : {params})}));
		});
	}

	notify(method: string, params?: unknown): void {
		if (this.closed) return;
		this.socket?.send(JSON.stringify({jsonrpc: '2.0', method, ...(params === undefined ? {} : {params})}));
	}

	close(why?: string): void {
		this.failure ??= why;
		this.socket?.terminate();
	}

	private receive(data: string): void {
		let message: {id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: {message?: unknown}};
		try {
			message = JSON.parse(data) as typeof message;
		} catch {
			return;
		}
		if (typeof message !== 'object' || message === null) return;
		if (typeof message.method === 'string') {
			if (message.id === undefined) this.handlers.onNotification(message.method, message.params);
			// cctui offers the editor nothing to call; ping is answered as MCP asks.
			else this.answer(message.id, message.method);
			return;
		}
		const waiting = typeof message.id === 'number' ? this.waiting.get(message.id) : undefined;
		if (!waiting) return;
		this.waiting.delete(message.id as number);
		if (message.error) waiting.reject(new Error(String(message.error.message ?? 'the editor answered an error')));
		else waiting.resolve(message.result);
	}

	private answer(id: unknown, method: string): void {
		const reply =
			method === 'ping'
				? {jsonrpc: '2.0', id, result: {}}
				: {jsonrpc: '2.0', id, error: {code: -32601, message: `cctui does not offer ${method}`}};
		this.socket?.send(JSON.stringify(reply));
	}
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
