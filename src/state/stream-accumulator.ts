/**
 * Folds `stream_event` frames and per-block `assistant` frames into transcript items.
 *
 * One draft per parent (main thread or a subagent) maps content block indexes to item ids. A
 * delta replaces only the item it touches; tool input JSON stays a raw buffer until its block
 * ends. The `assistant` frame for a block (it arrives before `content_block_stop`) is the final
 * content and replaces what the deltas built.
 */
import type {AssistantMessage, ContentBlock, StreamEventFrame} from '../protocol/types.js';
import {findItem} from './items.js';
import {appendText, withoutLongLine} from './long-line.js';
import {addDebug, addItem, addNotice, addWithdrawalNotice, hasItem, nextId, updateItem} from './placement.js';
import {type AppState, type MessageDraft, withState} from './state.js';
import {asRecord, completeInput, newToolCall, setFinalInput} from './tool-calls.js';
import type {TranscriptItem} from './transcript.js';
import {withdraw} from './withdraw.js';
import {own} from '../util/own.js';
import {jsonText} from '../text/json-text.js';

const MAIN = 'main';

export function draftKey(parentId: string | null | undefined): string {
	return parentId ?? MAIN;
}

function withDraft(state: AppState, key: string, draft: MessageDraft | undefined): AppState {
	const drafts = {...state.drafts};
	if (draft) drafts[key] = draft;
	else delete drafts[key];
	return withState(state, {drafts});
}

/**
 * Remembers whether a block's last delta ended a line, so the next delta knows a paragraph may
 * have ended without reading the end of the streamed text: that would flatten V8's concatenated
 * string, a copy of the whole block on every delta.
 */
function noteLineEnd(state: AppState, key: string, index: number, added: string): AppState {
	const draft = state.drafts[key];
	const lineEnded = added.endsWith('\n') ? index : undefined;
	return draft && draft.lineEnded !== lineEnded ? withDraft(state, key, {...draft, lineEnded}) : state;
}

/**
 * Marks whatever a draft was still streaming as finished, e.g. a stream that failed mid-way. A block that got its
 * stop was complete: it is finished, not cut short; so is one its message confirmed, unless the turn is over
 * (`turnEnded`) with its stream still open: claude 2.1.178 to 2.1.204 send a cut answer's message after an interrupt.
 */
export function abandonDraft(state: AppState, key: string, at: number, turnEnded = false): AppState {
	const draft = state.drafts[key];
	if (!draft) return state;
	let next = withDraft(state, key, undefined);
	const confirmed = draft.order.slice(0, draft.assistantFrames);
	for (const [index, id] of Object.entries(draft.blocks)) {
		const complete = draft.stopped.includes(Number(index)) || (!turnEnded && confirmed.includes(Number(index)));
		next = updateItem(next, id, item => finishBlock(item, at, !complete));
	}
	return next;
}

/**
 * Finishes the blocks held open at their stop, and those its message confirmed (all, or those before `cut`):
 * nothing can abandon them now.
 */
function releaseHeld(state: AppState, draft: MessageDraft, at: number, cut = Infinity): AppState {
	let next = state;
	const confirmed = draft.order.slice(0, draft.assistantFrames);
	for (const index of new Set([...draft.held, ...confirmed])) {
		const id = draft.blocks[index];
		if (id && index < cut) next = updateItem(next, id, item => finishBlock(item, at));
	}
	return next;
}

function finishBlock(item: TranscriptItem, at: number, aborted = false): TranscriptItem {
	switch (item.kind) {
		case 'text': {
			const done = item.status === 'done' ? item : {...withoutLongLine(item), status: 'done' as const};
			return aborted && !item.aborted ? {...done, aborted: true} : done;
		}
		case 'thinking': {
			const done =
				item.status === 'done'
					? item
					: {...withoutLongLine(item), status: 'done' as const, durationMs: at - item.startedAt};
			return aborted && !item.aborted ? {...done, aborted: true} : done;
		}
		case 'tool':
			return {...item, call: completeInput(item.call, at)};
		default:
			return item;
	}
}

function itemForBlock(
	block: ContentBlock,
	id: string,
	at: number,
	streaming: boolean,
	agentId?: string,
): TranscriptItem | undefined {
	const status = streaming ? 'streaming' : 'done';
	switch (block.type) {
		case 'text':
			return {kind: 'text', id, text: block.text, status, committedChars: 0};
		case 'thinking':
			return {kind: 'thinking', id, text: block.thinking, status, redacted: false, startedAt: at, committedChars: 0};
		case 'redacted_thinking':
			return {kind: 'thinking', id, text: '', status, redacted: true, startedAt: at, committedChars: 0};
		case 'tool_use':
		case 'server_tool_use': {
			const input = streaming ? undefined : (asRecord(block.input) ?? {});
			return {kind: 'tool', id: block.id, call: newToolCall(block.id, block.name, at, input, agentId)};
		}
		default:
			return undefined;
	}
}

function agentLabelOf(frame: Record<string, unknown>): string | undefined {
	const type = frame['subagent_type'];
	const description = frame['task_description'];
	if (typeof type === 'string' && typeof description === 'string') return `${type}: ${description}`;
	return typeof type === 'string' ? type : undefined;
}

export function applyStreamEvent(state: AppState, frame: StreamEventFrame, at: number): AppState {
	const key = draftKey(frame.parent_tool_use_id);
	const event = frame.event;
	switch (event.type) {
		case 'message_start': {
			const next = abandonDraft(state, key, at);
			return withDraft(next, key, {
				messageId: event.message.id,
				parentId: frame.parent_tool_use_id ?? null,
				blocks: {},
				order: [],
				assistantFrames: 0,
				lineEnded: undefined,
				held: [],
				stopped: [],
			});
		}
		case 'content_block_start': {
			const draft = state.drafts[key];
			if (!draft)
				return addNotice(
					state,
					'warning',
					`Protocol: content_block_start ${event.index} arrived before message_start; ignored.`,
				);
			if (draft.blocks[event.index] !== undefined)
				return addNotice(
					state,
					'warning',
					`Protocol: block ${event.index} of ${draft.messageId} started twice; the repeat is ignored.`,
				);
			const block = event.content_block;
			const isTool = block.type === 'tool_use' || block.type === 'server_tool_use';
			let next = state;
			let id = isTool ? block.id : `${draft.messageId}:${event.index}`;
			// Two items with one id would be two React children with one key, and updates would reach only one.
			const repeatedTool = isTool && hasItem(state, id);
			if (!isTool && hasItem(state, id)) [next, id] = nextId(state, id); // a message id seen before (a restarted CLI): keep both
			const item = repeatedTool ? undefined : itemForBlock(block, id, at, true);
			next = withDraft(next, key, {
				...draft,
				blocks: {...draft.blocks, [event.index]: item || repeatedTool ? id : ''},
				order: [...draft.order, event.index],
			});
			if (repeatedTool)
				return addNotice(next, 'warning', `Protocol: tool call ${id} started twice; the repeat is ignored.`);
			if (!item)
				return addDebug(
					next,
					at,
					`content block of unknown type "${block.type === 'unknown' ? block.original : block.type}" ignored`,
				);
			return addItem(next, frame.parent_tool_use_id, item, agentLabelOf(frame));
		}
		case 'content_block_delta': {
			const id = state.drafts[key]?.blocks[event.index];
			if (id === undefined) {
				return addNotice(
					state,
					'warning',
					`Protocol: content_block_delta for block ${event.index}, which never started (expected content_block_start first); ignored.`,
				);
			}
			const delta = event.delta;
			switch (delta.type) {
				case 'text_delta':
					return noteLineEnd(
						updateItem(state, id, item => (item.kind === 'text' ? appendText(item, delta.text) : item)),
						key,
						event.index,
						delta.text,
					);
				case 'thinking_delta':
					// durationMs runs while it streams, so the live header can show how long it has been thinking.
					return noteLineEnd(
						updateItem(state, id, item =>
							item.kind === 'thinking' ? {...appendText(item, delta.thinking), durationMs: at - item.startedAt} : item,
						),
						key,
						event.index,
						delta.thinking,
					);
				case 'input_json_delta':
					return updateItem(state, id, item =>
						item.kind === 'tool' && item.call.status === 'input-streaming'
							? {...item, call: {...item.call, inputJson: item.call.inputJson + delta.partial_json}}
							: item,
					);
				case 'signature_delta':
				case 'citations_delta':
					return state;
				case 'unknown':
					return addDebug(state, at, `unknown delta type "${delta.original}" ignored`);
			}
			return state;
		}
		case 'content_block_stop': {
			const found = state.drafts[key];
			const id = found?.blocks[event.index];
			if (!id) return state;
			const draft = {...found, stopped: [...found.stopped, event.index]};
			const withStop = withDraft(state, key, draft);
			// A block's assistant message comes before its stop. Text or thinking without one may be declared
			// abandoned by the message_stop (claude closes a cut stream with a stop of its own), so it is held
			// open, out of the scrollback, until its message is settled.
			const confirmed = draft.order.indexOf(event.index) < draft.assistantFrames;
			const item = findItem(state.pending, id);
			if (confirmed || item?.kind === 'tool') return updateItem(withStop, id, block => finishBlock(block, at));
			return withDraft(state, key, {...draft, held: [...draft.held, event.index]});
		}
		case 'message_stop': {
			const draft = state.drafts[key];
			if (!draft) return state;
			const abandoned = frame.abandoned_blocks;
			const cut = abandoned && draft.messageId === abandoned.api_message_id ? abandoned.from_block_index : Infinity;
			const next = releaseHeld(withDraft(state, key, undefined), draft, at, cut);
			return cut === Infinity ? next : discardAbandoned(next, draft, cut);
		}
		case 'message_delta':
		case 'ping':
			return state;
		case 'error':
			return addNotice(state, 'error', `Stream error: ${jsonText(event.error)}`);
		case 'unknown':
			return addDebug(state, at, `unknown stream event "${event.original}" ignored`);
	}
}

/**
 * A stream cut short (an interrupt, or a failure claude retries): its blocks from `from` on never get
 * an assistant message, so what they streamed was never part of the conversation. A block that did
 * get one is kept (e-interrupt-midstream: the interrupted text arrives as an `aborted` assistant
 * frame before this `message_stop`, with `from` past it).
 */
function discardAbandoned(state: AppState, draft: MessageDraft, from: number): AppState {
	const ids = draft.order
		.slice(draft.assistantFrames)
		.filter(index => index >= from)
		.map(index => draft.blocks[index])
		.filter((id): id is string => id !== undefined && id !== '');
	const {state: next, removed, above} = withdraw(state, new Set(ids));
	const words = 'A response cut off mid-stream was discarded; it is not part of the conversation.';
	if (above > 0)
		return addWithdrawalNotice(
			next,
			'The response above was cut off mid-stream and is discarded; it is not part of the conversation.',
			words,
		);
	return removed > 0 ? addNotice(next, 'info', words) : next;
}

/**
 * What to do about an error, where claude's own words are for its own TUI: "Not logged in · Please
 * run /login" (claude 2.1.330), but in stream-json mode `/login` answers "/login isn't available in
 * this environment."
 */
const ERROR_HINTS: Readonly<Record<string, string>> = {
	authentication_failed:
		"cctui cannot open claude's login: run `claude` in a terminal and log in there with /login, then /restart here (or start cctui with ANTHROPIC_API_KEY set).",
};

/** Applies the final content of one block (a streamed one) or creates items (a non-streamed message). */
export function applyAssistant(state: AppState, frame: AssistantMessage, at: number): AppState {
	const key = draftKey(frame.parent_tool_use_id);
	const blocks = frame.message.content ?? [];
	if (frame.error) {
		const words = blocks.flatMap(block => (block.type === 'text' ? [block.text] : [])).join('\n');
		const text = words || `API error: ${frame.error}`;
		const hint = own(ERROR_HINTS, frame.error);
		return addNotice(abandonDraft(state, key, at), 'error', hint ? `${text}\n${hint}` : text);
	}
	const draft = state.drafts[key];
	if (
		draft &&
		draft.messageId === frame.message.id &&
		draft.assistantFrames < draft.order.length &&
		blocks.length === 1
	) {
		const index = draft.order[draft.assistantFrames]!;
		const id = draft.blocks[index];
		const next = withDraft(state, key, {...draft, assistantFrames: draft.assistantFrames + 1});
		return id ? updateItem(next, id, item => fromFrame(finalize(item, blocks[0]!, frame, at), frame)) : next;
	}
	// Not streamed (subagents, a non-streaming retry, recordings without partial messages).
	let next = !draft
		? state
		: draft.messageId !== frame.message.id
			? abandonDraft(state, key, at)
			: releaseHeld(withDraft(state, key, {...draft, held: []}), draft, at);
	const label = agentLabelOf(frame);
	for (const [index, block] of blocks.entries()) {
		const isTool = block.type === 'tool_use' || block.type === 'server_tool_use';
		let id = isTool ? block.id : `${frame.message.id}:${index}`;
		if (!isTool) [next, id] = nextId(next, id);
		else if (hasItem(next, id)) {
			next = addNotice(next, 'warning', `Protocol: tool call ${id} arrived twice; the repeat is ignored.`);
			continue;
		}
		const item = itemForBlock(block, id, at, false, frame.agent_id);
		if (!item) {
			next = addDebug(
				next,
				at,
				`content block of unknown type "${block.type === 'unknown' ? block.original : block.type}" ignored`,
			);
			continue;
		}
		next = addItem(
			next,
			frame.parent_tool_use_id,
			fromFrame(withDuration(markAborted(item, frame.aborted), frame), frame),
			label,
		);
	}
	return next;
}

/** Remembers which assistant frame gave an item its content: claude may retract that frame later. */
function fromFrame(item: TranscriptItem, frame: AssistantMessage): TranscriptItem {
	return frame.uuid && (item.kind === 'text' || item.kind === 'thinking' || item.kind === 'tool')
		? {...item, frame: frame.uuid}
		: item;
}

function markAborted(item: TranscriptItem, aborted: boolean | undefined): TranscriptItem {
	return aborted && item.kind === 'text' ? {...item, aborted: true} : item;
}

function withDuration(item: TranscriptItem, frame: AssistantMessage): TranscriptItem {
	const ms = (frame as Record<string, unknown>)['thinking_duration_ms'];
	return item.kind === 'thinking' && typeof ms === 'number' ? {...item, durationMs: ms} : item;
}

function finalize(item: TranscriptItem, block: ContentBlock, frame: AssistantMessage, at: number): TranscriptItem {
	switch (item.kind) {
		case 'text':
			if (block.type !== 'text') return item;
			// Finished at its stop, or when its message ends (see abandonDraft).
			return markAborted({...withoutLongLine(item), text: block.text.slice(item.committedChars)}, frame.aborted);
		case 'thinking': {
			if (block.type !== 'thinking' && block.type !== 'redacted_thinking') return item;
			const full = block.type === 'thinking' ? block.thinking : '';
			return withDuration(
				{
					...withoutLongLine(item),
					text: full.slice(item.committedChars),
					status: 'done',
					durationMs: at - item.startedAt,
				},
				frame,
			);
		}
		case 'tool':
			return block.type === 'tool_use' || block.type === 'server_tool_use'
				? {...item, call: setFinalInput(item.call, block.input, at)}
				: item;
		default:
			return item;
	}
}
