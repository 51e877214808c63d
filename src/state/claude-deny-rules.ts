/**
 * The session's deny rules ("No, and deny … for the rest of this session") as claude's own permission rules, so that
 * claude refuses the call itself whatever would let it run: a PreToolUse hook answering allow, acceptEdits, an allow
 * rule in a settings file. claude 2.1.330 reads no `updatedPermissions` in a deny answer (a deny rule sent that way
 * was not kept: it asked again); it takes them in its flag settings (`apply_flag_settings`), whose `permissions`
 * cctui's request replaces as a whole each time while the user's own `--settings` stay (docs/CLI-FINDINGS.md).
 */
import {escapedAsClaudeWrites} from './permissions.js';
import type {DenyRule} from './state.js';

/** Tools whose file rules claude keys on `Edit`: a `Write(…)` deny rule it ignores (the Write ran in acceptEdits). */
const EDITS_FILES = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);

/**
 * One rule as claude reads it, or undefined where claude has no rule for exactly this call (a WebFetch's URL, a
 * Glob's pattern…): those are refused by cctui alone, when claude asks. A file is named by its absolute path
 * (`//` starts an absolute path in claude's file rules), and a file edit by `Edit`, which covers Write too.
 */
export function claudeDenyRule(rule: DenyRule): string | undefined {
	const {toolName, content} = rule;
	if (content === undefined) return toolName;
	if (toolName === 'Bash') return `Bash(${escapedAsClaudeWrites(content)})`;
	const tool = EDITS_FILES.has(toolName) ? 'Edit' : toolName === 'Read' ? 'Read' : undefined;
	if (tool === undefined || !content.startsWith('/')) return undefined;
	return `${tool}(/${escapedAsClaudeWrites(content)})`;
}

/** The rules claude is given for the session's deny rules, each once. */
export function claudeDenyRules(rules: readonly DenyRule[]): string[] {
	return [...new Set(rules.map(claudeDenyRule).filter(rule => rule !== undefined))];
}

/** Whether claude refuses this rule itself too, or only cctui when claude asks. */
export const claudeRefuses = (rule: DenyRule): boolean => claudeDenyRule(rule) !== undefined;
