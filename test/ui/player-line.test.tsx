/**
 * The player's line keeps its state, how far it is and its speed in view on a small screen: the count of frames goes
 * first, then the file's name is cut in its middle, then it goes.
 */
import {describe, expect, it} from 'vitest';
import {PlayerBar} from '../../src/ui/components/player-bar.js';
import type {PlayerControls} from '../../src/ui/player.js';
import {render} from '../helpers/render.js';

const status = {frames: 113, bytesRead: 420, totalBytes: 1000, paused: true, ended: false, speed: 2};
const controls = {subscribe: () => () => {}, status: () => status} as unknown as PlayerControls;

const lineAt = (columns: number, label = 'rec.jsonl') =>
	render(<PlayerBar player={{controls, kind: 'replay', label}} malformed={0} columns={columns} />)
		.frame()
		.split('\n')[0]!
		.trim();

describe("the player's line", () => {
	it('shows all where there is room', () => {
		expect(lineAt(80)).toBe('❚❚ paused · rec.jsonl · 113 frames · 42% · 2×');
	});

	it('keeps the state, the percent and the speed at 40 columns and less', () => {
		expect(lineAt(40)).toBe('❚❚ paused · rec.jsonl · 42% · 2×');
		expect(lineAt(40, 'run-s/a-long-recording-name.jsonl')).toBe('❚❚ paused · run-s/a…e.jsonl · 42% · 2×');
		expect(lineAt(24)).toBe('❚❚ paused · 42% · 2×');
	});
});
