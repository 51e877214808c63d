import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {findSafeSplitPoint, renderMarkdown} from '../../src/text/markdown.js';
import {liveMarkdownTail} from '../../src/text/markdown-split.js';
import {tailRows} from '../../src/text/rows.js';

// The index of the first occurrence of `marker` in `src`, the expected split point.
const at = (src: string, marker: string) => src.indexOf(marker);

describe('findSafeSplitPoint', () => {
	it.each([
		['empty', ''],
		['one line', 'abc'],
		['paragraph without a blank line yet', 'para\n'],
		['blank lines only before content', '\n\nabc'],
		['unclosed fence', '```\ncode\n\nmore'],
		['unclosed tilde fence', '~~~\na\n\nb'],
		['loose list', '- a\n\n- b'],
		['ordered loose list', '1. a\n\n2. b\n'],
		['item continuation', '- a\n\n  more of a'],
		['list item still streaming', '- a\n\n1'],
		['list marker still streaming', '- a\n\n-'],
		['indentation still streaming', '- a\n\n  '],
		['nothing after a list yet', '- a\n\n'],
	])('finds none: %s', (_, src) => {
		expect(findSafeSplitPoint(src)).toBe(0);
	});

	it.each([
		['between paragraphs', 'a\n\nb', 'b'],
		['at the last boundary', 'a\n\nb\n\nc', 'c'],
		['after a finished paragraph', 'para\n\n', ''],
		['before an unclosed fence', 'p\n\n```js\na\n\nb', '```js'],
		['after a closed fence', '```\ncode\n\nmore\n```\n\nafter', 'after'],
		['tildes are not closed by backticks', '~~~\n```\n\nx\n~~~\n\ny', 'y'],
		['a longer fence is not closed by a shorter one', '````\n```\n\n```\n````\n\nz', 'z'],
		['a fence with an info string does not close', '```\n```js\n\nin\n```\n\nout', 'out'],
		['after a list once a paragraph follows', '- a\n\n- b\n\nafter', 'after'],
		['after a list while the next paragraph streams', '- a\n\naft', 'aft'],
		['before a list', 'intro\n\n- a\n\n- b', '- a'],
		['after a fenced block inside a list item', '1. step\n\n   ```sh\n   npm i\n\n   ```\n\nDone', 'Done'],
		['after a table', '| a |\n|---|\n| 1 |\n\nafter', 'after'],
		['after a heading', '# Title\n\ntext', 'text'],
	])('splits %s', (_, src, marker) => {
		expect(findSafeSplitPoint(src)).toBe(marker === '' ? src.length : at(src, marker));
	});

	it('does not split inside a fence, even with a blank line in it', () => {
		const src = 'intro\n\n```py\ndef f():\n\n    return 1\n';
		expect(findSafeSplitPoint(src)).toBe(at(src, '```py'));
	});

	it('does not split inside an HTML comment with a blank line in it: its end would show as text', () => {
		const src = 'intro\n\n<!-- a note\n\nfor later -->\n\nafter\n';
		expect(findSafeSplitPoint(src)).toBe(at(src, 'after'));
		expect(findSafeSplitPoint('intro\n\n<!-- open\n\nstill open\n')).toBe(at('intro\n\n<!-- open', '<!--'));
	});
});

// Documents built from blocks that streaming answers contain, cut at arbitrary points as if still streaming.
const block = fc.oneof(
	fc.constantFrom(
		'Plain paragraph with *em* and `code`.',
		'Two lines\nof one paragraph.',
		'# Heading',
		'- a\n- b',
		'- a\n\n- b',
		'1. one\n2. two',
		'1. one\n\n   continued\n\n2. two',
		'- [x] task\n  - nested',
		'```ts\nconst a = 1;\n\nconst b = 2;\n```',
		'~~~\n```\n\ninner\n~~~',
		'````md\n```js\nx\n```\n````',
		'| a | b |\n|---|---|\n| 1 | 2 |',
		'> quote\n> more',
		'---',
	),
	fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,5}$/),
);
const document = fc
	.tuple(
		fc.array(block, {minLength: 1, maxLength: 8}),
		fc.array(fc.constantFrom('\n\n', '\n\n\n', '\n'), {minLength: 8, maxLength: 8}),
	)
	.map(([blocks, gaps]) => blocks.map((b, i) => (i === 0 ? b : (gaps[i] ?? '\n\n') + b)).join(''));
const streamed = fc
	.tuple(document, fc.integer({min: 0, max: 1000}))
	.map(([doc, cut]) => doc.slice(0, Math.round((doc.length * cut) / 1000)));

describe('findSafeSplitPoint properties', () => {
	it('renders head and tail the same as the whole', () => {
		fc.assert(
			fc.property(streamed, src => {
				const split = findSafeSplitPoint(src);
				if (split === 0) return;
				const render = (text: string) => renderMarkdown(text, {width: 40, color: false});
				const head = render(src.slice(0, split));
				const tail = render(src.slice(split));
				expect(head).not.toBe('');
				expect(tail === '' ? head : `${head}\n\n${tail}`).toBe(render(src));
			}),
			{numRuns: 3000},
		);
	});

	it('never returns a point inside the text of a line', () => {
		fc.assert(
			fc.property(fc.string(), src => {
				const split = findSafeSplitPoint(src);
				expect(split === 0 || src.slice(split - 2, split) === '\n\n' || /\n[ \t]*\n$/.test(src.slice(0, split))).toBe(
					true,
				);
			}),
		);
	});
});

describe('liveMarkdownTail', () => {
	const code = (lines: number, end = '\n') =>
		Array.from({length: lines}, (_, i) => `const value${i} = compute(${i}, "a string");`).join('\n') + end;
	const lastRows = (src: string, color: boolean) => tailRows(renderMarkdown(src, {width: 60, color}), 60, 12);

	it('keeps short text and closed code blocks whole', () => {
		for (const src of [
			'Just prose.\n\nMore prose',
			`Intro\n\n\`\`\`ts\n${code(40)}\`\`\`\n\nAfter`,
			`\`\`\`ts\n${code(5)}`,
		])
			expect(liveMarkdownTail(src, 12)).toBe(src);
	});

	it('cuts a long open code block to its fence and last lines, and the live rows come out the same', () => {
		for (const end of ['\n', '', '\ncon']) {
			const src = `Here is the file:\n\n\`\`\`ts\n${code(300, end)}`;
			const tail = liveMarkdownTail(src, 12);
			expect(tail.startsWith('```ts\n')).toBe(true);
			expect(tail.length).toBeLessThan(1000);
			expect(lastRows(tail, false)).toBe(lastRows(src, false));
			expect(lastRows(tail, true)).toBe(lastRows(src, true));
		}
	});

	it('leaves a code block inside a list item whole: it renders as part of the item', () => {
		const src = `- step one:\n\n  ~~~sh\n${code(50).replace(/^/gm, '  ')}`;
		expect(liveMarkdownTail(src, 12)).toBe(src);
	});
});
