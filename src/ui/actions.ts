/** What the UI can ask for. Components get these as callbacks; only cli/ knows the session behind them. */
import type {PermissionDecision} from '../state/events.js';
import type {ThinkingDisplay} from '../state/thinking-display.js';

export interface UiActions {
	submit(text: string): void;
	decide(requestId: string, decision: PermissionDecision): void;
	interrupt(): void;
	clearDenyRules(): void;
	/** Repeats the latest tool output in full in the transcript. */
	expandLastOutput(): void;
	setThinkingDisplay(display: ThinkingDisplay): void;
	/** A line in the transcript from cctui itself. */
	note(level: 'info' | 'warning' | 'error', text: string): void;
	quit(): void;
}
