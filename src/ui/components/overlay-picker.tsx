/** The picker an overlay asks for (models, modes, sessions, history, editors, requests), keyed by its kind. */
import type {Overlay} from '../overlays.js';
import {Picker} from './picker.js';

export function OverlayPicker({
	overlay,
	onClose,
}: {
	readonly overlay: Overlay;
	readonly onClose: (value?: string) => void;
}) {
	return (
		<Picker
			key={overlay.kind}
			title={overlay.title}
			items={overlay.items}
			initial={overlay.initial}
			emptyText={overlay.emptyText}
			onPick={onClose}
			onCancel={() => onClose()}
		/>
	);
}
