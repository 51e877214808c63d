/**
 * `stream` with one method replaced. Everything else is the stream's own, its methods bound to it
 * so that they run on the stream itself, not on the Proxy.
 */
export function withMethod<T extends object, K extends keyof T>(stream: T, name: K, method: T[K]): T {
	return new Proxy(stream, {
		get(target, property) {
			if (property === name) return method;
			const value: unknown = Reflect.get(target, property, target);
			return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
		},
	});
}
