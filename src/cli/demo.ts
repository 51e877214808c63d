/**
 * `cctui --demo`: the real claude against the built-in scripted backend on 127.0.0.1, with a
 * throwaway HOME and a scratch working folder, so the whole product runs without an account.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startBackend, type Backend, type Scenario} from '../backend/index.js';
import {DEMO_CLAUDE_ARGS, DEMO_CLAUDE_ENV, demoScenario} from '../backend/demo-scenario.js';

export const DEMO_PROMPT = 'Show me what cctui can do: set up a tiny project.';

export interface DemoSetup {
	readonly backend: Backend;
	/** The scratch folder the tools really run in (kept after exit, so the result can be looked at). */
	readonly workDir: string;
	/** The complete environment for claude: ours minus any real credentials, plus the demo's. */
	readonly env: Record<string, string>;
	readonly claudeArgs: readonly string[];
	cleanup(): Promise<void>;
}

/**
 * Credentials and endpoints that must not leak into a demo (it talks to loopback only), proxies included: claude
 * would send the backend's requests to the person's proxy, which cannot reach this machine's loopback.
 */
const SCRUBBED = /^(ANTHROPIC_|CLAUDE_CODE_|CLAUDE_CONFIG_DIR$|AWS_BEARER_TOKEN_BEDROCK$|(HTTPS?|ALL|NO)_PROXY$)/i;

export async function prepareDemo(
	parentEnv: NodeJS.ProcessEnv,
	scenario: Scenario = demoScenario(),
): Promise<DemoSetup> {
	const backend = await startBackend({scenario});
	const home = mkdtempSync(path.join(tmpdir(), 'cctui-demo-home-'));
	const workDir = mkdtempSync(path.join(tmpdir(), 'cctui-demo-'));
	// claude keeps subagent output and sockets under $TMPDIR, not HOME: keep them in the throwaway folder too.
	const tmp = path.join(home, 'tmp');
	mkdirSync(tmp);
	const env: Record<string, string> = {};
	for (const [key, value] of Object.entries(parentEnv))
		if (value !== undefined && !SCRUBBED.test(key)) env[key] = value;
	Object.assign(env, {
		HOME: home,
		TMPDIR: tmp,
		ANTHROPIC_BASE_URL: backend.url,
		ANTHROPIC_API_KEY: 'sk-ant-demo-0000000000000000000000',
		CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
		DISABLE_AUTOUPDATER: '1',
		...DEMO_CLAUDE_ENV,
	});
	return {
		backend,
		workDir,
		env,
		claudeArgs: DEMO_CLAUDE_ARGS,
		async cleanup() {
			await backend.close();
			rmSync(home, {recursive: true, force: true});
		},
	};
}
