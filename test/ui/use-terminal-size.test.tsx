/** useTerminalSize: the size of the output, followed on resize, with 80x24 when the stream does not say. */
import {Text} from 'ink';
import {describe, it} from 'vitest';
import {useTerminalSize} from '../../src/ui/use-terminal-size.js';
import {render} from '../helpers/render.js';

function Probe() {
	const {columns, rows} = useTerminalSize();
	return <Text>{`${columns}x${rows}`}</Text>;
}

describe('useTerminalSize', () => {
	it('reads the stream, falls back to 24 rows, and follows a resize', async () => {
		const {stdout, waitForFrame} = render(<Probe />);
		// ink-testing-library's stdout is 100 columns and says nothing of rows.
		await waitForFrame('100x24');
		Object.defineProperty(stdout, 'columns', {value: 60, configurable: true});
		Object.defineProperty(stdout, 'rows', {value: 20, configurable: true});
		stdout.emit('resize');
		await waitForFrame('60x20');
	});
});
