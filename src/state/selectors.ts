/**
 * Named views of AppState for the UI. Each returns a part of the state (or a value) that stays the
 * same by reference until it changes, so a component reading it through useSyncExternalStore
 * re-renders only then.
 */
import type {AppState, ElicitationRequest, PermissionRequest} from './state.js';

export const committedItems = (state: AppState) => state.committed;
export const pendingItems = (state: AppState) => state.pending;
export const historyPreview = (state: AppState) => state.historyPreview;
export const screenBackAt = (state: AppState) => state.screenBackAt;
export const permissionQueue = (state: AppState) => state.permissions;
export const elicitationQueue = (state: AppState) => state.elicitations;
export const sessionInfo = (state: AppState) => state.session;
export const usageInfo = (state: AppState) => state.usage;
export const isBusy = (state: AppState) => state.busy;
export const childStatus = (state: AppState) => state.child;
export const denyRules = (state: AppState) => state.denyRules;
export const retryNotice = (state: AppState) => state.retry;
export const thinkingTokens = (state: AppState) => state.thinkingTokens;
export const debugEntries = (state: AppState) => state.debug;
export const todoRows = (state: AppState) => state.todos;
export const queuedMessages = (state: AppState) => state.queue;
export const givenBackMessages = (state: AppState) => state.givenBack;
export const malformedLineCount = (state: AppState) => state.malformedLines;
export const apiRequests = (state: AppState) => state.api;

/**
 * The session r and /restart resume; undefined for a new conversation. claude that stopped before it resumed a
 * session cctui found no file of refused it (`--resume` of an id it does not know), and would again.
 */
export const restartSession = (state: AppState): string | undefined =>
	state.child.running || state.session.unconfirmedResume === undefined ? state.session.sessionId : undefined;

/**
 * claude runs but has not answered `initialize` yet: it is still loading (its settings, MCP servers, plugins), a
 * second or more on a cold start. A message typed meanwhile waits in its stdin.
 */
export const isStarting = (state: AppState): boolean =>
	state.child.running && Object.values(state.hostRequests).some(request => request.subtype === 'initialize');

/** The thinking display asked for and not yet confirmed by claude. */
export const pendingThinkingDisplay = (state: AppState): string | undefined =>
	Object.values(state.hostRequests).find(request => request.subtype === 'set_max_thinking_tokens')?.detail;

/** The permission request to answer now: the head of the queue, and none once claude has stopped (nobody would read the answer). */
export const activePrompt = (state: AppState): PermissionRequest | undefined =>
	state.child.running ? state.permissions[0] : undefined;

/** The MCP elicitation to answer now: the head of its queue, once no permission asks (it comes first) and while claude runs. */
export const activeElicitation = (state: AppState): ElicitationRequest | undefined =>
	state.child.running && state.permissions.length === 0 ? state.elicitations[0] : undefined;

/** The checklist is worth a panel while something on it is still to do. */
export const hasOpenTodos = (state: AppState): boolean => state.todos.some(todo => todo.status !== 'completed');
