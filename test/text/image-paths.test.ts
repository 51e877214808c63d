import {describe, expect, it} from 'vitest';
import {imagePathsIn, mentionedImagePathsIn, pastedPath, typedPath} from '../../src/text/image-paths.js';

describe('image paths', () => {
	it('reads a pasted path the way terminals paste a dropped file', () => {
		expect(pastedPath('/tmp/shot.png')).toBe('/tmp/shot.png');
		expect(pastedPath("'/tmp/my shot.png' ")).toBe('/tmp/my shot.png');
		expect(pastedPath('"/tmp/my shot.png"')).toBe('/tmp/my shot.png');
		expect(pastedPath('/tmp/my\\ shot\\ (2).png')).toBe('/tmp/my shot (2).png');
		expect(pastedPath('file:///tmp/shot.png')).toBe('/tmp/shot.png');
		expect(pastedPath('shots/a.png')).toBe('shots/a.png');
	});

	it('takes a sentence or several lines for text, not a path', () => {
		expect(pastedPath('look at /tmp/shot.png')).toBeUndefined();
		expect(pastedPath('/tmp/a.png\n/tmp/b.png')).toBeUndefined();
		expect(pastedPath('  ')).toBeUndefined();
	});

	it('finds the image paths a typed message names: bare, @-mentioned, quoted or escaped', () => {
		expect(imagePathsIn("compare @a.png with shots/b.JPG, 'my shot.webp' and my\\ c.gif.")).toEqual([
			'a.png',
			'shots/b.JPG',
			'my shot.webp',
			'my c.gif',
		]);
		expect(imagePathsIn('see a.png and shots/b.jpg\nthen a.png')).toEqual(['a.png', 'shots/b.jpg']);
		expect(imagePathsIn('notes.txt and a.pngx')).toEqual([]);
	});

	it('finds the image paths @-mentioned as claude reads a mention: bare or in double quotes', () => {
		expect(
			mentionedImagePathsIn('see @a.png, @"my b.png" and c.png, not @\'my c.png\' nor @my\\ d.png nor @e.txt'),
		).toEqual(['a.png', 'my b.png']);
	});

	it('writes a path back as typed: quoted when it holds a space', () => {
		expect(typedPath('/tmp/shot.png')).toBe('/tmp/shot.png');
		expect(typedPath('/tmp/my shot.png')).toBe("'/tmp/my shot.png'");
	});
});
