/**
 * The picker on screen, if any (overlays.ts), and `open` for the keys and slash commands that show one. A prompt that
 * comes while a picker is open closes it, nothing chosen: the prompt takes the screen, and a picker kept behind it
 * would take keys out of sight (its Esc, its Enter, its filter) and come back over the message editor once the prompt
 * is answered. Closing it is simpler and safer than holding the prompt behind the picker: claude waits on the
 * prompt, not on the picker, and the picker is opened again in a moment.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import type {RequestId} from '../protocol/types.js';
import type {UiActions} from './actions.js';
import {
	effortOverlay,
	historyOverlay,
	ideOverlay,
	modelOverlay,
	modeOverlay,
	type Overlay,
	type OverlayKind,
	requestsOverlay,
	resumeOverlay,
} from './overlays.js';
import {apiRequests} from '../state/selectors.js';
import {useStore, type ReadableStore} from './use-store.js';

export interface OverlayOptions {
	readonly store: ReadableStore;
	readonly actions: UiActions;
	/** Permission modes the mode picker lists. */
	readonly modes: readonly string[];
	/** Sent messages, for the history picker. */
	readonly history: () => readonly string[];
	/** Puts a message picked from history into the editor. */
	readonly choose: (text: string) => void;
	/** Open the session picker at start (`--resume` without an id). */
	readonly pickSessionAtStart: boolean;
	/** The prompt asking, if any (none in a replay, where prompts answer nothing): an open picker closes. */
	readonly asking: RequestId | undefined;
	/** The clock the key gate reads. */
	readonly now: () => number;
}

/** A picker closed in front of a prompt, and when: keys still coming for it are not the prompt's (use-app-keys.ts). */
export interface PickerClosed {
	readonly requestId: RequestId;
	readonly at: number;
}

/** A picker a prompt closed, and the line that says so while that prompt asks. */
export interface ClosedByPrompt extends PickerClosed {
	readonly text: string;
}

/** How the person opened each picker, as the line that says a prompt closed it names it. */
const OPENED_BY: Readonly<Record<OverlayKind, string>> = {
	model: '/model',
	mode: '/mode',
	effort: '/effort',
	resume: '/resume',
	history: 'Ctrl+R',
	ide: '/ide',
	requests: '/requests',
};

export interface OverlayControl {
	readonly overlay: Overlay | undefined;
	readonly open: (kind: OverlayKind) => void;
	/** Closes the picker; with a value, then does what picking it does. */
	readonly close: (picked?: string) => void;
	/** The last picker a prompt closed. */
	readonly closedBy: ClosedByPrompt | undefined;
}

export function useOverlay({
	store,
	actions,
	modes,
	history,
	choose,
	pickSessionAtStart,
	asking,
	now,
}: OverlayOptions): OverlayControl {
	// /requests is kept as its kind and built again when the requests change, so it follows them while it is open.
	const [shown, setOverlay] = useState<Overlay | 'requests' | undefined>(undefined);
	const api = useStore(store, apiRequests);
	const overlay = useMemo(
		() => (shown === 'requests' ? requestsOverlay(api, () => store.getState().api, actions) : shown),
		[shown, api, store, actions],
	);
	const open = useCallback(
		(kind: OverlayKind) => {
			const state = store.getState();
			switch (kind) {
				case 'model':
					return setOverlay(
						modelOverlay(state.session.models, state.session.model, state.session.chosenModel, actions),
					);
				case 'mode':
					return setOverlay(modeOverlay(modes, state.session.permissionMode, actions));
				case 'effort':
					return setOverlay(effortOverlay(state.session.effort, actions));
				case 'history':
					return setOverlay(historyOverlay(history(), choose));
				case 'ide':
					return setOverlay(ideOverlay(state.session.editor, actions));
				case 'requests':
					return setOverlay('requests');
				case 'resume':
					void actions
						.listSessions()
						.then(sessions => setOverlay(resumeOverlay(sessions, store.getState().session.sessionId, actions)));
			}
		},
		[actions, modes, history, choose, store],
	);

	useEffect(() => {
		if (pickSessionAtStart) open('resume');
	}, [pickSessionAtStart, open]);

	// Also a /resume picker whose list came after the prompt: it would open behind it.
	const [closedBy, setClosedBy] = useState<ClosedByPrompt | undefined>(undefined);
	useEffect(() => {
		if (asking === undefined || shown === undefined) return;
		const kind = shown === 'requests' ? shown : shown.kind;
		setOverlay(undefined);
		setClosedBy({requestId: asking, at: now(), text: `${OPENED_BY[kind]} picker closed: a prompt came`});
	}, [asking, shown, now]);

	const close = (picked?: string) => {
		setOverlay(undefined);
		if (picked !== undefined) overlay?.pick(picked);
	};
	return {overlay, open, close, closedBy};
}
