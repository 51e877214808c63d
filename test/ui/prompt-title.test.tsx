/**
 * A subagent's prompt says which subagent asks ("from" its description), and how many more prompts wait, on its title
 * row at every width: the heading is cut first, after a whole word, not what follows it.
 */
import {Box} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import type {PermissionRequest} from '../../src/state/state.js';
import {PermissionPrompt} from '../../src/ui/components/permission-prompt.js';
import {titleRow} from '../../src/ui/components/prompts/prompt-frame.js';
import {promptRows} from '../../src/ui/prompt-layout.js';
import {render} from '../helpers/render.js';

const bash: PermissionRequest = {
	requestId: 'req-1',
	toolName: 'Bash',
	toolUseId: 'toolu_1',
	input: {command: 'touch small-b.txt', description: 'touch a file'},
	title: 'Claude wants to run a command',
	suggestions: [],
	requiresInteraction: false,
	suppressAlwaysAllow: false,
	defaultToNo: false,
	receivedAt: 0,
	agentId: 'agent-b',
	agent: 'sub two',
};

function titleAt(columns: number, rows: number, request: PermissionRequest, queued: number): string {
	const ui = render(
		<Box width={columns}>
			<PermissionPrompt
				request={request}
				queued={queued}
				view={{width: columns, color: false, cwd: '/home/dev/project', showThinking: true, live: true}}
				maxRows={promptRows(rows, 0, false)}
				onDecide={vi.fn()}
				onInterrupt={vi.fn()}
				armDelayMs={0}
			/>
		</Box>,
	);
	const row = ui
		.frame()
		.split('\n')
		.find(line => line.includes('Claude'));
	ui.unmount();
	return row!.replace(/^│ /, '').replace(/\s*│$/, '');
}

describe("a subagent's prompt title", () => {
	it('names the subagent, and the prompts waiting, where there is room', () => {
		expect(titleAt(100, 30, bash, 1)).toBe('Claude wants to run a command (from sub two) · 1 more waiting');
	});

	it('keeps the subagent and the count on a small screen, the heading cut after a word', () => {
		expect(titleAt(40, 12, bash, 1)).toBe('Claude wants to… (from sub two) · 1 more');
		expect(titleAt(30, 10, bash, 0)).toBe('Claude wants… (from sub two)');
	});

	it('says "a subagent" when it does not know which, and cuts a long description after a word', () => {
		const {agent: _, ...unnamed} = bash;
		expect(titleAt(30, 10, unnamed, 0)).toBe('Claude… (from a subagent)');
		expect(titleAt(80, 24, {...bash, agent: 'Investigate why the payments integration tests fail'}, 1)).toBe(
			'Claude wants to run a command (from Investigate why the…) · 1 more waiting',
		);
	});

	it('cuts a title with no subagent after a word', () => {
		expect(titleRow('Claude wants to run a command', undefined, 0, 22)).toEqual({
			heading: 'Claude wants to run a…',
			from: '',
			more: '',
		});
	});
});
