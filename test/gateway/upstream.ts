/** A stand-in upstream for the gateway's tests: records what reached it and answers as each test says. */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface Received {
	readonly method: string;
	readonly url: string;
	readonly headers: IncomingMessage['headers'];
	readonly body: string;
	/** Set when the request's connection closed before the answer ended. */
	closedEarly: boolean;
}

export interface Upstream {
	readonly url: string;
	readonly received: Received[];
	close(): Promise<void>;
}

export async function startUpstream(
	answer: (req: IncomingMessage, res: ServerResponse, received: Received) => unknown,
): Promise<Upstream> {
	const received: Received[] = [];
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const entry: Received = {
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
				closedEarly: false,
			};
			received.push(entry);
			res.on('close', () => {
				if (!res.writableFinished) entry.closedEarly = true;
			});
			void answer(req, res, entry);
		});
	});
	await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		received,
		close: () =>
			new Promise(resolve => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

export const sse = (data: Record<string, unknown>): string =>
	`event: ${String(data['type'])}\ndata: ${JSON.stringify(data)}\n\n`;
