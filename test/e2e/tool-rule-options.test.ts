/**
 * `cctui --disallowedTools Bash Write` denies both, as claude's own flag does: the real claude offers the model
 * neither tool, and "Write" is not sent to it as the first prompt (cctui used to take one value and send the next).
 */
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

it('--disallowedTools takes a list: claude offers neither tool, and nothing is sent before the person types', async () => {
	run = await runCctui(scenario([turn(text('Answered.'))]), {args: ['--disallowedTools', 'Bash', 'Write']});
	await run.pty.waitForText(/ready ·/, 30_000);
	await run.typeLine('hello');
	await run.pty.waitForText('Answered.', 30_000);
	const [first, ...more] = run.backend.mainRequests();
	expect(more).toEqual([]);
	const body = first!.body as {tools: {name: string}[]; messages: {content: unknown}[]};
	const tools = body.tools.map(tool => tool.name);
	expect(tools).toContain('Read');
	expect(tools).not.toContain('Bash');
	expect(tools).not.toContain('Write');
	expect(JSON.stringify(body.messages)).toContain('hello');
	expect(JSON.stringify(body.messages)).not.toMatch(/"text":"Write"/);
});
