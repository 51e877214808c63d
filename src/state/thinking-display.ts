/**
 * How claude streams thinking (claude 2.1.330, measured against the scripted backend): by default
 * it asks the API for `display: "updates"` (short progress notes, not the reasoning); a
 * `set_max_thinking_tokens` control request can ask for the summarized reasoning instead.
 */
export const THINKING_DISPLAYS = ['summarized', 'updates', 'highlights', 'omitted'] as const;
export type ThinkingDisplay = (typeof THINKING_DISPLAYS)[number];

export function nextThinkingDisplay(current: string | undefined): ThinkingDisplay {
	const index = THINKING_DISPLAYS.indexOf(current as ThinkingDisplay);
	return THINKING_DISPLAYS[(index + 1) % THINKING_DISPLAYS.length]!;
}

export function isThinkingDisplay(value: string): value is ThinkingDisplay {
	return (THINKING_DISPLAYS as readonly string[]).includes(value);
}
