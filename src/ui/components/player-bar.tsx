/** The player's line under the status bar: what plays, where it is, how fast, and its keys. */
import {Box, Text} from 'ink';
import {useCallback, useSyncExternalStore} from 'react';
import {sanitizeLine} from '../../text/sanitize.js';
import {PLAYER_BINDINGS} from '../keymap.js';
import type {PlayerView} from '../player.js';

function speedLabel(speed: number): string {
	return speed === Infinity ? 'instant' : `${speed}×`;
}

export function PlayerBar({player, malformed}: {readonly player: PlayerView; readonly malformed: number}) {
	const {controls, kind} = player;
	const subscribe = useCallback((listener: () => void) => controls.subscribe(listener), [controls]);
	const status = useSyncExternalStore(subscribe, () => controls.status());
	const replay = kind === 'replay';
	const state = status.ended ? '■ end' : status.paused ? '❚❚ paused' : replay ? '▶ playing' : '● watching';
	const position = status.totalBytes
		? `${status.frames} frames · ${Math.floor((status.bytesRead / Math.max(status.totalBytes, 1)) * 100)}%`
		: `${status.frames} frames`;
	const keys = PLAYER_BINDINGS.filter(binding => replay || !binding.replayOnly)
		.filter(binding => !status.ended || binding.keys === 'q')
		.map(binding => `${binding.keys} ${binding.what}`)
		.join(' · ');
	return (
		<Box paddingX={1} flexDirection="column">
			<Text wrap="truncate-end">
				<Text color={status.ended ? 'gray' : status.paused ? 'yellow' : 'green'}>{state}</Text>
				<Text dimColor> · </Text>
				<Text>{sanitizeLine(player.label)}</Text>
				<Text dimColor> · {position}</Text>
				{replay ? <Text dimColor> · {speedLabel(status.speed)}</Text> : null}
				{malformed > 0 ? <Text color="red"> · {malformed} malformed</Text> : null}
			</Text>
			<Text dimColor wrap="truncate-end">
				{keys}
			</Text>
		</Box>
	);
}
