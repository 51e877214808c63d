/**
 * /clear, /resume and /restart, replayed and exported from cctui's --record file of a real claude 2.1.330 session:
 * a prompt, /clear and a prompt, /resume of the first session and a prompt, /restart and a prompt. Each is the host's
 * doing (no frame of claude's says it), so the recording keeps it as a `meta` line.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {runCctuiCli} from '../helpers/cctui-cli.js';
import {ownFixturesDir} from '../helpers/fixtures.js';

const record = path.join(ownFixturesDir, 'cctui-records', 'clear-resume-restart.jsonl');

describe('/clear, /resume and /restart in a recording', () => {
	it('replay --plain shows each where it happened, as the live session did', () => {
		expect(runCctuiCli(['replay', '--plain', record]).replace(/\n+/g, '\n')).toContain(
			[
				'✓ Done · 498ms · 9.0k in · 3 out · $0.04 total',
				'· — New conversation —',
				'› two',
				'answer two',
				'✓ Done · 278ms · 9.0k in · 3 out · $0.04 total',
				// Live, the resumed session's history (from claude's session file) showed above "… 2 earlier messages above."
				'· Resumed session 9d10e292: 2 earlier messages, not in this recording.',
				'› three',
				'answer three',
				'✓ Done · 283ms · 9.0k in · 3 out · $0.07 total',
				'· claude restarted; the conversation continues.',
				'› four',
			].join('\n'),
		);
	});

	it('export sums up each conversation apart: the resumed one’s cost includes what it cost before', () => {
		expect(runCctuiCli(['export', record])).toContain(
			[
				'## Summary',
				'',
				'- 4 turns in 3 conversations',
				'- Conversation 1 (session `9d10e292-0fcd-4019-b5b5-3953f07df75e`): 1 turn · 9.0k in · 3 out · $0.04',
				'- Conversation 2 (session `543ff7c4-9ef4-43a9-bf3f-c9c58cf1ec61`): 1 turn · 9.0k in · 3 out · $0.04',
				'- Conversation 3 (session `9d10e292-0fcd-4019-b5b5-3953f07df75e`): 2 turns · 18k in · 6 out · $0.11',
			].join('\n'),
		);
	});

	it('a recording without these lines (an older cctui) plays as before', () => {
		const old = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-conversations-')), 'old.jsonl');
		const lines = readFileSync(record, 'utf8').split('\n');
		writeFileSync(
			old,
			lines.filter(line => !/"event":"(conversation-new|conversation-resumed|claude-restarted)"/.test(line)).join('\n'),
		);
		const out = runCctuiCli(['replay', '--plain', old]);
		expect(out).not.toMatch(/New conversation|Resumed session|claude restarted/);
		expect(runCctuiCli(['export', old])).toContain('## Summary\n\n- 4 turns\n- 36k in · 12 out\n- $0.11\n');
	});
});
