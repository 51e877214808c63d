/**
 * The App's side of the key gate (key-gate.ts): it sees every key first, records when it came, and
 * decides whether the prompt on screen takes it. A key the prompt does not take goes on into the
 * message editor, and the prompt shows that its keys are held back.
 *
 * A message being composed holds the prompt with no timer: while the input holds text (typed before the
 * prompt came, however long before, or while it held its keys back), every key goes on into it, however long the person
 * pauses between words (a pause of 0.8 s once let the next word's first letter answer). Sending or clearing that
 * message lets nothing go either: someone who sends one message may type the next (the first letter of one typed 0.6 s
 * after the send once answered). Only Tab gives the prompt the keys, and only as a key the prompt would take (on screen
 * for the quiet time, none typed for the quiet time before it: a Tab in the flow of typing completes an @path), and
 * then after the quiet time again, so a Tab typed by habit does not let the next letter answer.
 */
import type {Key} from 'ink';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {RequestId} from '../protocol/types.js';
import {gateOpensAt, promptTakesKey} from './key-gate.js';
import type {KeyHandler, PromptKeys} from './prompt-keys.js';

export interface PromptGate {
	/** Records a key (any key: all count as typing) and says whether the prompt takes it. */
	readonly judge: () => boolean;
	/**
	 * Hands a key (or a paste) the gate let through to the prompt; false when it did nothing there, `'refused'` when it
	 * did nothing and the message must not have it either (KeyHandler).
	 */
	readonly deliver: (input: string, key: Key, pasted?: true) => boolean | 'refused';
	/**
	 * Hands the prompt PgUp or PgDn the gate held back: scrolling answers nothing, so a prompt just come scrolls at
	 * once (a held key repeats faster than the quiet time), and the keys after it are no more its own than before.
	 */
	readonly scroll: (key: Key) => boolean;
	/**
	 * The key (or paste) went into the message, which is now `empty` or not. With a prompt on screen, a message
	 * holding text is being composed: the prompt's keys (Enter too) are the message's, and stay so once it is sent or
	 * cleared, until Tab.
	 */
	readonly typed: (empty: boolean) => void;
	/**
	 * Tab under a prompt: the prompt takes the keys after the quiet time, the message kept as it is. False when the Tab
	 * came too soon after the prompt or the key before it to be that deliberate act: it is then the message's.
	 */
	readonly focus: () => boolean;
	/**
	 * Whether the key `judge` last recorded came a quiet time after `since` and after the key before it: a key someone
	 * chose, having seen what came at `since` (the gate keeps the only clock of keys).
	 */
	readonly cameQuietAfter: (since: number) => boolean;
	/** For the prompt, through PromptKeysContext. */
	readonly route: PromptKeys;
}

/** Why a prompt's keys go to the message: it has only just come, keys are coming, or a message is composed. */
type Held = 'new' | 'typing' | 'message';

/**
 * `promptId`: the prompt on screen, if any; `now`: the clock (injected so tests need no wall clock);
 * `messageEmpty`: the input holds no text (a message sent or cleared other than by a key counts as by a key);
 * `shownAgainAt`: when the screen came back after a suspend (`fg`), which shows the prompt anew: it waits the quiet
 * time again, and a prompt being answered before is answered no more (the key after `fg` is not yet for it).
 */
export function usePromptGate(
	promptId: RequestId | undefined,
	quietMs: number,
	now: () => number,
	messageEmpty: boolean,
	shownAgainAt?: number,
): PromptGate {
	const lastKeyAt = useRef(Number.NEGATIVE_INFINITY);
	/** When the key before the last came: whether a Tab followed a quiet time. */
	const keyBeforeAt = useRef(Number.NEGATIVE_INFINITY);
	const empty = useRef(messageEmpty);
	/** The message holds text typed while a prompt held its keys back, or just before one came (heldBy outlasts it). */
	const composing = useRef(false);
	const shown = useRef<{readonly id: RequestId; readonly at: number} | undefined>(undefined);
	const handler = useRef<KeyHandler | undefined>(undefined);
	/** The prompt a deliberate key did something in: the person is answering it, so its next keys are its own. */
	const engaged = useRef<RequestId | undefined>(undefined);
	/** The prompt Tab gave the keys to: the message composed no longer holds it (the quiet time still does). */
	const focused = useRef<RequestId | undefined>(undefined);
	/** The prompt a message held: it waits for Tab, also once that message is sent or cleared. */
	const heldBy = useRef<RequestId | undefined>(undefined);
	const timer = useRef<NodeJS.Timeout | undefined>(undefined);
	const [held, setHeld] = useState<Held | undefined>(undefined);

	/**
	 * Held until `opensAt` (always ahead: it is a quiet time after a key or the prompt's arrival), then the
	 * prompt is drawn ready again. Only a redraw: keys are judged when they come.
	 */
	const pauseUntil = useCallback(
		(opensAt: number, why: 'new' | 'typing') => {
			clearTimeout(timer.current);
			setHeld(why);
			timer.current = setTimeout(() => setHeld(undefined), opensAt - now());
		},
		[now],
	);
	/** Held by the message composed: no timer lets go, only Tab. */
	const holdForMessage = useCallback(() => {
		clearTimeout(timer.current);
		heldBy.current = shown.current?.id;
		setHeld('message');
	}, []);
	/** The message is empty again: a prompt it held still waits for Tab; any other, the quiet time. */
	const letGoAfterMessage = useCallback(
		(current: {readonly id: RequestId; readonly at: number}) => {
			if (heldBy.current === current.id && focused.current !== current.id) holdForMessage();
			else pauseUntil(gateOpensAt(current.at, lastKeyAt.current, quietMs), 'typing');
		},
		[quietMs, pauseUntil, holdForMessage],
	);

	// The message changed other than by the key itself (Ctrl+C cleared it; Up took a queued message back, later).
	useEffect(() => {
		empty.current = messageEmpty;
		const current = shown.current;
		if (messageEmpty) {
			if (!composing.current) return;
			composing.current = false;
			if (current) letGoAfterMessage(current);
		} else if (current && !composing.current) {
			composing.current = true;
			if (focused.current !== current.id) holdForMessage();
		}
	}, [messageEmpty, letGoAfterMessage, holdForMessage]);

	useEffect(() => {
		if (promptId === undefined) {
			shown.current = undefined;
			clearTimeout(timer.current);
			setHeld(undefined);
			return;
		}
		const at = now();
		shown.current = {id: promptId, at};
		engaged.current = undefined;
		// Text in the input is a message begun, however long ago its last key: the person may go on with it.
		if (!empty.current) composing.current = true;
		if (composing.current) holdForMessage();
		else pauseUntil(gateOpensAt(at, lastKeyAt.current, quietMs), at - lastKeyAt.current < quietMs ? 'typing' : 'new');
	}, [promptId, shownAgainAt, quietMs, now, pauseUntil, holdForMessage]);
	useEffect(() => () => clearTimeout(timer.current), []);

	/** The prompt on screen shows something new (PromptKeys): it waits as one just come; the keys after are not its own. */
	const shownAnew = useCallback(() => {
		const current = shown.current;
		if (!current) return;
		const at = now();
		shown.current = {id: current.id, at};
		engaged.current = undefined;
		// The key that brought it was a deliberate one, not typing: the answers are dim, as on a prompt just come.
		pauseUntil(gateOpensAt(at, lastKeyAt.current, quietMs), 'new');
	}, [now, quietMs, pauseUntil]);

	const cameQuietAfter = (since: number) => promptTakesKey(since, keyBeforeAt.current, lastKeyAt.current, quietMs);
	const judge = () => {
		const at = now();
		keyBeforeAt.current = lastKeyAt.current;
		lastKeyAt.current = at;
		const current = shown.current;
		// Not on screen yet (the key came between the render and its effect): not the prompt's.
		if (promptId === undefined || current?.id !== promptId) return false;
		if (engaged.current === promptId) return true;
		// However long the pause since the last key: the message being composed, or sent, keeps the keys.
		if ((composing.current || heldBy.current === promptId) && focused.current !== promptId) return false;
		if (cameQuietAfter(current.at)) return true;
		pauseUntil(gateOpensAt(current.at, at, quietMs), 'typing');
		return false;
	};
	const deliver = (input: string, key: Key, pasted?: true) => {
		const prompt = handler.current;
		const before = shown.current;
		if (!prompt) return false;
		const result = prompt(input, key, pasted);
		if (result === false) return false;
		// A slip: the person is not answering after all, and the keys after it are judged as keys that just came (a
		// letter typed on in the flow of typing, "hmm", is the message's).
		if (result === 'refused') {
			engaged.current = undefined;
			return result;
		}
		// A key that brought something new (shownAnew) does not make the keys after it the prompt's.
		if (shown.current === before) engaged.current = promptId;
		return true;
	};
	const scroll = (key: Key) => {
		if (!key.pageUp && !key.pageDown) return false;
		return handler.current?.('', key) !== false;
	};
	const typed = (isEmpty: boolean) => {
		empty.current = isEmpty;
		// No longer answering: the Enter that ends the message must not answer the prompt.
		engaged.current = undefined;
		focused.current = undefined;
		if (isEmpty) composing.current = false;
		const current = shown.current;
		// A prompt gone (its effect still to run) holds nothing; one just come counts this key as typed before it.
		if (!current || current.id !== promptId) return;
		if (!isEmpty) {
			composing.current = true;
			holdForMessage();
		} else letGoAfterMessage(current);
	};
	const focus = () => {
		const current = shown.current;
		if (promptId === undefined || current?.id !== promptId) return false;
		if (!cameQuietAfter(current.at)) return false;
		focused.current = promptId;
		pauseUntil(gateOpensAt(current.at, lastKeyAt.current, quietMs), 'new');
		return true;
	};
	const route = useMemo<PromptKeys>(
		() => ({
			attach: next => {
				handler.current = next;
				return () => {
					if (handler.current === next) handler.current = undefined;
				};
			},
			shownAnew,
			paused: held !== undefined,
			typing: held === 'typing',
			composing: held === 'message',
			inputEmpty: messageEmpty,
		}),
		[held, messageEmpty, shownAnew],
	);
	return {judge, deliver, scroll, typed, focus, cameQuietAfter, route};
}
