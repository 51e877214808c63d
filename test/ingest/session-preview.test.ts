/**
 * The end of a long session file, read apart for `--resume`'s first screen (src/ingest/session-preview.ts): what it
 * shows must be what the whole file shows there. Checked on every session file nobody on the team wrote
 * (test/fixtures/public), claude 2.1.330's own, and ours of the shapes they lack (a rewind, parallel calls, a
 * steered message), each read through windows of several sizes.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSessionHistory} from '../../src/ingest/session-file.js';
import {sessionPreview} from '../../src/ingest/session-preview.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir, sharedFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline} from '../helpers/replay-state.js';

const inDir = (dir: string, pick: (name: string) => boolean) =>
	readdirSync(dir)
		.filter(name => name.endsWith('.jsonl') && pick(name))
		.map(name => path.join(dir, name));

const files = [
	...inDir(path.join(ownFixturesDir, 'public'), () => true),
	...inDir(path.join(ownFixturesDir, 'sessions'), () => true),
	path.join(sharedFixturesDir, 'l-session-file.jsonl'),
];

const shown = (events: readonly AppEvent[]) => outline(allItems(events.reduce(reduce, initialState())));

/** Checks the preview in windows of 1 to `most` lines against the whole file; how many windows had one. */
function agrees(bytes: Buffer, most: number): number {
	const whole = shown(readSessionHistory(bytes.toString('utf8')).events);
	let previews = 0;
	for (let lines = 1; lines <= most; lines++) {
		const preview = sessionPreview(bytes, lines);
		if (!preview) continue;
		previews++;
		const end = shown(preview.events);
		expect(end[0]).toMatch(/^user: /);
		expect(whole.slice(-end.length)).toEqual(end);
	}
	return previews;
}

describe('the preview of a resumed session', () => {
	const previewed: string[] = [];

	it.each(files.map(file => [path.basename(file), file]))(
		'%s: the end of what the whole file shows, from a prompt on, in every window',
		(name, file) => {
			if (agrees(readFileSync(file), 120) > 0) previewed.push(name);
		},
	);

	it('had files of several prompts to preview (one long turn has no prompt in a window short of the whole)', () => {
		expect(previewed.length).toBeGreaterThanOrEqual(8);
		expect(previewed).toContain('wild-session.jsonl');
		expect(previewed).toContain('rewound-then-resumed.jsonl');
	});

	it('right after a conversation rewind: the branch claude resumes, or none where its leaf is before the window', () => {
		const lines = readFileSync(path.join(ownFixturesDir, 'sessions', 'rewound-then-resumed.jsonl'), 'utf8')
			.split('\n')
			.filter(line => line !== '');
		// The file as claude left it on exit after rewinding, before the resume wrote "what now".
		const cut = lines.findIndex(line => line.includes('"content":"what now"'));
		const rewound = Buffer.from(`${lines.slice(0, cut).join('\n')}\n`);
		expect(agrees(rewound, cut)).toBeGreaterThan(0);
		// Its last message is on the branch the rewind dropped: no window ending there shows it.
		expect(sessionPreview(rewound, 6)).toBeUndefined();
	});

	it('none for a file the window holds whole', () => {
		const bytes = readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl'));
		expect(sessionPreview(bytes)).toBeUndefined();
		expect(sessionPreview(bytes, 8)).toBeDefined();
	});
});
