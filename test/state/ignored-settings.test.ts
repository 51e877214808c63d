/** claude's stderr saying it drops a settings file's rules: shown, and the rule saved there said to hold for the session only. */
import {expect, it} from 'vitest';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {AppEvent} from '../../src/state/events.js';

const IGNORED =
	'Ignoring 1 permissions.allow entry from .claude/settings.json: this workspace has not been trusted. Run Claude Code interactively here once and accept the trust dialog, or set projects["/w"].hasTrustDialogAccepted: true in /h/.claude.json.';

const fold = (events: readonly AppEvent[]): AppState => events.reduce(reduce, initialState());
const notices = (state: AppState) =>
	state.committed.flatMap(item => (item.kind === 'notice' ? [`${item.level}: ${item.text}`] : []));
const saved = (file: string): AppEvent => ({
	type: 'rules-saved',
	rules: [{rule: 'Bash(touch a)', file, saved: true}],
	at: 2,
});

it('shows the line as a warning, and a rule saved to that file holds for the session only', () => {
	const state = fold([
		{type: 'stderr', line: IGNORED, at: 1},
		saved('.claude/settings.json'),
		saved('~/.claude/settings.json'),
	]);
	expect(notices(state)).toEqual([
		`warning: claude: ${IGNORED}`,
		"warning: Saved Bash(touch a) to .claude/settings.json, but claude ignores that file's rules in this folder (above): it applies to this session only.",
		'info: Saved Bash(touch a) to ~/.claude/settings.json: calls that match it run without asking from now on.',
	]);
});

it('a replay, which cannot read the file, says it asked', () => {
	const state = fold([
		{type: 'stderr', line: IGNORED, at: 1},
		{type: 'rules-saved', rules: [{rule: 'Bash(touch a)', file: '.claude/settings.json'}], at: 2},
	]);
	expect(notices(state)[1]).toBe(
		"warning: Asked claude to save Bash(touch a) to .claude/settings.json, but claude ignores that file's rules in this folder (above): it applies to this session only.",
	);
});

it('another stderr line stays in the debug panel', () => {
	const state = fold([{type: 'stderr', line: 'Debugger listening', at: 1}, saved('.claude/settings.json')]);
	expect(notices(state)).toEqual([
		'info: Saved Bash(touch a) to .claude/settings.json: calls that match it run without asking from now on.',
	]);
	expect(state.child.stderrTail).toEqual(['Debugger listening']);
});
