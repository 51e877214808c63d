/**
 * What the person typed in a prompt's own field (a deny reason, plan feedback, a question's own answer). The prompt
 * keeps it only while it is on screen, and a prompt can close with no answer from the terminal: the editor answered
 * it first, or claude withdrew it (control_cancel_request, an interrupt's too). The text would go with it, unsent and
 * unsaid: it goes back into the message input instead, and a line says why. So it does when the person closes the
 * prompt with an answer that leaves the text out (Esc dismissing a question whose own answer was typed).
 */
import {useCallback, useEffect, useRef} from 'react';
import type {RequestId} from '../protocol/types.js';
import type {PermissionDecision} from '../state/events.js';
import {findTool} from '../state/items.js';
import type {AppState, PermissionRequest} from '../state/state.js';
import {sanitizeLine} from '../text/sanitize.js';
import type {UiActions} from './actions.js';
import type {MessageEditor} from './use-message-editor.js';
import type {ReadableStore} from './use-store.js';

interface Draft {
	readonly request: PermissionRequest;
	readonly text: string;
	/** What the text is, as the note names it ("reason"). */
	readonly noun: string;
	/** The person closed the prompt with an answer that does not carry the text (a question dismissed with Esc). */
	readonly unsent?: true;
}

/** Who closed the prompt: the editor (the tool's line says it answered there), or claude withdrawing it. */
function closedBy(state: AppState, request: PermissionRequest): string {
	const id = request.toolUseId;
	const call = id === undefined ? undefined : (findTool(state.pending, id) ?? findTool(state.committed, id));
	if (call?.editor === undefined) return 'This prompt closed before your answer was sent';
	return `${request.editor ? sanitizeLine(request.editor.name) : 'The editor'} answered this prompt first`;
}

/**
 * `asking`: the prompt on screen. Returns `typed`, for the prompt to report its text as it changes, `decide`,
 * actions.decide for the prompt: an answer the terminal gives uses the text up, and `returnedAt`.
 */
export function usePromptDraft(
	store: ReadableStore,
	asking: RequestId | undefined,
	actions: Pick<UiActions, 'decide' | 'note'>,
	putBack: MessageEditor['putBack'],
	now: () => number,
) {
	const draft = useRef<Draft>(undefined);
	const returned = useRef<number>(undefined);
	useEffect(() => {
		const left = draft.current;
		if (left === undefined || left.request.requestId === asking) return;
		draft.current = undefined;
		returned.current = now();
		putBack([{text: left.text}]);
		const why = left.unsent ? 'You dismissed the question' : closedBy(store.getState(), left.request);
		actions.note('warning', `${why}: your ${left.noun} is back in the input.`);
	}, [asking, store, actions, putBack, now]);
	const typed = useCallback((request: PermissionRequest, text: string, noun: string) => {
		draft.current = text.trim() === '' ? undefined : {request, text, noun};
	}, []);
	/** `unsent`: the answer does not carry the text (a dismissal): it is not used up, and comes back as well. */
	const decide = (requestId: RequestId, decision: PermissionDecision, unsent?: boolean) => {
		const left = draft.current;
		// An answer given after the editor's is not the one claude gets: the text is not used up, and comes back.
		if (left !== undefined && store.getState().permissions.some(open => open.requestId === requestId))
			draft.current = unsent ? {...left, unsent: true} : undefined;
		actions.decide(requestId, decision);
	};
	/** When a text last came back: an Enter still coming on its heels was meant for the prompt, not to send it. */
	const returnedAt = useCallback(() => returned.current, []);
	return {typed, decide, returnedAt};
}
