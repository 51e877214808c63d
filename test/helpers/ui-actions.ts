/** UiActions over a Session, the way cli/live-host wires them, with the process-level ones recorded. */
import {vi} from 'vitest';
import type {Session} from '../../src/session/session.js';
import type {SessionSummary} from '../../src/sessions/session-store.js';
import type {UiActions} from '../../src/ui/actions.js';

export function sessionActions(session: Session, sessions: readonly SessionSummary[] = []) {
	const host = {quit: vi.fn(), resumeSession: vi.fn(), newConversation: vi.fn(), restart: vi.fn()};
	const actions: UiActions = {
		submit: text => session.submit(text),
		withdrawQueued: uuid => session.withdraw(uuid),
		decide: (requestId, decision) => session.decide(requestId, decision),
		interrupt: () => session.interrupt(),
		clearDenyRules: () => session.clearDenyRules(),
		expandLastOutput: () => session.expandLastOutput(),
		setThinkingDisplay: display => session.setThinkingDisplay(display),
		setModel: model => session.setModel(model),
		setPermissionMode: mode => session.setPermissionMode(mode),
		setEffort: level => session.setEffort(level),
		showContextUsage: () => session.showContextUsage(),
		showSessionCost: () => session.showSessionCost(),
		listSessions: () => Promise.resolve(sessions),
		completePath: partial => Promise.resolve(['src/', 'src/app.ts', 'README.md'].filter(candidate => candidate.startsWith(partial))),
		note: (level, text) => session.note(level, text),
		...host,
	};
	return {actions, host};
}
