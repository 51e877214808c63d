/** UiActions as spies, for hooks tested without a session: each call is recorded and does nothing. */
import {vi} from 'vitest';
import type {SessionSummary} from '../../src/sessions/session-store.js';
import type {UiActions} from '../../src/ui/actions.js';

export function mockActions({
	paths = [],
	sessions = [],
}: {paths?: readonly string[]; sessions?: readonly SessionSummary[]} = {}) {
	return {
		submit: vi.fn(),
		withdrawQueued: vi.fn(() => false),
		decide: vi.fn(),
		interrupt: vi.fn(),
		clearDenyRules: vi.fn(),
		expandLastOutput: vi.fn(),
		showChanges: vi.fn(),
		setThinkingDisplay: vi.fn(),
		setModel: vi.fn(),
		setPermissionMode: vi.fn(),
		setEffort: vi.fn(),
		showContextUsage: vi.fn(),
		showSessionCost: vi.fn(),
		completePath: vi.fn((partial: string) => Promise.resolve(paths.filter(path => path.startsWith(partial)))),
		listSessions: vi.fn(() => Promise.resolve(sessions)),
		resumeSession: vi.fn(),
		newConversation: vi.fn(),
		restart: vi.fn(),
		note: vi.fn(),
		quit: vi.fn(),
	} satisfies UiActions;
}
