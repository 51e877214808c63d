/** How a hook that blocked reads: live (its hook_response frame) and read back from a session file alike. */
export const hookBlockedText = (name: string, said: string): string =>
	`Hook ${name} blocked${said === '' ? '.' : `: ${said}`}`;
