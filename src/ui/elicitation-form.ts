/**
 * An MCP elicitation's form, as data: the fields read from the requested schema (a flat object of
 * primitives: text, number, boolean, a choice), what was typed, what is wrong with it, and the
 * typed `content` of an accept. Read leniently: a field of a kind the MCP spec does not name is
 * kept as "unsupported" so the form can say so, and is left out if it is optional.
 */
import {sanitize, sanitizeLine} from '../text/sanitize.js';
import {displayWidth} from '../text/width.js';
import {own} from '../util/own.js';

export type FieldKind =
	| {
			readonly type: 'text';
			readonly format?: string;
			readonly minLength?: number;
			readonly maxLength?: number;
	  }
	| {readonly type: 'number'; readonly integer: boolean; readonly minimum?: number; readonly maximum?: number}
	| {readonly type: 'boolean'}
	| {readonly type: 'choice'; readonly options: readonly {readonly value: string; readonly label: string}[]}
	/** `what`: the type as the schema names it ("array", "object", "(none)"). */
	| {readonly type: 'unsupported'; readonly what: string};

export interface FormField {
	readonly name: string;
	readonly label: string;
	readonly description?: string;
	readonly required: boolean;
	readonly kind: FieldKind;
	/** The schema's `default`, as given. */
	readonly default?: unknown;
}

/** Text and numbers as typed, a boolean, a choice's option index (undefined: none chosen). */
export type FieldValue = string | boolean | number | undefined;
export type FormValues = Readonly<Record<string, FieldValue>>;
export type Content = Record<string, string | number | boolean>;

/** A form as the person left it: its values and the field they were on. */
export interface FormKept {
	readonly values: FormValues;
	readonly focus: number;
}

type Json = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Json =>
	typeof value === 'object' && value !== null && !Array.isArray(value);
const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function choiceOptions(property: Json): FieldKind | undefined {
	const values = property['enum'];
	if (Array.isArray(values) && values.every(value => typeof value === 'string')) {
		const names = Array.isArray(property['enumNames']) ? property['enumNames'] : [];
		return {
			type: 'choice',
			options: values.map((value, index) => ({value, label: text(names[index]) ?? value})),
		};
	}
	const oneOf = property['oneOf'];
	if (Array.isArray(oneOf) && oneOf.every(option => isObject(option) && typeof option['const'] === 'string'))
		return {
			type: 'choice',
			options: (oneOf as Json[]).map(option => ({
				value: option['const'] as string,
				label: text(option['title']) ?? (option['const'] as string),
			})),
		};
	return undefined;
}

function kindOf(property: Json): FieldKind {
	const type = property['type'];
	const choice = type === 'string' || type === undefined ? choiceOptions(property) : undefined;
	if (choice) return choice;
	const optional = <K extends string, V>(key: K, value: V | undefined) =>
		(value === undefined ? {} : {[key]: value}) as Partial<Record<K, V>>;
	switch (type) {
		case 'string':
			return {
				type: 'text',
				...optional('format', text(property['format'])),
				...optional('minLength', number(property['minLength'])),
				...optional('maxLength', number(property['maxLength'])),
			};
		case 'number':
		case 'integer':
			return {
				type: 'number',
				integer: type === 'integer',
				...optional('minimum', number(property['minimum'])),
				...optional('maximum', number(property['maximum'])),
			};
		case 'boolean':
			return {type: 'boolean'};
		default:
			return {type: 'unsupported', what: typeof type === 'string' ? type : '(none)'};
	}
}

/** The fields in `order` (claude sends `property_order`), then any it left out, in the schema's order. */
export function formFields(schema: Json | undefined, order: readonly string[] = []): FormField[] {
	const properties = isObject(schema?.['properties']) ? schema['properties'] : {};
	const required = Array.isArray(schema?.['required']) ? schema['required'] : [];
	const names = Object.keys(properties);
	const ordered = [...order.filter(name => names.includes(name)), ...names.filter(name => !order.includes(name))];
	return [...new Set(ordered)].map(name => {
		const property = own(properties, name);
		const json = isObject(property) ? property : {};
		const description = text(json['description']);
		return {
			name,
			label: text(json['title']) ?? name,
			required: required.includes(name),
			kind: isObject(property) ? kindOf(json) : {type: 'unsupported', what: '(none)'},
			...(description === undefined ? {} : {description}),
			...(json['default'] === undefined ? {} : {default: json['default']}),
		};
	});
}

/**
 * Each field's starting value: the schema's default where it fits, else empty. A required yes/no starts at no;
 * an optional one is left unanswered (and out of the content) until the person toggles it.
 */
export function initialValues(fields: readonly FormField[]): FormValues {
	return Object.fromEntries(
		fields.map(field => {
			const given = field.default;
			switch (field.kind.type) {
				case 'text':
					// The server's text: clean, and on one line like anything typed, before it is drawn or edited.
					return [field.name, sanitize(text(given) ?? '').replaceAll('\n', ' ')];
				case 'number':
					return [field.name, typeof given === 'number' ? String(given) : ''];
				case 'boolean':
					return [field.name, typeof given === 'boolean' ? given : field.required ? false : undefined];
				case 'choice': {
					const index = field.kind.options.findIndex(option => option.value === given);
					return [field.name, index < 0 ? undefined : index];
				}
				case 'unsupported':
					return [field.name, undefined];
			}
		}),
	);
}

const FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
	email: value => /^[^\s@]+@[^\s@]+$/.test(value),
	uri: value => URL.canParse(value),
	date: value => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
	'date-time': value => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
};

/** What is wrong with a field's value, in a few words; undefined when it may be sent. */
export function fieldError(field: FormField, value: FieldValue): string | undefined {
	const {kind} = field;
	const empty = value === undefined || value === '';
	if (kind.type === 'unsupported')
		return field.required ? `cannot be filled in here (type ${kind.what}): decline or cancel` : undefined;
	if (empty) return field.required ? 'required' : undefined;
	if (kind.type === 'text' && typeof value === 'string') {
		const length = [...value].length;
		if (kind.minLength !== undefined && length < kind.minLength) return `at least ${kind.minLength} characters`;
		if (kind.maxLength !== undefined && length > kind.maxLength) return `at most ${kind.maxLength} characters`;
		const valid = kind.format === undefined ? undefined : own(FORMATS, kind.format);
		if (valid && !valid(value)) return `not a valid ${kind.format}`;
	}
	if (kind.type === 'number' && typeof value === 'string') {
		const parsed = Number(value.trim());
		if (value.trim() === '' || Number.isNaN(parsed)) return 'not a number';
		if (kind.integer && !Number.isInteger(parsed)) return 'not a whole number';
		if (kind.minimum !== undefined && parsed < kind.minimum) return `at least ${kind.minimum}`;
		if (kind.maximum !== undefined && parsed > kind.maximum) return `at most ${kind.maximum}`;
	}
	return undefined;
}

/** The content of an accept, typed as the schema asks; undefined while a field is wrong. Empty optional fields are left out. */
export function formContent(fields: readonly FormField[], values: FormValues): Content | undefined {
	if (fields.some(field => fieldError(field, values[field.name]) !== undefined)) return undefined;
	const content: Content = {};
	for (const field of fields) {
		const value = values[field.name];
		if (value === undefined || value === '') continue;
		if (field.kind.type === 'number') content[field.name] = Number(String(value).trim());
		else if (field.kind.type === 'choice') {
			const option = field.kind.options[value as number];
			if (option) content[field.name] = option.value;
		} else if (field.kind.type !== 'unsupported') content[field.name] = value as string | boolean;
	}
	return content;
}

/**
 * What the person typed in the form, to keep when it closes unsent: one `label: value` line per text or number field
 * whose value is not the one it started with (a toggle or a choice is quickly done again; the text may be long).
 */
export function typedText(fields: readonly FormField[], values: FormValues, initial: FormValues): string {
	return fields
		.filter(field => field.kind.type === 'text' || field.kind.type === 'number')
		.map(field => ({field, value: values[field.name]}))
		.filter(({field, value}) => typeof value === 'string' && value.trim() !== '' && value !== initial[field.name])
		.map(({field, value}) => `${sanitizeLine(field.label)}: ${String(value)}`)
		.join('\n');
}

/** A choice moved one option left or right, wrapping; from none chosen, Right takes the first and Left the last. */
export function cycleChoice(count: number, current: FieldValue, step: -1 | 1): number | undefined {
	if (count === 0) return undefined;
	if (typeof current !== 'number') return step > 0 ? 0 : count - 1;
	return (current + step + count) % count;
}

/** How a field's type is hinted after its label. */
export function typeHint(field: FormField): string {
	const {kind} = field;
	switch (kind.type) {
		case 'text':
			return kind.format ?? 'text';
		case 'number': {
			const {minimum, maximum} = kind;
			const range =
				minimum !== undefined && maximum !== undefined
					? ` ${minimum}–${maximum}`
					: minimum !== undefined
						? ` ≥ ${minimum}`
						: maximum !== undefined
							? ` ≤ ${maximum}`
							: '';
			return `${kind.integer ? 'integer' : 'number'}${range}`;
		}
		case 'boolean':
			return 'yes/no';
		case 'choice':
			return 'choice';
		case 'unsupported':
			return kind.what;
	}
}

const DECLINE_CANCEL = ['Ctrl+D decline', 'Esc cancel'];

/**
 * The form's keys on one row of `width` columns: what Enter does (`enter`, its words longest first), moving between
 * fields (`move`), and always how to decline and cancel. A narrow row shortens Enter's words, then leaves out the moves,
 * then Enter, so the two ways out stay in view (at 30 columns "Enter next · Tab/↑↓ move · Ct…" hid both).
 */
export function formKeys(width: number, enter: readonly [string, ...string[]], move: boolean): string {
	const shortest = enter.at(-1)!;
	const rows = [
		...enter.map(words => [words, ...(move ? ['Tab/↑↓ move'] : []), ...DECLINE_CANCEL]),
		...(move ? [[shortest, ...DECLINE_CANCEL]] : []),
		DECLINE_CANCEL,
		['^D decline', 'Esc cancel'],
	].map(parts => parts.join(' · '));
	return rows.find(row => displayWidth(row) <= width) ?? rows.at(-1)!;
}
