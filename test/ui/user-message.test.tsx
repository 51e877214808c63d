/** A sent message in the transcript: "› " beside its first row, its other rows under its text. */
import {Box} from 'ink';
import {render} from 'ink-testing-library';
import {expect, it} from 'vitest';
import {UserMessage} from '../../src/ui/components/user-message.js';

it('keeps "›" and its space beside a message that wraps (a message from a capture of claude 2.1.38)', () => {
	const text =
		'scrolling back in xterm.js still does not work (maybe because outer web catches it)? websearch xterm.js tmux interactions';
	const {lastFrame, unmount} = render(
		<Box width={80}>
			<UserMessage item={{kind: 'user', id: 'u1', text}} />
		</Box>,
	);
	const rows = lastFrame()!
		.split('\n')
		.filter(row => row.trim() !== '');
	expect(rows[0]).toMatch(/^› scrolling back/);
	expect(rows.slice(1).every(row => row.startsWith('  '))).toBe(true);
	expect(rows.map(row => row.slice(2).trimEnd()).join(' ')).toBe(text);
	unmount();
});
