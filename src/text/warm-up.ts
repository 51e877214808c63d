import {highlightCode, highlightShell} from './highlight.js';
import {renderMarkdown} from './markdown.js';

const SAMPLE_CODE =
	'export function f(a: string[]): number {\n\t// sum\n\treturn a.length + 1 > 2 ? 0 : "x".length;\n}';

/**
 * The first markdown of a process takes 40–140 ms to render (marked's rules and each highlight.js grammar are
 * compiled and JIT-warmed on first use, BENCHMARKS.md "Stop 48"): met in the middle of a streaming answer, a key
 * typed then waited that long to show. Rendering a sample of each kind first, while claude starts, takes that
 * cost where nothing waits on it.
 */
export const WARM_UP_STEPS: readonly (() => unknown)[] = [
	() => renderMarkdown('Some **bold**, *italic*, `code` and a [link](https://example.com).', {width: 80}),
	() => renderMarkdown('# Title\n\n## Part\n\n- one\n- two\n  more\n\n1. first\n2. second\n\n> quoted', {width: 80}),
	() => renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n---\n\n```\nplain\n```', {width: 80}),
	// The languages claude's answers use most.
	...['typescript', 'javascript', 'python', 'json'].map(lang => () => highlightCode(SAMPLE_CODE, lang)),
	() => highlightShell('ls -la "$HOME" | grep -v x && echo done > out.txt'),
];

/**
 * Runs `steps` one per turn of the event loop, so a key that arrives meanwhile waits for one step at most. The
 * timers do not keep the process alive. Returns a function that stops what is left.
 */
export function warmUp(steps: readonly (() => unknown)[] = WARM_UP_STEPS): () => void {
	let next = 0;
	let timer: NodeJS.Immediate | undefined;
	const step = (): void => {
		const run = steps[next++];
		if (!run) return;
		try {
			run();
		} catch {
			// Only a head start: the real render will show what is wrong.
		}
		timer = setImmediate(step).unref();
	};
	timer = setImmediate(step).unref();
	return () => {
		next = steps.length;
		if (timer) clearImmediate(timer);
	};
}
