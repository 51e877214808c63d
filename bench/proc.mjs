// CPU time of a process tree from /proc (Linux). A reaped child's time is in its parent's
// cutime/cstime, so reading the tree while its root is alive counts every process that ever ran.
import {readdirSync, readFileSync} from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function stat(pid) {
	try {
		const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
		// The command name is parenthesised and may hold spaces: fields start after the last ')'.
		const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
		const n = i => Number(fields[i - 3]);
		return {pid, ppid: n(4), self: (n(14) + n(15)) / TICKS_PER_SECOND, children: (n(16) + n(17)) / TICKS_PER_SECOND};
	} catch {
		return undefined;
	}
}

/** Seconds of user+system CPU: `own` for the root process alone, `tree` for it and every descendant. */
export function cpuOfTree(rootPid) {
	const all = readdirSync('/proc')
		.filter(name => /^\d+$/.test(name))
		.map(name => stat(Number(name)))
		.filter(Boolean);
	const byParent = new Map();
	for (const s of all) byParent.set(s.ppid, [...(byParent.get(s.ppid) ?? []), s]);
	const root = all.find(s => s.pid === rootPid);
	if (!root) throw new Error(`process ${rootPid} is gone; cannot read its CPU time`);
	let tree = 0;
	const queue = [root];
	while (queue.length > 0) {
		const s = queue.pop();
		tree += s.self + s.children;
		queue.push(...(byParent.get(s.pid) ?? []));
	}
	return {own: root.self, tree};
}
