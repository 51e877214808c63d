/**
 * A thinking block the API sent without its text (claude 2.1.286's `"thinking": ""`, a real capture in
 * test/fixtures/public) is not an empty fold in the export, nor nothing in plain mode: all three say what the UI says.
 */
import path from 'node:path';
import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
import {PlainPrinter} from '../../src/plain/plain-printer.js';
import {Thinking} from '../../src/ui/components/thinking.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {stripAnsi} from '../helpers/render.js';
import {allItems} from '../helpers/replay-state.js';

const capture = path.join(ownFixturesDir, 'public/ruby-agent-sdk-2.1.286-tool-turn.jsonl');

describe('thinking hidden by the API', () => {
	it('is said in the export, plain mode and the UI alike', async () => {
		const state = await readTranscript(capture);
		const markdown = transcriptMarkdown(state, 'capture.jsonl');
		expect(markdown).not.toContain('<details><summary>Thinking');
		expect(markdown).toContain(
			'- Folder: `/workspace/project`\n\n*Thinking hidden by the API*\n\n**Bash** `placeholder`',
		);

		let plain = '';
		const printer = new PlainPrinter({write: text => void (plain += text), color: false, askedSuffix: ''});
		printer.update(state);
		printer.finish();
		expect(plain).toBe(
			'✻ Thinking hidden by the API\n⏺ Bash(placeholder)\n  ⎿ placeholder\n✻ Thinking hidden by the API\nPlaceholder answer.\n\n' +
				'✓ Done · Bash changes are not tracked · 6.6s · 18 in · 161 out · $0.02 total\n',
		);

		const thinking = allItems(state).find(item => item.kind === 'thinking');
		if (thinking?.kind !== 'thinking') throw new Error('no thinking in the capture');
		const frame = render(
			<Thinking item={thinking} view={{width: 80, color: false, showThinking: true, live: false}} />,
		).lastFrame();
		expect(stripAnsi(frame ?? '')).toContain('✻ Thinking hidden by the API');
	});
});
