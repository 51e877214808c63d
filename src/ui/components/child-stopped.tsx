/** Said under the status line when claude stopped on its own: the transcript stays, and r restarts it. */
import {Text} from 'ink';

export function ChildStopped({midTurn}: {readonly midTurn: boolean}) {
	return (
		<Text color="red">
			claude stopped{midTurn ? ' in the middle of a turn' : ''}; the transcript is kept. Press r to restart it and
			continue this conversation.
		</Text>
	);
}
