/**
 * Rewinding to before a prompt (FINDINGS §5), as the picker asks: a dry run to show what the files
 * would lose, then `rewind_files` and/or `rewind_conversation`. A running turn is stopped first (claude
 * withdraws its open prompts), and a prompt still open denied, so nothing acts on what is being taken back. The files are
 * restored only if a dry run taken then still lists what the person confirmed: a turn may have
 * written more since. Every failure is said in the transcript, and nothing after it is done.
 */
import {rewindConversationResponseSchema, rewindFilesResponseSchema} from '../protocol/schemas.js';
import {
	type FilePreview,
	lastSentUuid,
	promptOf,
	type RewindChoice,
	type RewindOutcome,
	type RewindPoint,
	samePreview,
	filesMadeSince,
	steeredInto,
	subagentFilesSince,
} from '../state/rewind.js';
import type {Session} from './session.js';
import {conversationRewindMissing, fileHistoryMissing} from '../protocol/claude-features.js';

const DENIED = 'The user rewound the session instead of answering.';
/** How long a stopped turn may take to end before the rewind is given up. */
const IDLE_TIMEOUT_MS = 10_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What restoring the files to before the prompt `uuid` would change; never writes anything. */
export async function previewRewind(session: Session, uuid: string): Promise<FilePreview> {
	// An older claude never answers the request: each dry run would wait out the timeout.
	const missing = fileHistoryMissing(session.claudeVersion);
	if (missing) return {kind: 'unavailable', reason: missing};
	try {
		const answer = rewindFilesResponseSchema.safeParse(
			await session.ask({subtype: 'rewind_files', user_message_id: uuid, dry_run: true}),
		);
		if (!answer.success) return {kind: 'unavailable', reason: 'claude answered the dry run in a way cctui cannot read'};
		const {canRewind, error, filesChanged, insertions, deletions} = answer.data;
		if (canRewind !== true) return {kind: 'unavailable', reason: error ?? 'claude cannot restore the files to here'};
		const files = filesChanged ?? [];
		// What a subagent wrote is not in claude's checkpoints: named, so nobody expects it back.
		const untouched = subagentFilesSince(session.getState(), uuid, files);
		// claude's answer does not say which files a restore deletes: those made since, by cctui's transcript.
		const made = filesMadeSince(session.getState(), uuid, files);
		return {
			kind: 'files',
			files,
			insertions: insertions ?? 0,
			deletions: deletions ?? 0,
			...(untouched.length > 0 ? {untouched} : {}),
			...(made.length > 0 ? {made} : {}),
		};
	} catch (error) {
		return {kind: 'unavailable', reason: reason(error)};
	}
}

const CHECKPOINTS = 'CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING';

/**
 * A dry run refused because the person turned file checkpoints off (cctui turns them on unless they
 * set the variable): says so, and how to turn them back on.
 */
export function explainCheckpointsOff(preview: FilePreview, env: NodeJS.ProcessEnv): FilePreview {
	const value = env[CHECKPOINTS];
	if (preview.kind !== 'unavailable' || value === undefined || value === 'true') return preview;
	return {
		kind: 'unavailable',
		reason: `${preview.reason} File checkpoints are off: ${CHECKPOINTS}=${value} in your environment (unset it to have them).`,
	};
}

/**
 * Rewinds to before `point`. `shown`: the files' dry run the person confirmed (for a code choice).
 * Resolves with what goes back into the input: the prompt, when the conversation was rewound, then
 * the messages that were waiting to start; and the files' list now if it is not the one shown.
 */
export async function rewind(
	session: Session,
	point: RewindPoint,
	choice: RewindChoice,
	shown: FilePreview | undefined,
): Promise<RewindOutcome> {
	// Asked of a claude that cannot, half a rewind would be done (the code) and the rest refused or never answered.
	const missing = choice.conversation ? conversationRewindMissing(session.claudeVersion) : undefined;
	if (missing) {
		session.note('error', `${missing}: nothing was rewound. Option 3 restores the code alone.`);
		return {putBack: []};
	}
	const noFiles = choice.code ? fileHistoryMissing(session.claudeVersion) : undefined;
	if (noFiles) {
		session.note('error', `${noFiles}: nothing was rewound.`);
		return {putBack: []};
	}
	if (!session.getState().busy) {
		answerOpen(session);
		return rewindIdle(session, point, choice, shown);
	}
	session.note('info', 'Stopping the running turn to rewind.');
	// The interrupt withdraws the turn's open prompts, as Esc at one does: each call reads as stopped at its prompt
	// ("not written", "did not run"), and claude asks the model nothing more, as it would after a denial.
	// A message claude holds would start as soon as the turn ends, and act during the rewind.
	const waiting = (await session.stop()).map(message => ({text: message.text, attachments: message.attachments ?? []}));
	if (!(await session.whenIdle(IDLE_TIMEOUT_MS))) {
		session.note('error', 'The turn did not stop; nothing was rewound.');
		return {putBack: waiting};
	}
	// What the stop left open (a background agent's prompt) is answered now.
	answerOpen(session);
	const outcome = await rewindIdle(session, point, choice, shown);
	return {...outcome, putBack: [...outcome.putBack, ...waiting]};
}

/** What is still asked belongs to the conversation being taken back: denied, or cancelled (an MCP form). */
function answerOpen(session: Session): void {
	for (const id of session.openRequestIds())
		if (!session.decide(id, {behavior: 'deny', scope: 'once', source: 'user', message: DENIED}))
			session.answerElicitation(id, {action: 'cancel'});
}

async function rewindIdle(
	session: Session,
	point: RewindPoint,
	choice: RewindChoice,
	shown: FilePreview | undefined,
): Promise<RewindOutcome> {
	if (choice.code) {
		const files = await restoreFiles(session, point, shown);
		if (files !== 'restored') return files;
	}
	if (!choice.conversation) return {putBack: []};
	// Read before claude's answer takes them out of the conversation.
	const steered = steeredInto(session.getState(), point.uuid);
	try {
		const lastSeen = lastSentUuid(session.getState());
		const answer = rewindConversationResponseSchema.safeParse(
			await session.ask({
				subtype: 'rewind_conversation',
				target_message_uuid: point.uuid,
				...(lastSeen === undefined ? {} : {last_seen_user_message_uuid: lastSeen}),
				interrupt_if_running: true,
			}),
		);
		// The transcript's divider comes from the answer itself (state/rewind.ts); here only the prompt to edit:
		// claude's text of it, unless it has placeholders: pastes this cctui sent (claude has them in their place),
		// or images (claude's text only names them).
		if (!answer.success || answer.data.rewound === false) return {putBack: []};
		return {
			putBack: [
				point.attachments ? promptOf(point) : {text: answer.data.prefillText ?? point.text, attachments: []},
				...steered,
			],
		};
	} catch {
		return {putBack: []}; // claude's error is in the transcript already (its control_response)
	}
}

/** Restores the files, if they are still those the person confirmed; otherwise nothing is written. */
async function restoreFiles(
	session: Session,
	point: RewindPoint,
	shown: FilePreview | undefined,
): Promise<'restored' | RewindOutcome> {
	// A fresh dry run: what would be written now, which may be more than the picker showed.
	const preview = await previewRewind(session, point.uuid);
	if (preview.kind === 'unavailable') {
		session.note('error', `Files not restored: ${preview.reason}`);
		return {putBack: []};
	}
	if (!samePreview(shown, preview)) {
		session.note('info', 'The files changed since their list was shown: nothing was rewound. Check the new list.');
		return {putBack: [], changed: preview};
	}
	try {
		const answer = rewindFilesResponseSchema.safeParse(
			await session.ask({subtype: 'rewind_files', user_message_id: point.uuid}),
		);
		// The transcript's line, restored or not, comes from the answer itself (state/rewind.ts), as in a replay.
		if (!answer.success || answer.data.canRewind !== true) return {putBack: []};
	} catch {
		return {putBack: []}; // claude's error is in the transcript already
	}
	return 'restored';
}
