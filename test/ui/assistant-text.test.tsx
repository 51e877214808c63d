import {describe, expect, it} from 'vitest';
import {AssistantText} from '../../src/ui/components/assistant-text.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import type {TextItem} from '../../src/state/transcript.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {blockStart, textDelta} from '../helpers/stream-events.js';
import {render} from '../helpers/render.js';
import {displayWidth} from '../../src/text/width.js';

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

	it('resolves a reference link with a definition from an earlier streamed block, and shows a definition as a footnote', () => {
		// Each block goes to history on its own as it streams; one that came before its definition stays as typed.
		const deltas = [
			'Sources:\n\n[1]: https://example.com/docs\n',
			'\nSee [the docs][1] and [the faq][2].\n',
			'\n[2]: https://example.com/faq "FAQ"\n',
			'\nDone.',
		];
		const state = [...blockStart('text'), ...deltas.map(textDelta)].reduce(reduce, initialState());
		const shown = [...state.committed, ...state.pending].map(text =>
			render(<AssistantText item={text as TextItem} view={{...view, color: false, live: false}} />).frame(),
		);
		expect(shown).toEqual([
			'\nSources:',
			'\n[1]: https://example.com/docs',
			'\nSee the docs (https://example.com/docs) and [the faq][2].',
			'\n[2]: https://example.com/faq "FAQ"',
			'\nDone.',
		]);
	});
	it('lays a table wider than the screen out at its width, live and in history alike, every word kept', () => {
		const notes = 'this note is quite long and will need to wrap in a narrow terminal because it has many words';
		const table = [
			'| Name | Value | Notes |',
			'| --- | ---: | --- |',
			'| 中文名字 | 22 | 日本語のテキストと한국어 |',
			'| emoji 👩‍👩‍👧‍👦 | 333 | flags 🇯🇵 and 👍🏽 skin |',
			`| long | 5 | ${notes} |`,
		].join('\n');
		for (const width of [80, 40]) {
			const at = {...view, width, color: false};
			const live = render(<AssistantText item={{...item, text: `${table}\n\nNext`}} view={at} />).frame();
			const history = render(
				<AssistantText item={{...item, text: table, status: 'done'}} view={{...at, live: false}} />,
			).frame();
			// Live shows the table's last rows (and the next paragraph's start) as history shows them.
			const shown = live.split('\n').slice(1, -2);
			expect(shown.length).toBeGreaterThan(5);
			expect(history.split('\n').slice(-shown.length)).toEqual(shown);
			const lines = history.split('\n').slice(1);
			for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(width);
			// The borders line up: each sits at the same column on every line of the table.
			const borders = (line: string) =>
				[...new Intl.Segmenter().segment(line)].flatMap(({segment, index}) =>
					segment === '│' || segment === '┼' ? [displayWidth(line.slice(0, index))] : [],
				);
			for (const line of lines) expect(borders(line), line).toEqual(borders(lines[0]!));
			// The notes column, read down, holds the whole cell.
			const column = lines.map(line => line.split(/[│┼]/)[2]!.trim()).filter(text => !/^─*$/.test(text));
			expect(column.join(' ')).toContain(notes);
			expect(history).toContain('👩‍👩‍👧‍👦');
			expect(history).toContain('🇯🇵');
		}
	});
});
