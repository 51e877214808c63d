/** Approve or deny one tool call: what exactly will run, and the four answers. */
import {useMemo} from 'react';
import {revealLine, sanitizeLine} from '../../../text/sanitize.js';
import {decisionFor, promptOptions, type OptionId} from '../../permission-options.js';
import {toolTitle} from '../../../present/tool-summary.js';
import {RULE_DESTINATIONS} from '../../../state/rule-destinations.js';
import {ChoicePrompt, type Choice} from './choice-prompt.js';
import {NUMBER_COLUMNS} from './numbered-row.js';
import {permissionLines} from './permission-lines.js';
import {innerWidth, type PromptProps} from './prompt-frame.js';
import {palette} from '../../../text/style.js';
import {proseRows} from '../../../text/scroll-window.js';
import type {PermissionRequest} from '../../../state/state.js';

/** What a built-in tool asks to do; any other tool (MCP, plugins) is named instead. */
const ASKS = new Map([
	['Bash', 'run a command'],
	['Write', 'write a file'],
	['Edit', 'edit a file'],
	['MultiEdit', 'edit a file'],
	['NotebookEdit', 'edit a notebook'],
	['Read', 'read a file'],
	['Glob', 'search for files'],
	['Grep', 'search in files'],
	['WebFetch', 'fetch a web page'],
	['WebSearch', 'search the web'],
	['Task', 'start a subagent'],
	['Agent', 'start a subagent'],
]);

/** Whether the editor shows this change too: first, so it is seen however long the diff (the name is the editor's own). */
function editorLine(request: PermissionRequest, color: boolean): string[] {
	if (!request.editor) return [];
	const name = revealLine(request.editor.name);
	const c = palette(color);
	return [
		request.editor.open
			? c.dim(`Also open in ${name}: answer here or there.`)
			: c.yellow(`${name} no longer shows this change: answer here.`),
	];
}

/** `text` as prose rows after `label`, its later rows indented to start under the label's end. */
function hangingRows(label: string, text: string, width: number): string[] {
	const indent = ' '.repeat(label.length);
	return proseRows(text, Math.max(1, width - label.length)).map((row, index) => (index === 0 ? label : indent) + row);
}

/**
 * An answer names its rule on one of its rows at most, however long the command (the body shows it whole, the step
 * that asks where to keep it too); on a narrow screen, a rule of a few rows stays whole.
 */
const RULE_COLUMNS = 60;

export function ToolPrompt({
	request,
	queued,
	view,
	maxRows,
	onDecide,
	onInterrupt,
	onTyped,
	escStops,
	armDelayMs,
}: PromptProps) {
	// One-key approval is off where the CLI asks for it (default_to_no) or the prompt is an interaction.
	const quickAllow = !request.defaultToNo && !request.requiresInteraction;
	const choices: Array<Choice<OptionId>> = promptOptions(
		request,
		view.cwd,
		Math.max(innerWidth(view.width) - NUMBER_COLUMNS, RULE_COLUMNS),
	).map(option => ({
		id: option.id,
		digit: option.digit,
		letter: option.letter,
		label: option.label,
		short: option.short,
		quick: quickAllow || !option.id.startsWith('allow'),
		runs: option.id.startsWith('allow'),
		...(option.id === 'deny' ? {text: {label: 'Reason for Claude'}} : {}),
		...(option.places ? {step: option.places} : {}),
	}));
	const title = toolTitle(request.toolName, request.input, view.cwd);
	const {pinned, body, focus} = useMemo(() => {
		const width = innerWidth(view.width);
		const {title, lines, focus} = permissionLines(request, view, width);
		// Why claude asks (a warning about the command, often) is seen first, not under a body that scrolls. It may be a
		// hook's reason, which can echo what the model wrote: its line breaks are shown (⏎, as a denial's reason is), and
		// its rows hang under `Why:`, so none starts at the left edge (your messages' place) or passes for an answer.
		const why = request.decisionReason ? hangingRows('Why: ', sanitizeLine(request.decisionReason), width) : [];
		// The title breaks between words, as prose does (`Create greet.js` / `(4 lines)`, not `(4 l` / `ines)`).
		const titleRows = title.flatMap(line => proseRows(line, width));
		// So does the editor's line (`answer here or` / `there.`, not `answer here o` / `r there.`).
		const editorRows = editorLine(request, view.color).flatMap(line => proseRows(line, width));
		return {pinned: [...editorRows, ...titleRows, ...why.map(row => palette(view.color).dim(row))], body: lines, focus};
	}, [request, view]);
	return (
		<ChoicePrompt
			request={request}
			queued={queued}
			heading={`Claude wants to ${ASKS.get(request.toolName) ?? `use ${title.name}`}`}
			body={body}
			pinned={pinned}
			focus={focus}
			choices={choices}
			onChoose={(id, text, place) =>
				onDecide(
					request.requestId,
					decisionFor(request, id, text, place === undefined ? undefined : RULE_DESTINATIONS[place]?.destination),
				)
			}
			onInterrupt={onInterrupt}
			onTyped={(text, open) => onTyped?.(text, 'reason', open)}
			escStops={escStops}
			maxRows={maxRows}
			width={view.width}
			armDelayMs={armDelayMs}
		/>
	);
}
