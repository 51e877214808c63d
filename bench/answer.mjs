// The scripted long answer of the terminal comparison: ~30k characters of thinking, then ~50k of
// markdown with headings, lists and code fences. Deterministic, so every run streams the same bytes.

export const THINKING_MARK = 'THINKING-TAIL-MARK';
export const ANSWER_MARK = 'ANSWER-END-MARK';

function paragraph(topic, n) {
	return `Considering ${topic} step ${n}: the parser reads each frame, the reducer folds it, and the view only redraws what changed since the previous frame, so the cost stays flat as the transcript grows.`;
}

function thinkingText(chars) {
	const parts = [];
	for (let n = 1; parts.join('\n\n').length < chars; n++) parts.push(paragraph('the design', n));
	parts.push(`Done thinking ${THINKING_MARK}.`);
	return parts.join('\n\n');
}

function section(n) {
	return [
		`## Section ${n}: streaming and layout`,
		'',
		`Every section explains one idea with **bold words**, \`inline code\` and a list of points (number ${n}).`,
		'',
		`- the first point of section ${n} is about frames`,
		`- the second point is about history that is written once`,
		`  and continues on a second line`,
		`- the third point is about throttling`,
		'',
		'```ts',
		`export function section${n}(items: readonly string[]): number {`,
		'\tlet total = 0;',
		'\tfor (const item of items) total += item.length;',
		'\treturn total;',
		'}',
		'```',
		'',
		`1. numbered step one for section ${n}`,
		'2. numbered step two',
		'',
		`A closing paragraph for section ${n} that is long enough to wrap across the width of the terminal at least once, with a little more text.`,
	].join('\n');
}

function markdownText(chars) {
	const parts = ['# A long answer'];
	for (let n = 1; parts.join('\n\n').length < chars; n++) parts.push(section(n));
	parts.push(`The end ${ANSWER_MARK}.`);
	return parts.join('\n\n');
}

export const PROMPT = 'Write the long answer.';

/** One turn: thinking then markdown, streamed in `chunkSize` code points every `delayMs`. */
export function longAnswerScenario({thinkingChars = 30_000, textChars = 50_000, chunkSize = 12, delayMs = 2} = {}) {
	return {
		name: 'bench-long-answer',
		defaults: {chunkSize, delayMs, latencyMs: 0},
		turns: [
			{
				label: 'long answer',
				blocks: [
					{type: 'thinking', text: thinkingText(thinkingChars)},
					{type: 'text', text: markdownText(textChars)},
				],
			},
		],
	};
}
