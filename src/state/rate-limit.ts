/**
 * A `rate_limit_event` in plain words. claude sends one whenever the account's usage limits change
 * state; `allowed` needs no words, `allowed_warning` means close to a limit, `rejected` means the
 * limit is reached until it resets. All fields but `status` decorate, and any may be missing.
 */
import type {NoticeLevel} from './transcript.js';

const WINDOWS: Readonly<Record<string, string>> = {
	five_hour: '5-hour limit',
	seven_day: 'weekly limit',
	seven_day_opus: 'weekly Opus limit',
	seven_day_sonnet: 'weekly Sonnet limit',
	overage: 'extra usage limit',
};

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14:05", or "Nov 27, 14:05" when that is not within a day of `now` (local time). */
export function clockTime(epochMs: number, now: number): string {
	const date = new Date(epochMs);
	const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
	return Math.abs(epochMs - now) < 24 * 3600_000 ? time : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${time}`;
}

/** `resetsAt` in seconds since the epoch (claude's), or an ISO time; a time no Date can hold reads as absent. */
function resetTime(value: unknown): number | undefined {
	const ms =
		typeof value === 'number'
			? value < 1e12
				? value * 1000
				: value
			: typeof value === 'string'
				? Date.parse(value)
				: NaN;
	return Number.isNaN(new Date(ms).getTime()) ? undefined : ms;
}

function utilization(info: Readonly<Record<string, unknown>>, type: string | undefined): number | undefined {
	const windows = info['unifiedWindows'];
	const own =
		type !== undefined && typeof windows === 'object' && windows !== null
			? (windows as Record<string, {utilization?: unknown}>)[type]?.utilization
			: undefined;
	const value = own ?? info['utilization'];
	// A share: anything outside 0–1 (or not a number) is no reading of one.
	return typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined;
}

export function rateLimitNotice(
	info: Readonly<Record<string, unknown>>,
	now: number,
): {level: NoticeLevel; text: string} | undefined {
	const status = info['status'];
	if (typeof status !== 'string' || status === 'allowed') return undefined;
	const type = typeof info['rateLimitType'] === 'string' ? info['rateLimitType'] : undefined;
	const limit = type === undefined ? 'usage limit' : (WINDOWS[type] ?? `${type.replaceAll('_', ' ')} limit`);
	const resets = resetTime(info['resetsAt']);
	const when = resets === undefined ? '' : `; it resets at ${clockTime(resets, now)}`;
	if (status === 'allowed_warning') {
		const used = utilization(info, type);
		return {
			level: 'warning',
			text: `You are close to your ${limit}${used === undefined ? '' : ` (${Math.round(used * 100)}% used)`}${when}.`,
		};
	}
	if (status === 'rejected') return {level: 'error', text: `You have reached your ${limit}${when}.`};
	return {level: 'warning', text: `Rate limit: ${status}${when}.`};
}
