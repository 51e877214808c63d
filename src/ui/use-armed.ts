/**
 * For a prompt rendered on its own (outside the App, whose key gate decides): false for the first
 * `delayMs` after it appears. `isArmed` answers from the timer itself, so a key that comes after the
 * delay counts even before the redraw that shows the prompt armed.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {QUIET_MS} from './key-gate.js';

export function useArmed(delayMs: number = QUIET_MS): {readonly armed: boolean; readonly isArmed: () => boolean} {
	const [armed, setArmed] = useState(delayMs <= 0);
	const ready = useRef(delayMs <= 0);
	useEffect(() => {
		if (delayMs <= 0) return;
		const timer = setTimeout(() => {
			ready.current = true;
			setArmed(true);
		}, delayMs);
		return () => clearTimeout(timer);
	}, [delayMs]);
	const isArmed = useCallback(() => ready.current, []);
	return {armed, isArmed};
}
