/** Messages claude has not started yet, dimmed above the input (or, in a replay, above the player's line). */
import {Text} from 'ink';
import type {QueuedMessage} from '../../state/state.js';
import {sanitizeLine} from '../../text/sanitize.js';

export function QueuedMessages({queue}: {readonly queue: readonly QueuedMessage[]}) {
	return queue.map(message => (
		<Text key={message.uuid} dimColor wrap="truncate-end">
			{'  '}⏳ queued: {sanitizeLine(message.text)}
		</Text>
	));
}
