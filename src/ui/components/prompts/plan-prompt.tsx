/**
 * ExitPlanMode: the plan as markdown, then approve into auto-accepted edits, approve asking
 * before each edit, or keep planning with feedback. The request's own input is `{}` in claude
 * 2.1.330, so the plan comes from the streamed tool_use block.
 */
import {useMemo} from 'react';
import {exitPlanModeInputSchema, parseLenient} from '../../../protocol/tool-inputs.js';
import type {PermissionDecision} from '../../../state/events.js';
import type {PermissionRequest} from '../../../state/state.js';
import type {ToolCall} from '../../../state/transcript.js';
import {renderMarkdown} from '../../../text/markdown.js';
import {proseRows} from '../../../text/scroll-window.js';
import {ChoicePrompt, type Choice} from './choice-prompt.js';
import {innerWidth, type PromptProps} from './prompt-frame.js';
import {palette} from '../../../text/style.js';

type PlanChoice = 'approve-auto' | 'approve-ask' | 'keep-planning';

// The short labels fit one row of 40 columns beside the keys: `1 Yes, auto-accept · 2 Yes, ask · 3 No`.
const CHOICES: ReadonlyArray<Choice<PlanChoice>> = [
	{
		id: 'approve-auto',
		digit: '1',
		label: 'Yes, and auto-accept edits',
		short: 'Yes, auto-accept',
		quick: true,
		runs: true,
	},
	{id: 'approve-ask', digit: '2', label: 'Yes, and ask before each edit', short: 'Yes, ask', quick: true, runs: true},
	{
		id: 'keep-planning',
		digit: '3',
		label: 'No, keep planning (tell Claude what to change)',
		short: 'No',
		quick: true,
		text: {label: 'Feedback for Claude'},
	},
];

export function planText(request: PermissionRequest, call: ToolCall | undefined): string | undefined {
	return (
		parseLenient(exitPlanModeInputSchema, call?.input)?.plan ??
		parseLenient(exitPlanModeInputSchema, request.input)?.plan
	);
}

export function planDecision(request: PermissionRequest, choice: PlanChoice, feedback: string): PermissionDecision {
	switch (choice) {
		case 'approve-auto':
			return {
				behavior: 'allow',
				scope: 'once',
				updatedInput: request.input,
				updatedPermissions: [{type: 'setMode', mode: 'acceptEdits', destination: 'session'}],
			};
		case 'approve-ask':
			// Without a mode claude 2.1.330 goes back to the one it had before plan mode: from acceptEdits the next edit
			// would run unasked.
			return {
				behavior: 'allow',
				scope: 'once',
				updatedInput: request.input,
				updatedPermissions: [{type: 'setMode', mode: 'default', destination: 'session'}],
			};
		case 'keep-planning':
			return {
				behavior: 'deny',
				scope: 'once',
				source: 'user',
				message: feedback.trim() || 'The user wants to keep planning.',
			};
	}
}

export function PlanPrompt({
	request,
	call,
	queued,
	view,
	maxRows,
	onDecide,
	onInterrupt,
	onTyped,
	escStops,
	armDelayMs,
}: PromptProps) {
	const plan = planText(request, call);
	const body = useMemo(
		() =>
			plan === undefined
				? [palette(view.color).dim('(the plan text did not arrive; approving leaves plan mode)')]
				: proseRows(
						renderMarkdown(plan, {width: innerWidth(view.width), color: view.color, wrap: true}),
						innerWidth(view.width),
					),
		[plan, view.width, view.color],
	);
	return (
		<ChoicePrompt
			request={request}
			queued={queued}
			heading="Claude has a plan. Start working on it?"
			color="blue"
			body={body}
			choices={CHOICES}
			onChoose={(id, text) => onDecide(request.requestId, planDecision(request, id, text))}
			onInterrupt={onInterrupt}
			onTyped={(text, open) => onTyped?.(text, 'feedback', open)}
			escStops={escStops}
			maxRows={maxRows}
			width={view.width}
			armDelayMs={armDelayMs}
		/>
	);
}
