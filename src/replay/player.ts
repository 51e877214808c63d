/**
 * Plays a stream of lines into a store, paced by the recorded times: speed, pause, step by frame
 * or by turn, jump to the end. Lines are pulled one at a time from an async iterable, so a 100 MB
 * file is never read up front. The player only dispatches into the store: nothing it plays can
 * write anywhere, so recorded requests are shown, never answered.
 */
import type {AppEvent} from '../state/events.js';
import {decodeFileLine} from '../ingest/file-line.js';
import {formatDuration} from '../present/format.js';

export const SPEEDS = [0.5, 1, 2, 5, 10, 20, Infinity] as const;

/** Plain stdout carries no times: frames are this far apart at 1×. */
export const UNTIMED_GAP_MS = 20;
/** A recorded silence longer than this (idle minutes, a person away) plays as IDLE_PLAYED_MS. */
export const MAX_GAP_MS = 5000;
export const IDLE_PLAYED_MS = 1000;
/**
 * With nothing to wait for (instant, stepping), frames play in batches: the UI redraws and keys
 * get in after BATCH_MS of work (drawing is what costs: per frame, it was ten times slower), or
 * after this many frames when the clock does not move (fake timers).
 */
const BATCH_MS = 60;
const FRAMES_PER_BATCH = 5000;

export interface PlayerStatus {
	/** Frames played (lines that stood for something). */
	readonly frames: number;
	readonly bytesRead: number;
	/** The file's size, when known (not for stdin). */
	readonly totalBytes?: number;
	readonly speed: number;
	readonly paused: boolean;
	readonly ended: boolean;
}

export interface PlayerOptions {
	readonly lines: AsyncIterable<string>;
	readonly dispatch: (event: AppEvent) => void;
	/** Holds the store's notifications while frames play without waiting (see Store.hold). */
	readonly hold?: () => () => void;
	/** What unreadable lines are said to come from: the file's name (stdin has none: "from claude"). */
	readonly source?: string;
	/** Each line's number in the file, where it is not its position (a session file's branch). */
	readonly lineNumbers?: readonly number[];
	readonly totalBytes?: number;
	/** @default 1 */
	readonly speed?: number;
	readonly paused?: boolean;
	/** Time for events of lines that carry none (plain stdout). @default the frame's position × UNTIMED_GAP_MS */
	readonly timeOf?: (index: number) => number;
	readonly now?: () => number;
}

type Step = 'frame' | 'turn' | 'end';

export class Player {
	private readonly options: PlayerOptions;
	private readonly now: () => number;
	private readonly listeners = new Set<() => void>();
	private current: PlayerStatus;
	private step: Step | undefined;
	/** Frames played since the current step began. */
	private stepped = 0;
	private stopped = false;
	/** Cuts a wait short when a control changes. */
	private wake: (() => void) | undefined;
	/** Set while frames play without waiting: the store and our listeners hear once per batch. */
	private release: (() => void) | undefined;

	constructor(options: PlayerOptions) {
		this.options = options;
		this.now = options.now ?? Date.now;
		this.current = {
			frames: 0,
			bytesRead: 0,
			speed: options.speed ?? 1,
			paused: options.paused ?? false,
			ended: false,
			...(options.totalBytes === undefined ? {} : {totalBytes: options.totalBytes}),
		};
	}

	status(): PlayerStatus {
		return this.current;
	}

	subscribe(listener: () => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	togglePause(): void {
		this.step = undefined;
		this.update({paused: !this.current.paused});
	}

	/** The next speed up the ladder (a --speed between steps goes to the next one). */
	faster(): void {
		this.update({speed: SPEEDS.find(speed => speed > this.current.speed) ?? Infinity});
	}

	slower(): void {
		this.update({speed: SPEEDS.findLast(speed => speed < this.current.speed) ?? SPEEDS[0]});
	}

	/** Plays the next frame at once, then pauses. */
	stepFrame(): void {
		this.startStep('frame');
	}

	/** Plays at once through the next result, or up to the next user message, then pauses. */
	stepTurn(): void {
		this.startStep('turn');
	}

	/** Plays everything left at once. */
	jumpToEnd(): void {
		this.startStep('end');
	}

	stop(): void {
		this.stopped = true;
		this.wake?.();
	}

	/** Plays to the end of the lines (or until stopped). */
	async run(): Promise<void> {
		const {lines, dispatch} = this.options;
		const timeOf = this.options.timeOf ?? ((index: number) => index * UNTIMED_GAP_MS);
		let index = 0;
		let lastT: number | undefined;
		let sinceYield = 0;
		let batchStarted = performance.now();
		const iterator = lines[Symbol.asyncIterator]();
		try {
			for (;;) {
				const next = await this.nextLine(iterator);
				if (next.done) break;
				const line = next.value;
				const bytesRead = this.current.bytesRead + Buffer.byteLength(line) + 1;
				const frame = decodeFileLine(
					line,
					index,
					timeOf(index),
					this.options.source,
					this.options.lineNumbers?.[index],
				);
				index++;
				if (frame.events.length === 0) {
					this.current = {...this.current, bytesRead};
					continue;
				}
				const gap = frame.t === undefined ? UNTIMED_GAP_MS : lastT === undefined ? 0 : frame.t - lastT;
				if (frame.t !== undefined) lastT = frame.t;
				// A turn step ends before the next turn's message, which then waits for the next key.
				if (this.step === 'turn' && frame.startsTurn && this.stepped > 0) this.endStep();
				if (this.waits()) {
					this.endBatch();
					const skipped = await this.pace(gap);
					if (skipped)
						dispatch({
							type: 'notice',
							level: 'info',
							text: `Replay: skipped ${formatDuration(gap)} without output.`,
							at: frame.t ?? 0,
						});
					sinceYield = 0;
				} else if (++sinceYield >= FRAMES_PER_BATCH || performance.now() - batchStarted >= BATCH_MS) {
					sinceYield = 0;
					this.endBatch();
					await new Promise(resolve => setImmediate(resolve));
					batchStarted = performance.now();
				}
				if (this.stopped) return this.endBatch();
				if (!this.waits()) this.release ??= this.options.hold?.() ?? (() => undefined);
				for (const event of frame.events) dispatch(event);
				this.stepped++;
				this.current = {...this.current, frames: this.current.frames + 1, bytesRead};
				if (this.step === 'frame' || (this.step === 'turn' && frame.endsTurn)) this.endStep();
				else this.update({});
			}
		} finally {
			await iterator.return?.();
		}
		// Nothing more will come: the last turn is over, and a request still open was never answered.
		if (!this.stopped) dispatch({type: 'stream-ended', at: lastT ?? timeOf(index)});
		this.step = undefined;
		this.endBatch();
		this.update({ended: true});
	}

	/**
	 * The next line; a batch ends first when the line is not there yet (a live stream between
	 * frames), so what has played is drawn while it waits.
	 */
	private async nextLine(iterator: AsyncIterator<string>): Promise<IteratorResult<string>> {
		const next = iterator.next();
		if (!this.release) return next;
		const notYet = Symbol('not yet');
		const first = await Promise.race([
			next,
			new Promise<typeof notYet>(resolve => setImmediate(() => resolve(notYet))),
		]);
		if (first !== notYet) return first;
		this.endBatch();
		return next;
	}

	private endBatch(): void {
		const release = this.release;
		if (!release) return;
		this.release = undefined;
		release();
		for (const listener of this.listeners) listener();
	}

	/** Whether the next frame has to wait for its time at all. */
	private waits(): boolean {
		return this.current.paused || (this.step === undefined && this.current.speed !== Infinity);
	}

	/**
	 * Waits out `gap` ms of recorded time at the current speed, following pause and speed changes.
	 * True when a long silence was played short (and not skipped by a step or instant anyway).
	 */
	private async pace(gap: number): Promise<boolean> {
		const long = gap > MAX_GAP_MS;
		let remaining = long ? IDLE_PLAYED_MS : gap;
		for (;;) {
			if (this.stopped || this.step !== undefined) return false;
			if (this.current.paused) {
				await this.sleep(undefined);
				continue;
			}
			const {speed} = this.current;
			if (speed === Infinity) return false;
			if (remaining <= 0) return long;
			const started = this.now();
			await this.sleep(remaining / speed);
			remaining -= (this.now() - started) * speed;
		}
	}

	/** Resolves after `ms` (never, when undefined) or as soon as a control changes. */
	private sleep(ms: number | undefined): Promise<void> {
		return new Promise(resolve => {
			const timer = ms === undefined ? undefined : setTimeout(() => done(), ms);
			const done = () => {
				if (timer !== undefined) clearTimeout(timer);
				this.wake = undefined;
				resolve();
			};
			this.wake = done;
		});
	}

	private startStep(step: Step): void {
		if (this.current.ended) return;
		this.step = step;
		this.stepped = 0;
		this.update({paused: step !== 'end'});
	}

	private endStep(): void {
		this.step = undefined;
		this.update({paused: true});
	}

	private update(change: Partial<PlayerStatus>): void {
		this.current = {...this.current, ...change};
		if (!this.release) for (const listener of this.listeners) listener();
		this.wake?.();
	}
}
