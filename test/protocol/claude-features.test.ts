import {describe, expect, it} from 'vitest';
import {featuresOf, parseVersion, versionNotice} from '../../src/protocol/claude-features.js';

describe('what a claude version can do', () => {
	it('reads the version claude prints', () => {
		expect(parseVersion('2.1.330 (Claude Code)')).toEqual([2, 1, 330]);
		expect(parseVersion('1.0.128')).toEqual([1, 0, 128]);
		expect(parseVersion('')).toBeUndefined();
		expect(parseVersion(undefined)).toBeUndefined();
	});

	it('asks for a thinking display only from 2.1.178 (and of a claude that did not say, as of a current one)', () => {
		expect(
			['1.0.128', '2.0.30', '2.1.0', '2.1.177', '2.1.178', '2.1.332', '3.0.0', undefined].map(version => [
				version,
				featuresOf(version).thinkingDisplay,
			]),
		).toEqual([
			['1.0.128', false],
			['2.0.30', false],
			['2.1.0', false],
			['2.1.177', false],
			['2.1.178', true],
			['2.1.332', true],
			['3.0.0', true],
			[undefined, true],
		]);
	});

	it('asks for a rewind of the conversation only from 2.1.208 (measured: 2.1.207 never answers one)', () => {
		expect(
			['2.1.178', '2.1.200', '2.1.207', '2.1.208', '2.1.330', undefined].map(version => [
				version,
				featuresOf(version).rewindConversation,
			]),
		).toEqual([
			['2.1.178', false],
			['2.1.200', false],
			['2.1.207', false],
			['2.1.208', true],
			['2.1.330', true],
			[undefined, true],
		]);
	});

	it('tells an older claude what it lacks and from which version it works, naming its version', () => {
		expect(versionNotice('2.1.177 (Claude Code)')).toMatch(
			/^claude 2\.1\.177 ignores the thinking display .* works from claude 2\.1\.178/,
		);
		expect(versionNotice('2.1.0')).toMatch(
			/^claude 2\.1\.0 asks the API for no thinking, .* works from claude 2\.1\.178/,
		);
		expect(versionNotice('1.0.128')).toMatch(/^claude 1\.0\.128 asks the API for no thinking/);
		// 2.0.30 sends no tool_use_result and knows no rewind_files: its notice says what that takes away.
		expect(versionNotice('2.0.30')).toMatch(
			/^claude 2\.0\.30 asks the API for no thinking, .* reports no file changes: turns and \/diff do not count them, and \/rewind cannot restore files or fork\./,
		);
		expect(versionNotice('2.1.178')).toBeUndefined();
		expect(versionNotice(undefined)).toBeUndefined();
	});
});
