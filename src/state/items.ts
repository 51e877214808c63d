/**
 * Structural helpers over the pending items, which form a shallow tree (subagent items nest
 * inside their Agent tool call). Each update copies only the path to the touched item.
 */
import {FINAL_TOOL_STATUSES, type ToolCall, type TranscriptItem} from './transcript.js';

type Items = readonly TranscriptItem[];

/** Replaces the item with `id` (searching nested subagent items too); undefined when absent. */
export function replaceItem(
	items: Items,
	id: string,
	update: (item: TranscriptItem) => TranscriptItem,
): Items | undefined {
	for (let index = items.length - 1; index >= 0; index--) {
		const item = items[index]!;
		let next: TranscriptItem | undefined;
		if (item.id === id) {
			next = update(item);
		} else if (item.kind === 'tool' && item.call.children.length > 0) {
			const children = replaceItem(item.call.children, id, update);
			if (children) next = {...item, call: {...item.call, children}};
		}
		if (next) {
			const copy = items.slice();
			copy[index] = next;
			return copy;
		}
	}
	return undefined;
}

export function findItem(items: Items, id: string): TranscriptItem | undefined {
	for (let index = items.length - 1; index >= 0; index--) {
		const item = items[index]!;
		if (item.id === id) return item;
		if (item.kind === 'tool' && item.call.children.length > 0) {
			const found = findItem(item.call.children, id);
			if (found) return found;
		}
	}
	return undefined;
}

export function findTool(items: Items, toolUseId: string): ToolCall | undefined {
	const item = findItem(items, toolUseId);
	return item?.kind === 'tool' ? item.call : undefined;
}

export function replaceTool(items: Items, toolUseId: string, update: (call: ToolCall) => ToolCall): Items | undefined {
	return replaceItem(items, toolUseId, item => (item.kind === 'tool' ? {...item, call: update(item.call)} : item));
}

/** Appends `item` under the tool call `parentId`; undefined when that tool is not pending. */
export function appendChild(items: Items, parentId: string, item: TranscriptItem): Items | undefined {
	return replaceTool(items, parentId, call => ({...call, children: [...call.children, item]}));
}

/**
 * Applies `update` to the tool calls after the item `id` in the list that holds it (its thread: the main one, or a
 * subagent's under its call); undefined when `id` is not there.
 */
export function replaceLaterTools(items: Items, id: string, update: (call: ToolCall) => ToolCall): Items | undefined {
	const index = items.findIndex(item => item.id === id);
	if (index >= 0) {
		const later = items.slice(index + 1).map(item => {
			if (item.kind !== 'tool') return item;
			const call = update(item.call);
			return call === item.call ? item : {...item, call};
		});
		return [...items.slice(0, index + 1), ...later];
	}
	for (const [at, item] of items.entries()) {
		if (item.kind !== 'tool' || item.call.children.length === 0) continue;
		const children = replaceLaterTools(item.call.children, id, update);
		if (children) return items.with(at, {...item, call: {...item.call, children}});
	}
	return undefined;
}

/** Applies `update` to every item, depth first, copying only what changed. */
export function mapItems(items: Items, update: (item: TranscriptItem) => TranscriptItem): Items {
	let changed = false;
	const next = items.map(item => {
		let mapped = item;
		if (mapped.kind === 'tool' && mapped.call.children.length > 0) {
			const children = mapItems(mapped.call.children, update);
			if (children !== mapped.call.children) mapped = {...mapped, call: {...mapped.call, children}};
		}
		mapped = update(mapped);
		if (mapped !== item) changed = true;
		return mapped;
	});
	return changed ? next : items;
}

/** Drops the items whose id is in `ids` (nested ones too), copying only what changed. */
export function removeItems(items: Items, ids: ReadonlySet<string>): Items {
	let changed = false;
	const next: TranscriptItem[] = [];
	for (const item of items) {
		if (ids.has(item.id)) {
			changed = true;
			continue;
		}
		const children =
			item.kind === 'tool' && item.call.children.length > 0 ? removeItems(item.call.children, ids) : undefined;
		if (children !== undefined && item.kind === 'tool' && children !== item.call.children) {
			changed = true;
			next.push({...item, call: {...item.call, children}});
		} else next.push(item);
	}
	return changed ? next : items;
}

/**
 * The calls that wait behind an earlier call of their thread that has not ended (the main Claude's, or one
 * subagent's): claude runs a call that is not read-only only once the calls before it are done, and asks about it only
 * then, so such a call is queued, not running, whether or not it will be asked about. A read-only call behind another
 * counts too (claude may run it at once): it reads as waiting until something says it runs.
 */
export function queuedCalls(items: Items): ReadonlySet<string> {
	const queued = new Set<string>();
	const walk = (list: Items) => {
		const open = new Set<string>();
		for (const item of list) {
			if (item.kind !== 'tool') continue;
			const {call} = item;
			const thread = call.agentId ?? '';
			if (call.status === 'waiting' && open.has(thread)) queued.add(call.id);
			if (!FINAL_TOOL_STATUSES.has(call.status)) open.add(thread);
			walk(call.children);
		}
	};
	walk(items);
	return queued;
}

/**
 * What the subagent that asks about `toolUseId` (or whose frames carry `agentId`) was asked to do: the description of
 * the Agent or Task call it runs under (the innermost), or the label of a background agent's call at top level.
 */
export function askingAgent(
	items: Items,
	toolUseId: string | undefined,
	agentId: string | undefined,
): string | undefined {
	const ofAgent = (item: TranscriptItem) =>
		item.kind === 'tool' &&
		((toolUseId !== undefined && item.id === toolUseId) || (agentId !== undefined && item.call.agentId === agentId));
	const walk = (list: Items): string | undefined => {
		for (const item of list) {
			if (item.kind !== 'tool') continue;
			const {call} = item;
			const inner = call.children.length > 0 ? walk(call.children) : undefined;
			if (inner !== undefined) return inner;
			if (call.children.some(ofAgent) || (agentId !== undefined && call.task?.taskId === agentId)) {
				const description = call.input?.['description'];
				if (typeof description === 'string' && description.trim() !== '') return description;
			}
		}
		return undefined;
	};
	const labelled = items.flatMap(item => (item.kind === 'tool' && ofAgent(item) && item.agent ? [item.agent] : []))[0];
	return walk(items) ?? labelled?.slice(labelled.indexOf(': ') + 1).trim();
}
