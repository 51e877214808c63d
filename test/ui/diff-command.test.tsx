/** /diff typed in the App: the session's changes appear in the transcript, coloured as a diff. */
import {describe, expect, it} from 'vitest';
import {clockedApp} from '../helpers/clocked-app.js';
import {fixtureLines} from '../helpers/replay-state.js';

describe('/diff in the app', () => {
	it('says there are no changes yet in a new session', async () => {
		const {type, waitForFrame} = clockedApp();
		await type(...'/diff', '\r');
		await waitForFrame('No file changes in this session yet.');
	});

	it('after a turn that edited a file, shows its diff', async () => {
		const {type, waitForFrame, frame, transport} = clockedApp();
		// claude's side of a recorded session that edited notes.txt and created new.txt.
		for (const line of fixtureLines('m-rewind-files.jsonl')) {
			const entry = JSON.parse(line) as {dir?: string; msg?: unknown};
			if (entry.dir === 'out' && typeof entry.msg === 'object' && entry.msg !== null) {
				const msg = entry.msg as {type?: string};
				if (msg.type !== 'control_request' && msg.type !== 'control_response') transport.emit(msg);
			}
		}
		await type(...'/diff 1', '\r');
		await waitForFrame('Changes of turn');
		expect(frame()).toContain('second.txt +1 −0');
		// Changes this cctui saw happen: a rewind of them would be marked.
		expect(frame()).not.toContain('records no rewind');
	});
});
