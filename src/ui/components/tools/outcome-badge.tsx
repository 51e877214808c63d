/** What a finished call came to, after its title: `+3 −1` in diff colours, or a dim note (`· 2 lines`). */
import {Text} from 'ink';
import type {ToolCall} from '../../../state/transcript.js';
import {toolOutcome} from '../../../present/tool-summary.js';

export function OutcomeBadge({call}: {readonly call: ToolCall}) {
	const outcome = toolOutcome(call);
	if (!outcome) return null;
	if ('note' in outcome) return <Text dimColor> · {outcome.note}</Text>;
	return (
		<Text>
			{' '}
			<Text color="green">+{outcome.added}</Text> <Text color="red">−{outcome.removed}</Text>
		</Text>
	);
}
