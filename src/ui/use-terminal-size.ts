/** The terminal's size, updated on resize (Ink re-lays out on its own; we need it for budgets). */
import {useStdout} from 'ink';
import {useEffect, useState} from 'react';

export function useTerminalSize(): {columns: number; rows: number} {
	const {stdout} = useStdout();
	const read = () => ({columns: stdout.columns || 80, rows: stdout.rows || 24});
	const [size, setSize] = useState(read);
	useEffect(() => {
		const update = () => setSize({columns: stdout.columns || 80, rows: stdout.rows || 24});
		stdout.on('resize', update);
		return () => {
			stdout.off('resize', update);
		};
	}, [stdout]);
	return size;
}
