/** The linked editor in the state: what the next message carries as the link comes and goes. */
import {describe, expect, it} from 'vitest';
import type {EditorContext, EditorLinkState} from '../../src/state/editor.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';

const SELECTION: EditorContext = {kind: 'selection', filePath: '/p/app.ts', lineStart: 3, lineEnd: 4, text: 'a\nb'};
const MENTION: EditorContext = {kind: 'mention', filePath: '/p/other.ts', lineStart: 1, lineEnd: 2};

const link = (link: EditorLinkState, name = 'Neovim'): AppEvent => ({
	type: 'editor-changed',
	editor: {name, link},
	at: 0,
});
const context = (value: EditorContext): AppEvent => ({type: 'editor-context', context: value, at: 0});
const fold = (...events: AppEvent[]) => events.reduce(reduce, initialState()).session.editor?.context;

describe('the editor context across the link', () => {
	it('a lost link takes the selection (the restarted editor never reported it) and keeps the mentions', () => {
		const selected = [link('connected'), context(MENTION), context(SELECTION)];
		expect(fold(...selected, link('lost'))).toEqual([MENTION]);
		// The same editor back: only what it reports from now on goes with the mentions.
		expect(fold(...selected, link('lost'), link('connecting'), link('connected'))).toEqual([MENTION]);
		expect(fold(...selected, link('lost'), link('connected'), context({...SELECTION, lineStart: 9}))).toEqual([
			MENTION,
			{...SELECTION, lineStart: 9},
		]);
		expect(fold(...selected, link('refused'))).toEqual([MENTION]);
	});

	it('a selection reported while the link is still being set up stays once it is up', () => {
		expect(fold(link('connecting'), context(SELECTION), link('connected'))).toEqual([SELECTION]);
	});

	it('another editor, or none, takes everything', () => {
		const selected = [link('connected'), context(MENTION), context(SELECTION)];
		expect(fold(...selected, link('connected', 'VS Code'))).toEqual([]);
		expect(fold(...selected, {type: 'editor-changed', editor: undefined, at: 0})).toBeUndefined();
	});
});
