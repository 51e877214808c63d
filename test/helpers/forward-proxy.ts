/**
 * A forward proxy on loopback, as a company's HTTP(S)_PROXY: plain requests in absolute form and CONNECT tunnels,
 * each logged with what the proxy could read of it (a tunnel's bytes are not read).
 */
import {createServer, request, type IncomingHttpHeaders} from 'node:http';
import {connect, type AddressInfo} from 'node:net';
import type {Duplex} from 'node:stream';

export interface Proxied {
	/** `GET http://host/path` or `CONNECT host:port`. */
	readonly line: string;
	readonly headers: IncomingHttpHeaders;
}

export interface ForwardProxy {
	readonly url: string;
	readonly seen: Proxied[];
	close(): Promise<void>;
}

export async function startForwardProxy(): Promise<ForwardProxy> {
	const seen: Proxied[] = [];
	const tunnels = new Set<Duplex>();
	const server = createServer((req, res) => {
		seen.push({line: `${req.method} ${req.url}`, headers: req.headers});
		const out = request(req.url ?? '', {method: req.method, headers: req.headers}, answer => {
			res.writeHead(answer.statusCode ?? 502, answer.headers);
			answer.pipe(res);
		});
		out.on('error', () => res.writeHead(502).end());
		req.pipe(out);
	});
	server.on('connect', (req, socket, head) => {
		seen.push({line: `CONNECT ${req.url}`, headers: req.headers});
		const [host = '', port = ''] = (req.url ?? '').split(':');
		const tunnel = connect(Number(port), host, () => {
			tunnels.add(socket);
			socket.write('HTTP/1.1 200 Connection established\r\n\r\n');
			tunnel.write(head);
			tunnel.pipe(socket).pipe(tunnel);
		});
		tunnel.on('error', () => socket.destroy());
		socket.on('error', () => tunnel.destroy());
	});
	await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		seen,
		close: () =>
			new Promise(resolve => {
				server.close(() => resolve());
				server.closeAllConnections();
				for (const socket of tunnels) socket.destroy();
			}),
	};
}
