/**
 * A background subagent's items that come after its Agent call went to history show at top level: each says whose
 * it is, text and thinking as its tool calls do, so none reads as the main Claude's (cctui-records/background-agent).
 */
import path from 'node:path';
import {Box} from 'ink';
import {describe, expect, it} from 'vitest';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {TranscriptItemView} from '../../src/ui/components/transcript-item.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {render} from '../helpers/render.js';
import {allItems, replayState} from '../helpers/replay-state.js';

const items = allItems(replayState(path.join(ownFixturesDir, 'cctui-records/background-agent.jsonl')));
const view: ViewOptions = {
	width: 80,
	color: false,
	cwd: '/home/dev/project',
	home: '/home/dev',
	showThinking: true,
	live: false,
};
const frame = (shown: readonly TranscriptItem[]) =>
	render(
		<Box flexDirection="column">
			{shown.map(item => (
				<TranscriptItemView key={item.id} item={item} view={view} />
			))}
		</Box>,
	).frame();

describe('a background subagent’s items at top level', () => {
	it('its text carries its label as its Bash call does; the main Claude’s text does not', () => {
		const shown = frame(items);
		expect(shown).toContain('[general-purpose: Slow review]\nSub: sleeping.');
		expect(shown).toContain('⏺ [general-purpose: Slow review] Bash(sub sleep)');
		expect(shown).toContain('[general-purpose: Slow review]\nSub report: all good .');
		expect(shown).toMatch(/\n\nAgent started\.\n/);
	});

	it('its thinking too, in the header', () => {
		const text = items.find(item => item.kind === 'text' && item.text === 'Sub: sleeping.');
		if (text?.kind !== 'text') throw new Error('no subagent text in the recording');
		const thinking: TranscriptItem = {...text, kind: 'thinking', redacted: false, startedAt: 0, durationMs: 2000};
		expect(frame([thinking])).toContain('✻ [general-purpose: Slow review] Thought for 2.0s\nSub: sleeping.');
	});
});
