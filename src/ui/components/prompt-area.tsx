/**
 * A prompt with the keyboard (a permission request, or an MCP server's elicitation): the gate decides
 * which keys reach it (PromptKeysContext), and what was typed ahead stays in view under the prompt
 * that did not take it.
 */
import {findTool} from '../../state/items.js';
import type {TranscriptItem} from '../../state/transcript.js';
import type {ElicitationRequest, PermissionRequest} from '../../state/state.js';
import type {RequestId} from '../../protocol/types.js';
import type {UiActions} from '../actions.js';
import type {FormKept} from '../elicitation-form.js';
import type {EditorState} from '../editor.js';
import {promptRows} from '../prompt-layout.js';
import {PromptKeysContext, type PromptKeys} from '../prompt-keys.js';
import type {ViewOptions} from '../view.js';
import {PermissionPrompt} from './permission-prompt.js';
import {ElicitationPrompt} from './prompts/elicitation-prompt.js';
import type {PromptProps} from './prompts/prompt-frame.js';
import {TypedAhead} from './typed-ahead.js';

export interface PromptAreaProps {
	readonly prompt: PermissionRequest | ElicitationRequest;
	/** Requests waiting behind this one. */
	readonly waiting: number;
	readonly pending: readonly TranscriptItem[];
	readonly route: PromptKeys;
	readonly editor: EditorState;
	readonly queued: number;
	readonly view: ViewOptions;
	readonly rows: number;
	/** Rows of the live region kept above the prompt. */
	readonly contextRows: number;
	readonly actions: Pick<UiActions, 'answerElicitation'> & {readonly decide: PromptProps['onDecide']};
	/** Esc: interrupts the turn, the messages waiting to start back in the input. */
	readonly interrupt: () => void;
	/** What that stops, as the prompt's footer says it. */
	readonly escStops: string;
	/** What the person typed in the prompt's own field, or the form's fields (use-prompt-draft.ts). */
	readonly onTyped: (
		request: PermissionRequest | ElicitationRequest,
		text: string,
		noun: string,
		open?: boolean,
	) => void;
	/** A form as the person left it, kept while a prompt in front of it asks (use-prompt-draft.ts). */
	readonly keptForm?: ((requestId: RequestId) => FormKept | undefined) | undefined;
	readonly onKeepForm?: ((requestId: RequestId, kept: FormKept) => void) | undefined;
}

export function PromptArea({
	prompt,
	waiting,
	pending,
	route,
	editor,
	queued,
	view,
	rows,
	contextRows,
	actions,
	interrupt,
	escStops,
	onTyped,
	keptForm,
	onKeepForm,
}: PromptAreaProps) {
	const typedAhead = editor.text !== '' || queued > 0;
	const maxRows = promptRows(rows, contextRows, typedAhead);
	return (
		<PromptKeysContext.Provider value={route}>
			{'toolName' in prompt ? (
				<PermissionPrompt
					key={prompt.requestId}
					request={prompt}
					call={prompt.toolUseId ? findTool(pending, prompt.toolUseId) : undefined}
					queued={waiting}
					view={view}
					maxRows={maxRows}
					onDecide={actions.decide}
					onInterrupt={interrupt}
					escStops={escStops}
					onTyped={(text, noun, open) => onTyped(prompt, text, noun, open)}
				/>
			) : (
				<ElicitationPrompt
					key={prompt.requestId}
					request={prompt}
					queued={waiting}
					view={view}
					maxRows={maxRows}
					onAnswer={actions.answerElicitation}
					onTyped={text => onTyped(prompt, text, 'form')}
					kept={keptForm?.(prompt.requestId)}
					onKeep={onKeepForm ? kept => onKeepForm(prompt.requestId, kept) : undefined}
				/>
			)}
			{typedAhead ? <TypedAhead editor={editor} queued={queued} /> : null}
		</PromptKeysContext.Provider>
	);
}
