/** MCP elicitations waiting for the person, and the transcript's line for each once it is answered or left. */
import type {ElicitationRequestBody, RequestId} from '../protocol/types.js';
import type {ElicitationAnswer} from './events.js';
import type {ElicitationRequest} from './state.js';

export function elicitationRequest(requestId: RequestId, body: ElicitationRequestBody, at: number): ElicitationRequest {
	return {
		requestId,
		serverName: body.mcp_server_name,
		message: body.message ?? '',
		// A URL to open only with a URL to show: anything else is a form (the MCP default).
		mode: body.mode === 'url' && body.url !== undefined ? 'url' : 'form',
		receivedAt: at,
		...(body.url === undefined ? {} : {url: body.url}),
		...(body.title === undefined ? {} : {title: body.title}),
		...(body.description === undefined ? {} : {description: body.description}),
		...(body.requested_schema === undefined ? {} : {schema: body.requested_schema}),
		...(body.property_order === undefined ? {} : {propertyOrder: body.property_order}),
	};
}

/** How the request is named: its server and what it asks ("asks" while it is still open). */
export function elicitationLabel(request: ElicitationRequest, verb: 'asks' | 'asked' = 'asked'): string {
	const asked = request.title ?? request.message;
	return `MCP server ${request.serverName} ${verb}${asked === '' ? '' : ` "${asked}"`}`;
}

/** What was answered; of accepted content only the field names, since a form may carry a secret. */
export function answeredText(request: ElicitationRequest, answer: ElicitationAnswer, source: 'user' | 'quit'): string {
	const label = elicitationLabel(request);
	if (source === 'quit') return `${label}: cancelled, cctui closed before an answer.`;
	if (answer.action !== 'accept') return `${label}: ${answer.action === 'decline' ? 'declined' : 'cancelled'}.`;
	const fields = Object.keys(answer.content ?? {});
	return `${label}: accepted${fields.length > 0 ? `, sent ${fields.join(', ')}` : ''}.`;
}
