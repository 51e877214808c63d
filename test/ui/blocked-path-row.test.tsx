/**
 * Why claude asks ("claude asks because of" the path it names) wraps at its words on a narrow screen: the path starts a
 * row of its own, not split inside it ("sma" over "ll-b.txt").
 */
import {Box} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import type {PermissionRequest} from '../../src/state/state.js';
import {PermissionPrompt} from '../../src/ui/components/permission-prompt.js';
import {promptRows} from '../../src/ui/prompt-layout.js';
import {render} from '../helpers/render.js';

const touch: PermissionRequest = {
	requestId: 'req-1',
	toolName: 'Bash',
	toolUseId: 'toolu_1',
	input: {command: 'touch small-b.txt'},
	blockedPath: '/home/dev/project/small-b.txt',
	suggestions: [],
	requiresInteraction: false,
	suppressAlwaysAllow: false,
	defaultToNo: false,
	receivedAt: 0,
};

function rowsAt(columns: number, rows: number): string[] {
	const ui = render(
		<Box width={columns}>
			<PermissionPrompt
				request={touch}
				queued={0}
				view={{width: columns, color: false, cwd: '/home/dev/project', showThinking: true, live: true}}
				maxRows={promptRows(rows, 0, false)}
				onDecide={vi.fn()}
				onInterrupt={vi.fn()}
				armDelayMs={0}
			/>
		</Box>,
	);
	return ui.frame().split('\n');
}

describe('why claude asks, on a narrow screen', () => {
	it('puts the path on a row of its own', () => {
		const rows = rowsAt(30, 10).map(row => row.trimEnd());
		const at = rows.findIndex(row => row.includes('claude asks because of'));
		expect(rows[at]).toBe('claude asks because of');
		expect(rows[at + 1]).toBe('small-b.txt');
	});

	it('keeps it on one row where it fits', () => {
		expect(rowsAt(60, 16).some(row => row.includes('claude asks because of small-b.txt'))).toBe(true);
	});
});
