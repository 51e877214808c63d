/** A plain Bash permission request, for tests that need one in the state and care only about its id. */
import type {PermissionRequest} from '../../src/state/state.js';

export const bashRequest = (requestId: string): PermissionRequest => ({
	requestId,
	toolName: 'Bash',
	input: {command: 'ls'},
	suggestions: [],
	requiresInteraction: false,
	suppressAlwaysAllow: false,
	defaultToNo: false,
	receivedAt: 0,
});
