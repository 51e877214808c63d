/**
 * State that key handlers can read synchronously. Ink may deliver several keys before React
 * re-renders and re-subscribes the handler, so a handler closing over render-time state would act
 * on stale values (and lose typed characters). `get()` always returns the latest value.
 */
import {useCallback, useRef, useState} from 'react';

export function useRefState<T>(initial: T): [value: T, get: () => T, set: (next: T | ((previous: T) => T)) => void] {
	const [value, setValue] = useState(initial);
	const ref = useRef(value);
	const get = useCallback(() => ref.current, []);
	const set = useCallback((next: T | ((previous: T) => T)) => {
		ref.current = typeof next === 'function' ? (next as (previous: T) => T)(ref.current) : next;
		setValue(ref.current);
	}, []);
	return [value, get, set];
}
