import {describe, expect, it} from 'vitest';
import {withParentDeathSignal} from '../../src/transport/parent-death.js';

describe('withParentDeathSignal', () => {
	it('leaves the command as it is off Linux', () => {
		expect(withParentDeathSignal('/bin/claude', ['-p', '--verbose'], 'darwin')).toEqual({
			command: '/bin/claude',
			args: ['-p', '--verbose'],
		});
	});

	it.runIf(process.platform === 'linux')("on Linux, starts it through setpriv, claude's arguments after --", () => {
		const {command, args} = withParentDeathSignal('/bin/claude', ['-p', '--', 'x']);
		expect(command).toMatch(/\/setpriv$/);
		expect(args).toEqual(['--pdeathsig', 'TERM', '--', '/bin/claude', '-p', '--', 'x']);
	});
});
