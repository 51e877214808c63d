/**
 * User-role text the person did not type as such: a slash command in the tags claude stores it in, its output, and
 * notes for the model. One reading for live frames (frames.ts) and session files (session-file.ts), so the UI, plain
 * mode and watch all show them alike.
 */

const COMMAND_NAME = /<command-name>([^<]*)<\/command-name>/;
const COMMAND_ARGS = /<command-args>([\s\S]*?)<\/command-args>/;
const LOCAL_COMMAND_OUTPUT = /^<local-command-std(?:out|err)>/;
const LOCAL_COMMAND_TAGS = /<\/?local-command-std(?:out|err)>/g;
/** Text claude adds for the model: a reminder, a command's "is running" message, the caveat before local commands. */
const FOR_THE_MODEL = /^<(?:command-message|system-reminder|local-command-caveat)>|^Caveat: /;

/** A slash command as the person typed it ("/orchestrator create TODO app"), from its tags. */
export function typedCommand(text: string): string | undefined {
	const name = COMMAND_NAME.exec(text)?.[1]?.trim();
	if (!name) return undefined;
	const args = COMMAND_ARGS.exec(text)?.[1]?.trim();
	return `${name.startsWith('/') ? name : `/${name}`}${args ? ` ${args}` : ''}`;
}

/** A local command's output (`/model`, `/cost`…) without its tags; undefined for other text. */
export function localCommandOutput(text: string): string | undefined {
	return LOCAL_COMMAND_OUTPUT.test(text.trim()) ? text.replace(LOCAL_COMMAND_TAGS, '').trim() : undefined;
}

export const isForTheModel = (text: string): boolean => FOR_THE_MODEL.test(text.trim());
