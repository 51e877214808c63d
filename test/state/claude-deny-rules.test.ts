import {describe, expect, it} from 'vitest';
import {claudeDenyRule, claudeDenyRules} from '../../src/state/claude-deny-rules.js';

describe('the session’s deny rules as claude reads them', () => {
	it('a command is its Bash rule, escaped as claude reads a rule', () => {
		expect(claudeDenyRule({toolName: 'Bash', content: 'touch DENYSESS.txt'})).toBe('Bash(touch DENYSESS.txt)');
		expect(claudeDenyRule({toolName: 'Bash', content: "touch 'p(1)\\x'"})).toBe("Bash(touch 'p\\(1\\)\\\\x')");
	});

	it('a file edit is an Edit rule of the absolute path (claude ignores a Write rule); a read a Read rule', () => {
		expect(claudeDenyRule({toolName: 'Write', content: '/w/dw.txt'})).toBe('Edit(//w/dw.txt)');
		expect(claudeDenyRule({toolName: 'Edit', content: '/w/a.ts'})).toBe('Edit(//w/a.ts)');
		expect(claudeDenyRule({toolName: 'NotebookEdit', content: '/w/n.ipynb'})).toBe('Edit(//w/n.ipynb)');
		expect(claudeDenyRule({toolName: 'Read', content: '/etc/passwd'})).toBe('Read(//etc/passwd)');
	});

	it('a whole tool is its name; a call claude has no rule for is not given', () => {
		expect(claudeDenyRule({toolName: 'mcp__docs__search'})).toBe('mcp__docs__search');
		expect(claudeDenyRule({toolName: 'WebFetch', content: 'https://example.com/a'})).toBeUndefined();
		expect(claudeDenyRule({toolName: 'Glob', content: '**/*.ts'})).toBeUndefined();
		expect(claudeDenyRule({toolName: 'Write', content: 'relative.txt'})).toBeUndefined();
	});

	it('each rule once', () => {
		expect(
			claudeDenyRules([
				{toolName: 'Write', content: '/w/x'},
				{toolName: 'Edit', content: '/w/x'},
				{toolName: 'WebFetch', content: 'https://e'},
			]),
		).toEqual(['Edit(//w/x)']);
	});
});
