/** What the app needs of a replay or watch player: its status to show, and its controls. */
import type {PlayerStatus} from '../replay/player.js';
import type {PlayerAction} from './keymap.js';

export interface PlayerControls {
	status(): PlayerStatus;
	subscribe(listener: () => void): () => void;
	togglePause(): void;
	faster(): void;
	slower(): void;
	stepFrame(): void;
	stepTurn(): void;
	jumpToEnd(): void;
}

export interface PlayerView {
	readonly controls: PlayerControls;
	/** `replay` paces a file; `watch` shows a live stream as it comes (no speed, no steps). */
	readonly kind: 'replay' | 'watch';
	/** What is played, e.g. the file name. */
	readonly label: string;
}

export function applyPlayerAction(controls: PlayerControls, action: Exclude<PlayerAction, 'quit' | 'requests'>): void {
	switch (action) {
		case 'pause':
			return controls.togglePause();
		case 'faster':
			return controls.faster();
		case 'slower':
			return controls.slower();
		case 'step-frame':
			return controls.stepFrame();
		case 'step-turn':
			return controls.stepTurn();
		case 'end':
			return controls.jumpToEnd();
	}
}
