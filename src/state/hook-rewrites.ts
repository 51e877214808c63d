/**
 * Which call a PreToolUse hook's `updatedInput` changed. claude's hook frames name the tool, not the call (2.1.330:
 * no tool_use_id, no tool_input), and it runs read-only calls of one message at once, so two calls of a tool can wait
 * on their hooks together. A rewrite goes to a call only when the frames show it is that one: it was the only call
 * of the tool whose hooks could still run, or a later frame (the input claude asks about, the call's structured
 * result, who allowed it) shows which ran the rewritten input and which ran its own. Until then it is held here, and
 * where the frames never tell, no call is marked: the hook's notice says the rewrite once.
 */
import {findTool} from './items.js';
import {updateTool} from './placement.js';
import {type AppState, withState} from './state.js';
import type {ToolCall, ToolStatus, TranscriptItem} from './transcript.js';

/** A rewrite whose call the frames have not shown yet. */
export interface HookRewrite {
	readonly input: Readonly<Record<string, unknown>>;
	/** The hook answered "allow": the call it changed was let run by a hook, not by a rule, the mode or the person. */
	readonly allowed: boolean;
	/** The calls it may have changed (ids). */
	readonly candidates: readonly string[];
}

// Its PreToolUse hooks may still run: claude runs them before it asks, while the call still reads as waiting (or as
// running, once cctui stops expecting a prompt). A call claude has asked about is past its hooks.
const BEFORE_HOOKS_END: ReadonlySet<ToolStatus> = new Set(['input-streaming', 'waiting', 'running']);

function openCalls(items: readonly TranscriptItem[], tool: string): ToolCall[] {
	return items.flatMap(item => {
		if (item.kind !== 'tool') return [];
		const {call} = item;
		const own =
			call.name === tool && BEFORE_HOOKS_END.has(call.status) && !call.result && call.approval === undefined
				? [call]
				: [];
		return [...own, ...openCalls(call.children, tool)];
	});
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The rewrite's keys that would change this call's input. */
const changedKeys = (rewrite: HookRewrite, call: ToolCall): string[] =>
	Object.keys(rewrite.input).filter(key => !same(rewrite.input[key], call.input?.[key]));

function applyTo(state: AppState, rewrite: HookRewrite, id: string): AppState {
	const changed = updateTool(state, id, call => ({
		...call,
		input: {...call.input, ...rewrite.input},
		changedByHook: true,
	}));
	// A call is changed by one rewrite: the others held for it now have one candidate fewer.
	const rest = changed.hookRewrites.filter(other => other !== rewrite);
	return settle(
		withState(changed, {
			hookRewrites: rest.map(other => ({...other, candidates: other.candidates.filter(found => found !== id)})),
		}),
	);
}

/** Gives each held rewrite left with one candidate to it; drops those left with none, or whose calls all ended. */
function settle(state: AppState): AppState {
	for (const rewrite of state.hookRewrites) {
		if (rewrite.candidates.length === 1) return applyTo(state, rewrite, rewrite.candidates[0]!);
		const open = rewrite.candidates.some(id => {
			const call = findTool(state.pending, id);
			return call !== undefined && !call.result;
		});
		if (!open) return settle(withState(state, {hookRewrites: state.hookRewrites.filter(other => other !== rewrite)}));
	}
	return state;
}

/**
 * A PreToolUse hook of `tool` changed a call's input: the one call it can be, or held until a frame tells. Returns
 * how many calls it may have been (0: none is waiting on its hooks; more than 1: not told yet).
 */
export function hookChangedInput(
	state: AppState,
	tool: string,
	input: Readonly<Record<string, unknown>>,
	allowed: boolean,
): [AppState, number] {
	const candidates = openCalls(state.pending, tool).map(call => call.id);
	const rewrite: HookRewrite = {input, allowed, candidates};
	if (candidates.length === 0) return [state, 0];
	return [settle(withState(state, {hookRewrites: [...state.hookRewrites, rewrite]})), candidates.length];
}

/** Rules call `id` in (`true`) or out (`false`) of each held rewrite it is a candidate of, by `verdict`. */
function judge(
	state: AppState,
	id: string,
	verdict: (rewrite: HookRewrite, call: ToolCall) => boolean | undefined,
): AppState {
	const call = findTool(state.pending, id);
	if (!call || !state.hookRewrites.some(rewrite => rewrite.candidates.includes(id))) return state;
	const hookRewrites = state.hookRewrites.map(rewrite => {
		if (!rewrite.candidates.includes(id)) return rewrite;
		const found = verdict(rewrite, call);
		if (found === undefined) return rewrite;
		return {...rewrite, candidates: found ? [id] : rewrite.candidates.filter(other => other !== id)};
	});
	return settle(withState(state, {hookRewrites}));
}

/** claude asks about call `id` with `input`: the input it would run, after its hooks. */
export function hookRewriteAsked(state: AppState, id: string, input: Readonly<Record<string, unknown>>): AppState {
	return judge(state, id, (rewrite, call) => {
		const keys = changedKeys(rewrite, call);
		if (keys.length === 0) return undefined;
		if (keys.every(key => same(input[key], rewrite.input[key]))) return true;
		return keys.some(key => same(input[key], call.input?.[key])) ? false : undefined;
	});
}

/** Every string in a structured result (a Read's file.filePath, a Write's filePath, …). */
function strings(value: unknown, found: Set<string>, depth = 0): Set<string> {
	if (typeof value === 'string') found.add(value);
	else if (depth < 4 && value !== null && typeof value === 'object')
		for (const inner of Object.values(value)) strings(inner, found, depth + 1);
	return found;
}

/**
 * Call `id`'s result came: its structured result names what it ran (the file a Read read), and `allowedBy` says who
 * let it run (tool_result_meta's permission_decision source, when it was accepted).
 */
export function hookRewriteResult(state: AppState, id: string, structured: unknown, allowedBy: string | undefined) {
	// Walked only for a call a held rewrite may be: most results are not.
	let seen: Set<string> | undefined;
	return judge(state, id, (rewrite, call) => {
		const keys = changedKeys(rewrite, call);
		seen ??= strings(structured, new Set());
		const found = seen;
		const named = (value: unknown) => typeof value === 'string' && value !== '' && found.has(value);
		if (keys.length > 0 && keys.some(key => named(rewrite.input[key]))) return true;
		if (keys.some(key => named(call.input?.[key]))) return false;
		if (rewrite.allowed && allowedBy !== undefined && allowedBy !== 'hook') return false;
		return undefined;
	});
}
