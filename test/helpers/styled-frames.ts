/** Styling in the frames of the enclosing describe's tests: the cursor is drawn inverse, so a frame shows where it is. */
import chalk from 'chalk';
import {afterAll, beforeAll} from 'vitest';

export function styledFrames(): void {
	const level = chalk.level;
	beforeAll(() => {
		chalk.level = 1;
	});
	afterAll(() => {
		chalk.level = level;
	});
}
