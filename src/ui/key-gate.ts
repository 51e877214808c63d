/**
 * When a prompt may take a key. A prompt that appears while the person types must not take the
 * next letters as an answer: "3" of "34 docs" once picked "No, and tell Claude why" and the rest of
 * the sentence became the reason. A key answers only when the prompt has been on screen for the
 * quiet time AND no key came for the quiet time before it: someone who never stopped typing never
 * answers by accident, and someone who stops, reads and presses `1` gets it at once. A pause between
 * words is no such stop: while a message is composed, no timer opens the gate (use-prompt-gate.ts).
 */
export const QUIET_MS = 500;

/** `shownAt`: when the prompt appeared (undefined: not yet on screen); `lastKeyAt`: the key before this one. */
export function promptTakesKey(
	shownAt: number | undefined,
	lastKeyAt: number,
	at: number,
	quietMs = QUIET_MS,
): boolean {
	return shownAt !== undefined && at - shownAt >= quietMs && at - lastKeyAt >= quietMs;
}

/** When the prompt starts taking keys, if no other key comes first. */
export function gateOpensAt(shownAt: number, lastKeyAt: number, quietMs = QUIET_MS): number {
	return Math.max(shownAt, lastKeyAt) + quietMs;
}
