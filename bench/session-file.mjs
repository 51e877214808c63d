// A long session file in claude's own format (~/.claude/projects/<slug>/<id>.jsonl, 2.1.x keys), for
// benchmark 9. Its shapes are copied from the real files in test/fixtures/public and FINDINGS §8: a
// summary line, file-history snapshots and queue operations off the chain, user prompts and slash
// commands, one assistant message spread over several lines (thinking, text, tool_use, same
// message.id), hook progress lines in the parentUuid chain, tool results with toolUseResult (Read,
// Bash, Edit, Grep, TodoWrite), a Task subagent's sidechain lines inline, interrupt markers, system
// lines, and an auto-compaction halfway. Deterministic: the same arguments give the same bytes.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const VERSION = '2.1.288';
const MODEL = 'claude-sonnet-4-5-20250929';
const FILES = ['src/state/reducer.ts', 'src/ui/app.tsx', 'src/cli/main.ts', 'README.md', 'package.json'];

const hex = (n, width) => n.toString(16).padStart(width, '0');
const uuidOf = n => `${hex(n, 8)}-0000-4000-8000-${hex(n * 7919, 12).slice(-12)}`;
const usage = n => ({
	input_tokens: 3 + (n % 7),
	cache_creation_input_tokens: 200 + (n % 900),
	cache_read_input_tokens: 20_000 + n * 13,
	cache_creation: {ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 200 + (n % 900)},
	output_tokens: 20 + (n % 400),
	service_tier: 'standard',
});

const prose = (turn, paragraphs) =>
	Array.from(
		{length: paragraphs},
		(_, p) =>
			`Paragraph ${p + 1} of turn ${turn}: the reducer folds each event into a new state, and the view reads ` +
			`only what it needs. This keeps \`items\` stable between frames, so **React** skips what did not change.`,
	).join('\n\n');

const answer = turn =>
	[
		`## Step ${turn}`,
		prose(turn, 2),
		'- checked the tests\n- kept the style\n- wrote the docs',
		'```ts\n' + `export function step${turn}(state: State): State {\n\treturn {...state, turn: ${turn}};\n}\n` + '```',
		`Turn ${turn} is done.`,
	].join('\n\n');

const fileText = turn =>
	Array.from({length: 40}, (_, i) => `line ${i + 1} of the file read in turn ${turn}: const x${i} = ${i * turn};`);

/**
 * The lines of a session with `messages` user and assistant lines on its main chain (sidechain lines
 * not counted), ending with an answer whose last line is `Turn <n> is done.` (`lastTurn` says n).
 */
export function sessionFileLines({messages, sessionId, cwd}) {
	const lines = [];
	let n = 0;
	let time = Date.parse('2026-11-01T09:00:00.000Z');
	let parent = null;
	let counted = 0;
	const base = () => ({
		parentUuid: parent,
		isSidechain: false,
		userType: 'external',
		entrypoint: 'cli',
		cwd,
		sessionId,
		version: VERSION,
		gitBranch: 'main',
	});
	/** A line in the chain: it becomes the next line's parent. */
	const chained = (fields, {count = true} = {}) => {
		const uuid = uuidOf(++n);
		time += 1700;
		lines.push({...base(), ...fields, uuid, timestamp: new Date(time).toISOString()});
		parent = uuid;
		if (count && (fields.type === 'user' || fields.type === 'assistant')) counted++;
		return uuid;
	};
	const assistant = (id, content, stop = null) =>
		chained({
			type: 'assistant',
			message: {
				model: MODEL,
				id,
				type: 'message',
				role: 'assistant',
				content: [content],
				stop_reason: stop,
				stop_sequence: null,
				usage: usage(n),
			},
			requestId: `req_${hex(n, 24)}`,
		});
	const toolResult = (toolUseId, content, toolUseResult, sourceToolAssistantUUID) =>
		chained({
			type: 'user',
			message: {role: 'user', content: [{tool_use_id: toolUseId, type: 'tool_result', content, is_error: false}]},
			toolUseResult,
			sourceToolAssistantUUID,
		});

	lines.push({type: 'summary', summary: 'Speed up the resume path', leafUuid: uuidOf(1)});
	let turn = 0;
	// Each turn adds about seven messages; the last one, a question and its answer, two.
	while (counted < messages) {
		turn++;
		const left = messages - counted;
		lines.push({
			type: 'file-history-snapshot',
			messageId: uuidOf(n + 1),
			snapshot: {messageId: uuidOf(n + 1), trackedFileBackups: {}, timestamp: new Date(time).toISOString()},
			isSnapshotUpdate: false,
		});
		if (left <= 2) {
			chained({type: 'user', message: {role: 'user', content: `One last question, turn ${turn}?`}});
			assistant(`msg_${hex(turn, 20)}z`, {type: 'text', text: `Turn ${turn} is done.`}, 'end_turn');
			break;
		}
		const prompt =
			turn % 50 === 7
				? '<command-message>review is running…</command-message>\n<command-name>/review</command-name>\n<command-args>the last change</command-args>'
				: `Please look at ${FILES[turn % FILES.length]} and make step ${turn} faster.\nKeep the tests green.`;
		chained({
			type: 'user',
			message: {role: 'user', content: prompt},
			thinkingMetadata: {maxThinkingTokens: 31999},
			todos: [],
			permissionMode: 'default',
		});
		const id = `msg_${hex(turn, 20)}a`;
		assistant(id, {
			type: 'thinking',
			thinking: `The user wants step ${turn}. ${prose(turn, 1)}`,
			signature: 'EqMCCkYIBxgCKkB'.padEnd(200, 'x'),
		});
		assistant(id, {type: 'text', text: `I'll look at the code first (turn ${turn}).`});
		const toolUseId = `toolu_${hex(turn, 22)}`;
		const file = path.join(cwd, FILES[turn % FILES.length]);
		const kind = turn % 5;
		const tool = [
			{name: 'Read', input: {file_path: file}},
			{name: 'Bash', input: {command: 'npm test -- --run', description: 'Run the tests'}},
			{
				name: 'Edit',
				input: {file_path: file, old_string: `const x1 = ${turn};`, new_string: `const x1 = ${turn + 1};`},
			},
			{name: 'Grep', input: {pattern: `step${turn}`, path: cwd, output_mode: 'files_with_matches'}},
			{name: 'TodoWrite', input: {todos: [{content: `Step ${turn}`, status: 'in_progress', activeForm: 'Working'}]}},
		][kind];
		const toolLine = assistant(id, {type: 'tool_use', id: toolUseId, ...tool}, 'tool_use');
		chained({
			type: 'progress',
			data: {type: 'hook_progress', hookEvent: 'PreToolUse', hookName: `PreToolUse:${tool.name}`, command: 'guard.sh'},
			toolUseID: toolUseId,
			parentToolUseID: toolUseId,
		});
		if (turn % 40 === 13)
			lines.push({
				type: 'queue-operation',
				operation: 'enqueue',
				timestamp: new Date(time).toISOString(),
				sessionId,
				content: 'and the docs',
			});
		const text = fileText(turn);
		const results = [
			[
				text.map((line, i) => `${String(i + 1).padStart(6)}→${line}`).join('\n'),
				{type: 'text', file: {filePath: file, content: text.join('\n'), numLines: 40, startLine: 1, totalLines: 40}},
			],
			[
				` ✓ test/state.test.ts (42 tests) 120ms\n ✓ test/ui.test.tsx (17 tests) 340ms\n\n Tests  59 passed (59)`,
				{stdout: ' Tests  59 passed (59)', stderr: '', interrupted: false, isImage: false},
			],
			[
				`The file ${file} has been updated.`,
				{
					filePath: file,
					oldString: `const x1 = ${turn};`,
					newString: `const x1 = ${turn + 1};`,
					originalFile: text.join('\n'),
					structuredPatch: [
						{
							oldStart: 2,
							oldLines: 1,
							newStart: 2,
							newLines: 1,
							lines: [`-const x1 = ${turn};`, `+const x1 = ${turn + 1};`],
						},
					],
					userModified: false,
					replaceAll: false,
				},
			],
			[
				`Found 2 files\n${path.join(cwd, FILES[0])}\n${path.join(cwd, FILES[1])}`,
				{mode: 'files_with_matches', filenames: [FILES[0], FILES[1]], numFiles: 2},
			],
			[
				'Todos have been modified successfully.',
				{oldTodos: [], newTodos: [{content: `Step ${turn}`, status: 'in_progress', activeForm: 'Working'}]},
			],
		][kind];
		toolResult(toolUseId, results[0], results[1], toolLine);
		if (turn % 25 === 11) {
			// A Task subagent: its lines are written inline, off the main chain.
			const taskId = `toolu_${hex(turn, 21)}t`;
			const taskLine = assistant(
				`msg_${hex(turn, 20)}t`,
				{
					type: 'tool_use',
					id: taskId,
					name: 'Task',
					input: {description: 'Survey the tests', prompt: 'List the slow tests.', subagent_type: 'general-purpose'},
				},
				'tool_use',
			);
			const mainParent = parent;
			parent = null;
			for (let i = 0; i < 4; i++) {
				const side =
					i % 2 === 0
						? {type: 'user', message: {role: 'user', content: i === 0 ? 'List the slow tests.' : 'ok'}}
						: {
								type: 'assistant',
								message: {
									model: MODEL,
									id: `msg_side${turn}_${i}`,
									type: 'message',
									role: 'assistant',
									content: [{type: 'text', text: 'The slow tests are the pty ones.'}],
									stop_reason: 'end_turn',
									stop_sequence: null,
									usage: usage(n),
								},
							};
				chained({...side, isSidechain: true, agentId: `a${hex(turn, 6)}`}, {count: false});
			}
			parent = mainParent;
			toolResult(
				taskId,
				[{type: 'text', text: 'The slow tests are the pty ones.'}],
				{
					status: 'completed',
					prompt: 'List the slow tests.',
					content: [{type: 'text', text: 'The slow tests are the pty ones.'}],
					totalDurationMs: 5000,
					totalTokens: 900,
					totalToolUseCount: 2,
				},
				taskLine,
			);
		}
		if (turn % 60 === 31) {
			chained({
				type: 'user',
				message: {role: 'user', content: [{type: 'text', text: '[Request interrupted by user]'}]},
			});
			continue;
		}
		assistant(`msg_${hex(turn, 20)}b`, {type: 'text', text: answer(turn)}, 'end_turn');
		chained({
			type: 'system',
			subtype: 'stop_hook_summary',
			hookCount: 1,
			hookInfos: [{command: 'notify.sh'}],
			hookErrors: [],
			preventedContinuation: false,
			stopReason: '',
			hasOutput: false,
			level: 'suggestion',
			toolUseID: uuidOf(n),
		});
		chained({type: 'system', subtype: 'turn_duration', durationMs: 12_000 + turn, isMeta: false});
		if (turn === Math.round(messages / 14)) {
			// An auto-compaction: the boundary starts a new chain, linked back by logicalParentUuid.
			const before = parent;
			parent = null;
			chained({
				type: 'system',
				subtype: 'compact_boundary',
				content: 'Conversation compacted',
				level: 'info',
				isMeta: false,
				logicalParentUuid: before,
				compactMetadata: {trigger: 'auto', preTokens: 155_000},
			});
			chained({
				type: 'user',
				message: {
					role: 'user',
					content: `This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\n${prose(turn, 3)}`,
				},
				isCompactSummary: true,
				isVisibleInTranscriptOnly: true,
			});
		}
	}
	return {lines: lines.map(line => JSON.stringify(line)), lastTurn: turn};
}

/** Writes the session under `home`'s ~/.claude/projects for `cwd`, as claude would; returns what it wrote. */
export function writeSessionFile({home, cwd, sessionId, messages}) {
	const dir = path.join(home, '.claude', 'projects', cwd.replace(/[^a-zA-Z0-9]/g, '-'));
	mkdirSync(dir, {recursive: true});
	const {lines, lastTurn} = sessionFileLines({messages, sessionId, cwd});
	const file = path.join(dir, `${sessionId}.jsonl`);
	writeFileSync(file, `${lines.join('\n')}\n`);
	return {file, lastTurn, lines: lines.length};
}
