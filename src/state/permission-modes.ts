/**
 * Permission modes: the ones claude takes (`--permission-mode`, `set_permission_mode`; 2.1.330 sets dontAsk and auto
 * mid-session, and bypassPermissions only in a session launched with it allowed), and which of them the person can
 * get back to with Shift+Tab and the mode picker.
 */
import type {AppState} from './state.js';

export const PERMISSION_MODES = ['default', 'acceptEdits', 'plan', 'bypassPermissions', 'dontAsk', 'auto'] as const;

/** Notes the mode the session is in now among those it has been in, so leaving it does not lose it. */
export function rememberMode(state: AppState): AppState {
	const {session} = state;
	if (session.modesSeen.includes(session.permissionMode)) return state;
	return {...state, session: {...session, modesSeen: [...session.modesSeen, session.permissionMode]}};
}

/** The modes Shift+Tab cycles and the picker lists: the usual ones, then any other this session started in or was put in. */
export function reachableModes(usual: readonly string[], seen: readonly string[]): readonly string[] {
	const others = seen.filter(mode => !usual.includes(mode));
	return others.length === 0 ? usual : [...usual, ...others];
}

/** The modes `/mode <mode>` takes: those reachable, and any other claude sets mid-session. */
export function settableModes(reachable: readonly string[]): readonly string[] {
	const others = PERMISSION_MODES.filter(mode => mode !== 'bypassPermissions' && !reachable.includes(mode));
	return [...reachable, ...others];
}
