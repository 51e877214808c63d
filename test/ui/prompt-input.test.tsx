/** The message editor's frame: "› " and the text beside it, however the message wraps. */
import {describe, expect, it} from 'vitest';
import {PromptInput} from '../../src/ui/components/prompt-input.js';
import {render} from '../helpers/render.js';

describe('PromptInput', () => {
	it('keeps "› " whole beside a message that wraps, and the rows of the message under one another', () => {
		const text = `${'a1y '.repeat(12)}${'ok 2y '.repeat(6)}${'go 1y '.repeat(6)}`;
		const rows = render(
			<PromptInput editor={{text, cursor: text.length}} focused placeholder="" width={60} maxRows={10} />,
		)
			.frame()
			.split('\n');
		expect(rows[1]).toMatch(/^│ › a1y a1y/);
		// The second row of the message starts in the column the first did.
		expect(/^│ +/.exec(rows[2]!)?.[0].length).toBe(rows[1]!.indexOf('a1y'));
	});
});
