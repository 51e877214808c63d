/**
 * Tells the person when claude needs them and they are not looking: a permission prompt or an MCP
 * server's form appears, or a long turn ends, while the terminal's window is not focused (focus
 * reporting). The bell, and a desktop notification where the terminal takes one (OSC 9: iTerm2,
 * WezTerm, Ghostty; OSC 777: foot, rxvt). Focus is unknown until the terminal first reports it;
 * until then nothing is sent.
 */
import type {Store} from '../session/store.js';
import {sanitizeLine} from '../text/sanitize.js';

export const NOTIFY_MODES = ['both', 'bell', 'desktop', 'off'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

/** A turn at least this long is worth a notification when it ends. */
export const LONG_TURN_MS = 20_000;

const BEL = '\u0007';

/** The desktop notification this terminal shows, or undefined when it is not known to show one. */
export function desktopNotification(env: NodeJS.ProcessEnv, text: string): string | undefined {
	const body = sanitizeLine(text).replace(/[;\u0007]/g, ' ');
	const program = env['TERM_PROGRAM'] ?? '';
	if (['iTerm.app', 'WezTerm', 'ghostty'].includes(program)) return `\u001B]9;${body}${BEL}`;
	if (program === 'foot' || (env['TERM'] ?? '').startsWith('rxvt')) return `\u001B]777;notify;cctui;${body}${BEL}`;
	return undefined;
}

/** What to write for `text` in `mode`; '' for nothing. */
export function alertBytes(mode: NotifyMode, env: NodeJS.ProcessEnv, text: string): string {
	const desktop = mode === 'both' || mode === 'desktop' ? (desktopNotification(env, text) ?? '') : '';
	const bell = mode === 'both' || mode === 'bell' ? BEL : '';
	return desktop + bell;
}

export interface Notifier {
	/** The terminal's focus report. */
	readonly focus: (focused: boolean) => void;
	readonly stop: () => void;
}

export function notifyWhenAway(
	store: Store,
	{
		mode,
		env,
		write,
		now = Date.now,
	}: {mode: NotifyMode; env: NodeJS.ProcessEnv; write: (bytes: string) => void; now?: () => number},
): Notifier {
	let focused: boolean | undefined;
	let permissions = store.getState().permissions;
	let elicitations = store.getState().elicitations;
	let turnStarted = store.getState().busy ? (store.getState().turnStartedAt ?? now()) : undefined;
	const alert = (text: string) => {
		if (focused !== false || mode === 'off') return;
		const bytes = alertBytes(mode, env, text);
		if (bytes !== '') write(bytes);
	};
	const unsubscribe = store.subscribe(() => {
		const state = store.getState();
		// Streaming notifies ten times a second; the prompts change rarely, and only then are they compared.
		if (state.permissions !== permissions) {
			const before = new Set(permissions.map(request => request.requestId));
			const fresh = state.permissions.find(request => !before.has(request.requestId));
			permissions = state.permissions;
			if (fresh) alert(`claude asks: ${fresh.toolName}`);
		}
		if (state.elicitations !== elicitations) {
			const before = new Set(elicitations.map(request => request.requestId));
			const fresh = state.elicitations.find(request => !before.has(request.requestId));
			elicitations = state.elicitations;
			if (fresh) alert(`MCP server ${fresh.serverName} asks for input`);
		}
		if (state.busy && turnStarted === undefined) turnStarted = state.turnStartedAt ?? now();
		if (!state.busy && turnStarted !== undefined) {
			if (now() - turnStarted >= LONG_TURN_MS) alert('claude finished the turn');
			turnStarted = undefined;
		}
	});
	return {focus: value => (focused = value), stop: unsubscribe};
}
