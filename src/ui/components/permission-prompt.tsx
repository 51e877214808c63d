/** The head of the permission queue, as the prompt its tool calls for. */
import {PlanPrompt} from './prompts/plan-prompt.js';
import type {PromptProps} from './prompts/prompt-frame.js';
import {QuestionPrompt} from './prompts/question-prompt.js';
import {ToolPrompt} from './prompts/tool-prompt.js';
import {questionsOf} from '../questions.js';

export function PermissionPrompt(props: PromptProps) {
	switch (props.request.toolName) {
		case 'ExitPlanMode':
			return <PlanPrompt {...props} />;
		case 'AskUserQuestion': {
			const questions = questionsOf(props.request.input);
			// Malformed questions fall back to a plain approve/deny prompt rather than a broken picker.
			return questions ? <QuestionPrompt {...props} questions={questions} /> : <ToolPrompt {...props} />;
		}
		default:
			return <ToolPrompt {...props} />;
	}
}
