/**
 * Lenient schemas for the inputs and structured results of built-in tools we render specially
 * (TOOLS.md). A value that does not match is rendered generically, never trusted blindly.
 */
import {z} from 'zod';

export const questionSchema = z.looseObject({
	question: z.string(),
	header: z.string().optional(),
	multiSelect: z.boolean().optional(),
	options: z.array(
		z.looseObject({label: z.string(), description: z.string().optional(), preview: z.string().optional()}),
	),
});
export type Question = z.infer<typeof questionSchema>;
export const askUserQuestionInputSchema = z.looseObject({questions: z.array(questionSchema).min(1)});

export const todoSchema = z.looseObject({
	content: z.string(),
	status: z.enum(['pending', 'in_progress', 'completed']),
	activeForm: z.string().optional(),
});
export type Todo = z.infer<typeof todoSchema>;
export const todoWriteInputSchema = z.looseObject({todos: z.array(todoSchema)});

export const taskCreateInputSchema = z.looseObject({
	subject: z.string(),
	description: z.string().optional(),
	activeForm: z.string().optional(),
});
export const taskUpdateInputSchema = z.looseObject({
	taskId: z.string(),
	subject: z.string().optional(),
	activeForm: z.string().optional(),
	status: z.enum(['pending', 'in_progress', 'completed', 'deleted']).optional(),
});
/** TaskCreate's structured result: `{task: {id, subject}}`. */
export const taskCreateResultSchema = z.looseObject({
	task: z.looseObject({id: z.union([z.string(), z.number()]).transform(String), subject: z.string().optional()}),
});

export const exitPlanModeInputSchema = z.looseObject({plan: z.string()});

export const bashResultSchema = z.looseObject({
	stdout: z.string().optional(),
	stderr: z.string().optional(),
	interrupted: z.boolean().optional(),
	backgroundTaskId: z.string().optional(),
	returnCodeInterpretation: z.string().optional(),
	timedOutAfterMs: z.number().optional(),
	/** Output too large for the model: claude saved all of it there and keeps only a head in `stdout`. */
	persistedOutputPath: z.string().optional(),
	persistedOutputSize: z.number().optional(),
});

export const editResultSchema = z.looseObject({
	structuredPatch: z.array(z.unknown()).optional(),
	originalFile: z.string().nullable().optional(),
});
export const writeResultSchema = z.looseObject({
	type: z.enum(['create', 'update']).optional(),
	structuredPatch: z.array(z.unknown()).optional(),
	content: z.string().optional(),
});

export const readResultSchema = z.looseObject({
	file: z.looseObject({content: z.string(), startLine: z.number().optional()}),
});
/** Grep gives `content` (content mode) or `filenames`; Glob gives `filenames`. */
export const searchResultSchema = z.looseObject({
	content: z.string().optional(),
	filenames: z.array(z.string()).optional(),
});
export const webFetchResultSchema = z.looseObject({result: z.string()});
export const planResultSchema = z.looseObject({filePath: z.string()});
export const agentResultSchema = z.looseObject({status: z.string()});
/** A finished Agent's report, in its tool_use_result: text blocks (the first may list the tools it used). */
export const agentReportSchema = z.looseObject({
	content: z.array(z.looseObject({type: z.string(), text: z.string().optional()})),
});
const optCount = z.number().optional().catch(undefined);
/** A finished Agent's own totals (its tool_use_result); task_progress lags behind them. */
export const agentTotalsSchema = z.looseObject({
	totalTokens: optCount,
	totalDurationMs: optCount,
	totalToolUseCount: optCount,
});
/** AskUserQuestion answers, in the permission answer's updatedInput or the structured result. */
export const answersSchema = z.looseObject({answers: z.record(z.string(), z.unknown())});

/** Parses `value` with `schema`, or undefined: renderers fall back to the generic view. */
export function parseLenient<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | undefined {
	const result = schema.safeParse(value);
	return result.success ? result.data : undefined;
}
