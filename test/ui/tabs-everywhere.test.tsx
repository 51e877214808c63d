/**
 * Tabs in every string claude sends, in every recorded transcript: each transcript item (live, in history,
 * expanded) and each permission prompt is drawn without a tab, every row inside the width, and each prompt in the
 * rows it was given. A tab reaching the terminal moves the cursor to its tab stop while Ink counts no columns for
 * it: a row wider than Ink thinks, a border pushed onto the next row, a live region erased a row short.
 */
import {Box} from 'ink';
import {render} from 'ink-testing-library';
import {stripVTControlCharacters as stripAnsi} from 'node:util';
import {describe, expect, it} from 'vitest';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type PermissionRequest} from '../../src/state/state.js';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {displayWidth} from '../../src/text/width.js';
import {PermissionPrompt} from '../../src/ui/components/permission-prompt.js';
import {TranscriptItemView} from '../../src/ui/components/transcript-item.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {sharedTranscriptNames} from '../helpers/fixtures.js';
import {fixtureLines} from '../helpers/replay-state.js';

const WIDTH = 60;
const TABS = 'a\tbc\t\t';

/** What names a shape rather than says something: left as it is, or the transcript would not decode. */
const STRUCTURAL = new Set([
	...['type', 'subtype', 'role', 'dir', 'event', 'uuid', 'id', 'tool_use_id', 'session_id', 'parent_tool_use_id'],
	...['request_id', 'stop_reason', 'partial_json', 'signature', 'behavior', 'media_type', 'data', 'status', 'level'],
	...['name', 'tool_name', 'mode', 'destination', 'stop_sequence', 'version', 'cwd', 'model'],
]);

function withTabs(value: unknown, key?: string): unknown {
	if (Array.isArray(value)) return value.map(entry => withTabs(entry, key));
	if (value !== null && typeof value === 'object')
		return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, withTabs(entry, name)]));
	// A tab at the start and within each line.
	if (typeof value === 'string' && value !== '' && !STRUCTURAL.has(key!))
		return value.replace(/^/gm, TABS).replace(/ /g, '\t');
	return value;
}

/** The transcript's items at its end and every permission request it showed, each string with tabs in it. */
function tabbed(file: string): {items: TranscriptItem[]; requests: PermissionRequest[]} {
	let state = initialState();
	const requests = new Map<string, PermissionRequest>();
	fixtureLines(file).forEach((line, index) => {
		for (const event of decodeFileLine(JSON.stringify(withTabs(JSON.parse(line))), index, index).events) {
			state = reduce(state, event);
			for (const request of state.permissions) requests.set(String(request.requestId), request);
		}
	});
	return {items: [...state.committed, ...state.pending], requests: [...requests.values()]};
}

/**
 * The rows of `tree` drawn `WIDTH` wide: none with a tab, and a row in a border ends with it. `bounded`: every row
 * inside the width (a paragraph is one line the terminal wraps, so an item's rows may be wider: rows.ts).
 */
function rows(tree: React.ReactElement, bounded: boolean): string[] {
	const {lastFrame, unmount} = render(<Box width={WIDTH}>{tree}</Box>);
	const frame = lastFrame() ?? '';
	unmount();
	expect(frame).not.toContain('\t');
	const shown = stripAnsi(frame).split('\n');
	for (const row of shown) {
		if (row.startsWith('│')) expect(row, frame).toMatch(/│$/);
		if (bounded) expect(displayWidth(row), row).toBeLessThanOrEqual(WIDTH);
	}
	return shown;
}

describe.each(sharedTranscriptNames())('%s with tabs in every string', file => {
	const {items, requests} = tabbed(file);
	const view = (live: boolean): ViewOptions => ({width: WIDTH, color: true, cwd: '/tmp', showThinking: true, live});

	it('draws each item without a tab', () => {
		for (const item of items)
			for (const live of [true, false]) {
				rows(<TranscriptItemView item={item} view={view(live)} />, false);
				if (item.kind === 'tool' || item.kind === 'notice')
					rows(<TranscriptItemView item={{...item, expanded: true}} view={view(live)} />, false);
			}
	});

	// Only a transcript that asked has prompts to draw (a test for each other would only be skipped).
	if (requests.length > 0)
		it('draws each permission prompt without a tab, inside the width and its rows', () => {
			for (const request of requests)
				for (const maxRows of [30, 12]) {
					const shown = rows(
						<PermissionPrompt
							request={request}
							queued={0}
							view={view(true)}
							maxRows={maxRows}
							onDecide={() => {}}
							onInterrupt={() => {}}
						/>,
						true,
					);
					expect(shown.length, shown.join('\n')).toBeLessThanOrEqual(maxRows);
				}
		});
});
