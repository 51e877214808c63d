/**
 * A value nested deeper than `JSON.stringify` can go (the model's tool input; claude 2.1.330 passes it through and
 * saves it): shown cut where it must be, never a crash, and the session file still reads.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createElement} from 'react';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {allow, controlSuccess, serialize} from '../../src/protocol/outbound.js';
import {CUT_MARK, jsonText, MAX_JSON_DEPTH} from '../../src/text/json-text.js';
import {ArgsList} from '../../src/ui/components/tools/args-list.js';
import {repoRoot} from '../helpers/fixtures.js';
import {render} from '../helpers/render.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');
/** Far past where V8's JSON.stringify overflows (about 4,500 levels), as JSON.parse reads it. */
const DEPTH = 20_000;
const deepText = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepValue = (): unknown => JSON.parse(deepText);
const SESSION = '33333333-3333-4333-8333-333333333333';

const toolUse = `{"type":"tool_use","id":"toolu_d","name":"mcp__srv__tool","input":{"a":${deepText}}}`;

function setup() {
	const root = mkdtempSync(path.join(tmpdir(), 'cctui-deep-'));
	const home = path.join(root, 'home');
	const work = path.join(root, 'work');
	mkdirSync(work, {recursive: true});
	const env = {PATH: process.env['PATH'] ?? '', HOME: home};
	const dir = sessionsDir(work, env);
	mkdirSync(dir, {recursive: true});
	return {root, work, env, dir};
}

function run(args: string[], env: Record<string, string>, cwd: string) {
	const result = spawnSync(process.execPath, [bin, ...args], {
		encoding: 'utf8',
		env,
		cwd,
		timeout: 30_000,
		maxBuffer: 64 << 20,
	});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

const common = `"sessionId":"${SESSION}","timestamp":"2026-11-22T16:48:23.819Z","isSidechain":false`;
const sessionLines = [
	`{"parentUuid":null,"type":"user","uuid":"u1",${common},"message":{"role":"user","content":"call the deep tool"}}`,
	`{"parentUuid":"u1","type":"assistant","uuid":"a1",${common},"message":{"id":"msg_1","role":"assistant","model":"m","content":[${toolUse}]}}`,
	`{"parentUuid":"a1","type":"user","uuid":"u2",${common},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_d","content":"fine"}]}}`,
	`{"parentUuid":"u2","type":"assistant","uuid":"a2",${common},"message":{"id":"msg_2","role":"assistant","model":"m","content":[{"type":"text","text":"after the deep call"}]}}`,
];

const sid = '"session_id":"s1"';
const stdoutLines = [
	`{"type":"system","subtype":"init",${sid},"cwd":"/w","tools":[],"model":"m","permissionMode":"default"}`,
	`{"type":"assistant",${sid},"parent_tool_use_id":null,"message":{"id":"md","role":"assistant","model":"m","content":[${toolUse}]}}`,
	`{"type":"stream_event",${sid},"parent_tool_use_id":null,"event":{"type":"error","error":{"e":${deepText}}}}`,
	`{"type":"assistant",${sid},"parent_tool_use_id":null,"message":{"id":"m2","role":"assistant","model":"m","content":[{"type":"text","text":"after the deep call"}]}}`,
];

describe('a value nested too deep for JSON.stringify', () => {
	it('is written down to a depth and says where it was cut', () => {
		const text = jsonText({a: deepValue()})!;
		expect(text.startsWith(`{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}"${CUT_MARK}"]`)).toBe(true);
		expect(jsonText({a: [1]}, 2)).toBe(JSON.stringify({a: [1]}, null, 2));
		expect(jsonText(undefined)).toBeUndefined();
	});

	it('shows as an MCP tool’s argument, cut', () => {
		const view = render(createElement(ArgsList, {input: {a: deepValue(), b: 'x'}, view: {width: 80} as never}));
		expect(view.frame()).toContain('a: [[[[');
		expect(view.frame()).toContain('b: x');
	});

	it('leaves the session listed, exported and replayed', () => {
		const {work, env, dir} = setup();
		const file = path.join(dir, `${SESSION}.jsonl`);
		writeFileSync(file, `${sessionLines.join('\n')}\n`);
		const listed = run(['sessions'], env, work);
		expect(listed.code).toBe(0);
		expect(listed.stdout).toContain(`${SESSION}  call the deep tool`);
		const exported = run(['export', file], env, work);
		expect(exported.stderr).toBe('');
		expect(exported.code).toBe(0);
		expect(exported.stdout).toContain(CUT_MARK);
		expect(exported.stdout).toContain('after the deep call');
		const replayed = run(['replay', '--plain', file], env, work);
		expect(replayed.stderr).not.toContain('crashed');
		expect(replayed.code).toBe(0);
		expect(replayed.stdout).toContain('after the deep call');
	});

	it('in claude’s output (a tool input, a stream error) is exported and replayed', () => {
		const {root, work, env} = setup();
		const file = path.join(root, 'stdout.jsonl');
		writeFileSync(file, `${stdoutLines.join('\n')}\n`);
		const exported = run(['export', file], env, work);
		expect(exported.stderr).toBe('');
		expect(exported.code).toBe(0);
		expect(exported.stdout).toContain(CUT_MARK);
		const replayed = run(['replay', '--plain', file], env, work);
		expect(replayed.stderr).not.toContain('crashed');
		expect(replayed.code).toBe(0);
		expect(replayed.stdout).toContain('Stream error: {"e":[[[');
		expect(replayed.stdout).toContain('after the deep call');
	});

	it('in a recording (--record writes it as it came) is exported', () => {
		const {root, work, env} = setup();
		const file = path.join(root, 'recording.jsonl');
		const lines = stdoutLines.map((line, t) => `{"t":${t},"dir":"out","msg":${line}}`);
		writeFileSync(file, `{"t":0,"dir":"meta","msg":{"event":"cctui"}}\n${lines.join('\n')}\n`);
		const exported = run(['export', file], env, work);
		expect(exported.stderr).toBe('');
		expect(exported.code).toBe(0);
		expect(exported.stdout).toContain(CUT_MARK);
		expect(exported.stdout).toContain('after the deep call');
	});

	it('approved, goes back to claude whole, as the model wrote it', () => {
		const input = {a: deepValue(), note: 'line\nbreak', skip: undefined, list: [1, 'two', null, true]};
		const line = serialize(controlSuccess('r1', {...allow(input, 'toolu_d')}));
		expect(line.endsWith('\n')).toBe(true);
		expect(line.slice(0, -1)).not.toContain('\n');
		expect(line).toBe(
			`{"type":"control_response","response":{"subtype":"success","request_id":"r1","response":{"behavior":"allow","updatedInput":{"a":${deepText},"note":"line\\nbreak","list":[1,"two",null,true]},"toolUseID":"toolu_d"}}}\n`,
		);
	});
});
