/**
 * How a live session renders with Ink. Ink throttles its own frames (30 a second by default), so a
 * key typed within 33 ms of the last frame waited for the throttle's next turn: while claude
 * streams (a frame every 100 ms) that was one key in three, by up to 33 ms. Frames need no
 * throttle of Ink's: the store holds streamed deltas back to ten frames a second (store.ts), and
 * React draws all of a task's updates in one commit. So each commit is drawn at once.
 */
export const LIVE_RENDER_OPTIONS = {exitOnCtrlC: false, patchConsole: false, maxFps: 0} as const;
