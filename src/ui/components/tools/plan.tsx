/**
 * ExitPlanMode: in history the whole plan as markdown (it is what the person approved or sent back), then the
 * outcome. The live region shows only the outcome: the plan prompt has just shown the plan there.
 */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {exitPlanModeInputSchema, parseLenient, planResultSchema} from '../../../protocol/tool-inputs.js';
import type {ToolCall} from '../../../state/transcript.js';
import {renderMarkdown} from '../../../text/markdown.js';
import {relativePath} from '../../../text/relative-path.js';
import {sanitize, sanitizeLine} from '../../../text/sanitize.js';
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

// claude keeps plans in its config folder (~/.claude/plans), outside the working folder: `~` is what shortens them.
function savedAt(call: ToolCall, view: ViewOptions): string | undefined {
	const filePath = parseLenient(planResultSchema, call.result?.structured)?.filePath;
	return filePath ? sanitizeLine(relativePath(filePath, view.cwd ?? '', view.home)) : undefined;
}

function outcome(call: ToolCall, view: ViewOptions): ReactNode {
	switch (call.status) {
		case 'done': {
			const saved = savedAt(call, view);
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
