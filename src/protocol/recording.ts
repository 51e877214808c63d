/**
 * The two-way recording format (the shared fixtures and `--record`): one JSON object per line,
 * `{t: ms since start, ts?: ISO time, dir: in|out|err|meta, msg?: frame, raw?: text}`.
 */
import {z} from 'zod';

export const recordedLineSchema = z.looseObject({
	t: z.number().optional(),
	ts: z.string().optional(),
	dir: z.enum(['in', 'out', 'err', 'meta']),
	msg: z.unknown().optional(),
	raw: z.string().optional(),
});

export type RecordedLine = z.infer<typeof recordedLineSchema>;

/** A recording line, or undefined when the line is a plain CLI frame (not the recording format). */
export function asRecordedLine(value: unknown): RecordedLine | undefined {
	const result = recordedLineSchema.safeParse(value);
	return result.success ? result.data : undefined;
}
