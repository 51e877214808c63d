/**
 * A permission prompt with the keyboard: the gate decides which keys reach it (PromptKeysContext),
 * and what was typed ahead stays in view under the prompt that did not take it.
 */
import {findTool} from '../../state/items.js';
import type {TranscriptItem} from '../../state/transcript.js';
import type {PermissionRequest} from '../../state/state.js';
import type {UiActions} from '../actions.js';
import type {EditorState} from '../editor.js';
import {promptRows} from '../prompt-layout.js';
import {PromptKeysContext, type PromptKeys} from '../prompt-keys.js';
import type {ViewOptions} from '../view.js';
import {PermissionPrompt} from './permission-prompt.js';
import {TypedAhead} from './typed-ahead.js';

export interface PromptAreaProps {
	readonly prompt: PermissionRequest;
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
	readonly actions: Pick<UiActions, 'decide' | 'interrupt'>;
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
}: PromptAreaProps) {
	const typedAhead = editor.text !== '' || queued > 0;
	return (
		<PromptKeysContext.Provider value={route}>
			<PermissionPrompt
				key={prompt.requestId}
				request={prompt}
				call={prompt.toolUseId ? findTool(pending, prompt.toolUseId) : undefined}
				queued={waiting}
				view={view}
				maxRows={promptRows(rows, contextRows, typedAhead)}
				onDecide={actions.decide}
				onInterrupt={actions.interrupt}
			/>
			{typedAhead ? <TypedAhead editor={editor} queued={queued} /> : null}
		</PromptKeysContext.Provider>
	);
}
