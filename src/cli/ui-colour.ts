/**
 * Whether the UI is coloured. Ink paints borders and `color` props through chalk, whose level it
 * took from the environment when it loaded; cctui decides (NO_COLOR wins, then FORCE_COLOR, then
 * the terminal: wantsColor), and chalk, and with it Ink, follows. One chalk is installed, Ink's too.
 */
import chalk from 'chalk';
import {type MainIo, wantsColor} from './io.js';

export function uiColour(io: MainIo): boolean {
	const color = wantsColor(io);
	if (!color) chalk.level = 0;
	return color;
}
