import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {highlightCode, highlightShell} from '../../src/text/highlight.js';

const withoutSgr = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

describe('highlightCode', () => {
	it('colours known languages without changing the text', () => {
		const code = 'const x: number = 1; // note\nfunction f() {\n\treturn "s";\n}';
		for (const lang of ['ts', 'typescript', 'TS', 'js']) {
			const out = highlightCode(code, lang);
			expect(out).toContain('\x1b[');
			expect(withoutSgr(out)).toBe(code);
		}
	});

	it('colours by the sheet, a nested node by the rules its ancestors leave it', () => {
		const [directive, declaration, statement] = highlightCode(
			'#include <stdio.h>\nint x = 1; // c\nreturn "s";',
			'c',
		).split('\n');
		const [gray, magenta, green, cyan, end] = ['\x1b[90m', '\x1b[35m', '\x1b[32m', '\x1b[36m', '\x1b[39m'];
		expect(directive).toBe(`${gray}#${magenta}include${end}${gray} ${green}<stdio.h>${end}${gray}${end}`);
		expect(declaration).toBe(`${cyan}int${end} x = ${cyan}1${end}; ${gray}// c${end}`);
		expect(statement).toBe(`${magenta}return${end} ${green}"s"${end};`);
		// A string inside a string takes its colour from the outer one: the sheet's "string" is used up there.
		expect(highlightCode('const s = `a ${`b`} d`;', 'ts')).toBe(
			`${magenta}const${end} s = ${green}\`a \${\`b\`} d\`${end};`,
		);
	});

	it('keeps styles within each line so lines can be printed separately', () => {
		const out = highlightCode('/* a\nb */ x', 'js');
		for (const line of out.split('\n')) expect(withoutSgr(line)).not.toBe(line);
		expect(out.split('\n')[0]?.endsWith('\x1b[39m')).toBe(true);
	});

	it('leaves unknown, missing or odd languages plain', () => {
		for (const lang of [undefined, '', 'nosuchlang', 'constructor', '__proto__', 'toString']) {
			expect(highlightCode('let a = 1', lang)).toBe('let a = 1');
		}
	});

	it('emits no ANSI without colour', () => {
		expect(highlightCode('const x = 1', 'ts', false)).toBe('const x = 1');
	});

	it('drops control sequences from the code', () => {
		const out = highlightCode('echo "\x1b]52;c;eA==\x07hi"', 'bash');
		expect(withoutSgr(out)).toBe('echo "hi"');
	});

	it('never throws', () => {
		fc.assert(
			fc.property(fc.string(), fc.option(fc.string(), {nil: undefined}), (code, lang) => {
				expect(typeof highlightCode(code, lang)).toBe('string');
			}),
		);
	});
});

describe('highlightShell', () => {
	it('highlights a command', () => {
		const out = highlightShell('ls -la | grep "x" # list');
		expect(out).toContain('\x1b[');
		expect(withoutSgr(out)).toBe('ls -la | grep "x" # list');
	});

	it('shows control characters instead of hiding them', () => {
		expect(highlightShell('printf "\x1b]0;t\x07"; rm -rf ~', false)).toBe('printf "␛]0;t␇"; rm -rf ~');
		expect(withoutSgr(highlightShell('a\x1b[2Jb'))).toBe('a␛[2Jb');
	});
});
