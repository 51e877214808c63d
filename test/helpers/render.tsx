/** ink-testing-library with frame waiting and ANSI stripped, so tests assert what a person sees. */
import {render as inkRender} from 'ink-testing-library';
import type {ReactElement} from 'react';
import {waitFor} from './wait-for.js';

const ANSI = /\u001B\[[0-9;?]*[ -/]*[@-~]|\u001B\][^\u0007]*(?:\u0007|\u001B\\)/g;

export const stripAnsi = (text: string): string => text.replace(ANSI, '');

export function render(tree: ReactElement) {
	const instance = inkRender(tree);
	const frame = () => stripAnsi(instance.lastFrame() ?? '');
	return {
		...instance,
		frame,
		/** Everything written so far (history included), ANSI stripped. */
		allOutput: () => stripAnsi(instance.frames.join('')),
		async waitForFrame(predicate: string | RegExp | ((frame: string) => boolean), timeoutMs = 3000) {
			const test =
				typeof predicate === 'function'
					? predicate
					: (text: string) => (typeof predicate === 'string' ? text.includes(predicate) : predicate.test(text));
			await waitFor(() => test(frame()), {
				timeoutMs,
				what: () => `frame matching ${String(predicate)}; last frame:\n${frame()}`,
			});
		},
		/**
		 * Writes keys one by one, letting Ink handle each (a person never types a whole word at
		 * once). The pause comes first too: a component that just appeared subscribes to input in
		 * an effect, which React runs a moment after the frame is drawn.
		 */
		async type(...keys: string[]) {
			for (const key of keys) {
				await new Promise(resolve => setTimeout(resolve, 5));
				instance.stdin.write(key);
			}
			await new Promise(resolve => setTimeout(resolve, 5));
		},
	};
}
