/**
 * ExitPlanMode: in history the whole plan as markdown (it is what the person approved or sent back), then the
 * outcome. The live region shows only the outcome: the plan prompt has just shown the plan there.
 */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {exitPlanModeInputSchema, parseLenient} from '../../../protocol/tool-inputs.js';
import {planSavedAt} from '../../../present/tool-result.js';
import type {ToolCall} from '../../../state/transcript.js';
import {renderMarkdown} from '../../../text/markdown.js';
import {sanitize} from '../../../text/sanitize.js';
import {glyph} from '../../../present/theme.js';
import type {ViewOptions} from '../../view.js';
import {SoftWrapped} from '../soft-wrapped.js';
import {GUTTER, Nested} from './nested.js';
import {OutputExcerpt} from './output-excerpt.js';

// The CLI's own request input is `{}`, so the plan is the streamed tool_use's; the result may echo it.
function planOf(call: ToolCall): string | undefined {
	return (
		parseLenient(exitPlanModeInputSchema, call.input)?.plan ??
		parseLenient(exitPlanModeInputSchema, call.result?.structured)?.plan
	);
}

function outcome(call: ToolCall, view: ViewOptions): ReactNode {
	switch (call.status) {
		case 'done': {
			const saved = planSavedAt(call, view);
			return (
				<Text>
					<Text color="green">{glyph.ok} Plan approved</Text>
					{saved ? <Text dimColor> · saved to {saved}</Text> : null}
				</Text>
			);
		}
		case 'denied':
			return (
				<Text color="yellow">
					{glyph.fail} Kept planning{call.denial ? `: ${sanitize(call.denial)}` : ''}
				</Text>
			);
		case 'error':
			return call.result ? <OutputExcerpt text={call.result.text} view={view} tone="error" mark={false} /> : null;
		default:
			return null;
	}
}

export function PlanBody({call, view}: {readonly call: ToolCall; readonly view: ViewOptions}) {
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	const plan = view.live ? undefined : planOf(call);
	const ended = outcome(call, view);
	return (
		<Box flexDirection="column">
			{plan === undefined ? null : (
				<Box marginLeft={GUTTER}>
					<SoftWrapped
						text={renderMarkdown(plan, {width: view.width - GUTTER, color: view.color})}
						width={view.width - GUTTER}
						lastRows={view.backlogRows}
					/>
				</Box>
			)}
			{ended ? <Nested>{ended}</Nested> : null}
		</Box>
	);
}
