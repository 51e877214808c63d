/** A one-line title for any tool call: which tool, and the argument that identifies the call. */
import {relativePath} from '../text/relative-path.js';
import {sanitizeLine} from '../text/sanitize.js';
import {truncateMiddle} from '../text/excerpt.js';

export interface ToolTitle {
	/** Display name: `Bash`, `Agent`, `github › create_issue` for MCP tools. */
	readonly name: string;
	readonly detail: string;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function firstLine(text: string): string {
	const line = text.split('\n', 1)[0] ?? '';
	return text.includes('\n') ? `${line} …` : line;
}

/** `mcp__server__tool` → `server › tool`. */
export function mcpName(name: string): {server: string; tool: string} | undefined {
	const match = /^mcp__(.+?)__(.+)$/.exec(name);
	return match ? {server: match[1]!, tool: match[2]!} : undefined;
}

/** Compact `key: value` pairs of scalar inputs, for tools we have no special summary for. */
export function compactArgs(input: Readonly<Record<string, unknown>>, max = 3): string {
	return Object.entries(input)
		.filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
		.slice(0, max)
		.map(([key, value]) => `${key}: ${truncateMiddle(sanitizeLine(String(value)), 60)}`)
		.join(', ');
}

function hostOf(url: string): string {
	const match = /^[a-z]+:\/\/([^/?#]+)/i.exec(url);
	return match ? match[1]! : url;
}

export function toolTitle(name: string, input: Readonly<Record<string, unknown>> | undefined, cwd: string | undefined): ToolTitle {
	const args = input ?? {};
	const path = (key: string) => {
		const value = str(args[key]);
		return value === undefined ? '' : cwd ? relativePath(value, cwd) : value;
	};
	const detail = ((): string => {
		switch (name) {
			case 'Bash':
				return str(args['description']) ?? firstLine(str(args['command']) ?? '');
			case 'Read':
			case 'Write':
			case 'Edit':
				return path('file_path');
			case 'NotebookEdit':
				return path('notebook_path');
			case 'Glob':
			case 'Grep':
				return [str(args['pattern']) ? `"${String(args['pattern'])}"` : '', path('path') ? `in ${path('path')}` : ''].filter(Boolean).join(' ');
			case 'WebFetch':
				return hostOf(str(args['url']) ?? '');
			case 'WebSearch':
				return `"${str(args['query']) ?? ''}"`;
			case 'Agent':
			case 'Task':
				return [str(args['subagent_type']), str(args['description'])].filter(Boolean).join(': ');
			case 'TodoWrite':
				return Array.isArray(args['todos']) ? `${args['todos'].length} items` : '';
			case 'TaskCreate':
				return str(args['subject']) ?? '';
			case 'TaskUpdate':
				return [`#${String(args['taskId'] ?? '?')}`, str(args['status'])].filter(Boolean).join(' → ');
			case 'AskUserQuestion':
				return Array.isArray(args['questions']) ? `${args['questions'].length} question${args['questions'].length === 1 ? '' : 's'}` : '';
			case 'ExitPlanMode':
				return 'plan ready for review';
			case 'EnterPlanMode':
				return 'entering plan mode';
			case 'Skill':
				return [str(args['skill']), str(args['args'])].filter(Boolean).join(' ');
			default:
				return compactArgs(args);
		}
	})();
	const mcp = mcpName(name);
	return {name: mcp ? `${mcp.server} › ${mcp.tool}` : name, detail: sanitizeLine(detail)};
}
