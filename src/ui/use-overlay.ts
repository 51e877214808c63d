/** The picker on screen, if any (overlays.ts), and `open` for the keys and slash commands that show one. */
import {useCallback, useEffect, useMemo, useState} from 'react';
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
}

export interface OverlayControl {
	readonly overlay: Overlay | undefined;
	readonly open: (kind: OverlayKind) => void;
	/** Closes the picker; with a value, then does what picking it does. */
	readonly close: (picked?: string) => void;
}

export function useOverlay({
	store,
	actions,
	modes,
	history,
	choose,
	pickSessionAtStart,
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

	const close = (picked?: string) => {
		setOverlay(undefined);
		if (picked !== undefined) overlay?.pick(picked);
	};
	return {overlay, open, close};
}
