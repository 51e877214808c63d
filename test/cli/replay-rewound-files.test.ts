/**
 * A restore of the files, replayed and exported from cctui's --record files of real claude 2.1.330 sessions: the line
 * the live session showed comes from the recorded `rewind_files` and its answer, and the picker's dry runs show none.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {runCctuiCli} from '../helpers/cctui-cli.js';
import {ownFixturesDir} from '../helpers/fixtures.js';

const record = (name: string) => path.join(ownFixturesDir, 'cctui-records', `${name}.jsonl`);

const restoredLines = (text: string) => text.split('\n').filter(line => /Restored|No file changes/.test(line));

describe('a restore of the files in a recording', () => {
	// Five dry runs (three for the picker's rows, one before the restore): only the restore is said.
	const codeOnly = record('rewind-code-only');
	// Resumed: the prompt restored to came before the recording, so the transcript cannot name it.
	const resumed = record('rewind-code-conversation-resumed');

	it('replay --plain shows the code-only restore as the live session did, and no dry run', () => {
		const out = runCctuiCli(['replay', '--plain', codeOnly]);
		expect(out).toContain(
			'· Restored 2 files to before “second: edit notes and create new” (+1 −2):\n  notes.txt\n  new.txt (deleted: made since)\n',
		);
		expect(restoredLines(out)).toHaveLength(1);
	});

	it('replay --plain shows the restore of code and conversation after a resume, before its divider', () => {
		const out = runCctuiCli(['replay', '--plain', resumed]);
		expect(out).toContain(
			'· Restored 1 file to before a prompt not on this screen (+1 −1):\n  notes.txt\n· ──── Rewound to here ────',
		);
		expect(restoredLines(out)).toHaveLength(1);
	});

	it('export says the files were restored, so the reader knows they are not what the transcript wrote', () => {
		const markdown = runCctuiCli(['export', codeOnly]);
		expect(markdown).toContain(
			'> Note: Restored 2 files to before “second: edit notes and create new” (+1 −2):\n>   notes.txt\n>   new.txt (deleted: made since)\n',
		);
		expect(restoredLines(markdown)).toHaveLength(1);
		const after = runCctuiCli(['export', resumed]);
		expect(after).toContain('> Note: Restored 1 file to before a prompt not on this screen (+1 −1):\n>   notes.txt');
		expect(restoredLines(after)).toHaveLength(1);
	});
});
