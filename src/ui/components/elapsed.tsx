/**
 * How long a tool has been running, counted up once a second while it is on screen: only this
 * text changes, so only its row is redrawn. Past 10 s it says the tool is taking long, and how to stop it.
 */
import {Text} from 'ink';
import {useEffect, useState} from 'react';

/** From this many seconds a running tool says it is taking long. */
export const LONG_RUNNING_S = 10;

export function Elapsed({since, now}: {readonly since: number; readonly now: () => number}) {
	const [at, setAt] = useState(now);
	useEffect(() => {
		const timer = setInterval(() => setAt(now()), 1000);
		return () => clearInterval(timer);
	}, [now]);
	const seconds = Math.max(0, Math.floor((at - since) / 1000));
	return (
		<Text dimColor>
			{' '}
			{seconds}s{seconds >= LONG_RUNNING_S ? ' · still running (Esc interrupts)' : ''}
		</Text>
	);
}
