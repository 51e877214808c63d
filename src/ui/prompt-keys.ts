/**
 * How a prompt gets its keys. Inside the App every key goes through the App's one input handler,
 * which judges it with the key gate (key-gate.ts) before any prompt sees it: Ink runs each
 * useInput listener in no fixed order, so a prompt listening on its own could not tell a typed-ahead
 * key from a deliberate one. The App hands a prompt only the keys meant for it. A prompt rendered
 * on its own (tests, a tool) listens itself, armed after `armDelayMs`.
 */
import type {Key} from 'ink';
import {createContext, useContext, useEffect, useRef} from 'react';
import {useArmed} from './use-armed.js';
import {useKeys} from './use-keys.js';

/**
 * Handles a key; returns false when the key did nothing there (it is then not taken as an answer
 * begun, and a letter starts the message), `'refused'` when it did nothing there and is not the message's either: a
 * letter a form field or a question's options cannot take is a slip at the answer, and a message it began would be
 * sent by the Enter meant for the answer (the prompt says what it takes instead). `pasted`: the input is a paste, which
 * only a text field may take, never as an answer.
 */
export type KeyHandler = (input: string, key: Key, pasted?: true) => boolean | void | 'refused';

export interface PromptKeys {
	/** Makes `handler` the prompt's; returns how to let go of it. */
	readonly attach: (handler: KeyHandler) => () => void;
	/**
	 * What the prompt shows is new (the next question of several): it takes keys again only as a prompt just come
	 * does, and the keys after the one that brought it are no longer its own. Called as the key is handled, before
	 * the redraw: a key that comes before it must not answer what it brings.
	 */
	readonly shownAnew: () => void;
	/** Keys go to the message input for now: the person is typing, or the prompt is too new. */
	readonly paused: boolean;
	/** Paused because the person is typing (a prompt only just come says nothing of it: its answers are dim). */
	readonly typing: boolean;
	/** Paused for a message being composed, or sent or cleared since: no pause ends it, only Tab does. */
	readonly composing: boolean;
	/** The input holds no text: a message that held the prompt was sent or cleared, and the prompt still waits for Tab. */
	readonly inputEmpty: boolean;
}

/**
 * Why the prompt says its keys go to the message, if it says so: the person is typing, a message in the input holds
 * it, or one did and was sent or cleared (`tab`: the input is empty, and the prompt still waits for Tab).
 */
export type PausedFor = 'typing' | 'message' | 'tab';

export const PromptKeysContext = createContext<PromptKeys | undefined>(undefined);

/**
 * `armed`: keys answer now (the numbers are drawn bright); `paused`: held back because the person types, and why;
 * `shownAnew`: what the prompt shows is new, and waits as a prompt just come (PromptKeys).
 */
export function usePromptKeys(
	handler: KeyHandler,
	armDelayMs?: number,
): {readonly armed: boolean; readonly paused: PausedFor | undefined; readonly shownAnew: () => void} {
	const route = useContext(PromptKeysContext);
	const latest = useRef(handler);
	latest.current = handler;
	const alone = useArmed(route ? 0 : armDelayMs);
	useEffect(() => route?.attach((input, key, pasted) => latest.current(input, key, pasted)), [route]);
	useKeys(
		(input, key, pasted) => {
			if (alone.isArmed()) latest.current(input, key, pasted);
		},
		{isActive: route === undefined},
	);
	if (!route) return {armed: alone.armed, paused: undefined, shownAnew: alone.rearm};
	return {armed: !route.paused, paused: pausedFor(route), shownAnew: route.shownAnew};
}

/** Why the keys go to the message, as the prompt (or the rewind picker's list) should say it. */
export function pausedFor(route: PromptKeys): PausedFor | undefined {
	if (route.composing) return route.inputEmpty ? 'tab' : 'message';
	return route.typing ? 'typing' : undefined;
}
