import {liveText} from '../state/long-line.js';
import type {TextItem, ThinkingItem} from '../state/transcript.js';
import {cutLongLines} from '../text/long-lines.js';

/** How items render: the terminal's width, colour, where paths are relative to, what to show. */
export interface ViewOptions {
	readonly width: number;
	readonly color: boolean;
	readonly cwd?: string;
	/** claude's home folder, shown as `~` in a path outside the working folder (claude keeps plans there). */
	readonly home?: string;
	/** Full thinking text, or only its one-line summary. */
	readonly showThinking: boolean;
	/** Rendering in the live region (bounded height) rather than into history (full, once). */
	readonly live: boolean;
	/** A replay: nobody is asked anything, prompts wait for the recorded answer. */
	readonly replay?: boolean;
	/** Live, the most rows streaming text or thinking may take: less than LIVE_LINES on a short screen. */
	readonly liveRows?: number;
	/** In the backlog (backlog.tsx), the rows it shows: prose comes as its last rows, not lines its box would cut at the width. */
	readonly backlogRows?: number;
	/** The clock running tools count their time by (the App's); without one they show no time. */
	readonly now?: () => number;
	/** Live, the calls queued behind an earlier call of their thread (state/items.ts queuedCalls): they are not running. */
	readonly queued?: ReadonlySet<string>;
}

/** Live region budgets, in lines, so the region stays well under the terminal height. */
export const LIVE_LINES = {text: 12, thinking: 6, toolOutput: 4, subagentItems: 4, diff: 8} as const;

/**
 * Rows of the live frame besides streaming text: its margin, the working line, the input box, the status line, and one
 * to spare. A frame as tall as the screen scrolls its top into the scrollback, where no erase reaches it.
 */
const LIVE_CHROME_ROWS = 8;

/** The live budget for streaming text on a screen `rows` tall. */
export const liveRowsFor = (rows: number): number => Math.max(1, Math.min(LIVE_LINES.text, rows - LIVE_CHROME_ROWS));

/** Rows a live block may take: its own budget, or less on a short screen. */
export const liveBudget = (view: ViewOptions, lines: number): number => Math.min(lines, view.liveRows ?? lines);

/**
 * What a streaming text or thinking block of `rows` rows renders live: its text, or the end of a long last line
 * (src/state/long-line.ts), each long line cut to eight times what the rows hold (src/text/long-lines.ts), so that
 * markup and wide characters still fill them.
 */
export const liveSource = (item: TextItem | ThinkingItem, view: ViewOptions, rows: number): string =>
	cutLongLines(liveText(item), 8 * rows * Math.max(1, view.width));
