import {z} from 'zod';

/** A list read item by item: an item that does not fit is left out, not the whole list. */
export const itemsOf = <T extends z.ZodType>(item: T) =>
	z.array(z.unknown()).transform(items =>
		items.flatMap(value => {
			const read = item.safeParse(value);
			return read.success ? [read.data as z.output<T>] : [];
		}),
	);
