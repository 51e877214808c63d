// A throwaway HOME, TMPDIR and working folder per run, and the environment that points claude at
// the scripted backend on loopback. Interactive claude gets its onboarding, API-key and
// folder-trust answers pre-seeded so it goes straight to the prompt.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const API_KEY = 'sk-ant-bench-00000000000000000000000000';

export function makeSandbox(backendUrl, extraEnv = {}) {
	const root = mkdtempSync(path.join(tmpdir(), 'cctui-bench-'));
	const home = path.join(root, 'home');
	const work = path.join(root, 'work');
	const tmp = path.join(root, 'tmp');
	for (const dir of [home, work, tmp]) mkdirSync(dir);
	writeFileSync(
		path.join(home, '.claude.json'),
		JSON.stringify({
			hasCompletedOnboarding: true,
			customApiKeyResponses: {approved: [API_KEY.slice(-20)], rejected: []},
			projects: {[work]: {hasTrustDialogAccepted: true}},
		}),
	);
	// No CI: Ink hides its live region when CI is set.
	const env = {
		PATH: process.env.PATH ?? '/usr/bin:/bin',
		LANG: 'C.UTF-8',
		TERM: 'xterm-256color',
		SHELL: '/bin/bash',
		HOME: home,
		TMPDIR: tmp,
		ANTHROPIC_BASE_URL: backendUrl,
		ANTHROPIC_API_KEY: API_KEY,
		CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
		DISABLE_AUTOUPDATER: '1',
		...extraEnv,
	};
	return {root, work, env, remove: () => rmSync(root, {recursive: true, force: true})};
}
