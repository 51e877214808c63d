/**
 * `--gateway`: the proxy started before claude (it needs the proxy's URL), its reports handed to
 * the session once the UI's store exists (in plain mode, to the recording only). Reports before that are not kept.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {z} from 'zod';
import {PUBLIC_API, startGateway, type Gateway} from '../gateway/gateway.js';
import {noProxyWith, proxyFor} from '../gateway/proxy.js';
import type {ApiExchange} from '../protocol/api-exchange.js';
import {revealLine} from '../text/sanitize.js';
import {claudeFolder} from '../util/claude-folder.js';
import {writePrivate} from '../util/private-file.js';
import type {LiveOptions} from './args.js';

export interface GatewayLink {
	readonly gateway: Gateway;
	/** On top of claude's environment: its API base URL is the gateway's, reached directly, never through a proxy. */
	readonly env: Readonly<Record<'ANTHROPIC_BASE_URL' | 'NO_PROXY' | 'no_proxy', string>>;
	/** For claude's argv: the same as `--settings`, which wins over the `env` of claude's settings files. */
	readonly args: readonly string[];
	connect(report: (exchange: ApiExchange) => void): void;
	close(): Promise<void>;
}

/** The part of a claude settings file read here. */
const settingsEnvSchema = z.object({env: z.record(z.string(), z.unknown()).optional()});

function settingsEnv(file: string): Record<string, unknown> {
	try {
		return settingsEnvSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))).data?.env ?? {};
	} catch {
		// Missing or not JSON: claude goes without it too.
		return {};
	}
}

/** claude's user, project and local settings files, each over the one before. */
const settingsFiles = (cwd: string, env: NodeJS.ProcessEnv): string[] => [
	path.join(claudeFolder(env), 'settings.json'),
	path.join(cwd, '.claude', 'settings.json'),
	path.join(cwd, '.claude', 'settings.local.json'),
];

/**
 * The environment claude will run with: ours, under the `env` of its user, project and local settings files, each
 * over the one before (claude 2.1.330, checked: the project's are only those of the folder it runs in).
 */
export function claudeEnv(cwd: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
	const merged = {...env};
	for (const file of settingsFiles(cwd, env))
		for (const [name, value] of Object.entries(settingsEnv(file))) if (typeof value === 'string') merged[name] = value;
	return merged;
}

/** The variables that send claude to another provider, where ANTHROPIC_BASE_URL (so the gateway) plays no part. */
const PROVIDERS = [
	'CLAUDE_CODE_USE_BEDROCK',
	'CLAUDE_CODE_USE_VERTEX',
	'CLAUDE_CODE_USE_FOUNDRY',
	'CLAUDE_CODE_USE_ANTHROPIC_AWS',
	'CLAUDE_CODE_USE_ANTHROPIC_GOOGLE_CLOUD',
	'CLAUDE_CODE_USE_MANTLE',
];

/** The variable (in claude's environment) that sends it to another provider than the Anthropic API, if any. */
export function otherProvider(env: NodeJS.ProcessEnv): string | undefined {
	return PROVIDERS.find(name => ['1', 'true', 'yes', 'on'].includes((env[name] ?? '').trim().toLowerCase()));
}

/** --upstream, else the base URL claude would use (`env`: claudeEnv), else the public API. */
export function gatewayUpstream(options: LiveOptions, env: NodeJS.ProcessEnv): string {
	return options.upstream ?? (env['ANTHROPIC_BASE_URL'] || PUBLIC_API);
}

/**
 * Why `upstream` (gatewayUpstream, with `env` the environment cctui was given) cannot be the gateway's: not an http or
 * https URL, said with the value and where ANTHROPIC_BASE_URL was set (--upstream is checked as it is parsed).
 */
export function badUpstream(upstream: string, cwd: string, env: NodeJS.ProcessEnv): string | undefined {
	if (URL.canParse(upstream) && ['http:', 'https:'].includes(new URL(upstream).protocol)) return undefined;
	const file = settingsFiles(cwd, env).findLast(
		candidate => typeof settingsEnv(candidate)['ANTHROPIC_BASE_URL'] === 'string',
	);
	const where = file === undefined ? 'in the environment' : `in ${file}`;
	// Its terminal control shown (`␛`), not obeyed and not left out: the value is the one claude was given.
	return `ANTHROPIC_BASE_URL "${revealLine(upstream)}" (${where}) is not an http or https URL`;
}

/** `env`: claude's (claudeEnv), whose proxy (HTTPS_PROXY…, NO_PROXY) the gateway uses for the upstream as claude would. */
export async function openGateway(upstream: string, env: NodeJS.ProcessEnv): Promise<GatewayLink> {
	let report: (exchange: ApiExchange) => void = () => undefined;
	const proxy = URL.canParse(upstream) ? proxyFor(new URL(upstream), env) : undefined;
	const gateway = await startGateway({upstream, proxy, onExchange: exchange => report(exchange)});
	const overrides = {ANTHROPIC_BASE_URL: gateway.baseUrl, ...noProxyWith(env, new URL(gateway.baseUrl).hostname)};
	// In a file only its owner reads (mkdtemp makes the folder 700): on claude's command line, the nonce would show in ps.
	const folder = mkdtempSync(path.join(os.tmpdir(), 'cctui-gateway-'));
	const settings = path.join(folder, 'settings.json');
	writePrivate(settings, JSON.stringify({env: overrides}));
	return {
		gateway,
		env: overrides,
		args: ['--settings', settings],
		connect(to) {
			report = to;
		},
		close: async () => {
			await gateway.close();
			rmSync(folder, {recursive: true, force: true});
		},
	};
}
