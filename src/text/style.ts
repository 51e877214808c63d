import {Chalk, type ChalkInstance} from 'chalk';

// Basic 16 colours only: terminals theme them, so they stay readable on dark and light backgrounds.
const colored = new Chalk({level: 1});
const plain = new Chalk({level: 0});

/** A chalk that ignores global colour detection: the caller decides from NO_COLOR, FORCE_COLOR and the TTY. */
export function palette(color: boolean): ChalkInstance {
	return color ? colored : plain;
}
