/**
 * The UI's actions during a replay or watch. There is no claude to talk to: anything that would
 * send says so in the transcript and does nothing else; display-only actions still work.
 */
import type {Store} from '../session/store.js';
import type {UiActions} from '../ui/actions.js';

const NOTHING_SENT = 'Replay: nothing is sent from here.';

export function playerActions(store: Store, quit: () => void): UiActions {
	const note = (level: 'info' | 'warning' | 'error', text: string) =>
		store.dispatch({type: 'notice', level, text, at: Date.now()});
	const nothingSent = () => note('info', NOTHING_SENT);
	return {
		submit: nothingSent,
		withdrawQueued: () => Promise.resolve(false),
		decide: nothingSent,
		answerElicitation: nothingSent,
		interrupt: () => {
			nothingSent();
			return Promise.resolve([]);
		},
		clearDenyRules: nothingSent,
		expandLastOutput: () => store.dispatch({type: 'tool-output-expanded', at: Date.now()}),
		showChanges: turn => store.dispatch({type: 'changes-shown', ...(turn === undefined ? {} : {turn}), at: Date.now()}),
		previewRewind: () => Promise.resolve({kind: 'unavailable', reason: 'a replay cannot rewind'}),
		rewind: () => {
			nothingSent();
			return Promise.resolve({putBack: []});
		},
		fork: () => {
			nothingSent();
			return Promise.resolve([]);
		},
		setThinkingDisplay: nothingSent,
		setModel: () => {
			nothingSent();
			return Promise.resolve(false);
		},
		setPermissionMode: nothingSent,
		setEffort: nothingSent,
		showContextUsage: nothingSent,
		showSessionCost: nothingSent,
		mcp: nothingSent,
		task: nothingSent,
		completePath: () => Promise.resolve([]),
		readImage: () => Promise.resolve({kind: 'none'}),
		listSessions: () => Promise.resolve([]),
		resumeSession: nothingSent,
		newConversation: nothingSent,
		restart: nothingSent,
		note,
		quit,
	};
}
