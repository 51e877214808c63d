/** The events of one of cctui's own control requests and claude's success answer to it, for reducer tests. */
import type {AppEvent} from '../../src/state/events.js';

export function answered(subtype: string, response: Record<string, unknown>, detail?: string): AppEvent[] {
	return [
		{type: 'host-request-sent', requestId: 'h1', subtype, ...(detail === undefined ? {} : {detail}), at: 1},
		{
			type: 'inbound',
			at: 2,
			message: {type: 'control_response', response: {subtype: 'success', request_id: 'h1', response}},
		},
	];
}
