/** UiActions as spies, for hooks tested without a session: each call is recorded and does nothing. */
import {vi} from 'vitest';
import type {ImageRead, UserInput} from '../../src/protocol/attachments.js';
import type {SessionSummary} from '../../src/sessions/session-store.js';
import type {FilePreview, RewindChoice, RewindOutcome, RewindPoint} from '../../src/state/rewind.js';
import type {QueuedMessage} from '../../src/state/state.js';
import type {UiActions} from '../../src/ui/actions.js';

export function mockActions({
	paths = [],
	sessions = [],
	preview = {kind: 'files', files: [], insertions: 0, deletions: 0},
	prefill,
}: {
	paths?: readonly string[];
	sessions?: readonly SessionSummary[];
	/** What every dry run answers. */
	preview?: FilePreview;
	/** What a rewind resolves with. */
	prefill?: UserInput;
} = {}) {
	return {
		submit: vi.fn(),
		withdrawQueued: vi.fn((_uuid: string) => Promise.resolve(false)),
		decide: vi.fn(),
		answerElicitation: vi.fn(),
		interrupt: vi.fn(() => Promise.resolve([] as QueuedMessage[])),
		clearDenyRules: vi.fn(),
		expandLastOutput: vi.fn(),
		showChanges: vi.fn(),
		previewRewind: vi.fn((_uuid: string) => Promise.resolve(preview)),
		rewind: vi.fn((_point: RewindPoint, _choice: RewindChoice, _shown: FilePreview | undefined) =>
			Promise.resolve<RewindOutcome>({putBack: prefill ? [prefill] : []}),
		),
		fork: vi.fn((_point: RewindPoint) => Promise.resolve<readonly UserInput[]>(prefill ? [prefill] : [])),
		setThinkingDisplay: vi.fn(),
		setModel: vi.fn((_model: string | null) => Promise.resolve(true)),
		setPermissionMode: vi.fn(),
		setEffort: vi.fn(),
		showContextUsage: vi.fn(),
		showSessionCost: vi.fn(),
		mcp: vi.fn(),
		task: vi.fn(),
		completePath: vi.fn((partial: string) => Promise.resolve(paths.filter(path => path.startsWith(partial)))),
		readImage: vi.fn((_path: string) => Promise.resolve<ImageRead>({kind: 'none'})),
		listSessions: vi.fn(() => Promise.resolve(sessions)),
		resumeSession: vi.fn(),
		newConversation: vi.fn(),
		restart: vi.fn(),
		note: vi.fn(),
		quit: vi.fn(),
		suspend: vi.fn(),
		dropEditorContext: vi.fn(),
	} satisfies UiActions;
}
