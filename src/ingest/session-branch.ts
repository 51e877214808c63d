/**
 * Which lines of a session file make up the conversation claude would resume. The file keeps every
 * message ever written to the session: a rewind or a fork leaves the abandoned branch in place, and
 * a resume may write a message again. claude resumes from the newest message (after a conversation
 * rewind, from the one the rewind left last) and follows each message's `parentUuid` back to the start, so cctui shows that chain, once, in order. Two links
 * are followed past a `parentUuid` of null: a compaction boundary's `logicalParentUuid` (so the
 * history before a compaction shows, above its notice), and a copy of an earlier message written
 * again after a resume (same `message.id` and content), which stands for the original. Parallel tool calls
 * are off that chain but resumed all the same (withParallelCalls).
 */
import {jsonText} from '../text/json-text.js';

type Line = Readonly<Record<string, unknown>>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const message = (line: Line): Line | undefined => {
	const value = line['message'];
	return typeof value === 'object' && value !== null ? (value as Line) : undefined;
};

/** A message's identity across copies: its API id and content (several lines share an id, one block each). */
function copyKey(line: Line): string | undefined {
	const id = str(message(line)?.['id']);
	return id === undefined ? undefined : `${id}\n${jsonText(message(line)?.['content'])}`;
}

/** The ids of the tool calls a user line answers. */
function answeredCalls(line: Line): string[] {
	const content = message(line)?.['content'];
	if (line['type'] !== 'user' || !Array.isArray(content)) return [];
	return content.flatMap(block => {
		const id = (block as Line | null)?.['type'] === 'tool_result' ? str((block as Line)['tool_use_id']) : undefined;
		return id === undefined ? [] : [id];
	});
}

/** An answer's own id: the one its lines share. */
const answerId = (line: Line): string | undefined =>
	line['type'] === 'assistant' && line['isSidechain'] !== true ? str(message(line)?.['id']) : undefined;

/** What claude writes after an answer's lines and before the next message: tool results, attachments, notes. */
function followsAnswer(line: Line, id: string): boolean {
	switch (line['type']) {
		case 'assistant':
			return answerId(line) === id;
		case 'user':
			return line['isMeta'] === true || answeredCalls(line).length > 0;
		case 'attachment':
			return true;
		case 'system':
			return line['subtype'] !== 'compact_boundary';
		default:
			return false;
	}
}

function groupBy(lines: readonly Line[], key: (line: Line) => string | undefined): Map<string, Line[]> {
	const groups = new Map<string, Line[]>();
	for (const line of lines) {
		const value = key(line);
		const group = value === undefined ? undefined : groups.get(value);
		if (group !== undefined) group.push(line);
		else if (value !== undefined) groups.set(value, [line]);
	}
	return groups;
}

/**
 * The chain with the parallel tool calls it passes by. claude writes each block of an answer as a line of its own
 * (same `message.id`), each the parent of the next, and each tool result as the child of its own call: the chain
 * runs through the last call and the first result only. On resume claude (2.1.330) takes back the answer's other
 * lines and the results of each of its calls, in file order among the lines that follow the answer on the chain.
 * A line written again after a resume already stands for its original, and a call answered already is not again.
 */
function withParallelCalls(chain: readonly Line[], objects: readonly Line[]): Line[] {
	const order = new Map(objects.map((line, index) => [line, index]));
	const answers = groupBy(objects, answerId);
	const byOrder = (a: Line, b: Line) => order.get(a)! - order.get(b)!;
	const resultsOf = groupBy(objects, line => (answeredCalls(line).length > 0 ? str(line['parentUuid']) : undefined));
	const taken = new Set(chain);
	const answered = new Set(chain.flatMap(answeredCalls));
	const done = new Set<string>();
	const branch: Line[] = [];
	for (let next = 0; next < chain.length;) {
		const line = chain[next++]!;
		branch.push(line);
		const id = answerId(line);
		if (id === undefined || done.has(id)) continue;
		done.add(id);
		const lines = answers.get(id) ?? [];
		const results = lines.flatMap(line => resultsOf.get(str(line['uuid']) ?? '') ?? []).sort(byOrder);
		const offBranch = [...lines, ...results].filter(line => !taken.has(line));
		if (offBranch.length === 0) continue;
		const copies = new Set(lines.filter(line => taken.has(line)).map(copyKey));
		const missing: Line[] = [];
		for (const line of offBranch) {
			const key = copyKey(line);
			const calls = answeredCalls(line);
			if (copies.has(key) || (calls.length > 0 && calls.every(call => answered.has(call)))) continue;
			missing.push(line);
			taken.add(line);
			if (key !== undefined) copies.add(key);
			for (const call of calls) answered.add(call);
		}
		missing.sort(byOrder);
		// Merged, in file order, into what follows the answer's first line on the chain.
		for (; next < chain.length && followsAnswer(chain[next]!, id); next++) {
			while (missing.length > 0 && byOrder(missing[0]!, chain[next]!) < 0) branch.push(missing.shift()!);
			branch.push(chain[next]!);
		}
		branch.push(...missing);
	}
	return branch;
}

const onMainChain = (line: Line): boolean =>
	(line['type'] === 'user' || line['type'] === 'assistant' || line['type'] === 'system') &&
	line['isSidechain'] !== true &&
	str(line['uuid']) !== undefined;

/**
 * The message claude resumes from: the newest, unless a conversation rewind was the last thing written.
 * claude 2.1.330 then writes a `last-prompt` line `{leafUuid, rewound: true}` and resumes from that
 * leaf (the message before the prompt rewound to; none when that was the first), not from the newest
 * message, which is on the branch the rewind dropped.
 */
function resumedLeaf(objects: readonly Line[], byUuid: ReadonlyMap<string, Line>): Line | undefined {
	const rewound = objects.findLastIndex(line => line['type'] === 'last-prompt' && line['rewound'] === true);
	const newest = objects.findLastIndex(onMainChain);
	if (rewound === -1 || newest > rewound) return objects[newest];
	const leaf = str(objects[rewound]!['leafUuid']);
	return leaf === undefined ? undefined : byUuid.get(leaf);
}

/**
 * The lines of the branch claude would resume, parents first. `lines` are the file's decoded lines
 * in order (anything not an object is left out). A file whose lines carry no `parentUuid` at all (an
 * older format, or a hand-made one) is taken in file order.
 */
export function sessionBranch(lines: readonly unknown[]): Line[] {
	const objects = lines.filter(
		(line): line is Line => typeof line === 'object' && line !== null && !Array.isArray(line),
	);
	if (!objects.some(line => 'parentUuid' in line)) return objects;
	const byUuid = new Map<string, Line>();
	const firstCopy = new Map<string, Line>();
	for (const line of objects) {
		const uuid = str(line['uuid']);
		if (uuid !== undefined && !byUuid.has(uuid)) byUuid.set(uuid, line);
		const key = copyKey(line);
		if (key !== undefined && !firstCopy.has(key)) firstCopy.set(key, line);
	}
	const leaf = resumedLeaf(objects, byUuid);
	const chain: Line[] = [];
	const seen = new Set<Line>();
	for (let line = leaf; line !== undefined && !seen.has(line);) {
		seen.add(line);
		chain.push(line);
		const parent = str(line['parentUuid']) ?? str(line['logicalParentUuid']);
		if (parent !== undefined) {
			line = byUuid.get(parent);
			continue;
		}
		// A root: if it is a copy of an earlier message, the history before that one comes first.
		const key = copyKey(line);
		const original = key === undefined ? undefined : firstCopy.get(key);
		const before =
			original === undefined || original === line
				? undefined
				: (str(original['parentUuid']) ?? str(original['logicalParentUuid']));
		line = before === undefined ? undefined : byUuid.get(before);
	}
	return withParallelCalls(chain.reverse(), objects);
}
