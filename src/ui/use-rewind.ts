/**
 * The rewind picker's data: the prompts it lists, read when it opens, and each one's dry run as it
 * arrives (asked one after another, newest first). A turn that ends while it is open may have
 * written files: the dry runs are asked again. Choosing closes it and rewinds (or forks); the prompt
 * comes back into the editor, pastes and images with it, when the conversation was rewound or
 * forked. When the files changed after all (claude checks them again before it writes), the
 * confirmation opens again on their new list.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {type FilePreview, type RewindChoice, type RewindPoint, rewindPoints, STEERED_POINT} from '../state/rewind.js';
import type {RequestId} from '../protocol/types.js';
import type {UiActions} from './actions.js';
import type {MessageEditor} from './use-message-editor.js';
import type {PickerClosed} from './use-overlay.js';
import type {ReadableStore} from './use-store.js';

/** Every choice (and every dry run) asks claude: without it, none can be made. */
const RESTART = '/restart (or r on an empty input) starts it again.';

/** Dry runs asked for at most this many prompts (the newest): each is a round trip to claude. */
const PREVIEWED = 30;

export interface RewindPickerState {
	readonly points: readonly RewindPoint[];
	readonly previews: Readonly<Record<string, FilePreview>>;
	/** The prompt whose confirmation shows at once (its files changed when the rewind was asked). */
	readonly chosen?: string;
}

export interface RewindControl {
	readonly picker: RewindPickerState | undefined;
	readonly open: () => void;
	readonly close: () => void;
	/** `shown`: the dry run the person confirmed. */
	readonly choose: (point: RewindPoint, choice: RewindChoice, shown: FilePreview | undefined) => void;
	readonly fork: (point: RewindPoint) => void;
	/** When the picker last closed in front of a prompt (it shows in front of one): that prompt is back. */
	readonly closedBefore: PickerClosed | undefined;
}

/** `asking`: the prompt behind the picker, if any; `now`: the key gate's clock. */
export function useRewind(
	store: ReadableStore,
	actions: UiActions,
	editor: Pick<MessageEditor, 'putBack'>,
	asking: RequestId | undefined,
	now: () => number,
): RewindControl {
	const [picker, setPicker] = useState<RewindPickerState | undefined>(undefined);
	const [closedBefore, setClosedBefore] = useState<PickerClosed | undefined>(undefined);
	// The pass of dry runs under way: an older one (the picker closed, or the turn ended since) stops.
	const pass = useRef<object | undefined>(undefined);

	const dryRuns = useCallback(
		(points: readonly RewindPoint[]) => {
			const token = {};
			pass.current = token;
			void (async () => {
				for (const point of points.slice(0, PREVIEWED)) {
					const preview: FilePreview = point.steered
						? {kind: 'unavailable', reason: STEERED_POINT}
						: await actions.previewRewind(point.uuid);
					if (pass.current !== token) return;
					setPicker(current => current && {...current, previews: {...current.previews, [point.uuid]: preview}});
				}
			})();
		},
		[actions],
	);

	// A turn that ends while the picker is open may have written files since the dry runs: they are
	// asked again, and until they come no code choice can be made on the old ones. Watched from the
	// moment the picker opens (an effect would subscribe after the first render, too late for a
	// turn that ends at once).
	const watching = useRef<(() => void) | undefined>(undefined);
	const unwatch = useCallback(() => {
		watching.current?.();
		watching.current = undefined;
	}, []);
	useEffect(() => unwatch, [unwatch]);

	const close = useCallback(() => {
		pass.current = undefined;
		unwatch();
		setPicker(undefined);
		if (asking !== undefined) setClosedBefore({requestId: asking, at: now()});
	}, [unwatch, asking, now]);

	const show = useCallback(
		(chosen?: {readonly uuid: string; readonly preview: FilePreview}) => {
			const points = rewindPoints(store.getState());
			if (points.length === 0) return actions.note('info', 'Nothing to rewind: no prompt has been sent yet.');
			// Every choice asks claude: without it, each would only fail.
			if (!store.getState().child.running)
				return actions.note('info', `Cannot rewind: claude is not running. ${RESTART}`);
			const again = chosen && points.some(point => point.uuid === chosen.uuid) ? chosen : undefined;
			setPicker({
				points,
				previews: again ? {[again.uuid]: again.preview} : {},
				...(again ? {chosen: again.uuid} : {}),
			});
			dryRuns(points);
			unwatch();
			let busy = store.getState().busy;
			watching.current = store.subscribe(() => {
				// claude stopped (it crashed, or was killed): its prompts went with it, and so does the picker; what was
				// typed at it stays in the input.
				if (!store.getState().child.running) {
					close();
					actions.note('info', `The rewind closed: claude stopped, and a rewind needs it. ${RESTART}`);
					return;
				}
				const ended = busy && !store.getState().busy;
				busy = store.getState().busy;
				if (!ended) return;
				setPicker(current => current && {...current, previews: {}});
				dryRuns(points);
			});
		},
		[store, actions, dryRuns, unwatch, close],
	);
	const open = useCallback(() => show(), [show]);

	// What is given back (the prompt, the messages that waited) goes into the editor; whatever was typed meanwhile stays, under it.
	const {putBack} = editor;

	const choose = useCallback(
		(point: RewindPoint, choice: RewindChoice, shown: FilePreview | undefined) => {
			close();
			void actions.rewind(point, choice, shown).then(outcome => {
				putBack(outcome.putBack);
				if (outcome.changed) show({uuid: point.uuid, preview: outcome.changed});
			});
		},
		[actions, close, putBack, show],
	);

	const fork = useCallback(
		(point: RewindPoint) => {
			close();
			void actions.fork(point).then(putBack);
		},
		[actions, close, putBack],
	);

	return {picker, open, close, choose, fork, closedBefore};
}
