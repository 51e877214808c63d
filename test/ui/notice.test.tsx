/** claude's output for a local command is its markdown drawn as prose: "Set model to `haiku`" shows no backticks. */
import {Box} from 'ink';
import {render} from 'ink-testing-library';
import {stripVTControlCharacters as stripAnsi} from 'node:util';
import {expect, it} from 'vitest';
import {TranscriptItemView} from '../../src/ui/components/transcript-item.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {allItems, replayState} from '../helpers/replay-state.js';

const view: ViewOptions = {width: 60, color: true, showThinking: true, live: false};

it('draws the /model output of a real capture as markdown: the model in code style, without backticks', () => {
	const notices = allItems(replayState('f-host-control-requests.jsonl')).filter(item => item.kind === 'notice');
	const output = notices.find(item => item.text.startsWith('Set model to'));
	expect(output).toMatchObject({markdown: true, text: 'Set model to `claude-sonnet-4-5`'});
	const {lastFrame, unmount} = render(
		<Box width={60}>
			<TranscriptItemView item={output!} view={view} />
		</Box>,
	);
	expect(stripAnsi(lastFrame()!)).toBe('· Set model to claude-sonnet-4-5');
	unmount();
});

it('keeps a multi-line output under its text, wrapped inside the width', () => {
	const text =
		'Usage:\n\n- **input** 1,024 tokens\n- **output** 2 tokens and a long tail of words to wrap at sixty columns';
	const {lastFrame, unmount} = render(
		<Box width={60}>
			<TranscriptItemView item={{kind: 'notice', id: 'n1', level: 'info', text, markdown: true}} view={view} />
		</Box>,
	);
	const rows = stripAnsi(lastFrame()!).split('\n');
	expect(rows[0]).toBe('· Usage:');
	expect(rows.slice(1).every(row => row.startsWith('  ') || row === '')).toBe(true);
	expect(rows.join('\n')).not.toContain('**');
	unmount();
});
