/**
 * `record[key]` for a key that comes from outside (a tool name, a reason claude sent): a plain
 * lookup would find Object.prototype's members for names like `constructor` or `toString`.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
	return Object.hasOwn(record, key) ? record[key] : undefined;
}
