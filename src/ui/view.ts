/** How items render: the terminal's width, colour, where paths are relative to, what to show. */
export interface ViewOptions {
	readonly width: number;
	readonly color: boolean;
	readonly cwd?: string;
	/** Full thinking text, or only its one-line summary. */
	readonly showThinking: boolean;
	/** Rendering in the live region (bounded height) rather than into history (full, once). */
	readonly live: boolean;
	/** A replay: nobody is asked anything, prompts wait for the recorded answer. */
	readonly replay?: boolean;
}

/** Live region budgets, in lines, so the region stays well under the terminal height. */
export const LIVE_LINES = {text: 12, thinking: 6, toolOutput: 4, subagentItems: 4, diff: 8} as const;
