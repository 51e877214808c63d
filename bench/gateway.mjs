// Benchmark 7: what the gateway (--gateway) adds. Time to first byte of a streamed answer from the
// built-in backend, directly and through the gateway, request by request alternating; and how long
// each SSE event takes from the moment an upstream writes it to the moment the client reads it,
// directly and through the gateway (the upstream here timestamps its writes, in this process).
import {createServer, request} from 'node:http';
import {performance} from 'node:perf_hooks';
import {startBackend} from '../dist/backend/index.js';
import {startGateway} from '../dist/gateway/gateway.js';

const median = values => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const p99 = values => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];

/** POSTs `body` and resolves with the ms to the first body byte and each chunk's arrival time. */
function post(url, body) {
	return new Promise((resolve, reject) => {
		const started = performance.now();
		const chunks = [];
		const req = request(
			url,
			{method: 'POST', headers: {'content-type': 'application/json', 'x-api-key': 'bench'}},
			res => {
				res.on('data', chunk => chunks.push({at: performance.now(), text: chunk.toString('utf8')}));
				res.on('end', () => resolve({ttfbMs: (chunks[0]?.at ?? performance.now()) - started, chunks}));
				res.on('error', reject);
			},
		);
		req.on('error', reject);
		req.end(JSON.stringify(body));
	});
}

// A small tool-less request: the backend answers it at once (a "side" request, no scripted turn used).
const SIDE = {model: 'claude-opus-5-5', max_tokens: 100, stream: true, messages: [{role: 'user', content: 'hi'}]};

async function ttfb(rounds) {
	const backend = await startBackend({scenario: {turns: []}, timeScale: 0});
	const gateway = await startGateway({upstream: backend.url});
	const direct = [];
	const through = [];
	try {
		for (let i = 0; i < 5; i++) await post(`${gateway.baseUrl}/v1/messages`, SIDE); // warm-up
		for (let i = 0; i < rounds; i++) {
			direct.push((await post(`${backend.url}/v1/messages`, SIDE)).ttfbMs);
			through.push((await post(`${gateway.baseUrl}/v1/messages`, SIDE)).ttfbMs);
		}
	} finally {
		await gateway.close();
		await backend.close();
	}
	return {direct: median(direct), through: median(through)};
}

/** An SSE source that writes `events` events `gapMs` apart and notes when it wrote each. */
async function sseSource(events, gapMs) {
	const written = [];
	const server = createServer((req, res) => {
		req.resume();
		res.writeHead(200, {'content-type': 'text/event-stream'});
		let n = 0;
		const tick = () => {
			if (n === events) return res.end();
			written.push(performance.now());
			res.write(`event: ping\ndata: {"type":"ping","n":${n}}\n\n`);
			n += 1;
			setTimeout(tick, gapMs);
		};
		tick();
	});
	await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
	return {url: `http://127.0.0.1:${server.address().port}`, written, close: () => new Promise(r => server.close(r))};
}

async function forwarding(events) {
	const delays = {};
	for (const via of ['direct', 'gateway']) {
		const source = await sseSource(events, 5);
		const gateway = await startGateway({upstream: source.url});
		try {
			const base = via === 'direct' ? source.url : gateway.baseUrl;
			const {chunks} = await post(`${base}/v1/messages`, {stream: true});
			// Each event arrives in a chunk of its own at a 5 ms pace; match them by their number.
			const arrived = [];
			for (const chunk of chunks) for (const m of chunk.text.matchAll(/"n":(\d+)/g)) arrived[Number(m[1])] = chunk.at;
			delays[via] = source.written.map((at, n) => arrived[n] - at);
		} finally {
			await gateway.close();
			await source.close();
		}
	}
	return {
		direct: median(delays.direct),
		gateway: median(delays.gateway),
		gatewayP99: p99(delays.gateway),
		directP99: p99(delays.direct),
	};
}

export async function measureGateway({rounds = 60, events = 300} = {}) {
	return {ttfb: await ttfb(rounds), forwarding: await forwarding(events)};
}
