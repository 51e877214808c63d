/**
 * User-role text the person did not type as such: a slash command in the tags claude stores it in, its output, and
 * notes for the model. One reading for live frames (frames.ts) and session files (session-file.ts), so the UI, plain
 * mode and watch all show them alike.
 */

const COMMAND_NAME = /<command-name>([^<]*)<\/command-name>/;
const COMMAND_ARGS = /<command-args>([\s\S]*?)<\/command-args>/;
/** A local command's output, or that of a `!` command in claude's own TUI (its bash mode). */
const LOCAL_COMMAND_OUTPUT = /^<(?:local-command|bash)-std(?:out|err)>/;
const LOCAL_COMMAND_TAGS = /<\/?(?:local-command|bash)-std(?:out|err)>/g;
/** A `!` command typed in claude's own TUI, as its session file keeps it. */
const BASH_INPUT = /^<bash-input>([\s\S]*)<\/bash-input>$/;
/** What claude tells the model when a background task ends, as a user message that starts a turn by itself. */
const TASK_NOTIFICATION = /^<task-notification>/;
const TASK_STATUS = /<status>([^<]*)<\/status>/;
const TASK_SUMMARY = /<summary>([\s\S]*?)<\/summary>/;
/**
 * What claude 2.1.x tells the model when a Stop hook blocks it from stopping (a user line marked `isMeta`): a header,
 * then each blocking hook's command in brackets and what it said.
 */
const STOP_HOOK_FEEDBACK = /^Stop hook feedback:\n/;
const HOOK_COMMAND = /^\[[^\]\n]*\]: /gm;
/** Text claude adds for the model: a reminder, a command's "is running" message, the caveat before local commands. */
const FOR_THE_MODEL = /^<(?:command-message|system-reminder|local-command-caveat)>|^Caveat: /;

/**
 * A slash command as the person typed it ("/orchestrator create TODO app"), or a `!` command of claude's own TUI
 * ("! npm test"), from its tags.
 */
export function typedCommand(text: string): string | undefined {
	const bash = BASH_INPUT.exec(text.trim())?.[1];
	if (bash !== undefined) return `! ${bash}`;
	const name = COMMAND_NAME.exec(text)?.[1]?.trim();
	if (!name) return undefined;
	const args = COMMAND_ARGS.exec(text)?.[1]?.trim();
	return `${name.startsWith('/') ? name : `/${name}`}${args ? ` ${args}` : ''}`;
}

/** A background task's end as claude tells the model of it: its status and summary; undefined for other text. */
export function taskNotification(text: string): {status: string; summary?: string} | undefined {
	if (!TASK_NOTIFICATION.test(text.trim())) return undefined;
	const summary = TASK_SUMMARY.exec(text)?.[1]?.trim();
	return {status: TASK_STATUS.exec(text)?.[1]?.trim() || 'finished', ...(summary ? {summary} : {})};
}

/** A local command's output (`/model`, `/cost`…) without its tags; undefined for other text. */
export function localCommandOutput(text: string): string | undefined {
	return LOCAL_COMMAND_OUTPUT.test(text.trim()) ? text.replace(LOCAL_COMMAND_TAGS, '').trim() : undefined;
}

export const isForTheModel = (text: string): boolean => FOR_THE_MODEL.test(text.trim());

/** What the blocking Stop hooks said, without claude's header and their commands; undefined for other text. */
export function stopHookFeedback(text: string): string | undefined {
	return STOP_HOOK_FEEDBACK.test(text)
		? text.replace(STOP_HOOK_FEEDBACK, '').replace(HOOK_COMMAND, '').trim()
		: undefined;
}
