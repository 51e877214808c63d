/**
 * The rewind picker's data: the prompts it lists, read when it opens, and each one's dry run as it
 * arrives (asked one after another, newest first). Choosing closes it and rewinds (or forks); the
 * prompt comes back into the editor, pastes and images with it, when the conversation was rewound or forked.
 */
import {useCallback, useRef, useState} from 'react';
import type {UserInput} from '../protocol/attachments.js';
import {type FilePreview, type RewindChoice, type RewindPoint, rewindPoints} from '../state/rewind.js';
import type {UiActions} from './actions.js';
import type {MessageEditor} from './use-message-editor.js';
import type {ReadableStore} from './use-store.js';

/** Dry runs asked for at most this many prompts (the newest): each is a round trip to claude. */
const PREVIEWED = 30;

export interface RewindPickerState {
	readonly points: readonly RewindPoint[];
	readonly previews: Readonly<Record<string, FilePreview>>;
}

export interface RewindControl {
	readonly picker: RewindPickerState | undefined;
	readonly open: () => void;
	readonly close: () => void;
	readonly choose: (point: RewindPoint, choice: RewindChoice) => void;
	readonly fork: (point: RewindPoint) => void;
}

export function useRewind(
	store: ReadableStore,
	actions: UiActions,
	editor: Pick<MessageEditor, 'putBack'>,
): RewindControl {
	const [picker, setPicker] = useState<RewindPickerState | undefined>(undefined);
	// The list on screen: dry runs for a picker since closed stop.
	const shown = useRef<readonly RewindPoint[] | undefined>(undefined);

	const open = useCallback(() => {
		const points = rewindPoints(store.getState());
		if (points.length === 0) return actions.note('info', 'Nothing to rewind: no prompt has been sent yet.');
		shown.current = points;
		setPicker({points, previews: {}});
		void (async () => {
			for (const point of points.slice(0, PREVIEWED)) {
				const preview = await actions.previewRewind(point.uuid);
				if (shown.current !== points) return;
				setPicker(current => current && {...current, previews: {...current.previews, [point.uuid]: preview}});
			}
		})();
	}, [store, actions]);

	const close = useCallback(() => {
		shown.current = undefined;
		setPicker(undefined);
	}, []);

	// The prompt given back goes into the editor; whatever was typed meanwhile stays, under it.
	const {putBack} = editor;
	const prefill = useCallback(
		(prompt: UserInput | undefined) => putBack(prompt === undefined ? [] : [prompt]),
		[putBack],
	);

	const choose = useCallback(
		(point: RewindPoint, choice: RewindChoice) => {
			close();
			void actions.rewind(point, choice).then(putBack);
		},
		[actions, close, putBack],
	);

	const fork = useCallback(
		(point: RewindPoint) => {
			close();
			void actions.fork(point).then(prefill);
		},
		[actions, close, prefill],
	);

	return {picker, open, close, choose, fork};
}
