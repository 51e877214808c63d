/**
 * Tool-call lifecycle by tool_use id:
 * input-streaming → waiting → (awaiting-permission →) running → done | error | denied | interrupted.
 * claude says when a call waits for an answer, not when it starts: a call is `running` only once the person allowed
 * it or claude reported on it (a task, progress); one claude runs unasked may finish straight from `waiting`.
 */
import {FINAL_TOOL_STATUSES, type ToolCall, type ToolResult, type ToolStatus} from './transcript.js';

export function newToolCall(
	id: string,
	name: string,
	at: number,
	input?: Readonly<Record<string, unknown>>,
	agentId?: string,
): ToolCall {
	return {
		id,
		name,
		inputJson: '',
		input,
		status: input ? 'waiting' : 'input-streaming',
		startedAt: at,
		...(input ? {readySince: at} : {}),
		children: [],
		...(agentId ? {agentId} : {}),
	};
}

export function asRecord(value: unknown): Readonly<Record<string, unknown>> | undefined {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: undefined;
}

/** The streamed JSON is parsed once, here, when the block completes (never per delta). */
export function completeInput(call: ToolCall, at: number): ToolCall {
	if (call.status !== 'input-streaming') return call;
	let input = call.input;
	if (!input) {
		try {
			input = asRecord(JSON.parse(call.inputJson || '{}')) ?? {};
		} catch {
			input = {};
		}
	}
	return {...call, input, status: 'waiting', readySince: at};
}

/** The `assistant` frame carries the authoritative input. */
export function setFinalInput(call: ToolCall, input: unknown, at: number): ToolCall {
	const ready = call.status === 'input-streaming' ? {status: 'waiting' as const, readySince: at} : {};
	return {...call, input: asRecord(input) ?? {}, ...ready};
}

/**
 * claude reported on a waiting call (its task, its progress), which it does only once the call runs: it ran unasked,
 * so from when it could start (its permission check takes milliseconds).
 */
export function reportedRunning(call: ToolCall, at: number): ToolCall {
	return call.status === 'waiting' ? {...call, status: 'running', runningSince: call.readySince ?? at} : call;
}

/** An earlier call of its thread ended: a call still waiting can have started no earlier. */
export function readyAfter(call: ToolCall, at: number): ToolCall {
	return call.status === 'waiting' ? {...call, readySince: at} : call;
}

/** A call interrupted while claude waited for the person's answer to its prompt never ran. */
const atPrompt = (call: ToolCall, status: ToolStatus) =>
	status === 'interrupted' && call.status === 'awaiting-permission' ? {stoppedAtPrompt: true as const} : {};

export function moveTo(call: ToolCall, status: ToolStatus, at: number, denial?: string): ToolCall {
	if (FINAL_TOOL_STATUSES.has(call.status)) return call;
	const ended = FINAL_TOOL_STATUSES.has(status) ? {endedAt: at} : status === 'running' ? {runningSince: at} : {};
	return {...call, status, ...ended, ...(denial === undefined ? {} : {denial}), ...atPrompt(call, status)};
}

/**
 * What the CLI tells the model in place of a result when the person stopped the call (an interrupt,
 * or a rejection claude itself answered): claude 2.1.330's stock texts, whole. For a call stopped while
 * it ran, claude 2.1.330 adds a correction after the first (`RAN_NOTE`).
 */
const RAN_NOTE =
	' Correction to the text above: this call was stopped while running, not refused before it ran. It may have run in part or in full, and its changes may have been written. No permission prompt was involved. Work it started elsewhere (a remote command, a background process) may still be running, so check before starting the same work again. The instruction to stop and wait still stands.';
const STOPPED_NOTES = [
	/^The user doesn't want to proceed with this tool use\.( The tool use was rejected \(eg\. if it was a file edit, the new_string was NOT written to the file\)\.)?( STOP what you are doing and wait for the user to tell you how to proceed\.)?$/,
	/^The user doesn't want to take this action right now\. STOP what you are doing and wait for the user to tell you how to proceed\.$/,
	/^\[Request interrupted by user for tool use\]$/,
];

export function isStoppedNote(text: string): boolean {
	const trimmed = text.trim();
	const stock = trimmed.endsWith(RAN_NOTE) ? trimmed.slice(0, -RAN_NOTE.length) : trimmed;
	return STOPPED_NOTES.some(note => note.test(stock));
}

/**
 * A tool_result ends the call; a call already denied or interrupted keeps that status. A stock
 * note that the person stopped it is an interrupt, not a failure, and never a denial's reason.
 */
export function applyResult(call: ToolCall, result: ToolResult, at: number, rejected: boolean): ToolCall {
	const status: ToolStatus =
		call.status === 'denied' || call.status === 'interrupted'
			? call.status
			: rejected
				? 'denied'
				: result.forModel
					? 'interrupted'
					: result.isError
						? 'error'
						: 'done';
	const denial = rejected && call.denial === undefined && !result.forModel ? {denial: result.text} : {};
	return {...call, result, status, endedAt: call.endedAt ?? at, settled: true, ...denial, ...atPrompt(call, status)};
}

/** Flattens tool_result content (a string or text blocks) to display text. */
export function resultText(content: unknown): string {
	if (typeof content === 'string') return content;
	if (!Array.isArray(content)) return '';
	return content
		.map(block => {
			const record = asRecord(block);
			if (record?.['type'] === 'text' && typeof record['text'] === 'string') return record['text'];
			if (record?.['type'] === 'image') return '[image]';
			return '';
		})
		.filter(text => text !== '')
		.join('\n');
}
