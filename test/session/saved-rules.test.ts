/** Whether a rule kept in claude's user settings was saved is read where claude keeps them: in claude's HOME. */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {waitFor} from '../helpers/wait-for.js';

const homes: string[] = [];
afterEach(() => {
	for (const home of homes.splice(0)) rmSync(home, {recursive: true, force: true});
});

it("checks claude's own HOME (demo mode's is not cctui's), not cctui's", async () => {
	const home = mkdtempSync(path.join(tmpdir(), 'cctui-saved-rules-'));
	homes.push(home);
	mkdirSync(path.join(home, '.claude'));
	writeFileSync(
		path.join(home, '.claude', 'settings.json'),
		JSON.stringify({permissions: {allow: ['Bash(touch marker.txt)']}}),
	);
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store, env: {HOME: home}});
	const transport = new FakeTransport({writable: true});
	void session.attach(transport);
	transport.emit({
		type: 'control_request',
		request_id: 'req-1',
		request: {
			subtype: 'can_use_tool',
			tool_name: 'Bash',
			input: {command: 'touch marker.txt'},
			tool_use_id: 'toolu_1',
		},
	});
	await waitFor(() => store.getState().permissions.length === 1);
	session.decide('req-1', {
		behavior: 'allow',
		scope: 'session',
		updatedInput: {command: 'touch marker.txt'},
		updatedPermissions: [
			{
				type: 'addRules',
				rules: [{toolName: 'Bash', ruleContent: 'touch marker.txt'}],
				behavior: 'allow',
				destination: 'userSettings',
			},
		],
	});
	await waitFor(() => outline(allItems(store.getState())).some(line => line.includes('Saved Bash(touch marker.txt)')));
	expect(outline(allItems(store.getState())).join('\n')).not.toContain('Could not save');
});
