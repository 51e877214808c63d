import type {ApiErrorSpec, Scenario, Turn} from './scenario.js';
import type {Track} from './request-info.js';

// Which scripted turn answers a request, and whether that request consumes it.

export type Decision =
	| {kind: 'error'; turnIndex: number; error: ApiErrorSpec; consumed: boolean}
	| {kind: 'serve'; turnIndex: number; turn: Turn; streamErrorAfterDeltas?: number; consumed: boolean}
	| {kind: 'finished'};

interface TurnState {
	attempts: number;
	midStreamDone: boolean;
	/** Conversation of the request a repeating error is failing; a different one moves past it. */
	failingKey?: string;
}

export class Script {
	private readonly queues: Record<Track, number[]> = {main: [], subagent: []};
	private readonly state = new Map<number, TurnState>();

	constructor(private readonly scenario: Scenario) {
		scenario.turns.forEach((turn, index) => this.queues[turn.track ?? 'main'].push(index));
	}

	remaining(): number {
		return this.queues.main.length + this.queues.subagent.length;
	}

	next(track: Track, request: {streaming: boolean; key: string}): Decision {
		const queue = this.queues[track];
		for (;;) {
			const turnIndex = queue[0];
			if (turnIndex === undefined) return {kind: 'finished'};
			const turn = this.scenario.turns[turnIndex] as Turn;
			const state = this.state.get(turnIndex) ?? {attempts: 0, midStreamDone: false};
			this.state.set(turnIndex, state);
			state.attempts += 1;

			if (turn.error) {
				const {repeat, ...error} = turn.error;
				if (!repeat) {
					queue.shift();
					return {kind: 'error', turnIndex, error, consumed: true};
				}
				if (state.failingKey === undefined || state.failingKey === request.key) {
					state.failingKey = request.key;
					return {kind: 'error', turnIndex, error, consumed: false};
				}
				queue.shift(); // the CLI gave up on that request; this is a new one
				continue;
			}

			const error = turn.errors?.[state.attempts - 1];
			if (error) return {kind: 'error', turnIndex, error, consumed: false};
			if (turn.streamErrorAfterDeltas !== undefined && request.streaming && !state.midStreamDone) {
				state.midStreamDone = true;
				return {kind: 'serve', turnIndex, turn, streamErrorAfterDeltas: turn.streamErrorAfterDeltas, consumed: false};
			}
			queue.shift();
			return {kind: 'serve', turnIndex, turn, consumed: true};
		}
	}
}
