/**
 * The rewind workflow over the wire: the exact requests written to claude's stdin, in order, and what
 * the transcript and the caller get back. "claude" answers as the real CLI did in the captures
 * m-rewind-files and m2-rewind-not-enabled (FINDINGS §5).
 */
import {describe, expect, it} from 'vitest';
import {placeholder} from '../../src/protocol/attachments.js';
import {explainCheckpointsOff, previewRewind, rewind} from '../../src/session/rewind.js';
import {rewindPoints} from '../../src/state/rewind.js';
import {replayState} from '../helpers/replay-state.js';
import {Session} from '../../src/session/session.js';
import {createStore, type Store} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {type Answer, AnsweringTransport} from '../helpers/answering-transport.js';

const UUID = '11111111-1111-4111-8111-111111111111';
const POINT = {uuid: UUID, text: 'Change alpha to beta and write new.txt'};
const CWD = '/home/dev/project';
const DRY = {
	canRewind: true,
	filesChanged: [`${CWD}/notes.txt`, `${CWD}/new.txt`],
	insertions: 1,
	deletions: 2,
};
/** The dry run the person confirmed: what claude's DRY says. */
const SHOWN = {kind: 'files', files: DRY.filesChanged, insertions: 1, deletions: 2} as const;

/** `init`: claude has said where it runs; else only cctui knows (a resumed session before its first turn). */
function setup(answer: (request: Record<string, unknown>) => Answer, {init = true} = {}) {
	const transport = new AnsweringTransport(answer);
	const store = createStore(init ? initialState() : initialState('default', CWD), {throttleMs: 0});
	const session = new Session({store, requestTimeoutMs: 200});
	void session.attach(transport);
	if (init) transport.emit({type: 'system', subtype: 'init', session_id: 's1', cwd: CWD, tools: [], model: 'm'});
	const requests = () =>
		transport
			.written()
			.filter(frame => frame['type'] === 'control_request')
			.map(frame => frame['request'] as Record<string, unknown>);
	const notices = () =>
		store.getState().committed.flatMap(item => (item.kind === 'notice' ? [`${item.level}: ${item.text}`] : []));
	return {transport, store, session, requests, notices};
}

/** POINT sent and answered, as the transcript shows it: the restored line names the prompt from there. */
async function onScreen({store, transport}: {store: Store; transport: AnsweringTransport}) {
	store.dispatch({type: 'user-sent', uuid: POINT.uuid, text: POINT.text, at: 0});
	transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
	await new Promise(resolve => setTimeout(resolve, 10));
}

const realClaude = (request: Record<string, unknown>): Answer => {
	if (request['subtype'] === 'rewind_files')
		return {response: request['dry_run'] ? DRY : {canRewind: true, skippedLinks: 0}};
	if (request['subtype'] === 'rewind_conversation')
		return {response: {rewound: true, targetMessageUuid: UUID, prefillText: POINT.text, precedingAssistantUuid: 'a1'}};
	return {response: {}};
};

describe('previewRewind', () => {
	it('asks a dry run for that prompt and reads what it would change', async () => {
		const {session, requests} = setup(realClaude);
		await expect(previewRewind(session, UUID)).resolves.toEqual({
			kind: 'files',
			files: DRY.filesChanged,
			insertions: 1,
			deletions: 2,
		});
		expect(requests()).toEqual([{subtype: 'rewind_files', user_message_id: UUID, dry_run: true}]);
	});

	it('gives claude’s reason when it cannot (no checkpoints), and when it does not answer', async () => {
		const off = setup(() => ({response: {canRewind: false, error: 'File rewinding is not enabled.'}}));
		await expect(previewRewind(off.session, UUID)).resolves.toEqual({
			kind: 'unavailable',
			reason: 'File rewinding is not enabled.',
		});
		const silent = setup(() => 'silent');
		await expect(previewRewind(silent.session, UUID)).resolves.toEqual({
			kind: 'unavailable',
			reason: 'claude did not answer rewind_files',
		});
	});
});

describe('previewRewind after the turns of the capture m-rewind-files', () => {
	it('names the files the restore deletes: made since the prompt by a Write, as claude counts them (−1 each)', async () => {
		const project = '/home/dev/project-m-rewind-files';
		const files = [`${project}/notes.txt`, `${project}/new.txt`, `${project}/second.txt`];
		// claude's own dry run in the capture, to before its first prompt.
		const transport = new AnsweringTransport(() => ({
			response: {canRewind: true, filesChanged: files, insertions: 1, deletions: 3},
		}));
		const session = new Session({store: createStore(replayState('m-rewind-files.jsonl'), {throttleMs: 0})});
		void session.attach(transport);
		await expect(previewRewind(session, UUID)).resolves.toEqual({
			kind: 'files',
			files,
			insertions: 1,
			deletions: 3,
			made: [`${project}/new.txt`, `${project}/second.txt`],
		});
	});
});

describe('previewRewind with claude 2.0.30, which never answers rewind_files', () => {
	it('is not asked: the files are unavailable at once, saying why', async () => {
		const {session, requests} = setup(() => 'silent');
		session.setClaudeVersion('2.0.30');
		await expect(previewRewind(session, UUID)).resolves.toEqual({
			kind: 'unavailable',
			reason: 'claude 2.0.30 cannot restore files or fork (claude 2.1.0 and newer can)',
		});
		expect(requests()).toEqual([]);
	});

	it('a rewind of the code is not asked either: one line says why', async () => {
		const {session, requests, notices} = setup(() => 'silent');
		session.setClaudeVersion('2.0.30');
		await expect(rewind(session, POINT, {code: true, conversation: false}, SHOWN)).resolves.toEqual({putBack: []});
		expect(requests()).toEqual([]);
		expect(notices()).toContain(
			'error: claude 2.0.30 cannot restore files or fork (claude 2.1.0 and newer can): nothing was rewound.',
		);
	});
});

describe('explainCheckpointsOff', () => {
	const refused = {kind: 'unavailable', reason: 'File rewinding is not enabled.'} as const;

	it('names the setting when the person turned file checkpoints off themselves', () => {
		expect(explainCheckpointsOff(refused, {CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'false'})).toEqual({
			kind: 'unavailable',
			reason:
				'File rewinding is not enabled. File checkpoints are off: CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING=false in your environment (unset it to have them).',
		});
	});

	it('leaves claude’s reason alone otherwise, and a preview that worked', () => {
		expect(explainCheckpointsOff(refused, {})).toBe(refused);
		expect(explainCheckpointsOff(refused, {CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'true'})).toBe(refused);
		const files = {kind: 'files', files: [], insertions: 0, deletions: 0} as const;
		expect(explainCheckpointsOff(files, {CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'false'})).toBe(files);
	});
});

describe('rewind', () => {
	it('code and conversation: a fresh dry run, the files, then the conversation; lists every file restored', async () => {
		const {session, store, transport, requests, notices} = setup(realClaude);
		await onScreen({store, transport});
		await expect(rewind(session, POINT, {code: true, conversation: true}, SHOWN)).resolves.toEqual({
			putBack: [{text: POINT.text, attachments: []}],
		});
		expect(requests()).toEqual([
			{subtype: 'rewind_files', user_message_id: UUID, dry_run: true},
			{subtype: 'rewind_files', user_message_id: UUID},
			{
				subtype: 'rewind_conversation',
				target_message_uuid: UUID,
				last_seen_user_message_uuid: UUID,
				interrupt_if_running: true,
			},
		]);
		expect(notices()).toEqual([
			'info: Restored 2 files to before “Change alpha to beta and write new.txt” (+1 −2):\n  notes.txt\n  new.txt',
			'info: ──── Rewound to here ──── 1 prompt left the conversation; claude no longer sees it (it stays above).',
		]);
	});

	it('files that changed since the list the person confirmed: nothing is written, and the new list comes back', async () => {
		const {session, requests, notices} = setup(realClaude);
		// The person saw only notes.txt: a turn wrote new.txt after that dry run.
		const shown = {kind: 'files', files: [`${CWD}/notes.txt`], insertions: 0, deletions: 1} as const;
		await expect(rewind(session, POINT, {code: true, conversation: true}, shown)).resolves.toEqual({
			putBack: [],
			changed: {kind: 'files', files: DRY.filesChanged, insertions: 1, deletions: 2},
		});
		expect(requests()).toEqual([{subtype: 'rewind_files', user_message_id: UUID, dry_run: true}]);
		expect(notices()).toEqual([
			'info: The files changed since their list was shown: nothing was rewound. Check the new list.',
		]);
		// Nothing confirmed (no list was shown) is no confirmation either.
		const unseen = setup(realClaude);
		await expect(rewind(unseen.session, POINT, {code: true, conversation: false}, undefined)).resolves.toMatchObject({
			changed: {kind: 'files'},
		});
		expect(unseen.requests()).toHaveLength(1);
	});

	it('a resumed session, before claude’s first init: the files are still named relative to the working folder', async () => {
		const {session, store, transport, notices} = setup(realClaude, {init: false});
		await onScreen({store, transport});
		await rewind(session, POINT, {code: true, conversation: false}, SHOWN);
		expect(notices()).toEqual([
			'info: Restored 2 files to before “Change alpha to beta and write new.txt” (+1 −2):\n  notes.txt\n  new.txt',
		]);
	});

	it('conversation only touches no file; code only leaves the conversation and gives no text back', async () => {
		const talk = setup(realClaude);
		await expect(rewind(talk.session, POINT, {code: false, conversation: true}, SHOWN)).resolves.toEqual({
			putBack: [{text: POINT.text, attachments: []}],
		});
		expect(talk.requests().map(request => request['subtype'])).toEqual(['rewind_conversation']);
		const code = setup(realClaude);
		await expect(rewind(code.session, POINT, {code: true, conversation: false}, SHOWN)).resolves.toEqual({putBack: []});
		expect(code.requests().map(request => request['subtype'])).toEqual(['rewind_files', 'rewind_files']);
	});

	it('a claude older than 2.1.208 is not asked to rewind the conversation (2.1.178 refuses it, 2.1.200–207 never answer); the code alone still rewinds', async () => {
		for (const version of ['2.1.178 (Claude Code)', '2.1.207 (Claude Code)']) {
			const old = setup(realClaude);
			old.session.setClaudeVersion(version);
			for (const code of [true, false])
				await expect(rewind(old.session, POINT, {code, conversation: true}, SHOWN)).resolves.toEqual({putBack: []});
			expect(old.requests()).toEqual([]);
			const line = `error: claude ${version.split(' ')[0]} cannot rewind the conversation (claude 2.1.208 and newer can): nothing was rewound. Option 3 restores the code alone.`;
			expect(old.notices()).toEqual([line, line]);
			await expect(rewind(old.session, POINT, {code: true, conversation: false}, SHOWN)).resolves.toEqual({
				putBack: [],
			});
			expect(old.requests().map(request => request['subtype'])).toEqual(['rewind_files', 'rewind_files']);
		}
		const current = setup(realClaude);
		current.session.setClaudeVersion('2.1.208 (Claude Code)');
		await rewind(current.session, POINT, {code: false, conversation: true}, SHOWN);
		expect(current.requests().map(request => request['subtype'])).toEqual(['rewind_conversation']);
	});

	it('a prompt sent with a paste comes back as it was typed, the paste with it; the editor’s context does not', async () => {
		const {session, store, transport} = setup(realClaude);
		const paste = {kind: 'text', id: 1, text: 'line 1\nline 2'} as const;
		const text = `fix ${placeholder(paste)}`;
		session.submit(text, [paste, {kind: 'context', id: 0, text: 'selected: notes.txt'}]);
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		const [point] = rewindPoints(store.getState());
		expect(point).toMatchObject({text, attachments: [paste]});
		await expect(rewind(session, point!, {code: false, conversation: true}, SHOWN)).resolves.toEqual({
			putBack: [{text, attachments: [paste]}],
		});
	});

	it('files claude cannot restore: says why, writes nothing, and leaves the conversation alone', async () => {
		const {session, requests, notices} = setup(request =>
			request['dry_run']
				? {response: {canRewind: false, error: 'File rewinding is not enabled.'}}
				: realClaude(request),
		);
		await expect(rewind(session, POINT, {code: true, conversation: true}, SHOWN)).resolves.toEqual({putBack: []});
		expect(requests()).toEqual([{subtype: 'rewind_files', user_message_id: UUID, dry_run: true}]);
		expect(notices()).toEqual(['error: Files not restored: File rewinding is not enabled.']);
	});

	it('an error answer to the real rewind stops there, with claude’s error in the transcript', async () => {
		const {session, requests, notices} = setup(request =>
			request['subtype'] === 'rewind_files' && !request['dry_run']
				? {error: 'File rewinding is not enabled.'}
				: realClaude(request),
		);
		await expect(rewind(session, POINT, {code: true, conversation: true}, SHOWN)).resolves.toEqual({putBack: []});
		expect(requests().map(request => request['subtype'])).toEqual(['rewind_files', 'rewind_files']);
		expect(notices()).toEqual(['error: Files not restored: File rewinding is not enabled.']);
	});

	/** A turn asking about a Write: claude, interrupted, withdraws the prompt (`withdraws`) and ends the turn, as it does. */
	async function writeAsked(withdraws: boolean) {
		const context = setup(request => {
			if (request['subtype'] === 'interrupt')
				queueMicrotask(() => {
					if (withdraws) context.transport.emit({type: 'control_cancel_request', request_id: 'p1'});
					context.transport.emit({
						type: 'user',
						message: {
							role: 'user',
							content: [
								{
									type: 'tool_result',
									tool_use_id: 't1',
									is_error: true,
									content:
										"The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.",
								},
							],
						},
					});
					context.transport.emit({
						type: 'result',
						subtype: 'error_during_execution',
						is_error: true,
						terminal_reason: 'aborted_tools',
					});
				});
			return realClaude(request);
		});
		const {session, transport} = context;
		session.submit('go');
		const input = {file_path: `${CWD}/a.txt`, content: 'A2\n'};
		transport.emit({
			type: 'assistant',
			message: {id: 'm1', role: 'assistant', content: [{type: 'tool_use', id: 't1', name: 'Write', input}]},
		});
		transport.emit({
			type: 'control_request',
			request_id: 'p1',
			request: {subtype: 'can_use_tool', tool_name: 'Write', input, tool_use_id: 't1'},
		});
		await new Promise(resolve => setTimeout(resolve, 10));
		expect(session.openRequestIds()).toEqual(['p1']);
		await expect(rewind(session, POINT, {code: false, conversation: true}, SHOWN)).resolves.toEqual({
			putBack: [{text: POINT.text, attachments: []}],
		});
		const items = session.getState();
		const call = [...items.committed, ...items.pending].flatMap(item => (item.kind === 'tool' ? [item.call] : []))[0];
		const result = [...items.committed, ...items.pending].find(item => item.kind === 'result');
		return {...context, call, result};
	}

	it('a running turn is stopped before anything is rewound; its open prompt, withdrawn by the stop, reads as stopped there, unanswered', async () => {
		const {transport, requests, call, result} = await writeAsked(true);
		// No denial, which claude would act on first, asking the model once more (docs/CLI-FINDINGS.md).
		expect(transport.written().filter(frame => frame['type'] === 'control_response')).toEqual([]);
		expect(requests().map(request => request['subtype'])).toEqual(['interrupt', 'rewind_conversation']);
		// As an Esc at the prompt: "not written", and the turn "interrupted at the permission prompt; Write did not run".
		expect(call).toMatchObject({name: 'Write', status: 'interrupted', stoppedAtPrompt: true});
		expect(result).toMatchObject({terminalReason: 'aborted_tools', stoppedAtPrompt: ['Write']});
	});

	it('a prompt the stop leaves open is denied before anything is rewound', async () => {
		const {transport, requests} = await writeAsked(false);
		const frames = transport.written();
		const denial = frames.findIndex(frame => frame['type'] === 'control_response');
		expect(frames[denial]).toMatchObject({
			type: 'control_response',
			response: {request_id: 'p1', response: {behavior: 'deny', toolUseID: 't1'}},
		});
		const asked = (subtype: string) =>
			frames.findIndex(frame => (frame['request'] as {subtype?: string} | undefined)?.subtype === subtype);
		expect(asked('interrupt')).toBeLessThan(denial);
		expect(denial).toBeLessThan(asked('rewind_conversation'));
		expect(requests().map(request => request['subtype'])).toEqual(['interrupt', 'rewind_conversation']);
	});

	it('a message claude holds is taken back before the interrupt, so it cannot start during the rewind; it comes back after the prompt', async () => {
		// As claude 2.1.330 did (audit rec R2): the steered message is held, and started once the interrupt ended the turn.
		const {session, transport, requests} = setup(request => {
			if (request['subtype'] === 'cancel_async_message')
				return {response: {cancelled: true, message_uuid: request['message_uuid']}};
			if (request['subtype'] === 'interrupt')
				queueMicrotask(() => transport.emit({type: 'result', subtype: 'error_during_execution', is_error: true}));
			return realClaude(request);
		});
		session.submit('slow one');
		transport.emit({type: 'command_lifecycle', command_uuid: 'x', state: 'started'});
		await new Promise(resolve => setTimeout(resolve, 10));
		session.submit('steer held');
		const held = session.getState().queue;
		expect(held).toMatchObject([{text: 'steer held', sent: true}]);
		await expect(rewind(session, POINT, {code: false, conversation: true}, SHOWN)).resolves.toEqual({
			putBack: [
				{text: POINT.text, attachments: []},
				{text: 'steer held', attachments: []},
			],
		});
		expect(requests()).toEqual([
			{subtype: 'cancel_async_message', message_uuid: held[0]!.uuid},
			{subtype: 'interrupt'},
			expect.objectContaining({subtype: 'rewind_conversation'}),
		]);
		expect(session.getState().queue).toEqual([]);
	});

	it('a message steered into the rewound turn comes back after its prompt; one of a later turn does not', async () => {
		const {session, store, transport} = setup(realClaude);
		store.dispatch({type: 'user-sent', uuid: POINT.uuid, text: POINT.text, at: 0});
		store.dispatch({type: 'user-sent', uuid: 'steer-1', text: 'also rename it', at: 1, steered: true});
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		await new Promise(resolve => setTimeout(resolve, 10));
		store.dispatch({type: 'user-sent', uuid: 'next-1', text: 'now test it', at: 2});
		store.dispatch({type: 'user-sent', uuid: 'steer-2', text: 'quietly', at: 3, steered: true});
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		await new Promise(resolve => setTimeout(resolve, 10));
		await expect(rewind(session, POINT, {code: false, conversation: true}, SHOWN)).resolves.toEqual({
			putBack: [
				{text: POINT.text, attachments: []},
				{text: 'also rename it', attachments: []},
			],
		});
	});

	it('a message sent mid-turn is listed as a point, but marked: claude keeps no checkpoint of its own for it', () => {
		const store = createStore(initialState(), {throttleMs: 0});
		store.dispatch({type: 'user-sent', uuid: POINT.uuid, text: POINT.text, at: 0});
		store.dispatch({type: 'user-sent', uuid: 'steer-1', text: 'also rename it', at: 1, steered: true});
		expect(rewindPoints(store.getState())).toEqual([
			{uuid: 'steer-1', text: 'also rename it', sentAt: 1, steered: true},
			{uuid: POINT.uuid, text: POINT.text, sentAt: 0},
		]);
	});

	it('an open MCP elicitation is cancelled first', async () => {
		const {session, transport} = setup(realClaude);
		transport.emit({
			type: 'control_request',
			request_id: 'e1',
			request: {subtype: 'elicitation', mcp_server_name: 'asker', message: 'Who are you?'},
		});
		await new Promise(resolve => setTimeout(resolve, 10));
		await expect(rewind(session, POINT, {code: false, conversation: true}, SHOWN)).resolves.toEqual({
			putBack: [{text: POINT.text, attachments: []}],
		});
		expect(transport.written()[0]).toEqual({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'e1', response: {action: 'cancel'}},
		});
		expect(session.openRequestIds()).toEqual([]);
	});
});
