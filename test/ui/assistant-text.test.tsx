import {describe, expect, it} from 'vitest';
import {AssistantText} from '../../src/ui/components/assistant-text.js';
import type {TextItem} from '../../src/state/transcript.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {render} from '../helpers/render.js';

const view: ViewOptions = {width: 40, color: true, showThinking: true, live: true};
const item: TextItem = {kind: 'text', id: 'x1', text: '', status: 'streaming', committedChars: 0};
const paragraph =
	'A paragraph of the answer that is long enough for the terminal to wrap it twice over, at forty columns.';

describe('AssistantText', () => {
	it('streams a paragraph as one line that the terminal wraps, not as rows Ink breaks', () => {
		const {frame} = render(<AssistantText item={{...item, text: `# Title\n\n${paragraph}`}} view={view} />);
		expect(frame().split('\n')).toContain(paragraph);
	});

	it('shows the rows of a finished paragraph live exactly as history will, so moving there rewrites nothing', () => {
		const text = `Some **bold** and \`code\`.\n\n- a list item\n- ${paragraph}\n\n\`\`\`ts\nconst x = 1;\n\`\`\``;
		const live = render(<AssistantText item={{...item, text: `${text}\n\nThe next para`}} view={view} />).frame();
		const history = render(
			<AssistantText item={{...item, text, status: 'done'}} view={{...view, live: false}} />,
		).frame();
		expect(live.startsWith(`${history}\n`)).toBe(true);
	});

	it('keeps the last rows of a long streamed text live', () => {
		const text = Array.from({length: 30}, (_, n) => `line ${n}`).join('\n\n');
		const lines = render(<AssistantText item={{...item, text}} view={view} />)
			.frame()
			.split('\n');
		expect(lines.at(-1)).toBe('line 29');
		expect(lines.length).toBeLessThanOrEqual(13);
	});
});
