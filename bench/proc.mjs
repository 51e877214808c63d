// CPU time and peak memory of a process tree from /proc (Linux). A reaped child's time is in its
// parent's cutime/cstime, so reading the tree while its root is alive counts every process that ever ran.
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

/** The root's stat and those of all its descendants, root first. */
function treeOf(rootPid) {
	const all = readdirSync('/proc')
		.filter(name => /^\d+$/.test(name))
		.map(name => stat(Number(name)))
		.filter(Boolean);
	const byParent = new Map();
	for (const s of all) byParent.set(s.ppid, [...(byParent.get(s.ppid) ?? []), s]);
	const root = all.find(s => s.pid === rootPid);
	if (!root) throw new Error(`process ${rootPid} is gone; cannot read it`);
	const tree = [];
	const queue = [root];
	while (queue.length > 0) {
		const s = queue.pop();
		tree.push(s);
		queue.push(...(byParent.get(s.pid) ?? []));
	}
	return tree;
}

/** Seconds of user+system CPU: `own` for the root process alone, `tree` for it and every descendant. */
export function cpuOfTree(rootPid) {
	const tree = treeOf(rootPid);
	return {own: tree[0].self, tree: tree.reduce((sum, s) => sum + s.self + s.children, 0)};
}

/** A process's peak resident set so far (VmHWM), in bytes; 0 once it is gone. */
function peakRss(pid) {
	try {
		const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
		return kb ? Number(kb[1]) * 1024 : 0;
	} catch {
		return 0;
	}
}

/**
 * Samples the tree's peak RSS every `everyMs` until stop() (and once more then): `own` is the root's
 * VmHWM, `tree` the largest sum of the VmHWM of the processes alive at one sample.
 */
export function watchPeakRss(rootPid, everyMs = 200) {
	const peak = {own: 0, tree: 0};
	const sample = () => {
		let tree;
		try {
			tree = treeOf(rootPid);
		} catch {
			return; // the root is gone
		}
		const each = tree.map(s => peakRss(s.pid));
		peak.own = Math.max(peak.own, each[0]);
		peak.tree = Math.max(
			peak.tree,
			each.reduce((sum, bytes) => sum + bytes, 0),
		);
	};
	sample();
	const timer = setInterval(sample, everyMs);
	return {
		stop() {
			clearInterval(timer);
			sample();
			return {...peak};
		},
	};
}
