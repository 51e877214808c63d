/**
 * The `in` side of a two-way recording (what the recorded host wrote to claude) as the events a
 * live session would have dispatched: sent messages, permission and elicitation answers and host requests, so
 * replay shows prompts answered the way they were and never sends anything.
 */
import {z} from 'zod';
import {sentRequest} from '../protocol/request-detail.js';
import {
	elicitResultSchema,
	opt,
	outboundRequestSchema,
	permissionResultSchema,
	requestIdSchema,
	userContentSchema,
} from '../protocol/schemas.js';
import type {UserContent} from '../protocol/types.js';
import type {AppEvent, PermissionDecision} from '../state/events.js';
import {savedRules} from '../state/rule-destinations.js';
import {isForTheModel} from '../state/user-text.js';
import {typedPrompt} from './typed-prompt.js';

const hostFrameSchema = z.union([
	z.looseObject({
		type: z.literal('user'),
		// Without one, the message is named by its place in the recording.
		uuid: opt(z.string()),
		message: z.looseObject({content: userContentSchema}),
	}),
	z.looseObject({
		type: z.literal('control_response'),
		response: z.looseObject({
			subtype: z.string(),
			request_id: requestIdSchema,
			response: z.union([permissionResultSchema, elicitResultSchema]).optional(),
			error: z.string().optional(),
		}),
	}),
	z.looseObject({
		type: z.literal('control_request'),
		request_id: z.string(),
		request: z.looseObject({subtype: z.string()}),
	}),
]);

function userText(content: UserContent): string {
	if (typeof content === 'string') return content;
	return content
		.map(block => (block['type'] === 'text' && typeof block['text'] === 'string' ? block['text'] : `[${block.type}]`))
		.join('\n');
}

function decisionFrom(result: z.infer<typeof permissionResultSchema>): PermissionDecision {
	if (result.behavior === 'allow') {
		const permissions = result.updatedPermissions ?? [];
		return {
			behavior: 'allow',
			scope: permissions.length > 0 ? 'session' : 'once',
			updatedInput: result.updatedInput,
			...(permissions.length > 0 ? {updatedPermissions: permissions} : {}),
		};
	}
	return {
		behavior: 'deny',
		scope: 'once',
		source: 'user',
		message: result.message,
		...(result.interrupt ? {interrupt: true} : {}),
	};
}

/** `fallbackUuid` names a recorded user message that carried no uuid of its own. */
export function eventsForHostFrame(frame: unknown, at: number, fallbackUuid: string): AppEvent[] {
	const parsed = hostFrameSchema.safeParse(frame);
	if (!parsed.success) {
		const type = typeof frame === 'object' && frame !== null ? String((frame as {type?: unknown}).type) : typeof frame;
		return [{type: 'notice', level: 'warning', text: `The host wrote a frame claude does not know (${type}).`, at}];
	}
	const message = parsed.data;
	switch (message.type) {
		case 'user': {
			// As the person wrote it: the editor's context and images apart from the text, as they were live.
			const content = message.message.content;
			const {text, attachments} = typedPrompt(content) ?? {text: userText(content), attachments: []};
			// A note cctui wrote for the model (the person changed a proposal in the editor) is not the person's words.
			if (isForTheModel(text))
				return [{type: 'notice', level: 'info', text: 'cctui added a note for the model.', detail: text, at}];
			const uuid = message.uuid ?? fallbackUuid;
			return [{type: 'user-sent', uuid, text, at, ...(attachments.length > 0 ? {attachments} : {})}];
		}
		case 'control_response': {
			const {response} = message;
			const elicited = elicitResultSchema.safeParse(response.response);
			const decided = permissionResultSchema.safeParse(response.response);
			if (response.subtype === 'success' && elicited.success) {
				const {action, content} = elicited.data;
				return [
					{
						type: 'elicitation-answered',
						requestId: response.request_id,
						answer: action === 'accept' ? {action, ...(content === undefined ? {} : {content})} : {action},
						source: 'user',
						at,
					},
				];
			}
			if (response.subtype === 'success' && decided.success) {
				const decision = decisionFrom(decided.data);
				const answered: AppEvent = {type: 'permission-decided', requestId: response.request_id, decision, at};
				// Whether claude could write the file was seen by the recorded host only.
				const rules = decision.behavior === 'allow' ? savedRules(decision.updatedPermissions ?? []) : [];
				return rules.length === 0
					? [answered]
					: [answered, {type: 'rules-saved', rules: rules.map(({rule, file}) => ({rule, file})), at}];
			}
			if (response.subtype === 'error') {
				return [
					{
						type: 'permission-decided',
						requestId: response.request_id,
						decision: {behavior: 'deny', scope: 'once', source: 'user', message: response.error ?? 'error'},
						at,
					},
				];
			}
			return [];
		}
		case 'control_request': {
			const request = outboundRequestSchema.safeParse(message.request);
			const sent = request.success ? sentRequest(request.data) : {subtype: message.request.subtype};
			return [{type: 'host-request-sent', requestId: message.request_id, ...sent, at}];
		}
	}
}
