/** WebFetch, WebSearch, MCP and unknown tools, built by hand (the captures have none). */
import {describe, expect, it} from 'vitest';
import type {ToolCall} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {render} from '../../helpers/render.js';

const base: ToolCall = {
	id: 'toolu_1',
	name: 'WebFetch',
	inputJson: '',
	input: {},
	status: 'done',
	startedAt: 0,
	endedAt: 1500,
	children: [],
	settled: true,
};
// A field may be set to undefined: a call that has not got that far.
const tool = (over: {[K in keyof ToolCall]?: ToolCall[K] | undefined}): ToolCall => ({...base, ...over}) as ToolCall;

function show(call: ToolCall, {live = false, expanded = false} = {}) {
	const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: false, live};
	return render(<ToolCallView call={call} view={view} expanded={expanded} />).frame();
}

const fetchCall = tool({
	input: {url: 'https://docs.example.com/guide/install?lang=en', prompt: 'Which Node version is required?'},
	result: {
		text: 'Node 20 or newer.',
		isError: false,
		structured: {
			bytes: 12_400,
			code: 200,
			codeText: 'OK',
			result: 'Node 20 or newer is required.\nnpm 10 is recommended.',
			durationMs: 800,
			url: 'https://docs.example.com/guide/install?lang=en',
		},
	},
});

describe('WebFetch', () => {
	it('the domain in the title, status and size, then the URL, the question and the answer', () => {
		expect(show(fetchCall)).toBe(
			[
				'',
				'⏺ WebFetch(docs.example.com) · 200 OK · 12.1 KB · 1.5s',
				'    https://docs.example.com/guide/install?lang=en',
				'    “Which Node version is required?”',
				'  ⎿ Node 20 or newer is required.',
				'    npm 10 is recommended.',
			].join('\n'),
		);
	});

	it('while running shows what it fetches and asks', () => {
		expect(show(tool({...fetchCall, status: 'running', result: undefined, settled: false}), {live: true})).toBe(
			'\n⏺ WebFetch(docs.example.com) running…\n    https://docs.example.com/guide/install?lang=en\n    “Which Node version is required?”',
		);
	});
});

describe('WebSearch', () => {
	const search = tool({
		name: 'WebSearch',
		input: {query: 'ink react terminal', allowed_domains: ['github.com']},
		result: {
			text: 'Web search results…',
			isError: false,
			structured: {
				query: 'ink react terminal',
				results: [
					'Here are the results.',
					{
						tool_use_id: 's1',
						content: [
							{title: 'vadimdemedes/ink', url: 'https://github.com/vadimdemedes/ink'},
							{title: 'ink-testing-library', url: 'https://github.com/vadimdemedes/ink-testing-library'},
						],
					},
				],
				durationSeconds: 1.2,
			},
		},
	});

	it('the query and count in the title, the domain filter, then titles and URLs', () => {
		expect(show(search)).toBe(
			[
				'',
				'⏺ WebSearch("ink react terminal") · 2 results · 1.5s',
				'    only github.com',
				'  ⎿ vadimdemedes/ink https://github.com/vadimdemedes/ink',
				'    ink-testing-library https://github.com/vadimdemedes/ink-testing-library',
			].join('\n'),
		);
	});

	it('many results: a few live, all when expanded', () => {
		const content = Array.from({length: 10}, (_, index) => ({
			title: `Result ${index + 1}`,
			url: `https://example.com/${index + 1}`,
		}));
		const many = tool({
			...search,
			result: {
				text: '',
				isError: false,
				structured: {query: 'q', results: [{tool_use_id: 's1', content}], durationSeconds: 1},
			},
		});
		const live = show(many, {live: true});
		expect(live).toContain('Result 4 https://example.com/4\n    … 6 more · ctrl+o for all 10');
		expect(live.split('\n').length).toBeLessThanOrEqual(8);
		expect(show(many, {expanded: true})).toContain('Result 10 https://example.com/10');
	});
});

describe('MCP and unknown tools', () => {
	const issue = tool({
		name: 'mcp__github__create_issue',
		input: {repo: 'acme/app', title: 'Crash on start', labels: ['bug', 'p1'], body: 'Steps:\n1. start'},
		result: {text: 'Created issue #42: https://github.com/acme/app/issues/42', isError: false},
	});

	it('server › tool with the first arguments in the title; in history the arguments it could not show, then the result', () => {
		expect(show(issue)).toBe(
			[
				'',
				'⏺ github › create_issue(repo: acme/app, title: Crash on start, body: Steps:⏎1. start) · 1.5s',
				'    labels: ["bug","p1"]',
				'    body: Steps:⏎1. start',
				'  ⎿ Created issue #42: https://github.com/acme/app/issues/42',
			].join('\n'),
		);
	});

	it('live: the title cut to one row, and the result', () => {
		expect(show(issue, {live: true})).toBe(
			'\n⏺ github › create_issue(repo: acme/app, title: Crash on start, body: Steps:⏎1. …\n  ⎿ Created issue #42: https://github.com/acme/app/issues/42',
		);
	});

	it('an unknown tool with short arguments is its title and result', () => {
		expect(show(tool({name: 'Skillful', input: {level: 3}, result: {text: 'done', isError: false}}))).toBe(
			'\n⏺ Skillful(level: 3) · 1.5s\n  ⎿ done',
		);
	});
});
