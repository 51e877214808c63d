/** Bytes a terminal sends for keys. */
export const KEY = {
	enter: '\r',
	escape: '\u001B',
	up: '\u001B[A',
	down: '\u001B[B',
	left: '\u001B[D',
	right: '\u001B[C',
	backspace: '\u007F',
	ctrlC: '\u0003',
	ctrlD: '\u0004',
	ctrlJ: '\n',
	ctrlT: '\u0014',
	altEnter: '\u001B\r',
	pageUp: '\u001B[5~',
	pageDown: '\u001B[6~',
	home: '\u001B[H',
	end: '\u001B[F',
} as const;
