import {describe, expect, it} from 'vitest';
import {childEnv} from '../../src/cli/main.js';

describe('the environment claude gets on top of the user’s', () => {
	it('turns file checkpoints on, so a turn’s file changes can be rewound', () => {
		expect(childEnv({})).toEqual({
			CLAUDE_CODE_SDK_READS_SESSION_STATE: '1',
			CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'true',
		});
	});

	it('leaves a checkpointing value the user set alone, false included (theirs then reaches claude)', () => {
		for (const value of ['false', '0', 'true', '']) {
			expect(childEnv({CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: value})).toEqual({
				CLAUDE_CODE_SDK_READS_SESSION_STATE: '1',
			});
		}
	});
});
