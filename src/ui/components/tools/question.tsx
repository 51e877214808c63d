/**
 * AskUserQuestion: `Asked: <question> → <answer>` per question. The answers are in the call's input (the allow's
 * `updatedInput` replaces it) or in the structured result; a dismissed call lists what was asked.
 */
import {Text} from 'ink';
import {answersSchema, askUserQuestionInputSchema, parseLenient} from '../../../protocol/tool-inputs.js';
import type {ToolCall} from '../../../state/transcript.js';
import {sanitizeLine} from '../../../text/sanitize.js';
import type {ViewOptions} from '../../view.js';
import {Nested} from './nested.js';

function answers(call: ToolCall): Readonly<Record<string, unknown>> {
	const from = (value: unknown) => parseLenient(answersSchema, value)?.answers ?? {};
	return {...from(call.result?.structured), ...from(call.input)};
}

export function QuestionBody({call, view}: {readonly call: ToolCall; readonly view: ViewOptions}) {
	// While it waits, the question picker is on screen.
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	const questions =
		parseLenient(askUserQuestionInputSchema, call.input)?.questions ??
		parseLenient(askUserQuestionInputSchema, call.result?.structured)?.questions;
	if (!questions) return null;
	const given = answers(call);
	const answered = call.status !== 'denied';
	return (
		<Nested>
			{questions.map(({question}) => {
				const answer = given[question];
				return (
					<Text key={question} wrap={view.live ? 'truncate-end' : 'wrap'}>
						<Text dimColor>Asked: </Text>
						{sanitizeLine(question)}
						{answered ? (
							typeof answer === 'string' && answer !== '' ? (
								<Text>
									{' → '}
									<Text bold>{sanitizeLine(answer)}</Text>
								</Text>
							) : (
								<Text dimColor> → no answer</Text>
							)
						) : null}
					</Text>
				);
			})}
		</Nested>
	);
}
