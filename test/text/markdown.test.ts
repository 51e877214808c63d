import {describe, expect, it} from 'vitest';
import {renderMarkdown} from '../../src/text/markdown.js';

const plain = (src: string, width = 40) => renderMarkdown(src, {width, color: false});
const colored = (src: string, width = 40) => renderMarkdown(src, {width, color: true});
const withoutSgr = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

describe('renderMarkdown, plain structure', () => {
	it('keeps heading marks as text', () => {
		expect(plain('# One\n\n## Two\n\n### Three *x*')).toBe('# One\n\n## Two\n\n### Three *x*');
	});

	it('keeps inline markers and shows link targets', () => {
		expect(plain('a *em* **strong** ~~del~~ `code` [text](https://x.y) <https://a.b> &amp; &lt;tag&gt;')).toBe(
			'a *em* **strong** ~~del~~ `code` text (https://x.y) https://a.b & <tag>',
		);
	});

	it('shows a link without text as its url', () => {
		expect(plain('[](https://x.y) [a@b.c](mailto:a@b.c)')).toBe('https://x.y a@b.c');
	});

	it('joins soft breaks and keeps hard breaks', () => {
		expect(plain('one\ntwo  \nthree\\\nfour')).toBe('one two\nthree\nfour');
	});

	it('never hard-wraps prose: a 500-character paragraph is one line', () => {
		const words = Array.from({length: 100}, (_, i) => `w${String(i).padStart(3, '0')}`);
		const paragraph = words.join(' ');
		expect(paragraph.length).toBeGreaterThan(490);
		expect(plain(paragraph, 40)).toBe(paragraph);
		// also when the source itself is wrapped
		expect(plain(words.slice(0, 50).join(' ') + '\n' + words.slice(50).join(' '), 40)).toBe(paragraph);
	});

	it('keeps each list item on one line, however long', () => {
		const long = 'x'.repeat(300);
		expect(plain(`- ${long}\n- b`, 40)).toBe(`• ${long}\n• b`);
	});

	it('renders nested lists with a hanging indent', () => {
		expect(plain('- a\n  - b\n    - c\n- d')).toBe('• a\n  ◦ b\n    ▪ c\n• d');
	});

	it('right-aligns ordered markers and honours the start number', () => {
		const src = Array.from({length: 10}, (_, i) => `${i + 1}. item ${i + 1}`).join('\n');
		const out = plain(src).split('\n');
		expect(out[0]).toBe(' 1. item 1');
		expect(out[9]).toBe('10. item 10');
		expect(plain('3. c\n4. d')).toBe('3. c\n4. d');
	});

	it('renders loose lists with blank lines and continuation paragraphs indented', () => {
		expect(plain('1. a\n\n2. b\n\n   more')).toBe('1. a\n\n2. b\n\n   more');
	});

	it('renders task lists', () => {
		expect(plain('- [x] done\n- [ ] todo\n  - sub')).toBe('[x] done\n[ ] todo\n    ◦ sub');
		expect(plain('1. [x] first')).toBe('1. [x] first');
	});

	it('aligns table columns by display width (CJK and emoji are double width)', () => {
		const src = '| name | 名前 | n |\n|:-----|:---:|--:|\n| ab | 中文字 | 1 |\n| 🎉 | é | 100 |';
		expect(plain(src)).toBe(
			['name │  名前  │   n', '─────┼────────┼────', 'ab   │ 中文字 │   1', '🎉   │   é    │ 100'].join('\n'),
		);
	});

	it('narrows the widest column first and cuts a long word between its characters, never inside one', () => {
		const src = `| k | v |\n|---|---|\n| id | ${'🇯🇵'.repeat(8)}x |\n| ab | ${'y'.repeat(20)} |`;
		expect(plain(src, 17).split('\n')).toEqual([
			'k  │ v',
			'───┼─────────────',
			'id │ 🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵',
			'   │ 🇯🇵🇯🇵x',
			'───┼─────────────',
			'ab │ yyyyyyyyyyyy',
			'   │ yyyyyyyy',
		]);
		// A style cut with its cell is closed at the end of each line, so the border after it is not styled.
		const bold = colored(`| a | b |\n|---|---|\n| **${'w'.repeat(30)}** | c |`, 16).split('\n');
		for (const line of bold.slice(2)) expect(line).toMatch(/^\x1b\[1m.*\x1b\[(22|0)m *\x1b\[90m │ /);
	});

	it('shows each row as a block of header: value lines when its columns cannot fit the width', () => {
		const src = '| Name | Value | Notes |\n|---|---|---|\n| alpha | 1 | short note |\n| beta | 22 | a longer note |';
		expect(plain(src, 20)).toBe(
			['Name: alpha', 'Value: 1', 'Notes: short note', '', 'Name: beta', 'Value: 22', 'Notes: a longer note'].join(
				'\n',
			),
		);
	});

	it('shows fenced code with its fence and language, unwrapped and unindented', () => {
		const long = `const value = ${'1 + '.repeat(30)}1;`;
		expect(plain(`\`\`\`ts\n${long}\n  indented();\n\`\`\``, 20)).toBe(`\`\`\`ts\n${long}\n  indented();\n\`\`\``);
		expect(plain('~~~\nplain\n~~~')).toBe('```\nplain\n```');
	});

	it('uses a longer fence when the code contains one', () => {
		expect(plain('````md\n```js\nx\n```\n````')).toBe('````md\n```js\nx\n```\n````');
	});

	it('expands tabs in code', () => {
		expect(plain('```go\nfunc f() {\n\treturn\n}\n```')).toBe('```go\nfunc f() {\n    return\n}\n```');
	});

	it('renders block quotes, rules and html as text', () => {
		expect(plain('> quoted\n>\n> > nested')).toBe('> quoted\n>\n> > nested');
		expect(plain('a\n\n---\n\nb', 10)).toBe(`a\n\n${'─'.repeat(10)}\n\nb`);
		expect(plain('<div>\nhi\n</div>\n\ntext <b>bold</b>')).toBe('<div>\nhi\n</div>\n\ntext <b>bold</b>');
	});

	it('resolves every HTML5 character reference, named or numeric, as a markdown viewer does', () => {
		expect(plain('&copy; 2025 &mdash; wait&hellip; a &rarr; b, &#8212; &#x2014; x &notin; y &amp;copy;')).toBe(
			'© 2025 — wait… a → b, — — x ∉ y &copy;',
		);
		// Only with the `;` (CommonMark), not in code.
		expect(plain('AT&T &copy 2025 `&copy;`')).toBe('AT&T &copy 2025 `&copy;`');
		expect(plain('**&copy;** <b>&hellip;</b>')).toBe('**©** <b>…</b>');
	});

	it('leaves out HTML comments, inline or as a block, as a markdown viewer does', () => {
		expect(plain('before<!-- a note --> after')).toBe('before after');
		expect(plain('<!-- a note -->\n\ntext')).toBe('text');
		expect(plain('<!-- a note --> and text after it')).toBe('and text after it');
		// Left out between two spaces, a comment leaves one, as a browser shows it.
		expect(plain('a <!-- x --> b')).toBe('a b');
		expect(plain('a <!-- x --><!-- y --> **b**')).toBe('a **b**');
		expect(plain('a <b>x</b> c')).toBe('a <b>x</b> c');
		expect(plain('<!--\nlines\nof a note\n-->\n\ntext\n\n<div>kept<!-- not this --></div>')).toBe(
			'text\n\n<div>kept</div>',
		);
		// Still open at the end of its block (a comment that is still streaming): hidden to the end.
		expect(plain('text\n\n<!-- still streami')).toBe('text');
	});

	it('shows link reference definitions as footnotes, consecutive ones together, the label as written', () => {
		expect(
			plain('See [the docs][Docs].\n\n[Docs]: https://x.y/docs\n[2]: <https://x.y/faq> "FAQ"\n\n[3]: https://z'),
		).toBe(
			'See the docs (https://x.y/docs).\n\n[Docs]: https://x.y/docs\n[2]: https://x.y/faq "FAQ"\n\n[3]: https://z',
		);
	});

	it("resolves references with an earlier block's definitions; the block's own come second, as in CommonMark", () => {
		const links = {'1': {href: 'https://x.y/a'}, faq: {href: 'https://x.y/faq', title: 'FAQ'}};
		expect(
			renderMarkdown('[1]: https://other\n\nSee [a][1], [FAQ] and [b][2].', {width: 40, color: false, links}),
		).toBe('[1]: https://other\n\nSee a (https://x.y/a), FAQ (https://x.y/faq) and [b][2].');
	});

	it('treats CRLF sources like LF', () => {
		expect(plain('# T\r\n\r\n- a\r\n- b\r\n')).toBe('# T\n\n• a\n• b');
	});

	it('emits no ANSI at all without colour', () => {
		const src =
			'# H\n\n*e* **s** `c` [l](u)\n\n- [x] t\n\n> q\n\n| a |\n|---|\n| b |\n\n```ts\nconst x = 1;\n```\n\n---';
		expect(plain(src)).not.toContain('\x1b');
	});
});

describe('renderMarkdown, colour', () => {
	it('styles headings, emphasis, code and highlights code blocks', () => {
		const out = colored('# Title\n\n**b** `c`\n\n```ts\nconst x = 1;\n```');
		expect(out).toContain('\x1b[');
		expect(out.split('\n')[0]).toContain('\x1b[1m');
		expect(withoutSgr(out)).toBe('Title\n\nb c\n\n```ts\nconst x = 1;\n```');
		expect(out.split('\n').find(line => withoutSgr(line) === 'const x = 1;')).not.toBe('const x = 1;');
	});

	it('shows a link as its text and a dim url', () => {
		expect(withoutSgr(colored('[docs](https://example.com)'))).toBe('docs (https://example.com)');
	});

	it('leaves unknown languages plain', () => {
		expect(colored('```nosuchlang\nx = 1\n```').split('\n')[1]).toBe('x = 1');
	});
});

describe('renderMarkdown, untrusted input', () => {
	const osc52 = '\x1b]52;c;cm0gLXJmIH4=\x07';
	const title = '\x1b]0;pwned\x1b\\';
	const attacks = {
		'code block': `\`\`\`bash\necho ${osc52}hi\n\`\`\``,
		heading: `# Title ${title}${osc52}`,
		'table cell': `| a | b |\n|---|---|\n| ${osc52} | \x9d0;t\x9c |`,
		'link url': `[click](https://x.y/${osc52})`,
		'link text': `[${osc52}click](https://x.y)`,
		'inline code': `\`${osc52}\``,
		'list item': `- ${osc52}item\n  - \x9b31mnested`,
		quote: `> ${osc52}quoted`,
		html: `<div>${osc52}</div>`,
		'character references': 'a &#27;]52;c;eA==&#7; b &#x1b;[2J c &#155;31m',
		'character references in html': '<b>&#27;]52;c;eA==&#7;</b> <i>&#x1b;[2J &#x9b;31m</i> &copy;',
		'bidi override': 'safe \u202eevil',
	};
	for (const [where, src] of Object.entries(attacks)) {
		it(`drops control sequences in a ${where}`, () => {
			for (const out of [colored(src), plain(src)]) {
				// Only our own SGR remains.
				expect(withoutSgr(out)).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
				expect(out).not.toContain('\x1b]');
			}
		});
	}
});

describe('text marked cannot parse', () => {
	it('an 8 MB single line (marked overflows its stack) is shown as it came, unformatted, instead of crashing the UI', () => {
		const line = `${'word '.repeat((8 * 1024 * 1024) / 5)}THE **END**`;
		const shown = renderMarkdown(line, {width: 80, color: false});
		expect(shown.length).toBe(line.length);
		expect(shown.endsWith('THE **END**')).toBe(true);
	});
});
