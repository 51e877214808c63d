/**
 * The string-width-8 patch tests a grapheme against string-width's RGI emoji set only when it holds a part
 * of an emoji (rgiEmojiOnDemand): it must answer as the set itself does, for every grapheme that can be
 * one. Unicode's RGI emoji are single code points, with U+FE0F or without, keycaps, flags (regional indicator
 * pairs), skin-tone modifier sequences, tag sequences and ZWJ sequences. U+FE0F, a tag or U+200D
 * lets a grapheme through to the set; the other kinds are tried here in full.
 */
import {describe, expect, it} from 'vitest';
import stringWidth from 'string-width';
import {rgiEmojiOnDemand} from '../../src/ink-patches/string-width.js';

/** string-width 8.3's own set (a literal with the `v` flag needs a newer TypeScript target than ours). */
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/** The strings where `onDemand` and the set disagree, among `candidates`. */
function disagreements(candidates: Iterable<string>): string[] {
	const onDemand = rgiEmojiOnDemand();
	const wrong: string[] = [];
	for (const candidate of candidates) if (onDemand.test(candidate) !== RGI_EMOJI.test(candidate)) wrong.push(candidate);
	return wrong;
}

function* codePoints(): Generator<number> {
	for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++)
		if (codePoint < 0xd800 || codePoint > 0xdfff) yield codePoint;
}

describe('rgiEmojiOnDemand (string-width-8 patch)', () => {
	it('answers as /^\\p{RGI_Emoji}$/v for every code point, and every emoji with U+FE0F', () => {
		const singles = [...codePoints()].map(codePoint => String.fromCodePoint(codePoint));
		expect(singles.filter(single => RGI_EMOJI.test(single)).length).toBeGreaterThan(1000);
		expect(disagreements(singles)).toEqual([]);
		// With U+FE0F (an emoji presentation sequence: an Emoji character and U+FE0F, UTS #51 ED-9a).
		const presented = singles.filter(single => /\p{Emoji}/u.test(single)).map(single => `${single}\uFE0F`);
		expect(presented.filter(sequence => RGI_EMOJI.test(sequence)).length).toBeGreaterThan(100);
		expect(disagreements(presented)).toEqual([]);
	});

	it('answers as the set for every pair of regional indicators, keycap and skin-tone sequence', () => {
		const indicators = Array.from({length: 26}, (_, index) => String.fromCodePoint(0x1f1e6 + index));
		const flags = indicators.flatMap(first => indicators.map(second => first + second));
		expect(flags.filter(flag => RGI_EMOJI.test(flag)).length).toBeGreaterThan(250);
		expect(disagreements(flags)).toEqual([]);
		const keycaps = [...'#*0123456789'].flatMap(key => [`${key}\u20E3`, `${key}\uFE0F\u20E3`]);
		expect(disagreements(keycaps)).toEqual([]);
		const tones = ['\u{1F3FB}', '\u{1F3FC}', '\u{1F3FD}', '\u{1F3FE}', '\u{1F3FF}'];
		// A skin-tone sequence is an Emoji_Modifier_Base and a modifier (Unicode's UTS #51, ED-13).
		const toned = [...codePoints()]
			.map(codePoint => String.fromCodePoint(codePoint))
			.filter(base => /\p{Emoji_Modifier_Base}/u.test(base))
			.flatMap(base => tones.map(tone => base + tone));
		expect(toned.filter(sequence => RGI_EMOJI.test(sequence)).length).toBeGreaterThan(600);
		expect(disagreements(toned)).toEqual([]);
	});

	it('lets ZWJ and tag sequences through to the set', () => {
		const sequences = [
			'👩\u200D💻',
			'🏳️\u200D🌈',
			'👨\u200D👩\u200D👧',
			'🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
		];
		expect(sequences.every(sequence => RGI_EMOJI.test(sequence))).toBe(true);
		expect(disagreements(sequences)).toEqual([]);
	});

	it('leaves string-width measuring as before: emoji wide, borders and text by their East Asian width', () => {
		expect(stringWidth('╭──╮')).toBe(4);
		expect(stringWidth('⏺ Bash')).toBe(6);
		expect(stringWidth('日本語')).toBe(6);
		expect(stringWidth('🙂 ok')).toBe(5);
		expect(stringWidth('#️⃣')).toBe(2);
		expect(stringWidth('🇯🇵')).toBe(2);
		expect(stringWidth('👩‍💻')).toBe(2);
		expect(stringWidth('👍🏽')).toBe(2);
	});
});
