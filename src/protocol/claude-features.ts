/**
 * What a published claude can do for cctui, by version (measured with cctui's own arguments:
 * docs/COMPATIBILITY.md, FINDINGS §8). From 2.1.208 everything works; up to 2.1.207 claude cannot
 * rewind the conversation. Up to 2.1.177 claude takes `thinking_display` and ignores it; up to 2.1.0
 * it asks the API for no thinking at all; 1.0.x never answers `set_max_thinking_tokens`. cctui sends
 * a request only to a claude that acts on it.
 */
export const FULL_SUPPORT_FROM = '2.1.178';
/** The oldest claude measured to take `--include-hook-events` (docs/COMPATIBILITY.md). */
export const HOOK_EVENTS_FROM = '2.1.101';
/**
 * The oldest claude measured to answer `rewind_conversation` (docs/COMPATIBILITY.md): 2.1.200 to 2.1.207 never
 * answer it, 2.1.178 says "Unsupported control request subtype".
 */
export const REWIND_CONVERSATION_FROM = '2.1.208';

/**
 * The oldest claude measured to carry a session's cost over into a fork or a resume (`total_cost_usd` goes on from
 * the old session's, which it keeps in a `cost-state` line of the session file): 2.1.204 and older restart it from
 * zero, and write no `cost-state`.
 */
export const KEEPS_COST_FROM = '2.1.330';

/**
 * The oldest claude measured to answer `rewind_files`, to fork with `--resume-session-at` a message's uuid, and to
 * send a tool's structured result (`tool_use_result`, whence cctui counts file changes): 2.0.30 does none of them
 * (it never answers the request, wants the answer's `msg_…` id, sends only the text result).
 */
export const FILE_HISTORY_FROM = '2.1.0';

export interface ClaudeFeatures {
	/** `set_max_thinking_tokens` with `thinking_display` changes what the API streams. */
	readonly thinkingDisplay: boolean;
	/** `--include-hook-events` is known (2.1.101 takes it; 2.1.53 and older refuse to start with it). */
	readonly hookEvents: boolean;
	/** `rewind_conversation` is answered: the conversation can be taken back, not only the code. */
	readonly rewindConversation: boolean;
	/** `rewind_files` is answered, a fork from a prompt works, and file changes are counted (FILE_HISTORY_FROM). */
	readonly fileHistory: boolean;
	/** A fork's or a resumed session's `total_cost_usd` goes on from the old session's, rather than from zero. */
	readonly keepsCost: boolean;
}

/** "2.1.330 (Claude Code)" → [2, 1, 330]; undefined when there is no version in it. */
export function parseVersion(text: string | undefined): readonly [number, number, number] | undefined {
	const match = /(\d+)\.(\d+)\.(\d+)/.exec(text ?? '');
	return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function atLeast(version: readonly [number, number, number], minimum: string): boolean {
	const floor = parseVersion(minimum)!;
	for (let i = 0; i < 3; i++) if (version[i] !== floor[i]) return version[i]! > floor[i]!;
	return true;
}

/** An unknown version is taken to be a current one: cctui tracks the newest claude. */
export function featuresOf(version: string | undefined): ClaudeFeatures {
	const parsed = parseVersion(version);
	return {
		thinkingDisplay: parsed === undefined || atLeast(parsed, FULL_SUPPORT_FROM),
		hookEvents: parsed === undefined || atLeast(parsed, HOOK_EVENTS_FROM),
		rewindConversation: parsed === undefined || atLeast(parsed, REWIND_CONVERSATION_FROM),
		fileHistory: parsed === undefined || atLeast(parsed, FILE_HISTORY_FROM),
		keepsCost: parsed === undefined || atLeast(parsed, KEEPS_COST_FROM),
	};
}

/** Why a rewind of the conversation is not asked of this claude; undefined when it can do one. */
export function conversationRewindMissing(version: string | undefined): string | undefined {
	if (featuresOf(version).rewindConversation) return undefined;
	return `claude ${parseVersion(version)!.join('.')} cannot rewind the conversation (claude ${REWIND_CONVERSATION_FROM} and newer can)`;
}

/** Why the files cannot be restored, nor a session forked, with this claude; undefined when they can. */
export function fileHistoryMissing(version: string | undefined): string | undefined {
	if (featuresOf(version).fileHistory) return undefined;
	return `claude ${parseVersion(version)!.join('.')} cannot restore files or fork (claude ${FILE_HISTORY_FROM} and newer can)`;
}

/** The claude that can take back the conversation, when this one cannot (the rewind picker says so). */
export function conversationRewindNeeds(version: string | undefined): string | undefined {
	return featuresOf(version).rewindConversation ? undefined : `claude ${REWIND_CONVERSATION_FROM} or newer`;
}

/** What an older claude lacks, once, in words that name its version; undefined for a current one. */
export function versionNotice(version: string | undefined): string | undefined {
	const parsed = parseVersion(version);
	if (parsed === undefined || atLeast(parsed, FULL_SUPPORT_FROM)) return undefined;
	const name = `claude ${parsed.join('.')}`;
	const install = '(npm install -g @anthropic-ai/claude-code)';
	const upgrade = `Live summarized thinking works from claude ${FULL_SUPPORT_FROM} ${install}; everything else works as it is.`;
	if (!atLeast(parsed, FILE_HISTORY_FROM))
		return `${name} asks the API for no thinking, so there is none to show, and reports no file changes: turns and /diff do not count them, and /rewind cannot restore files or fork. Live summarized thinking works from claude ${FULL_SUPPORT_FROM}, the rest from ${FILE_HISTORY_FROM} ${install}.`;
	if (!atLeast(parsed, '2.1.1')) return `${name} asks the API for no thinking, so there is none to show. ${upgrade}`;
	return `${name} ignores the thinking display cctui asks for: thinking shows only as far as claude's own default streams it. ${upgrade}`;
}
