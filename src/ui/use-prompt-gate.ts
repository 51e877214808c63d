/**
 * The App's side of the key gate (key-gate.ts): it sees every key first, records when it came, and
 * decides whether the prompt on screen takes it. A key the prompt does not take goes on into the
 * message editor, and the prompt shows that its keys are paused until the person stops typing.
 */
import type {Key} from 'ink';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {RequestId} from '../protocol/types.js';
import {gateOpensAt, promptTakesKey} from './key-gate.js';
import type {KeyHandler, PromptKeys} from './prompt-keys.js';

export interface PromptGate {
	/** Records a key (any key: all count as typing) and says whether the prompt takes it. */
	readonly judge: () => boolean;
	/** Hands a key (or a paste) the gate let through to the prompt; false when it did nothing there. */
	readonly deliver: (input: string, key: Key, pasted?: true) => boolean;
	/**
	 * The key the prompt did nothing with was text: it starts a message, so the prompt pauses as for typing and
	 * its keys (Enter too) go to the message until the keyboard is quiet again.
	 */
	readonly typed: () => void;
	/** For the prompt, through PromptKeysContext. */
	readonly route: PromptKeys;
}

/** `promptId`: the prompt on screen, if any; `now`: the clock (injected so tests need no wall clock). */
export function usePromptGate(promptId: RequestId | undefined, quietMs: number, now: () => number): PromptGate {
	const lastKeyAt = useRef(Number.NEGATIVE_INFINITY);
	const shown = useRef<{readonly id: RequestId; readonly at: number} | undefined>(undefined);
	const handler = useRef<KeyHandler | undefined>(undefined);
	/** The prompt a deliberate key did something in: the person is answering it, so its next keys are its own. */
	const engaged = useRef<RequestId | undefined>(undefined);
	const timer = useRef<NodeJS.Timeout | undefined>(undefined);
	/** Why keys do not answer yet: the person is typing, or the prompt has only just come. */
	const [paused, setPaused] = useState<'typing' | 'new' | undefined>(undefined);

	/**
	 * Paused until `opensAt` (always ahead: it is a quiet time after a key or the prompt's arrival), then the
	 * prompt is drawn ready again. Only a redraw: keys are judged when they come.
	 */
	const pauseUntil = useCallback(
		(opensAt: number, why: 'typing' | 'new') => {
			clearTimeout(timer.current);
			setPaused(why);
			timer.current = setTimeout(() => setPaused(undefined), opensAt - now());
		},
		[now],
	);

	useEffect(() => {
		if (promptId === undefined) {
			shown.current = undefined;
			clearTimeout(timer.current);
			setPaused(undefined);
			return;
		}
		const at = now();
		shown.current = {id: promptId, at};
		pauseUntil(gateOpensAt(at, lastKeyAt.current, quietMs), at - lastKeyAt.current < quietMs ? 'typing' : 'new');
	}, [promptId, quietMs, now, pauseUntil]);
	useEffect(() => () => clearTimeout(timer.current), []);

	const judge = () => {
		const at = now();
		const previous = lastKeyAt.current;
		lastKeyAt.current = at;
		const current = shown.current;
		// Not on screen yet (the key came between the render and its effect): not the prompt's.
		if (promptId === undefined || current?.id !== promptId) return false;
		if (engaged.current === promptId || promptTakesKey(current.at, previous, at, quietMs)) return true;
		pauseUntil(gateOpensAt(current.at, at, quietMs), 'typing');
		return false;
	};
	const deliver = (input: string, key: Key, pasted?: true) => {
		const prompt = handler.current;
		if (!prompt || prompt(input, key, pasted) === false) return false;
		engaged.current = promptId;
		return true;
	};
	const typed = () => {
		// No longer answering: the Enter that ends the message must not answer the prompt.
		engaged.current = undefined;
		if (shown.current) pauseUntil(gateOpensAt(shown.current.at, lastKeyAt.current, quietMs), 'typing');
	};
	const route = useMemo<PromptKeys>(
		() => ({
			attach: next => {
				handler.current = next;
				return () => {
					if (handler.current === next) handler.current = undefined;
				};
			},
			paused: paused !== undefined,
			typing: paused === 'typing',
		}),
		[paused],
	);
	return {judge, deliver, typed, route};
}
