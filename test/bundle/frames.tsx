/**
 * A run of frames drawn with Ink's renderToString: bordered boxes, colours (nested, and changing
 * mid-row), wide characters, history in <Static>, boxes that clip, rows that repeat from frame to
 * frame, rows that change and rows that only move.
 * patched-ink.test.tsx draws them with the Ink in node_modules and with a bundle of this file built
 * with cctui's patches.
 */
import {Box, renderToString, Static, Text} from 'ink';

const WORDS = ['plain', 'wide 漢字', 'emoji 🙂', 'combining e\u0301', 'tab\there', 'long-word-'.repeat(9), 'ok', 'cr\r\nlf'];
const COLORS = ['green', 'red', 'cyan', 'white'] as const;

function Frame({step}: {step: number}) {
	const history = Array.from({length: step % 4}, (_, index) => `history ${step}.${index} ${WORDS[(step + index) % WORDS.length]}`);
	const live = Array.from({length: 1 + (step % 5)}, (_, index) => WORDS[(step * 3 + index) % WORDS.length]!).join(' ');
	return (
		<>
			<Static items={history}>{line => <Text key={line} bold={step % 2 === 0}>{line}</Text>}</Static>
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
			<Text wrap="truncate-end">{`status ${'·'.repeat(step)} ${step}`}</Text>
		</>
	);
}

export function renderFrames(count: number, columns: number): string[] {
	return Array.from({length: count}, (_, step) => renderToString(<Frame step={step} />, {columns}));
}
