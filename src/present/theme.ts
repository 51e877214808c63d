/** Colours and glyphs of cctui's own chrome (model text is coloured by text/markdown). */
import type {ToolStatus} from '../state/transcript.js';

export const glyph = {
	user: '›',
	assistant: '●',
	thinking: '✻',
	tool: '⏺',
	nested: '⎿',
	ok: '✓',
	fail: '✗',
	warn: '⚠',
	info: '·',
	pointer: '❯',
	bullet: '•',
} as const;

export const toolStatusColor: Readonly<Record<ToolStatus, string>> = {
	'input-streaming': 'gray',
	waiting: 'gray',
	'awaiting-permission': 'yellow',
	running: 'cyan',
	done: 'green',
	error: 'red',
	denied: 'red',
	interrupted: 'yellow',
};

export const toolStatusLabel: Readonly<Record<ToolStatus, string>> = {
	'input-streaming': 'writing input…',
	// No seconds: claude says when a call waits for an answer, not when it starts (it may be queued behind another).
	waiting: 'waiting…',
	'awaiting-permission': 'waiting for your answer',
	running: 'running…',
	done: '',
	error: 'failed',
	denied: 'denied',
	interrupted: 'interrupted',
};

export const modeColor: Readonly<Record<string, string>> = {
	default: 'gray',
	acceptEdits: 'magenta',
	plan: 'blue',
	bypassPermissions: 'red',
	dontAsk: 'red',
	auto: 'yellow',
};
