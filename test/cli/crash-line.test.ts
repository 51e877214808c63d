/** A crash's one line on stderr: what its message holds is shown, never sent to the terminal as control. */
import {describe, expect, it} from 'vitest';
import {crashLine} from '../../src/cli/terminal.js';

describe('crashLine', () => {
	it('shows terminal control in the message (a file name in it) instead of sending it', () => {
		expect(crashLine(new Error("ENOENT: open 'x\u001B]0;title\u0007y'\n    at stack"))).toBe(
			"cctui crashed: Error: ENOENT: open 'x␛]0;title␇y'",
		);
	});
});
