/** The player's line under the status bar: what plays, where it is, how fast, and its keys. */
import {Box, Text} from 'ink';
import {useCallback, useSyncExternalStore} from 'react';
import {truncateMiddle} from '../../text/excerpt.js';
import {sanitizeLine} from '../../text/sanitize.js';
import {displayWidth} from '../../text/width.js';
import {PLAYER_BINDINGS} from '../keymap.js';
import type {PlayerView} from '../player.js';

function speedLabel(speed: number): string {
	return speed === Infinity ? 'instant' : `${speed}×`;
}

/** What the player's line shows besides its state, speed and how far it is: the file's name, and the frames read. */
export interface PlayerLine {
	readonly label: string;
	readonly frames: boolean;
}

/** Fewest columns the file's name is cut to (in its middle, a name's end tells files apart) before it goes. */
const MIN_LABEL = 8;

/**
 * The player's line in `columns`: the state, how far it is and the speed stay in view; where all does not fit, the
 * count of frames goes first, then the file's name is cut in its middle, then it goes too.
 */
export function playerLine(essential: number, label: string, frames: string, columns: number): PlayerLine {
	const sep = displayWidth(' · ');
	const room = columns - essential;
	const labelWidth = displayWidth(label);
	if (labelWidth + displayWidth(frames) + 2 * sep <= room) return {label, frames: true};
	if (labelWidth + sep <= room) return {label, frames: false};
	if (Math.min(MIN_LABEL, labelWidth) + sep <= room) return {label: truncateMiddle(label, room - sep), frames: false};
	return {label: '', frames: false};
}

export function PlayerBar({
	player,
	malformed,
	columns,
}: {
	readonly player: PlayerView;
	readonly malformed: number;
	/** The screen's columns. */
	readonly columns: number;
}) {
	const {controls, kind} = player;
	const subscribe = useCallback((listener: () => void) => controls.subscribe(listener), [controls]);
	const status = useSyncExternalStore(subscribe, () => controls.status());
	const replay = kind === 'replay';
	const state = status.ended ? '■ end' : status.paused ? '❚❚ paused' : replay ? '▶ playing' : '● watching';
	const frames = `${status.frames} frames`;
	const percent = status.totalBytes
		? ` · ${Math.floor((status.bytesRead / Math.max(status.totalBytes, 1)) * 100)}%`
		: '';
	const speed = replay ? ` · ${speedLabel(status.speed)}` : '';
	const bad = malformed > 0 ? ` · ${malformed} malformed` : '';
	// Without the name and the frames, the line reads `❚❚ paused · 42% · 2×`.
	const essential = displayWidth(state + percent + speed + bad);
	const shown = playerLine(essential, sanitizeLine(player.label), frames, Math.max(1, columns - 2));
	const keys = PLAYER_BINDINGS.filter(binding => replay || !binding.replayOnly)
		.filter(binding => !status.ended || binding.keys === 'q')
		.map(binding => `${binding.keys} ${binding.what}`)
		.join(' · ');
	return (
		<Box paddingX={1} flexDirection="column">
			<Text wrap="truncate-end">
				<Text color={status.ended ? 'gray' : status.paused ? 'yellow' : 'green'}>{state}</Text>
				{shown.label ? (
					<>
						<Text dimColor> · </Text>
						<Text>{shown.label}</Text>
					</>
				) : null}
				<Text dimColor>
					{shown.frames ? ` · ${frames}` : ''}
					{percent}
					{speed}
				</Text>
				{bad ? <Text color="red">{bad}</Text> : null}
			</Text>
			<Text dimColor wrap="truncate-end">
				{keys}
			</Text>
		</Box>
	);
}
