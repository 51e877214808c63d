/**
 * A run of frames drawn with Ink's renderToString: bordered boxes, colours (nested, and changing
 * mid-row), wide characters, history in <Static>, boxes that clip, rows that repeat from frame to
 * frame, rows that change and rows that only move, and now and then a paragraph longer than Ink's
 * patched Output cuts into cells at once (longer than the screen is wide), in a box as wide as itself, as cctui lays one out.
 * patched-ink.test.tsx draws them with two bundles of this file, one built with cctui's patches and
 * one without.
 */
import {EventEmitter} from 'node:events';
import {Box, render, renderToString, Static, Text} from 'ink';

const WORDS = [
	'plain',
	'wide 漢字',
	'emoji 🙂',
	'combining e\u0301',
	// No tab: Ink draws one as spaces only when patched (the ink-text-tabs patch), and renderTabs shows that.
	'tab here',
	'long-word-'.repeat(9),
	'ok',
	'cr\r\nlf',
];
const COLORS = ['green', 'red', 'cyan', 'white'] as const;
const PARAGRAPH = Array.from({length: 280}, (_, index) => WORDS[index % WORDS.length]!.replace(/[\t\r\n]/g, ' ')).join(
	' ',
);

/** A long paragraph, with colours nested and changing along it. */
function LongParagraph({step}: {step: number}) {
	const [head, middle, tail] = [PARAGRAPH.slice(0, 1500), PARAGRAPH.slice(1500, 3000), PARAGRAPH.slice(3000)];
	// In a column, as cctui's live region and history hold one: a row would shrink the box to the screen.
	return (
		<Box flexDirection="column">
			<Box paddingLeft={step % 3} width={2 * PARAGRAPH.length}>
				<Text color={COLORS[step % COLORS.length]!}>
					{head}
					<Text bold>{middle}</Text>
					{tail}
				</Text>
			</Box>
		</Box>
	);
}

function Frame({step}: {step: number}) {
	const history = Array.from(
		{length: step % 4},
		(_, index) => `history ${step}.${index} ${WORDS[(step + index) % WORDS.length]}`,
	);
	const live = Array.from({length: 1 + (step % 5)}, (_, index) => WORDS[(step * 3 + index) % WORDS.length]!).join(' ');
	return (
		<>
			<Static items={history}>
				{line => (
					<Text key={line} bold={step % 2 === 0}>
						{line}
					</Text>
				)}
			</Static>
			<Box flexDirection="column" borderStyle="round" paddingX={1}>
				<Text color={COLORS[step % COLORS.length]!}>{live}</Text>
				<Text dimColor>a row that never changes</Text>
				<Text>
					<Text inverse>{step % 3 === 0 ? '漢' : 'x'}</Text>
					<Text underline> cursor {step % 7}</Text>
				</Text>
			</Box>
			<Box paddingLeft={step % 3}>
				<Text color="cyan">the same words, moved sideways</Text>
			</Box>
			<Box width={14 + (step % 6)} height={2} overflow="hidden" borderStyle="single">
				<Box marginLeft={-(step % 4)}>
					<Text>
						<Text color="red" bold>
							clipped <Text underline>{WORDS[step % WORDS.length]}</Text>
						</Text>{' '}
						tail {step}
					</Text>
				</Box>
			</Box>
			{step % 20 === 5 ? <LongParagraph step={step} /> : null}
			<Text wrap="truncate-end">{`status ${'·'.repeat(step)} ${step}`}</Text>
		</>
	);
}

export function renderFrames(count: number, columns: number): string[] {
	return Array.from({length: count}, (_, step) => renderToString(<Frame step={step} />, {columns}));
}

/** A text with tabs, nested in another, in a box `columns` wide. */
export function renderTabs(columns: number): string {
	return renderToString(
		<Box borderStyle="round" flexDirection="column">
			<Text>
				{'a\tb'}
				<Text color="green">{'c\td\n\te'}</Text>
			</Text>
		</Box>,
		{columns},
	);
}

/** A terminal of `rows` rows, as Ink sees a TTY, that keeps what it is sent. */
class Terminal extends EventEmitter {
	readonly isTTY = true;
	readonly columns = 40;
	written = '';
	constructor(readonly rows: number) {
		super();
	}
	write(data: string): boolean {
		this.written += data;
		return true;
	}
}

/** What Ink sends a terminal of 5 rows for a frame of 8 rows, then one of 3. */
export function renderAfterTallFrame(): string {
	const terminal = new Terminal(5);
	const stdin = Object.assign(new EventEmitter(), {isTTY: false});
	const streams = {stdout: terminal, stderr: terminal, stdin} as unknown as {
		stdout: NodeJS.WriteStream;
		stderr: NodeJS.WriteStream;
		stdin: NodeJS.ReadStream;
	};
	const rows = (count: number, label: string) => (
		<Box flexDirection="column">
			{Array.from({length: count}, (_, index) => (
				<Text key={index}>{`${label} row ${index + 1}`}</Text>
			))}
		</Box>
	);
	const app = render(rows(8, 'first'), {...streams, debug: false, exitOnCtrlC: false, patchConsole: false});
	app.rerender(rows(3, 'second'));
	// Unmounting flushes the throttled frame.
	app.unmount();
	return terminal.written;
}
