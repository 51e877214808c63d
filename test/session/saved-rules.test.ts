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

/** A Bash rule allowed for good, with `onDisk` in claude's user settings as claude wrote it; the notice that follows. */
async function savedWith(command: string, onDisk: string) {
	const home = mkdtempSync(path.join(tmpdir(), 'cctui-saved-rules-'));
	homes.push(home);
	mkdirSync(path.join(home, '.claude'));
	writeFileSync(path.join(home, '.claude', 'settings.json'), JSON.stringify({permissions: {allow: [onDisk]}}));
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
			input: {command},
			tool_use_id: 'toolu_1',
		},
	});
	await waitFor(() => store.getState().permissions.length === 1);
	session.decide('req-1', {
		behavior: 'allow',
		scope: 'session',
		updatedInput: {command},
		updatedPermissions: [
			{
				type: 'addRules',
				rules: [{toolName: 'Bash', ruleContent: command}],
				behavior: 'allow',
				destination: 'userSettings',
			},
		],
	});
	const said = () => outline(allItems(store.getState())).join('\n');
	await waitFor(() => /Saved|Could not save/.test(said()));
	return said();
}

it("checks claude's own HOME (demo mode's is not cctui's), not cctui's", async () => {
	const said = await savedWith('touch marker.txt', 'Bash(touch marker.txt)');
	expect(said).toContain('Saved Bash(touch marker.txt)');
	expect(said).not.toContain('Could not save');
});

it('finds a rule claude wrote with its parentheses and backslashes escaped (claude 2.1.330)', async () => {
	const said = await savedWith('node -e "console.log(1)" \\n', 'Bash(node -e "console.log\\(1\\)" \\\\n)');
	expect(said).toContain('Saved Bash(node -e "console.log(1)"');
	expect(said).not.toContain('Could not save');
});

it('says a rule is not saved when the file holds another', async () => {
	expect(await savedWith('touch a.txt', 'Bash(touch b.txt)')).toContain('Could not save Bash(touch a.txt)');
});

it('finds a rule with two backslashes and parentheses as claude 2.1.330 wrote it (\\ doubled, then ( and ) escaped)', async () => {
	// The command and the file's entry exactly as a real claude 2.1.330 left them (settings.local.json, JSON-decoded).
	const said = await savedWith("touch 'p(1)\\\\x.txt'", "Bash(touch 'p\\(1\\)\\\\\\\\x.txt')");
	expect(said).toContain("Saved Bash(touch 'p(1)\\\\x.txt')");
	expect(said).not.toContain('Could not save');
});

it('does not take a rule whose backslashes claude reads as fewer for the one asked', async () => {
	// claude reads this entry's `\\` as one `\`: it is the rule for `touch 'p(1)\x.txt'`, not for this command.
	expect(await savedWith("touch 'p(1)\\\\x.txt'", "Bash(touch 'p(1)\\\\x.txt')")).toContain('Could not save');
});
