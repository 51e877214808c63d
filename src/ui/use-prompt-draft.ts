/**
 * What the person typed in a prompt's own field (a deny reason, plan feedback, a question's own answer, the text and
 * number fields of an MCP server's form). The prompt
 * keeps it only while it is on screen, and a prompt can close with no answer from the terminal: the editor answered
 * it first, or claude withdrew it (control_cancel_request, an interrupt's too). The text would go with it, unsent and
 * unsaid: it goes back into the message input instead, and a line says why. So it does when the person closes the
 * prompt with an answer that leaves the text out (Esc dismissing a question whose own answer was typed).
 */
import {useCallback, useEffect, useRef} from 'react';
import type {RequestId} from '../protocol/types.js';
import type {PermissionDecision} from '../state/events.js';
import {findTool} from '../state/items.js';
import type {ElicitationAnswer} from '../state/events.js';
import type {AppState, ElicitationRequest, PermissionRequest} from '../state/state.js';
import {revealLine} from '../text/sanitize.js';
import type {UiActions} from './actions.js';
import type {FormKept} from './elicitation-form.js';
import type {MessageEditor} from './use-message-editor.js';
import type {ReadableStore} from './use-store.js';

interface Draft {
	readonly request: PermissionRequest | ElicitationRequest;
	/** Empty: the field is open with nothing typed in it yet (the person was about to type). */
	readonly text: string;
	/** What the text is, as the note names it ("reason"). */
	readonly noun: string;
	/** The person closed the prompt with an answer that does not carry the text (a question dismissed with Esc). */
	readonly unsent?: true;
}

/** Still asked, behind a prompt that came first (a permission in front of a form): its text is not left yet. */
const stillOpen = (state: AppState, request: PermissionRequest | ElicitationRequest): boolean =>
	'toolName' in request ? state.permissions.includes(request) : state.elicitations.includes(request);

/** Who closed the prompt: the editor (the tool's line says it answered there), or claude withdrawing it. */
function closedBy(state: AppState, request: PermissionRequest | ElicitationRequest): string {
	if (!('toolName' in request)) return 'This form closed before your answer was sent';
	const id = request.toolUseId;
	const call = id === undefined ? undefined : (findTool(state.pending, id) ?? findTool(state.committed, id));
	if (call?.editor === undefined) return 'This prompt closed before your answer was sent';
	return `${request.editor ? revealLine(request.editor.name) : 'The editor'} answered this prompt first`;
}

/**
 * `asking`: the prompt on screen. Returns `typed`, for the prompt to report its text as it changes, `decide` and
 * `answerElicitation`, the actions for the prompt: an answer the terminal gives uses the text up, and `returnedAt`.
 */
export function usePromptDraft(
	store: ReadableStore,
	asking: RequestId | undefined,
	actions: Pick<UiActions, 'decide' | 'answerElicitation' | 'note'>,
	putBack: MessageEditor['putBack'],
	now: () => number,
) {
	/** By request: a form behind a permission prompt keeps its own while the permission's is typed. */
	const drafts = useRef(new Map<RequestId, Draft>());
	/** By request: each form as the person left it, to show it so again after a prompt that came in front of it. */
	const forms = useRef(new Map<RequestId, FormKept>());
	const returned = useRef<number>(undefined);
	useEffect(() => {
		const state = store.getState();
		for (const requestId of forms.current.keys())
			if (!state.elicitations.some(open => open.requestId === requestId)) forms.current.delete(requestId);
		for (const [requestId, left] of drafts.current) {
			if (requestId === asking || (!left.unsent && stillOpen(state, left.request))) continue;
			drafts.current.delete(requestId);
			returned.current = now();
			const why = left.unsent ? 'You dismissed the question' : closedBy(state, left.request);
			// Open and empty: nothing comes back, but what is typed next, meant for the field, goes into the message input.
			if (left.text.trim() === '') {
				actions.note('warning', `${why}: what you type now goes into the message input, not the ${left.noun}.`);
				continue;
			}
			putBack([{text: left.text}]);
			// A form's text was for its MCP server: the line says it did not go there.
			const what = 'toolName' in left.request ? `your ${left.noun} is` : 'what you typed in it is';
			actions.note('warning', `${why}: ${what} back in the input${'toolName' in left.request ? '' : ', not sent'}.`);
		}
	}, [asking, store, actions, putBack, now]);
	/** `open`: the field is open, even with nothing typed in it (a reason field the person just opened with 3). */
	const typed = useCallback(
		(request: PermissionRequest | ElicitationRequest, text: string, noun: string, open = false) => {
			if (text.trim() === '' && !open) drafts.current.delete(request.requestId);
			else drafts.current.set(request.requestId, {request, text, noun});
		},
		[],
	);
	/** `unsent`: the answer does not carry the text (a dismissal): it is not used up, and comes back as well. */
	const decide = (requestId: RequestId, decision: PermissionDecision, unsent?: boolean) => {
		const left = drafts.current.get(requestId);
		// An answer given after the editor's is not the one claude gets: the text is not used up, and comes back.
		if (left !== undefined && store.getState().permissions.some(open => open.requestId === requestId)) {
			if (unsent) drafts.current.set(requestId, {...left, unsent: true});
			else drafts.current.delete(requestId);
		}
		actions.decide(requestId, decision);
	};
	/** A form answered from the terminal (accepted, declined or cancelled): what was typed in it is the person's answer. */
	const answerElicitation = (requestId: RequestId, answer: ElicitationAnswer) => {
		// Withdrawn the moment before, the form's answer goes nowhere: its text is not used up.
		if (store.getState().elicitations.some(open => open.requestId === requestId)) drafts.current.delete(requestId);
		actions.answerElicitation(requestId, answer);
	};
	/** When a text last came back: an Enter still coming on its heels was meant for the prompt, not to send it. */
	const returnedAt = useCallback(() => returned.current, []);
	const keepForm = useCallback((requestId: RequestId, kept: FormKept) => {
		forms.current.set(requestId, kept);
	}, []);
	const keptForm = useCallback((requestId: RequestId) => forms.current.get(requestId), []);
	return {typed, decide, answerElicitation, returnedAt, keepForm, keptForm};
}
