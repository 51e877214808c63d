/**
 * AskUserQuestion: `Asked: <question> → <answer>` per question. The answers are in the call's input (the allow's
 * `updatedInput` replaces it) or in the structured result; a dismissed call lists what was asked. A failed call
 * (claude refused its input, or has no such tool) was never put to the person: its error stands alone.
 */
import {Text} from 'ink';
import type {ToolCall} from '../../../state/transcript.js';
import {questionAnswers} from '../../../present/tool-result.js';
import {sanitizeLine} from '../../../text/sanitize.js';
import type {ViewOptions} from '../../view.js';
import {Nested} from './nested.js';
import {OutputExcerpt} from './output-excerpt.js';

export function QuestionBody({call, view}: {readonly call: ToolCall; readonly view: ViewOptions}) {
	// While it waits, the question picker is on screen.
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	if (call.status === 'error')
		return call.result ? <OutputExcerpt text={call.result.text} view={view} tone="error" /> : null;
	const questions = questionAnswers(call);
	if (!questions) return null;
	return (
		<Nested>
			{questions.map(({question, answer}) => {
				return (
					<Text key={question} wrap={view.live ? 'truncate-end' : 'wrap'}>
						<Text dimColor>Asked: </Text>
						{sanitizeLine(question)}
						{answer !== undefined ? (
							answer !== '' ? (
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
