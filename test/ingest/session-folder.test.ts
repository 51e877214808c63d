/**
 * Replaying, watching or exporting a session file shows paths under its folder relative to it, as a live session
 * does: each of its lines carries `cwd`, the folder claude ran in.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readTranscript} from '../../src/export/read-transcript.js';
import {PlainPrinter} from '../../src/plain/plain-printer.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {recordingEvents} from '../helpers/replay-state.js';

const spotter = path.join(ownFixturesDir, 'public/spotter-2.1.38-tool-heavy.jsonl');

function printed(cwd?: string): string {
	let out = '';
	const printer = new PlainPrinter({write: text => void (out += text), color: false, askedSuffix: ''});
	let state = initialState('default', cwd);
	for (const event of recordingEvents(spotter)) {
		state = reduce(state, event);
		printer.update(state);
	}
	printer.finish();
	return out;
}

describe("a session file's folder", () => {
	it('makes the paths under it relative in a replay', () => {
		const out = printed();
		expect(out).toContain('⏺ Read(assets/js/app.js)');
		expect(out).not.toMatch(/⏺ \w+\(\/home\/marco/);
	});

	it('is the folder of an export', async () => {
		const state = await readTranscript(spotter);
		expect(state.session.cwd).toBe('/home/marco/projects/spotter');
	});

	it('does not replace a folder known before', () => {
		expect(printed('/home/marco')).toContain('⏺ Read(projects/spotter/assets/js/app.js)');
	});
});
