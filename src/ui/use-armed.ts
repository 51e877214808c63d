/**
 * For a prompt rendered on its own (outside the App, whose key gate decides): false for the first
 * `delayMs` after it appears, and after `rearm` (what it shows is new). `isArmed` answers from the
 * timer itself, so a key that comes after the delay counts even before the redraw that shows it armed.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {QUIET_MS} from './key-gate.js';

export function useArmed(delayMs: number = QUIET_MS): {
	readonly armed: boolean;
	readonly isArmed: () => boolean;
	readonly rearm: () => void;
} {
	const [armed, setArmed] = useState(delayMs <= 0);
	const ready = useRef(delayMs <= 0);
	const timer = useRef<NodeJS.Timeout | undefined>(undefined);
	const armAfterDelay = useCallback(() => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => {
			ready.current = true;
			setArmed(true);
		}, delayMs);
	}, [delayMs]);
	useEffect(() => {
		if (delayMs <= 0) return;
		armAfterDelay();
		return () => clearTimeout(timer.current);
	}, [delayMs, armAfterDelay]);
	const isArmed = useCallback(() => ready.current, []);
	// At once, from the key that brought the new view: the next key is not taken either, even before the redraw.
	const rearm = useCallback(() => {
		if (delayMs <= 0) return;
		ready.current = false;
		setArmed(false);
		armAfterDelay();
	}, [delayMs, armAfterDelay]);
	return {armed, isArmed, rearm};
}
