/**
 * The line a restore of the files adds, read from the recorded answers alone (cctui's --record of a real claude
 * 2.1.330 session, edited here): the files come from the dry run just before the restore, for the same prompt.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {fixtureLines} from '../helpers/replay-state.js';

const lines = fixtureLines(path.join(ownFixturesDir, 'cctui-records/rewind-code-only.jsonl'));
/** The restore's own dry run (`cctui_6`) and the restore (`cctui_7`) with claude's answer to each. */
const ofRequest = (id: string) => (line: string) => line.includes(`"request_id":"${id}"`);

function notices(edited: readonly string[]) {
	const state = edited
		.flatMap((line, index) => decodeFileLine(line, index, index).events)
		.reduce(reduce, initialState());
	return {
		lines: state.committed.flatMap(item => (item.kind === 'notice' ? [`${item.level}: ${item.text}`] : [])),
		undone: state.undone,
	};
}

describe('a restore of the files, from the answers', () => {
	it('with no dry run for that prompt just before it, says the files were restored without naming them', () => {
		// The last dry run before the restore is now the picker's, for another prompt: its list is not this one's.
		const {lines: said, undone} = notices(lines.filter(line => !ofRequest('cctui_6')(line)));
		expect(said).toEqual(['info: Restored the files to before “second: edit notes and create new”.']);
		expect(undone).toHaveLength(3);
	});

	it('refused: says why, and takes nothing back', () => {
		const refused = lines.map(line =>
			ofRequest('cctui_7')(line) && line.includes('"dir":"out"')
				? line.replace('{"canRewind":true,"skippedLinks":0}', '{"canRewind":false,"error":"No checkpoint."}')
				: line,
		);
		expect(refused).not.toEqual(lines);
		const {lines: said, undone} = notices(refused);
		expect(said).toEqual(['error: Files not restored: No checkpoint.']);
		expect(undone).toEqual([]);
	});
});
