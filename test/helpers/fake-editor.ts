/** An EditorLink in memory: tests see each openDiff, answer it as the person would, and see tabs closed. */
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

	openDiff(request: DiffRequest, signal: AbortSignal): Promise<DiffOutcome> {
		return new Promise(resolve => {
			// As the real link does, the tab closes once answered.
			const answer = (outcome: DiffOutcome) => {
				if (outcome.kind !== 'closed') this.closed.push(request.tabName);
				resolve(outcome);
			};
			this.opened.push({request, signal, answer});
			signal.addEventListener('abort', () => {
				this.closed.push(request.tabName);
				resolve({kind: 'closed', reason: 'answered in the terminal'});
			});
		});
	}

	closeTab(tabName: string): Promise<void> {
		this.closed.push(tabName);
		return Promise.resolve();
	}

	openFile(): Promise<void> {
		return Promise.resolve();
	}
}
