/**
 * The status of a call that claude may be running without asking: `waiting…` while claude would still be checking
 * whether to ask (its check takes milliseconds), then, no question having come, `running…` with its seconds from when
 * it could start. claude sends no event when a call starts; a call it runs unasked (a rule, `--allowedTools`, the
 * mode) would otherwise read `waiting…` until claude reports on it, seconds later, or until it ends.
 */
import {Text} from 'ink';
import {useEffect, useState} from 'react';
import {toolStatusColor, toolStatusLabel} from '../../present/theme.js';
import {Elapsed} from './elapsed.js';

/** How long after a call could start it reads as running, when claude has not asked about it. */
export const UNASKED_MS = 1500;

export function Unasked({since, now}: {readonly since: number; readonly now: () => number}) {
	const [at, setAt] = useState(now);
	const running = at - since >= UNASKED_MS;
	useEffect(() => {
		if (running) return;
		const timer = setInterval(() => setAt(now()), 250);
		return () => clearInterval(timer);
	}, [running, now]);
	if (!running) return <Text color={toolStatusColor.waiting}> {toolStatusLabel.waiting}</Text>;
	return (
		<>
			<Text color={toolStatusColor.running}> {toolStatusLabel.running}</Text>
			<Elapsed since={since} now={now} />
		</>
	);
}
