/** Which lines of a session file claude resumes: the chain from its leaf back along parentUuid, and its two bridges. */
import {describe, expect, it} from 'vitest';
import {sessionBranch} from '../../src/ingest/session-branch.js';

type Line = Record<string, unknown>;
const user = (uuid: string, parentUuid: string | null, text = uuid, extra: Line = {}): Line => ({
	type: 'user',
	uuid,
	parentUuid,
	message: {role: 'user', content: text},
	...extra,
});
const answer = (uuid: string, parentUuid: string | null, id: string, text = uuid, extra: Line = {}): Line => ({
	type: 'assistant',
	uuid,
	parentUuid,
	message: {id, role: 'assistant', content: [{type: 'text', text}]},
	...extra,
});
const uuids = (lines: readonly unknown[]) => sessionBranch(lines).map(line => line['uuid']);

describe('sessionBranch', () => {
	it('follows parentUuid back from the newest message: a branch a rewind or fork left behind is not shown', () => {
		const lines = [
			user('u1', null),
			answer('a1', 'u1', 'm1'),
			user('u2', 'a1', 'abandoned'),
			answer('a2', 'u2', 'm2'),
			user('u3', 'a1', 'taken instead'),
			answer('a3', 'u3', 'm3'),
		];
		expect(uuids(lines)).toEqual(['u1', 'a1', 'u3', 'a3']);
	});

	it('resumes from the newest user, assistant or system line of the main chain, not from bookkeeping or a subagent', () => {
		const lines = [
			user('u1', null),
			answer('a1', 'u1', 'm1'),
			{type: 'system', uuid: 's1', parentUuid: 'a1', content: 'Model switched'},
			answer('side', 's1', 'm2', 'a subagent', {isSidechain: true}),
			{type: 'attachment', uuid: 'att', parentUuid: 's1'},
			{type: 'last-prompt', leafUuid: 'u1'},
			user('later', 's1', 'no uuid', {uuid: ''}),
		];
		expect(uuids(lines)).toEqual(['u1', 'a1', 's1']);
	});

	it('after a conversation rewind, resumes from the leaf claude’s last-prompt names, or from nothing', () => {
		const lines = [user('u1', null), answer('a1', 'u1', 'm1'), user('u2', 'a1'), answer('a2', 'u2', 'm2')];
		expect(uuids([...lines, {type: 'last-prompt', leafUuid: 'a1', rewound: true}])).toEqual(['u1', 'a1']);
		// Rewound to the first prompt: nothing before it.
		expect(uuids([...lines, {type: 'last-prompt', leafUuid: null, rewound: true}])).toEqual([]);
		// A prompt sent after the rewind is newer than it: the resume starts there.
		expect(uuids([...lines, {type: 'last-prompt', leafUuid: 'a1', rewound: true}, user('u3', 'a1')])).toEqual([
			'u1',
			'a1',
			'u3',
		]);
		// A last-prompt that is no rewind leaves the newest message the leaf.
		expect(uuids([...lines, {type: 'last-prompt', leafUuid: 'a1'}])).toEqual(['u1', 'a1', 'u2', 'a2']);
	});

	it('crosses a compaction boundary by its logicalParentUuid', () => {
		const lines = [
			user('u1', null),
			answer('a1', 'u1', 'm1'),
			{type: 'system', subtype: 'compact_boundary', uuid: 'b', parentUuid: null, logicalParentUuid: 'a1'},
			user('sum', 'b', 'summary', {isCompactSummary: true}),
			answer('a2', 'sum', 'm2'),
		];
		expect(uuids(lines)).toEqual(['u1', 'a1', 'b', 'sum', 'a2']);
	});

	it('takes a message written again after a resume (same id and content, no parent) for the original, history first', () => {
		const lines = [
			user('u1', null),
			answer('a1', 'u1', 'm1', 'the answer'),
			answer('copy', null, 'm1', 'the answer'),
			user('u2', 'copy'),
		];
		expect(uuids(lines)).toEqual(['u1', 'copy', 'u2']);
		// Another id, or other content, is not a copy: the root stays a root (the other line of the same id is another
		// block of that answer, and comes after it, as claude resumes it).
		expect(uuids([...lines.slice(0, 2), answer('copy', null, 'm9', 'the answer'), user('u2', 'copy')])).toEqual([
			'copy',
			'u2',
		]);
		expect(uuids([...lines.slice(0, 2), answer('copy', null, 'm1', 'other words'), user('u2', 'copy')])).toEqual([
			'copy',
			'a1',
			'u2',
		]);
		// The original's own compaction link counts as its parent.
		const compacted = [
			user('u0', null),
			{type: 'system', subtype: 'compact_boundary', uuid: 'b', parentUuid: null, logicalParentUuid: 'u0'},
			answer('a1', null, 'm1', 'the answer', {logicalParentUuid: 'b'}),
			answer('copy', null, 'm1', 'the answer'),
		];
		expect(uuids(compacted)).toEqual(['u0', 'b', 'copy']);
	});

	it('brings in the parallel calls of an answer on the branch and their results, in file order', () => {
		const call = (uuid: string, parentUuid: string, id: string, extra: Line = {}): Line => ({
			type: 'assistant',
			uuid,
			parentUuid,
			message: {id, role: 'assistant', content: [{type: 'tool_use', id: `call-${uuid}`, name: 'Bash', input: {}}]},
			...extra,
		});
		const result = (uuid: string, parentUuid: string): Line => ({
			type: 'user',
			uuid,
			parentUuid,
			message: {role: 'user', content: [{type: 'tool_result', tool_use_id: `call-${parentUuid}`, content: 'ok'}]},
		});
		// As claude writes them: each call the parent of the next, each result the child of its own call.
		const lines = [
			user('u1', null),
			answer('a1', 'u1', 'm1', 'three at once'),
			call('c1', 'a1', 'm1'),
			call('c2', 'c1', 'm1'),
			call('c3', 'c2', 'm1'),
			result('r3', 'c3'),
			result('r2', 'c2'),
			result('r1', 'c1'),
			{type: 'attachment', uuid: 'att', parentUuid: 'r1'},
			answer('a2', 'att', 'm2', 'done'),
		];
		expect(uuids(lines)).toEqual(['u1', 'a1', 'c1', 'c2', 'c3', 'r3', 'r2', 'r1', 'att', 'a2']);
		// A subagent's lines, and a call answered already, are not brought in.
		const more = [call('side', 'a1', 'm1', {isSidechain: true}), result('r2-again', 'c2'), result('r1-again', 'c1')];
		expect(uuids([...lines.slice(0, 8), ...more, ...lines.slice(8)])).toEqual(uuids(lines));
	});

	it('reads an empty uuid or parent as none, stops at a loop, and keeps the first line of a uuid written twice', () => {
		expect(uuids([user('u1', ''), answer('a1', 'u1', 'm1')])).toEqual(['u1', 'a1']);
		expect(uuids([user('u1', 'a1'), answer('a1', 'u1', 'm1')])).toEqual(['u1', 'a1']);
		const twice = [user('u1', null, 'first'), user('u1', null, 'second'), answer('a1', 'u1', 'm1')];
		expect(sessionBranch(twice).map(line => (line['message'] as {content: unknown}).content)).toEqual([
			'first',
			[{type: 'text', text: 'a1'}],
		]);
	});

	it('shows nothing of a file whose messages are all a subagent’s (no main chain)', () => {
		expect(uuids([user('s1', null, 's1', {isSidechain: true})])).toEqual([]);
	});

	it('takes a file with no parentUuid at all (an older or hand-made one) in file order, objects only', () => {
		const old = [{type: 'user', uuid: 'u1'}, 'not an object', [1], null, {type: 'assistant', uuid: 'a1'}];
		expect(uuids(old)).toEqual(['u1', 'a1']);
	});
});
