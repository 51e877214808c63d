/**
 * A tool output whose first line is indented (cargo's `    Creating library package`, in claude 2.1.14's session
 * file of a real port to Rust) keeps that indentation in plain mode and the export, as in the UI: trimmed, it
 * stood left of the lines under it.
 */
import path from 'node:path';
import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
import {PlainPrinter} from '../../src/plain/plain-printer.js';
import {ToolCallView} from '../../src/ui/components/tool-call.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {stripAnsi} from '../helpers/render.js';
import {allItems} from '../helpers/replay-state.js';

const port = path.join(ownFixturesDir, 'public/drm-2.1.14-python-to-rust-port.jsonl');
const NOTE =
	'note: see more `Cargo.toml` keys and their definitions at https://doc.rust-lang.org/cargo/reference/manifest.html';

describe("a tool output's first line keeps its indentation", () => {
	it('in plain mode, the export and the UI alike', async () => {
		const state = await readTranscript(port);
		let plain = '';
		const printer = new PlainPrinter({
			write: text => void (plain += text),
			color: false,
			askedSuffix: '',
			columns: () => 200,
		});
		printer.update(state);
		printer.finish();
		expect(plain).toContain(`⏺ Bash(Initialize Rust library project)\n  ⎿     Creating library package\n    ${NOTE}\n`);

		const markdown = transcriptMarkdown(state, 'port.jsonl');
		expect(markdown).toContain(`Result:\n\n\`\`\`\n    Creating library package\n${NOTE}\n\`\`\``);

		const cargo = allItems(state).find(
			item => item.kind === 'tool' && item.call.input?.['command'] === 'cargo init --lib --name python_utils',
		);
		if (cargo?.kind !== 'tool') throw new Error('no cargo init in the session');
		const frame = stripAnsi(
			render(
				<ToolCallView call={cargo.call} view={{width: 200, color: false, showThinking: false, live: false}} />,
			).lastFrame() ?? '',
		);
		expect(frame).toContain('⎿     Creating library package\n    note: see more');
	});
});
