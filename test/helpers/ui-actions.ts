/** UiActions over a Session, the way cli/live-host wires them, with the process-level ones recorded. */
import {vi} from 'vitest';
import {sessionActions as overSession} from '../../src/cli/live-host.js';
import type {Session} from '../../src/session/session.js';
import type {SessionSummary} from '../../src/sessions/session-store.js';
import type {RewindPoint} from '../../src/state/rewind.js';
import type {UiActions} from '../../src/ui/actions.js';

export function sessionActions(session: Session, sessions: readonly SessionSummary[] = []) {
	const host = {
		quit: vi.fn(),
		resumeSession: vi.fn(),
		newConversation: vi.fn(),
		restart: vi.fn(),
		fork: vi.fn((_point: RewindPoint) => Promise.resolve<string | undefined>(undefined)),
	};
	const actions: UiActions = {
		...overSession(session),
		listSessions: () => Promise.resolve(sessions),
		completePath: partial =>
			Promise.resolve(['src/', 'src/app.ts', 'README.md'].filter(candidate => candidate.startsWith(partial))),
		...host,
	};
	return {actions, host};
}
