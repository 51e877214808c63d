/**
 * A lone carriage return: in a program's output it is a progress bar's next frame, and only the last frame is
 * shown; in what the model says it hides nothing (a terminal would draw what follows over the words before it).
 */
import {expect, it} from 'vitest';
import type {ToolCall} from '../../src/state/transcript.js';
import {renderMarkdown} from '../../src/text/markdown.js';
import {ToolCallView} from '../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {render} from '../helpers/render.js';

const bash: ToolCall = {
	id: 'toolu_1',
	name: 'Bash',
	inputJson: '',
	input: {command: 'npm install'},
	status: 'done',
	startedAt: 0,
	endedAt: 10,
	children: [],
	settled: true,
	result: {
		text: '',
		isError: false,
		structured: {stdout: 'fetching 10%\rfetching 50%\rfetching 100%\ndone', stderr: '', interrupted: false},
	},
};

it("a tool's output shows a progress bar's last frame, live and in history", () => {
	for (const live of [true, false]) {
		const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: false, live};
		const frame = render(<ToolCallView call={bash} view={view} />).frame();
		expect(frame, `live=${live}`).toContain('fetching 100%\n    done');
		expect(frame, `live=${live}`).not.toContain('10%');
	}
});

it("the model's words before a lone carriage return are shown, on a line of their own", () => {
	const shown = renderMarkdown('Run rm -rf ~/work\rls to list the files.', {width: 80, color: false});
	expect(shown).toContain('rm -rf ~/work');
	expect(shown).toContain('ls to list the files.');
});
