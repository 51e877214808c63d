/** A rule's content as claude 2.1.330 writes it to a settings file, and reads it back. */
import {expect, it} from 'vitest';
import {escapedAsClaudeWrites, ruleAsClaudeReads} from '../../src/session/saved-rules.js';

it("escapes `\\`, `(` and `)` as claude's own writer does", () => {
	expect(escapedAsClaudeWrites("touch 'p(1)\\\\x.txt'")).toBe("touch 'p\\(1\\)\\\\\\\\x.txt'");
	expect(escapedAsClaudeWrites('a\\(b')).toBe('a\\\\\\(b');
});

it('reads back every content it writes, whatever its backslashes and parentheses', () => {
	for (const content of ["touch 'p(1)\\\\x.txt'", 'a\\(b', 'x)\\', '\\\\\\)(', 'f(g(1))', 'echo \\n']) {
		expect(ruleAsClaudeReads(`Bash(${escapedAsClaudeWrites(content)})`)).toEqual({toolName: 'Bash', content});
	}
});

it('reads parentheses written by hand unescaped as claude does, and a bare or `*` rule as the whole tool', () => {
	expect(ruleAsClaudeReads('Bash(node -e "f(1)")')).toEqual({toolName: 'Bash', content: 'node -e "f(1)"'});
	expect(ruleAsClaudeReads('Bash(*)')).toEqual({toolName: 'Bash'});
	expect(ruleAsClaudeReads('Read')).toEqual({toolName: 'Read'});
	expect(ruleAsClaudeReads('Bash(ls) x')).toBeUndefined();
});
