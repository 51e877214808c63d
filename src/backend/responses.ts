import type {ApiErrorSpec} from './scenario.js';

// Canned bodies for everything that is not a scripted turn.

const ERROR_TYPES: Record<number, string> = {
	400: 'invalid_request_error',
	401: 'authentication_error',
	403: 'permission_error',
	404: 'not_found_error',
	413: 'request_too_large',
	429: 'rate_limit_error',
	500: 'api_error',
	503: 'overloaded_error',
	529: 'overloaded_error',
};

const DEFAULT_MESSAGES: Record<string, string> = {
	overloaded_error: 'Overloaded',
	api_error: 'Internal server error',
	rate_limit_error: 'Rate limited',
};

export function errorBody(
	spec: ApiErrorSpec,
	requestId: string,
): {type: 'error'; error: {type: string; message: string}; request_id: string} {
	const type = spec.type ?? ERROR_TYPES[spec.status] ?? (spec.status >= 500 ? 'api_error' : 'invalid_request_error');
	const message = spec.message ?? DEFAULT_MESSAGES[type] ?? `Scripted error ${spec.status}`;
	return {type: 'error', error: {type, message}, request_id: requestId};
}

export const MODELS = [
	{id: 'claude-opus-5-5', display_name: 'Claude Opus 5.5'},
	{id: 'claude-sonnet-5-5', display_name: 'Claude Sonnet 5.5'},
	{id: 'claude-haiku-5-5', display_name: 'Claude Haiku 5.5'},
	{id: 'claude-sonnet-4-5', display_name: 'Claude Sonnet 4.5'},
].map(model => ({type: 'model', ...model, created_at: '2026-01-01T00:00:00Z'}));

export function modelList(): unknown {
	return {data: MODELS, has_more: false, first_id: MODELS[0]?.id ?? null, last_id: MODELS.at(-1)?.id ?? null};
}

/** Text for requests that must not consume the script (probes, titles) and for a finished script. */
export const SIDE_TEXT = {
	probe: 'Hi',
	title: 'Scripted demo session',
	compact:
		'<analysis>\nA scripted conversation.\n</analysis>\n\n<summary>\n1. Primary Request and Intent: the user is trying a scripted demo session.\n</summary>',
	finished: '(script finished)',
} as const;
