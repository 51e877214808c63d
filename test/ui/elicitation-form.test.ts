import {describe, expect, it} from 'vitest';
import {
	cycleChoice,
	fieldError,
	formContent,
	formFields,
	initialValues,
	typeHint,
} from '../../src/ui/elicitation-form.js';

/** The schema test/fixtures/mcp/elicit-server.mjs asks with, as claude 2.1.330 relays it. */
const schema = {
	type: 'object',
	properties: {
		name: {type: 'string', title: 'Name', minLength: 1},
		age: {type: 'integer', title: 'Age', minimum: 0, maximum: 150},
		subscribe: {type: 'boolean', title: 'Subscribe', default: true},
		colour: {type: 'string', enum: ['red', 'green', 'blue'], enumNames: ['Red', 'Green', 'Blue']},
	},
	required: ['name', 'age'],
};

describe('an elicitation form', () => {
	it('reads one field per property, in property_order, with labels, required marks and kinds', () => {
		const fields = formFields(schema, ['age', 'name']);
		expect(fields.map(field => [field.name, field.label, field.required, field.kind.type])).toEqual([
			['age', 'Age', true, 'number'],
			['name', 'Name', true, 'text'],
			['subscribe', 'Subscribe', false, 'boolean'],
			['colour', 'colour', false, 'choice'],
		]);
		expect(fields.map(typeHint)).toEqual(['integer 0–150', 'text', 'yes/no', 'choice']);
		expect(
			formFields({properties: {a: {type: 'number', minimum: 1}, b: {type: 'number', maximum: 2}}}).map(typeHint),
		).toEqual(['number ≥ 1', 'number ≤ 2']);
		expect(fields[3]?.kind).toEqual({
			type: 'choice',
			options: [
				{value: 'red', label: 'Red'},
				{value: 'green', label: 'Green'},
				{value: 'blue', label: 'Blue'},
			],
		});
	});

	it('reads a oneOf choice, and keeps a kind it does not know as unsupported', () => {
		const fields = formFields({
			properties: {
				size: {type: 'string', oneOf: [{const: 's', title: 'Small'}, {const: 'l'}]},
				tags: {type: 'array', items: {type: 'string'}},
				odd: 'not an object',
			},
			required: ['tags'],
		});
		expect(fields.map(field => field.kind)).toEqual([
			{
				type: 'choice',
				options: [
					{value: 's', label: 'Small'},
					{value: 'l', label: 'l'},
				],
			},
			{type: 'unsupported', what: 'array'},
			{type: 'unsupported', what: '(none)'},
		]);
		expect(fieldError(fields[1]!, undefined)).toBe('cannot be filled in here (type array): decline or cancel');
		expect(fieldError(fields[2]!, undefined)).toBeUndefined();
		expect(formFields(undefined)).toEqual([]);
		expect(formFields({properties: {constructor: {type: 'string'}}})[0]?.kind.type).toBe('text');
	});

	it('starts from the defaults that fit', () => {
		const fields = formFields({
			properties: {
				a: {type: 'string', default: 'x\u001B[2J\ny'},
				n: {type: 'number', default: 2.5},
				b: {type: 'boolean'},
				r: {type: 'boolean'},
				c: {type: 'string', enum: ['p', 'q'], default: 'q'},
				d: {type: 'string', enum: ['p'], default: 'zzz'},
			},
			required: ['r'],
		});
		// A default is the server's text: cleaned of terminal control, on one line. An optional yes/no nobody
		// touched is not answered (left out of the content); a required one starts at no.
		expect(initialValues(fields)).toEqual({
			a: 'x y',
			n: '2.5',
			b: undefined,
			r: false,
			c: 1,
			d: undefined,
		});
	});

	it('says what is wrong: required, not a number, out of range, too short, a bad format', () => {
		const [name, age] = formFields(schema);
		expect(fieldError(name!, '')).toBe('required');
		expect(fieldError(age!, '')).toBe('required');
		expect(fieldError(age!, 'abc')).toBe('not a number');
		expect(fieldError(age!, '3.5')).toBe('not a whole number');
		expect(fieldError(age!, '-1')).toBe('at least 0');
		expect(fieldError(age!, '151')).toBe('at most 150');
		expect(fieldError(age!, ' 36 ')).toBeUndefined();
		const [short, email, day] = formFields({
			properties: {
				short: {type: 'string', maxLength: 3},
				email: {type: 'string', format: 'email'},
				day: {type: 'string', format: 'date'},
			},
		});
		expect(fieldError(short!, 'abcd')).toBe('at most 3 characters');
		expect(fieldError(short!, '')).toBeUndefined();
		expect(fieldError(email!, 'ada')).toBe('not a valid email');
		expect(fieldError(email!, 'ada@example.com')).toBeUndefined();
		expect(fieldError(day!, '2026-13-45')).toBe('not a valid date');
	});

	it('sends numbers as numbers, booleans as booleans, a choice as its value, and leaves empty optional fields out', () => {
		const fields = formFields(schema);
		expect(formContent(fields, {name: 'Ada', age: '36', subscribe: true, colour: 1})).toEqual({
			name: 'Ada',
			age: 36,
			subscribe: true,
			colour: 'green',
		});
		expect(formContent(fields, {name: 'Ada', age: '36', subscribe: false, colour: undefined})).toEqual({
			name: 'Ada',
			age: 36,
			subscribe: false,
		});
		expect(formContent(fields, {name: '', age: '36', subscribe: false, colour: undefined})).toBeUndefined();
		// An optional field of an unknown kind is left out; the rest is sent.
		const withOdd = formFields({properties: {tags: {type: 'array'}, note: {type: 'string'}}});
		expect(formContent(withOdd, {tags: undefined, note: 'hi'})).toEqual({note: 'hi'});
	});

	it('cycles a choice both ways, wrapping, from none chosen', () => {
		expect(cycleChoice(3, undefined, 1)).toBe(0);
		expect(cycleChoice(3, undefined, -1)).toBe(2);
		expect(cycleChoice(3, 2, 1)).toBe(0);
		expect(cycleChoice(3, 0, -1)).toBe(2);
		expect(cycleChoice(0, undefined, 1)).toBeUndefined();
	});
});
