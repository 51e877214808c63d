/**
 * A fork, replayed and exported from cctui's --record file of a real claude 2.1.330 session: three prompts, a fork
 * from before the second, then a restore of code and conversation to before the first. The fork is the host's
 * doing (no frame of claude's says it), so the recording keeps it as a `meta` line; a recording without that line
 * (an older cctui's) still plays, as it did.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {runCctuiCli} from '../helpers/cctui-cli.js';
import {ownFixturesDir} from '../helpers/fixtures.js';

const record = path.join(ownFixturesDir, 'cctui-records', 'fork-then-rewind.jsonl');

const FORKED = '──── Forked to here ──── 2 prompts and 4 tool calls left the conversation; claude no longer sees them';
const REWOUND = '──── Rewound to here ──── 1 prompt and 1 tool call left the conversation; claude no longer sees them';
const KEPT = 'The session before the fork is kept: cctui --resume 8277b5dd-9254-4b80-bbe8-3994434e94c6';

describe('a fork in a recording', () => {
	it('replay --plain shows the fork where it happened, and the rewind after it counts what the fork kept', () => {
		expect(runCctuiCli(['replay', '--plain', record])).toContain(
			[
				`· ${FORKED} (they stay above).`,
				`· ${KEPT}`,
				'· Restored 3 files to before “first p” (+0 −3):',
				'  a.txt (deleted: made since)',
				'  b.txt (deleted: made since)',
				'  c.txt (deleted: made since)',
				`· ${REWOUND} (they stay above).`,
			].join('\n'),
		);
	});

	it('export leaves out what the fork left behind, and names the session it kept', () => {
		const markdown = runCctuiCli(['export', record]);
		expect(markdown).toContain(`> Note: ${FORKED}, and this transcript leaves them out.\n\n> Note: ${KEPT}\n`);
		expect(markdown).toContain(`> Note: ${REWOUND}, and this transcript leaves them out.`);
		// The fork's own id came in no frame (no prompt was sent to it): the old one is no longer the session's.
		expect(markdown).not.toContain('- Session:');
		// The turns the fork left behind were paid for, in the session it kept: not rewound.
		expect(markdown).toContain('## Summary\n\n- 3 turns, 3 of them left out (1 rewound, 2 left behind by a fork)\n');
	});

	it('a recording without the fork line (an older cctui) plays as before', () => {
		const old = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-fork-')), 'old.jsonl');
		const lines = readFileSync(record, 'utf8').split('\n');
		writeFileSync(old, lines.filter(line => !line.includes('"event":"conversation-forked"')).join('\n'));
		const out = runCctuiCli(['replay', '--plain', old]);
		expect(out).not.toContain('Forked to here');
		expect(out).toContain(
			'· ──── Rewound to here ──── 3 prompts and 5 tool calls left the conversation; claude no longer sees them',
		);
	});
});
