/** A sent message in the transcript: "› " beside its first row, its other rows under its text. */
import {Box} from 'ink';
import {render} from 'ink-testing-library';
import {expect, it} from 'vitest';
import {UserMessage} from '../../src/ui/components/user-message.js';

/** The rows a message of `text` is drawn on, 80 columns wide (blank ones left out). */
function rowsOf(text: string): string[] {
	const {lastFrame, unmount} = render(
		<Box width={80}>
			<UserMessage item={{kind: 'user', id: 'u1', text}} />
		</Box>,
	);
	const rows = lastFrame()!
		.split('\n')
		.filter(row => row.trim() !== '');
	unmount();
	return rows;
}

it('keeps "›" and its space beside a message that wraps (a message from a capture of claude 2.1.38)', () => {
	const text =
		'scrolling back in xterm.js still does not work (maybe because outer web catches it)? websearch xterm.js tmux interactions';
	const rows = rowsOf(text);
	expect(rows[0]).toMatch(/^› scrolling back/);
	expect(rows.slice(1).every(row => row.startsWith('  '))).toBe(true);
	expect(rows.map(row => row.slice(2).trimEnd()).join(' ')).toBe(text);
});

it('shows the first 20 lines of a message over 40 lines long, as a resumed session holds a long paste', () => {
	const rows = rowsOf(Array.from({length: 2000}, (_, i) => `BIG line ${i}`).join('\n'));
	expect(rows).toHaveLength(21);
	expect(rows[0]).toBe('› BIG line 0');
	expect(rows[19]!.trim()).toBe('BIG line 19');
	expect(rows[20]!.trim()).toBe('… 1980 more lines (cctui export keeps them)');
});

it('shows a message of 40 lines whole', () => {
	expect(rowsOf(Array.from({length: 40}, (_, i) => `line ${i}`).join('\n'))).toHaveLength(40);
});
