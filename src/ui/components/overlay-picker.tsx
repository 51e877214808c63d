/** The picker an overlay asks for (models, modes, sessions, history, editors, requests), keyed by its kind. */
import type {Overlay} from '../overlays.js';
import {Picker} from './picker.js';

/** Rows the picker takes besides its items: the margin, two borders, the title, the footer, and the status line below. */
const PICKER_CHROME_ROWS = 6;

export function OverlayPicker({
	overlay,
	onClose,
	rows,
}: {
	readonly overlay: Overlay;
	readonly onClose: (value?: string) => void;
	/** The screen's: the picker shows as many items as fit, ten at most. */
	readonly rows: number;
}) {
	return (
		<Picker
			key={overlay.kind}
			title={overlay.title}
			items={overlay.items}
			initial={overlay.initial ?? overlay.current}
			current={overlay.current}
			emptyText={overlay.emptyText}
			visibleRows={Math.max(1, Math.min(10, rows - PICKER_CHROME_ROWS - 1))}
			onPick={onClose}
			onCancel={() => onClose()}
		/>
	);
}
