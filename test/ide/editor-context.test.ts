import {expect, it} from 'vitest';
import {contextFrom, mentionReference} from '../../src/ide/editor-context.js';

const selection = (start: [number, number], end: [number, number], text = 'x', isEmpty = false) => ({
	text,
	filePath: '/w/src/app.ts',
	fileUrl: 'file:///w/src/app.ts',
	selection: {start: {line: start[0], character: start[1]}, end: {line: end[0], character: end[1]}, isEmpty},
});

it('reads a selection with lines counted from 1; one ending at a line start does not take that line', () => {
	expect(contextFrom('selection_changed', selection([9, 4], [20, 7], 'body'))).toEqual({
		kind: 'selection',
		filePath: '/w/src/app.ts',
		lineStart: 10,
		lineEnd: 21,
		text: 'body',
	});
	expect(contextFrom('selection_changed', selection([9, 0], [12, 0]))).toMatchObject({lineStart: 10, lineEnd: 12});
});

it('an empty selection clears; a malformed or other notification is no context at all', () => {
	expect(contextFrom('selection_changed', selection([3, 1], [3, 1], '', true))).toBeNull();
	// Some editors send only the file when nothing is selected.
	expect(contextFrom('selection_changed', {filePath: '/w/a.ts', selection: null})).toBeNull();
	expect(contextFrom('selection_changed', {filePath: '/w/a.ts'})).toBeNull();
	expect(contextFrom('selection_changed', {text: 'x', filePath: 7})).toBeUndefined();
	expect(contextFrom('selection_changed', undefined)).toBeUndefined();
	expect(contextFrom('at_mentioned', {lineStart: 1})).toBeUndefined();
	expect(contextFrom('diagnostics_changed', {uris: []})).toBeUndefined();
});

it('reads a mention as claude does (lines + 1) and writes it as an @-reference', () => {
	const mention = contextFrom('at_mentioned', {filePath: '/w/src/app.ts', lineStart: 4, lineEnd: 9});
	expect(mention).toEqual({kind: 'mention', filePath: '/w/src/app.ts', lineStart: 5, lineEnd: 10});
	// Reversed (marked from its end): the same lines, in order, so the line reads "lines 5–10" and claude gets L5-10.
	expect(contextFrom('at_mentioned', {filePath: '/w/src/app.ts', lineStart: 9, lineEnd: 4})).toEqual(mention);
	expect(mentionReference({kind: 'mention', filePath: '/w/a.ts', lineStart: 5, lineEnd: 10}, 'a.ts')).toBe(
		'@a.ts#L5-10',
	);
	expect(mentionReference({kind: 'mention', filePath: '/w/a.ts', lineStart: 5, lineEnd: 5}, 'a.ts')).toBe('@a.ts#L5');
	expect(mentionReference({kind: 'mention', filePath: '/w/a.ts'}, 'a.ts')).toBe('@a.ts');
});
