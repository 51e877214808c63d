/** Ink's useInput, one key at a time (input-keys.ts): what a read holds is applied key by key, in order. */
import {type Key, useInput} from 'ink';
import {useRef} from 'react';
import {KeySplitter} from './input-keys.js';

/** `pasted`: the input is the whole of one paste (input-keys.ts). */
export type KeysHandler = (input: string, key: Key, pasted?: true) => void;

export function useKeys(handler: KeysHandler, options?: {readonly isActive?: boolean}): void {
	const splitter = useRef<KeySplitter | undefined>(undefined);
	useInput((input, key) => {
		splitter.current ??= new KeySplitter();
		for (const [one, itsKey, pasted] of splitter.current.split(input, key)) handler(one, itsKey, pasted);
	}, options);
}
