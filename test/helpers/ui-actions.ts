/** UiActions over a Session, the way cli/live-host wires them, with the process-level ones recorded. */
import {vi} from 'vitest';
import type {ImageRead, UserInput} from '../../src/protocol/attachments.js';
import {sessionActions as overSession} from '../../src/cli/live-host.js';
import type {Session} from '../../src/session/session.js';
import type {SessionSummary} from '../../src/sessions/session-store.js';
import type {RewindPoint} from '../../src/state/rewind.js';
import type {UiActions} from '../../src/ui/actions.js';

/** `images`: what readImage finds at a pasted path. */
export function sessionActions(
	session: Session,
	sessions: readonly SessionSummary[] = [],
	images: Readonly<Record<string, ImageRead>> = {},
) {
	const host = {
		quit: vi.fn(),
		resumeSession: vi.fn(),
		newConversation: vi.fn(),
		restart: vi.fn(),
		fork: vi.fn((_point: RewindPoint) => Promise.resolve<readonly UserInput[]>([])),
	};
	const actions: UiActions = {
		...overSession(session),
		listSessions: () => Promise.resolve(sessions),
		completePath: partial =>
			Promise.resolve(
				['src/', 'src/app.ts', 'README.md', 'my file.txt', 'my shot.png'].filter(candidate =>
					candidate.startsWith(partial),
				),
			),
		readImage: file => Promise.resolve(images[file] ?? {kind: 'none'}),
		...host,
	};
	return {actions, host};
}
