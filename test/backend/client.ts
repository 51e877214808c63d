// Test-side helpers: request bodies shaped like the ones claude 2.1.330 sends, and an SSE parser.

export interface SseEvent {
	event: string;
	data: {type: string} & Record<string, unknown>;
}

const BILLING = 'x-anthropic-billing-header: cc_version=2.1.330.d01; cc_entrypoint=sdk-cli;';
const SUBAGENT_BILLING =
	'x-anthropic-billing-header: cc_version=2.1.330.aad; cc_entrypoint=sdk-cli; cc_is_subagent=true;';

export function mainBody(text: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
	return {
		model: 'claude-opus-5-5',
		max_tokens: 128000,
		stream: true,
		thinking: {type: 'adaptive', display: 'updates'},
		tools: [{name: 'Bash', input_schema: {type: 'object'}}],
		system: [
			{type: 'text', text: BILLING},
			{type: 'text', text: "You are a Claude agent, built on Anthropic's Claude Agent SDK."},
		],
		messages: [{role: 'user', content: [{type: 'text', text}]}],
		...overrides,
	};
}

export const subagentBody = (text: string, overrides: Record<string, unknown> = {}): Record<string, unknown> =>
	mainBody(text, {
		thinking: {type: 'adaptive', display: 'omitted'},
		system: [
			{type: 'text', text: SUBAGENT_BILLING},
			{type: 'text', text: 'You are a Claude agent.'},
		],
		...overrides,
	});

/** What `set_model` sends for a model outside the catalog (observed). */
export const probeBody = (model = 'claude-sonnet-4-5'): Record<string, unknown> => ({
	model,
	max_tokens: 1,
	system: [
		{type: 'text', text: BILLING},
		{type: 'text', text: "You are Claude Code, Anthropic's official CLI for Claude."},
	],
	messages: [{role: 'user', content: [{type: 'text', text: 'Hi', cache_control: {type: 'ephemeral'}}]}],
	metadata: {user_id: '{}'},
});

export async function post(url: string, path: string, body: unknown): Promise<Response> {
	return fetch(`${url}${path}`, {
		method: 'POST',
		headers: {'content-type': 'application/json', 'x-api-key': 'sk-ant-test'},
		body: JSON.stringify(body),
	});
}

export function parseSse(text: string): SseEvent[] {
	return text
		.split('\n\n')
		.filter(frame => frame.length > 0)
		.map(frame => {
			const match = /^event: (\S+)\ndata: (.*)$/.exec(frame);
			if (!match) throw new Error(`not an SSE frame: ${JSON.stringify(frame)}`);
			return {event: match[1] as string, data: JSON.parse(match[2] as string) as SseEvent['data']};
		});
}

export interface Reassembled {
	id: string;
	model: string;
	stopReason: unknown;
	outputTokens: unknown;
	blocks: Array<Record<string, unknown>>;
}

/** Folds streaming events back into a message, the way a client would. */
export function reassemble(events: SseEvent[]): Reassembled {
	const out: Reassembled = {id: '', model: '', stopReason: undefined, outputTokens: undefined, blocks: []};
	const json: string[] = [];
	for (const {data} of events) {
		if (data.type === 'message_start') {
			const message = data['message'] as {id: string; model: string};
			out.id = message.id;
			out.model = message.model;
		} else if (data.type === 'content_block_start') {
			out.blocks[data['index'] as number] = {...(data['content_block'] as Record<string, unknown>)};
			json[data['index'] as number] = '';
		} else if (data.type === 'content_block_delta') {
			const index = data['index'] as number;
			const block = out.blocks[index] as Record<string, unknown>;
			const delta = data['delta'] as Record<string, string>;
			if (delta['type'] === 'text_delta') block['text'] = `${block['text'] as string}${delta['text']}`;
			if (delta['type'] === 'thinking_delta') block['thinking'] = `${block['thinking'] as string}${delta['thinking']}`;
			if (delta['type'] === 'signature_delta') block['signature'] = delta['signature'];
			if (delta['type'] === 'input_json_delta') json[index] = `${json[index] ?? ''}${delta['partial_json'] ?? ''}`;
		} else if (data.type === 'content_block_stop') {
			const index = data['index'] as number;
			const block = out.blocks[index] as Record<string, unknown>;
			if (block['type'] === 'tool_use') block['input'] = JSON.parse(json[index] || '{}');
		} else if (data.type === 'message_delta') {
			out.stopReason = (data['delta'] as Record<string, unknown>)['stop_reason'];
			out.outputTokens = (data['usage'] as Record<string, unknown>)['output_tokens'];
		}
	}
	return out;
}
