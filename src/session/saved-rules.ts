/**
 * Whether claude really kept the rules it was asked to keep in a settings file. claude writes the file itself and
 * says nothing when it cannot (a read-only working folder or HOME): the rule then holds for the running session
 * only, from the copy cctui gives it (rule-destinations.ts), and the person is told so.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {SavedRule} from '../state/rule-destinations.js';
import {claudeFolder} from '../util/claude-folder.js';

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

/**
 * A rule as claude matches it: claude writes `(`, `)` and `\` in a rule's content escaped (`Bash(node -e
 * "f\(1\)")`), and reads either form.
 */
function unescaped(rule: string): string {
	const call = /^([^(]*)\((.*)\)$/s.exec(rule);
	if (!call) return rule;
	const content = call[2]!.replaceAll('\\(', '(').replaceAll('\\)', ')').replaceAll('\\\\', '\\');
	return `${call[1]}(${content})`;
}

/** For each rule, whether its file's allow list holds it now, in whichever form claude wrote it. */
export async function rulesOnDisk(
	rules: readonly SavedRule[],
	cwd: string,
	env: NodeJS.ProcessEnv,
): Promise<boolean[]> {
	return Promise.all(
		rules.map(async rule =>
			(await allowList(fileOnDisk(rule.file, cwd, env))).some(
				entry => typeof entry === 'string' && unescaped(entry) === unescaped(rule.raw),
			),
		),
	);
}
