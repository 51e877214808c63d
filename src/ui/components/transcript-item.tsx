/** One transcript item → its component. Memoised: history items render once, live ones when they change. */
import {ChangesView} from './changes-view.js';
import {memo} from 'react';
import type {TranscriptItem} from '../../state/transcript.js';
import {assertNever} from '../../util/assert-never.js';
import {testFault} from '../../util/test-fault.js';
import type {ViewOptions} from '../view.js';
import {AssistantText} from './assistant-text.js';
import {Diagnostic, Notice} from './notice.js';
import {ResultLine} from './result-line.js';
import {Thinking} from './thinking.js';
import {ToolCallView} from './tool-call.js';
import {UserMessage} from './user-message.js';

function ItemView({item, view}: {readonly item: TranscriptItem; readonly view: ViewOptions}) {
	testFault('render');
	switch (item.kind) {
		case 'user':
			return <UserMessage item={item} />;
		case 'thinking':
			return <Thinking item={item} view={view} />;
		case 'text':
			return <AssistantText item={item} view={view} />;
		case 'tool':
			return <ToolCallView call={item.call} view={view} agent={item.agent} expanded={item.expanded} />;
		case 'result':
			return <ResultLine item={item} />;
		case 'notice':
			return <Notice item={item} view={view} />;
		case 'diagnostic':
			return <Diagnostic item={item} />;
		case 'changes':
			return <ChangesView item={item} view={view} />;
		default:
			return assertNever(item);
	}
}

export const TranscriptItemView = memo(ItemView);
