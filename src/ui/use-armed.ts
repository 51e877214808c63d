/**
 * False for the first `delayMs` after a prompt appears: keys typed before it was on screen long
 * enough to read (typing ahead in the editor) must not answer it.
 */
import {useEffect, useState} from 'react';

/** Long enough to stop typed-ahead keys, short enough not to be felt. */
export const ARM_DELAY_MS = 400;

export function useArmed(delayMs: number = ARM_DELAY_MS): boolean {
	const [armed, setArmed] = useState(delayMs <= 0);
	useEffect(() => {
		if (delayMs <= 0) return;
		const timer = setTimeout(() => setArmed(true), delayMs);
		return () => clearTimeout(timer);
	}, [delayMs]);
	return armed;
}
