/**
 * A stand-in for an editor extension (VS Code's, claudecode.nvim): an MCP server over WebSocket on
 * 127.0.0.1 that checks the auth header as the real ones do, with its lock file in a throwaway
 * HOME. It answers the editor's tools from a script, records what it was sent, and can send
 * selection notifications, drop its clients, refuse the token, or leave openDiff unanswered.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import type {IncomingMessage} from 'node:http';
import path from 'node:path';
import {WebSocketServer, type WebSocket} from 'ws';

/** The editor's twelve tools (seed 003), with the arguments each takes. */
export const EDITOR_TOOLS: Readonly<Record<string, readonly string[]>> = {
	openFile: ['filePath', 'preview', 'startText', 'endText', 'selectToEndOfLine', 'makeFrontmost'],
	openDiff: ['old_file_path', 'new_file_path', 'new_file_contents', 'tab_name'],
	getCurrentSelection: [],
	getLatestSelection: [],
	getOpenEditors: [],
	getWorkspaceFolders: [],
	getDiagnostics: ['uri'],
	checkDocumentDirty: ['filePath'],
	saveDocument: ['filePath'],
	close_tab: ['tab_name'],
	closeAllDiffTabs: [],
	executeCode: ['code'],
};

export interface ToolResult {
	content: {type: 'text'; text: string}[];
	isError?: boolean;
}

/** How the stand-in answers openDiff: as claudecode.nvim does (FILE_SAVED + contents, DIFF_REJECTED + tab), or never. */
export type DiffAnswer = {kind: 'save'; contents?: string} | {kind: 'reject'} | {kind: 'never'};

export interface Handshake {
	readonly authorization: string | undefined;
	readonly protocol: string | undefined;
	readonly userAgent: string | undefined;
	readonly accepted: boolean;
}

export interface Received {
	/** Which client sent it (0 = the first connection), so cctui's calls and claude's can be told apart. */
	readonly client: number;
	readonly method: string;
	readonly params: unknown;
}

export interface StandInOptions {
	/** The throwaway HOME whose `.claude/ide/` gets the lock file. */
	readonly home: string;
	readonly workspaceFolders: readonly string[];
	readonly ideName?: string;
	/** The lock file's pid (default: this process, which is alive). */
	readonly pid?: number;
	/** Listen on this port (to come back where a previous stand-in was). */
	readonly port?: number;
	/**
	 * A wrong token: `refuse` answers the upgrade with 401, `bad-request` with 400 (claudecode.nvim's
	 * "Bad WebSocket upgrade request: Invalid authentication token"), `close` accepts and closes at once.
	 */
	readonly onWrongToken?: 'refuse' | 'bad-request' | 'close';
	/** Accept the connection and never answer `initialize` (a hung editor). */
	readonly silent?: boolean;
}

export interface StandInEditor {
	readonly port: number;
	readonly url: string;
	readonly authToken: string;
	readonly lockPath: string;
	readonly ideName: string;
	readonly handshakes: Handshake[];
	/** Every request and notification the clients sent, in order. */
	readonly received: Received[];
	/** tools/call requests only: name and arguments. */
	readonly calls: {client: number; name: string; arguments: Record<string, unknown>}[];
	/** Open client sockets. */
	clientCount(): number;
	/** Answers the next openDiff calls so (default: save with the proposed contents). */
	answerDiffs(answer: DiffAnswer): void;
	/** Answers a tool from a script instead of the default. */
	answerTool(name: string, answer: (args: Record<string, unknown>) => ToolResult): void;
	/** Settles an openDiff left waiting (answer `never`), by its tab name. */
	finishDiff(tabName: string, answer: Exclude<DiffAnswer, {kind: 'never'}>): boolean;
	/** A silent stand-in starts answering (a hung editor that came back). */
	wake(): void;
	/** Sends a notification to every client (selection_changed, at_mentioned). */
	notify(method: string, params: unknown): void;
	/** Closes every client socket (the editor reloading); the server keeps listening. */
	dropClients(): void;
	/** Closes every client socket with this close code and reason. */
	closeClients(code: number, reason: string): void;
	/** Rewrites the lock file with this content (a malformed or stale one). */
	writeLock(content: string): void;
	/** Stops listening, closes the clients and removes the lock file. */
	stop(): Promise<void>;
}

const texts = (...values: string[]): ToolResult => ({content: values.map(value => ({type: 'text', text: value}))});

export async function startStandInEditor(options: StandInOptions): Promise<StandInEditor> {
	const ideName = options.ideName ?? 'VS Code';
	const authToken = `stand-in-${Math.random().toString(16).slice(2)}`;
	const handshakes: Handshake[] = [];
	const received: Received[] = [];
	const calls: StandInEditor['calls'] = [];
	const scripted = new Map<string, (args: Record<string, unknown>) => ToolResult>();
	const waitingDiffs = new Map<string, (answer: Exclude<DiffAnswer, {kind: 'never'}>) => void>();
	let diffAnswer: DiffAnswer = {kind: 'save'};
	let silent = options.silent === true;
	let clients = 0;

	const authorized = (request: IncomingMessage) => request.headers['x-claude-code-ide-authorization'] === authToken;
	const server = new WebSocketServer({
		host: '127.0.0.1',
		port: options.port ?? 0,
		handleProtocols: protocols => (protocols.has('mcp') ? 'mcp' : false),
		verifyClient: ({req}, done) => {
			const accepted = authorized(req) || options.onWrongToken === 'close';
			const header = req.headers['x-claude-code-ide-authorization'];
			handshakes.push({
				authorization: Array.isArray(header) ? header.join(',') : header,
				protocol: req.headers['sec-websocket-protocol'],
				userAgent: req.headers['user-agent'],
				accepted: authorized(req),
			});
			if (accepted) done(true);
			else if (options.onWrongToken === 'bad-request') done(false, 400, 'Bad Request');
			else done(false, 401, 'Unauthorized');
		},
	});
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve);
		server.once('error', reject);
	});
	const address = server.address();
	if (address === null || typeof address === 'string') throw new Error('stand-in editor: no port');
	const port = address.port;

	const diffResult = (tabName: string, answer: Exclude<DiffAnswer, {kind: 'never'}>, proposed: string): ToolResult =>
		answer.kind === 'save' ? texts('FILE_SAVED', answer.contents ?? proposed) : texts('DIFF_REJECTED', tabName);

	const callTool = (name: string, args: Record<string, unknown>): Promise<ToolResult> | ToolResult => {
		const script = scripted.get(name);
		if (script) return script(args);
		switch (name) {
			case 'openDiff': {
				const tabName = String(args['tab_name']);
				const proposed = String(args['new_file_contents']);
				if (diffAnswer.kind !== 'never') return diffResult(tabName, diffAnswer, proposed);
				return new Promise(resolve =>
					waitingDiffs.set(tabName, answer => resolve(diffResult(tabName, answer, proposed))),
				);
			}
			case 'close_tab':
				return texts('TAB_CLOSED');
			case 'openFile':
				return texts(`Opened file: ${String(args['filePath'])}`);
			case 'getDiagnostics':
				return texts('[]');
			default:
				return texts(JSON.stringify({success: true}));
		}
	};

	const answer = async (request: {id?: unknown; method: string; params?: unknown}): Promise<unknown> => {
		const params = (request.params ?? {}) as Record<string, unknown>;
		switch (request.method) {
			case 'initialize':
				return {
					protocolVersion: '2024-11-05',
					capabilities: {tools: {listChanged: true}},
					serverInfo: {name: `stand-in ${ideName}`, version: '0.0.1'},
				};
			case 'tools/list':
				return {
					tools: Object.entries(EDITOR_TOOLS).map(([name, args]) => ({
						name,
						description: `The editor's ${name}`,
						inputSchema: {type: 'object', properties: Object.fromEntries(args.map(arg => [arg, {}]))},
					})),
				};
			case 'tools/call':
				return callTool(String(params['name']), (params['arguments'] ?? {}) as Record<string, unknown>);
			case 'ping':
				return {};
			default:
				return undefined;
		}
	};

	const onConnection = (socket: WebSocket, request: IncomingMessage) => {
		if (!authorized(request)) {
			socket.close(1008, 'Unauthorized');
			return;
		}
		const client = clients++;
		socket.on('message', data => {
			const message = JSON.parse(String(data)) as {id?: unknown; method?: string; params?: unknown};
			if (typeof message.method !== 'string') return;
			received.push({client, method: message.method, params: message.params});
			if (message.method === 'tools/call') {
				const params = message.params as {name: string; arguments?: Record<string, unknown>};
				calls.push({client, name: params.name, arguments: params.arguments ?? {}});
			}
			if (message.id === undefined || silent) return;
			void answer(message as {id: unknown; method: string}).then(result => {
				if (socket.readyState !== socket.OPEN) return;
				socket.send(
					JSON.stringify(
						result === undefined
							? {jsonrpc: '2.0', id: message.id, error: {code: -32601, message: 'Method not found'}}
							: {jsonrpc: '2.0', id: message.id, result},
					),
				);
			});
		});
	};
	server.on('connection', onConnection);

	const lockDir = path.join(options.home, '.claude', 'ide');
	const lockPath = path.join(lockDir, `${port}.lock`);
	const lock = {
		pid: options.pid ?? process.pid,
		workspaceFolders: options.workspaceFolders,
		ideName,
		transport: 'ws',
		authToken,
	};
	mkdirSync(lockDir, {recursive: true});
	writeFileSync(lockPath, JSON.stringify(lock));

	return {
		port,
		url: `ws://127.0.0.1:${port}`,
		authToken,
		lockPath,
		ideName,
		handshakes,
		received,
		calls,
		clientCount: () => server.clients.size,
		answerDiffs: next => {
			diffAnswer = next;
		},
		answerTool: (name, script) => {
			scripted.set(name, script);
		},
		finishDiff: (tabName, outcome) => {
			const finish = waitingDiffs.get(tabName);
			waitingDiffs.delete(tabName);
			finish?.(outcome);
			return finish !== undefined;
		},
		wake: () => {
			silent = false;
		},
		notify: (method, params) => {
			for (const socket of server.clients) socket.send(JSON.stringify({jsonrpc: '2.0', method, params}));
		},
		dropClients: () => {
			for (const socket of server.clients) socket.terminate();
		},
		closeClients: (code, reason) => {
			for (const socket of server.clients) socket.close(code, reason);
		},
		writeLock: content => writeFileSync(lockPath, content),
		stop: async () => {
			for (const socket of server.clients) socket.terminate();
			await new Promise<void>(resolve => server.close(() => resolve()));
			rmSync(lockPath, {force: true});
		},
	};
}
