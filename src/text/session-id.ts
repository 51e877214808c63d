import {revealLine} from './sanitize.js';

/**
 * A session's id as a picker or a notice names it: its first 8 characters, cut before its controls are shown (␛, as
 * `cctui sessions` shows them), so a cut control sequence is not eaten with what follows it.
 */
export const shortSessionId = (id: string): string => revealLine(id.slice(0, 8));
