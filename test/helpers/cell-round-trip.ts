/**
 * A line as Ink's Output makes a row of it when it cuts the line into cells: ansi-tokenize's tokens, their styled
 * cells, and the string back (the unit tests' ansi-tokenize, patched as the bundle's is).
 */
import {styledCharsFromTokens, styledCharsToString, tokenize} from '@alcalzone/ansi-tokenize';

export const cellRoundTrip = (line: string): string => styledCharsToString(styledCharsFromTokens(tokenize(line)));
