/**
 * A tool's output as a person reads it: without what claude wrote to the model alone, which the UI, plain mode and
 * an export all leave out. The text comes sanitized.
 */

/** A failed call's message, and the head of an output too large for the model, come wrapped in a tag for it. */
const TAGGED = /^\s*<(tool_use_error|persisted-output)>\n?([\s\S]*?)\n?<\/\1>\s*$/;

/** Stock sentences claude adds to a result for the model: Write's and Edit's, TodoWrite's, WebSearch's. */
const FOR_MODEL = [
	/ \(file state is current in your context — no need to Read it back\)/g,
	/ Ensure that you continue to use the todo list to track your progress\. Please proceed with the current tasks if applicable/,
	/\s*REMINDER: You MUST include the sources above in your response to the user using markdown hyperlinks\.\s*$/,
];

export function outputForPerson(text: string): string {
	let out = text.replace(TAGGED, '$2');
	for (const sentence of FOR_MODEL) out = out.replace(sentence, '');
	return out.trimEnd();
}
