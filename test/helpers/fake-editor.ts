/**
 * An EditorLink in memory: tests see each openDiff, answer it as the person would, and see tabs closed. As
 * claudecode.nvim does, it keys diffs by tab name: an openDiff or a close_tab of a name that waits rejects it.
 * One FakeEditor shared by two sessions is one editor two cctui processes talk to.
 */
import type {DiffOutcome, DiffRequest, EditorLink} from '../../src/ide/link.js';

export interface OpenedDiff {
	readonly request: DiffRequest;
	readonly signal: AbortSignal;
	readonly answer: (outcome: DiffOutcome) => void;
}

export class FakeEditor implements EditorLink {
	readonly opened: OpenedDiff[] = [];
	/** Tabs closed, by closeTab or by an aborted openDiff. */
	readonly closed: string[] = [];

	constructor(readonly name = 'VS Code') {}

	/** Diffs waiting for an answer, by tab name. */
	private readonly waiting = new Map<string, (outcome: DiffOutcome) => void>();

	openDiff(request: DiffRequest, signal: AbortSignal): Promise<DiffOutcome> {
		this.waiting.get(request.tabName)?.({kind: 'rejected'});
		return new Promise(resolve => {
			// As the real link does, the tab closes once answered.
			const answer = (outcome: DiffOutcome) => {
				if (this.waiting.get(request.tabName) === answer) this.waiting.delete(request.tabName);
				if (outcome.kind !== 'closed') this.closed.push(request.tabName);
				resolve(outcome);
			};
			this.waiting.set(request.tabName, answer);
			this.opened.push({request, signal, answer});
			signal.addEventListener('abort', () => {
				if (this.waiting.get(request.tabName) === answer) this.waiting.delete(request.tabName);
				this.closed.push(request.tabName);
				resolve({kind: 'closed', reason: 'answered in the terminal'});
			});
		});
	}

	closeTab(tabName: string): Promise<void> {
		this.waiting.get(tabName)?.({kind: 'rejected'});
		this.closed.push(tabName);
		return Promise.resolve();
	}

	openFile(): Promise<void> {
		return Promise.resolve();
	}
}
