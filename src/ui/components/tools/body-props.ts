import type {ToolCall} from '../../../state/transcript.js';
import type {ViewOptions} from '../../view.js';

/** What every tool's body renderer gets (tool-call.tsx picks the renderer by the tool's name). */
export interface ToolBodyProps {
	readonly call: ToolCall;
	readonly view: ViewOptions;
	/** Ctrl+O: the whole output rather than its excerpt. */
	readonly expanded: boolean;
}
