/**
 * Whether claude really kept the rules it was asked to keep in a settings file. claude writes the file itself and
 * says nothing when it cannot (a read-only working folder or HOME): the rule then holds for the running session
 * only, from the copy cctui gives it (rule-destinations.ts), and the person is told so.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {escapedAsClaudeWrites} from '../state/permissions.js';
import type {SavedRule} from '../state/rule-destinations.js';
import {claudeFolder} from '../util/claude-folder.js';

export {escapedAsClaudeWrites};

/** Where `rule.file` is: `~/.claude/…` is claude's own folder, the others are under the working folder. */
function fileOnDisk(file: string, cwd: string, env: NodeJS.ProcessEnv): string {
	return file.startsWith('~/.claude/')
		? path.join(claudeFolder(env), file.slice('~/.claude/'.length))
		: path.join(cwd, file);
}

async function allowList(file: string): Promise<readonly unknown[]> {
	try {
		const settings = JSON.parse(await readFile(file, 'utf8')) as {permissions?: {allow?: unknown}};
		const allow = settings.permissions?.allow;
		return Array.isArray(allow) ? allow : [];
	} catch {
		return [];
	}
}

/** The index of the first (or last) `char` in `text` not escaped by an odd run of `\` before it, or -1. */
function unescapedIndex(text: string, char: string, from: 'first' | 'last'): number {
	for (let step = 0; step < text.length; step++) {
		const index = from === 'first' ? step : text.length - 1 - step;
		if (text[index] !== char) continue;
		let backslashes = 0;
		while (text[index - 1 - backslashes] === '\\') backslashes++;
		if (backslashes % 2 === 0) return index;
	}
	return -1;
}

/**
 * A settings file's rule as claude 2.1.330 reads it: the tool's name up to the first `(` not escaped, the content up
 * to the last `)` not escaped (which ends the rule), `\(` and `\)` then `\\` unescaped; an empty content or `*` is
 * the whole tool. Either form of a rule written by hand reads the same (`Bash(f(1))` as `Bash(f\(1\))`), but a
 * `\\` always reads as one `\`. Undefined for a rule claude does not read as one.
 */
export function ruleAsClaudeReads(rule: string): {toolName: string; content?: string} | undefined {
	if (!rule.includes('(') && !rule.includes(')')) return {toolName: rule};
	const open = unescapedIndex(rule, '(', 'first');
	const close = unescapedIndex(rule, ')', 'last');
	if (open === -1 && close === -1) return {toolName: rule};
	const toolName = rule.slice(0, open);
	if (open === -1 || close <= open || close !== rule.length - 1 || /[()]/.test(toolName)) return undefined;
	const raw = rule.slice(open + 1, close);
	if (raw === '' || raw === '*') return {toolName};
	return {toolName, content: raw.replaceAll('\\(', '(').replaceAll('\\)', ')').replaceAll('\\\\', '\\')};
}

/** Whether claude, reading `entry` from a settings file, holds the rule it was asked to write as `saved`. */
function holds(entry: unknown, saved: SavedRule): boolean {
	if (typeof entry !== 'string') return false;
	const read = ruleAsClaudeReads(entry);
	const written = ruleAsClaudeReads(
		saved.content === undefined ? saved.toolName : `${saved.toolName}(${escapedAsClaudeWrites(saved.content)})`,
	);
	return read !== undefined && read.toolName === written?.toolName && read.content === written.content;
}

/** For each rule, whether its file's allow list holds it now, as claude reads the file. */
export async function rulesOnDisk(
	rules: readonly SavedRule[],
	cwd: string,
	env: NodeJS.ProcessEnv,
): Promise<boolean[]> {
	return Promise.all(
		rules.map(async rule => (await allowList(fileOnDisk(rule.file, cwd, env))).some(entry => holds(entry, rule))),
	);
}
