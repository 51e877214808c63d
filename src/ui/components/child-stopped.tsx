/**
 * Said under the status line when claude stopped on its own: the transcript stays, and r restarts it. Only on an empty
 * input: in a draft, r is a letter of it.
 */
import {Text} from 'ink';
import {shortSessionId} from '../../text/session-id.js';

/**
 * `notResumed`: the session claude stopped without resuming (--resume of an id it does not know): r starts anew.
 * `conversation`: there is one to continue (claude named its session, or something was said); not after claude
 * failed to start (a bad flag), where r only tries again.
 */
export function ChildStopped({
	midTurn,
	notResumed,
	conversation,
}: {
	readonly midTurn: boolean;
	readonly notResumed?: string;
	readonly conversation: boolean;
}) {
	if (notResumed !== undefined)
		return (
			<Text color="red">
				claude stopped without resuming session {shortSessionId(notResumed)}; the transcript is kept. Press r on an
				empty input to start a new conversation.
			</Text>
		);
	return (
		<Text color="red">
			claude stopped{midTurn ? ' in the middle of a turn' : ''}; the transcript is kept. Press r on an empty input to
			restart it{conversation ? ' and continue this conversation' : ''}.
		</Text>
	);
}
