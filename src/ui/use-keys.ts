/** Ink's useInput, one key at a time (input-keys.ts): what a read holds is applied key by key, in order. */
import {type Key, useInput} from 'ink';
import {useRef} from 'react';
import {KeySplitter} from './input-keys.js';

export function useKeys(handler: (input: string, key: Key) => void, options?: {readonly isActive?: boolean}): void {
	const splitter = useRef<KeySplitter | undefined>(undefined);
	useInput((input, key) => {
		splitter.current ??= new KeySplitter();
		for (const [one, itsKey] of splitter.current.split(input, key)) handler(one, itsKey);
	}, options);
}
