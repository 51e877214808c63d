/**
 * Which lines of a session file make up the conversation claude would resume. The file keeps every
 * message ever written to the session: a rewind or a fork leaves the abandoned branch in place, and
 * a resume may write a message again. claude resumes from the newest message (after a conversation
 * rewind, from the one the rewind left last) and follows each message's `parentUuid` back to the start, so cctui shows that chain, once, in order. Two links
 * are followed past a `parentUuid` of null: a compaction boundary's `logicalParentUuid` (so the
 * history before a compaction shows, above its notice), and a copy of an earlier message written
 * again after a resume (same `message.id` and content), which stands for the original.
 */
type Line = Readonly<Record<string, unknown>>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A message's identity across copies: its API id and content (several lines share an id, one block each). */
function copyKey(line: Line): string | undefined {
	const message = line['message'];
	if (typeof message !== 'object' || message === null) return undefined;
	const id = str((message as Line)['id']);
	return id === undefined ? undefined : `${id}\n${JSON.stringify((message as Line)['content'])}`;
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
	return chain.reverse();
}
