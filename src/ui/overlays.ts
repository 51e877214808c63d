/** The pickers the UI can open, as data: what they list and what choosing an item does. */
import type {ModelInfo} from '../protocol/types.js';
import type {SessionSummary} from '../sessions/session-store.js';
import type {UiActions} from './actions.js';
import type {PickerItem} from './components/picker.js';
import {formatBytes, formatLocalMinute} from '../present/format.js';
import {shortSessionId} from '../text/session-id.js';
import {exchangeDetail, exchangeRow} from '../present/api-requests.js';
import type {ApiState} from '../state/api-requests.js';
import type {EditorInfo} from '../state/editor.js';

export type OverlayKind = 'model' | 'mode' | 'effort' | 'resume' | 'history' | 'ide' | 'requests';

export interface Overlay {
	readonly kind: OverlayKind;
	readonly title: string;
	readonly items: readonly PickerItem[];
	/** The item focused first. */
	readonly initial?: string | undefined;
	/** A setting's value now: focused first, and marked. */
	readonly current?: string | undefined;
	readonly emptyText?: string;
	readonly pick: (value: string) => void;
}

export const EFFORT_LEVELS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;

/**
 * `chosen`: the model picked in this run (`opus`, or an id such as `claude-opus-5-5`), which names the model now
 * where `default` resolves to it too: an id marks the alias it resolves to.
 */
export function modelOverlay(
	models: readonly ModelInfo[],
	current: string | undefined,
	chosen: string | undefined,
	actions: UiActions,
): Overlay {
	return {
		kind: 'model',
		title: 'Model',
		items: models.map(model => ({
			value: model.value,
			label: model.displayName ?? model.value,
			detail: model.description ?? model.resolvedModel ?? '',
		})),
		current: (
			models.find(model => model.value === chosen) ??
			models.find(model => model.value !== 'default' && model.resolvedModel === chosen) ??
			models.find(model => model.resolvedModel === current || model.value === current)
		)?.value,
		emptyText: 'claude has not listed its models yet.',
		pick: value => void actions.setModel(value === 'default' ? null : value),
	};
}

export function modeOverlay(modes: readonly string[], current: string, actions: UiActions): Overlay {
	return {
		kind: 'mode',
		title: 'Permission mode',
		items: modes.map(mode => ({value: mode, label: mode})),
		current,
		pick: actions.setPermissionMode,
	};
}

export function effortOverlay(current: string | undefined, actions: UiActions): Overlay {
	return {
		kind: 'effort',
		title: 'Thinking effort',
		items: EFFORT_LEVELS.map(level => ({value: level, label: level})),
		current,
		pick: actions.setEffort,
	};
}

export function resumeOverlay(
	sessions: readonly SessionSummary[],
	current: string | undefined,
	actions: UiActions,
): Overlay {
	return {
		kind: 'resume',
		title: 'Resume a session of this folder',
		items: sessions
			.filter(session => session.id !== current)
			.map(session => ({
				value: session.id,
				label: `${formatLocalMinute(session.modified)}  ${session.firstPrompt ?? '(no prompt)'}`,
				detail: `${formatBytes(session.bytes)} · ${shortSessionId(session.id)}`,
			})),
		emptyText: 'No other saved sessions for this folder.',
		pick: id => {
			const refused = actions.resumeSession(id);
			if (refused !== undefined) actions.note('error', refused);
		},
	};
}

export function historyOverlay(history: readonly string[], choose: (text: string) => void): Overlay {
	const recent = [...new Set([...history].reverse())];
	return {
		kind: 'history',
		title: 'Earlier messages (Ctrl+R)',
		items: recent.map(text => ({value: text, label: text.replace(/\n/g, ' ⏎ ')})),
		emptyText: 'No earlier messages.',
		pick: choose,
	};
}

/** `linked`: the editor cctui is linked to (or tried to be); one that refused the token is not linked, and says so. */
export function ideOverlay(linked: EditorInfo | undefined, actions: UiActions): Overlay {
	const listed = actions.listEditors?.() ?? [];
	const refused = linked?.link === 'refused';
	const editors = listed.map(editor =>
		refused && editor.label === linked.name ? {...editor, detail: `refused cctui's token · ${editor.detail}`} : editor,
	);
	return {
		kind: 'ide',
		title: 'Link to an editor open on this folder',
		items: editors,
		current: refused ? undefined : editors.find(editor => editor.label === linked?.name)?.value,
		emptyText: 'No running editor has this folder open (VS Code or Neovim with the Claude Code extension).',
		pick: port => actions.connectEditor?.(port),
	};
}

/**
 * /requests: the gateway's requests, newest last and focused; Enter shows one's request and answer as it is
 * `now`, not as it was drawn.
 */
export function requestsOverlay(api: ApiState, now: () => ApiState, actions: UiActions): Overlay {
	const where = api.gateway ? ` · ${api.gateway.address} → ${api.gateway.upstream}` : '';
	return {
		kind: 'requests',
		title: `Requests through the gateway${where}`,
		items: api.exchanges.map(exchange => ({value: String(exchange.id), label: exchangeRow(exchange)})),
		initial: api.exchanges.at(-1)?.id.toString(),
		emptyText: 'No request yet.',
		pick: id => {
			const exchange = now().exchanges.find(known => String(known.id) === id);
			if (exchange) actions.note('info', exchangeDetail(exchange));
		},
	};
}
