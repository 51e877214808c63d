/**
 * An MCP server's elicitation: a form with one row per field (Tab/↑↓ move, typing edits text, Space
 * toggles, ←→ cycle a choice, Enter on the last field accepts once every field is valid), or a URL
 * to open (Enter accepts). Ctrl+D declines, Esc cancels. What the server says is untrusted: every
 * string from the request is sanitized.
 */
import {Box, Text, type Key} from 'ink';
import {useEffect, useMemo} from 'react';
import type {RequestId} from '../../../protocol/types.js';
import type {ElicitationAnswer} from '../../../state/events.js';
import type {ElicitationRequest} from '../../../state/state.js';
import {sanitize, sanitizeLine} from '../../../text/sanitize.js';
import {terminalRows, windowOf} from '../../../text/scroll-window.js';
import {expandTabs} from '../../../text/width.js';
import {editorReducer} from '../../editor.js';
import {
	cycleChoice,
	fieldError,
	type FormKept,
	formContent,
	formFields,
	formKeys,
	initialValues,
	type FormField,
	type FormValues,
	typedText,
} from '../../elicitation-form.js';
import {answerInput, inputAction, isText} from '../../keymap.js';
import {usePromptKeys} from '../../prompt-keys.js';
import type {ViewOptions} from '../../view.js';
import {useRefState} from '../../use-ref-state.js';
import {FieldRow} from './field-row.js';
import {frameRows, innerWidth, PausedKeys, PromptFrame, promptLayout} from './prompt-frame.js';
import {ScrolledBody, scrollHint} from './scrolled-body.js';

/** Rows of what is asked kept in view when the fields do not all fit. */
const BODY_ROWS_KEPT = 3;

export interface ElicitationPromptProps {
	readonly request: ElicitationRequest;
	/** Further requests waiting behind this one. */
	readonly queued: number;
	readonly view: ViewOptions;
	/** Terminal rows the whole prompt may take. */
	readonly maxRows: number;
	readonly onAnswer: (requestId: RequestId, answer: ElicitationAnswer) => void;
	/** What was typed in the text and number fields, as it changes (use-prompt-draft.ts): kept if the form closes unsent. */
	readonly onTyped?: ((text: string) => void) | undefined;
	/**
	 * The form as the person left it, when it was on screen before (a permission prompt came in front of it), and how to
	 * keep it as it changes: shown again, it is as they left it, not empty.
	 */
	readonly kept?: FormKept | undefined;
	readonly onKeep?: ((kept: FormKept) => void) | undefined;
	/** Rendered alone (outside the App, whose key gate decides): how long before keys count. */
	readonly armDelayMs?: number | undefined;
}

interface FormUi {
	readonly values: FormValues;
	readonly focus: number;
	/** The focused text field's cursor. */
	readonly cursor: number;
	/** Fields left once (or all, after Enter tried to submit): their errors show. */
	readonly checked: readonly string[];
	/** The body's first row shown. */
	readonly scroll: number;
	/** What the focused field takes, said after a key it could not take (cleared by the next key it takes). */
	readonly hint: string | undefined;
}

const textOf = (values: FormValues, field: FormField | undefined): string => {
	const value = field ? values[field.name] : undefined;
	return typeof value === 'string' ? value : '';
};

export function ElicitationPrompt({
	request,
	queued,
	view,
	maxRows,
	onAnswer,
	onTyped,
	kept,
	onKeep,
	armDelayMs,
}: ElicitationPromptProps) {
	const fields = useMemo(
		() => (request.mode === 'form' ? formFields(request.schema, request.propertyOrder) : []),
		[request],
	);
	const values = useMemo(() => initialValues(fields), [fields]);
	const keptFocus = Math.min(kept?.focus ?? 0, Math.max(0, fields.length - 1));
	const keptValues = kept?.values ?? values;
	const [ui, getUi, setUi] = useRefState<FormUi>({
		values: keptValues,
		focus: keptFocus,
		cursor: textOf(keptValues, fields[keptFocus]).length,
		checked: [],
		scroll: 0,
		hint: undefined,
	});
	useEffect(() => {
		onKeep?.({values: ui.values, focus: ui.focus});
	}, [onKeep, ui.values, ui.focus]);
	const width = innerWidth(view.width);

	const body = useMemo(
		() =>
			terminalRows(
				[
					...(request.message === '' ? [] : sanitize(request.message).split('\n')),
					...(request.description ? sanitize(request.description).split('\n') : []),
					...(request.mode === 'url' && request.url !== undefined ? [`Open: ${sanitize(request.url)}`] : []),
				].map(line => expandTabs(line)),
				width,
			),
		[request, width],
	);
	// The fields get the rows they need, less a few rows of what is asked (it scrolls) and a row saying how many more.
	const fieldRoom = Math.max(1, maxRows - 2 - Math.min(body.length, BODY_ROWS_KEPT));
	const windowed = fields.length > fieldRoom;
	const fieldRows = windowed ? Math.max(1, fieldRoom - 1) : fields.length;
	const answerRows = fieldRows + (windowed ? 1 : 0);
	// A form's rows are its answers: without its frame it lists them all, as a bare prompt does.
	const compact = promptLayout(maxRows, answerRows).shape !== 'framed';
	// Compact: the title, the body, the fields and the footer, no frame and no blank rows.
	const bodyRows = Math.max(1, maxRows - frameRows(compact ? 'bare' : 'framed', answerRows));
	const windowAt = (scroll: number) => windowOf(body, compact ? bodyRows : bodyRows - 1, scroll, scrollHint);
	const shown = windowAt(ui.scroll);

	// The keys' row: the frame's inner width, or the screen's without it.
	const footerWidth = compact ? view.width : width;
	const urlKeys = formKeys(footerWidth, ['Enter: opened it, accept', 'Enter accepts'], false);
	const answer = (value: ElicitationAnswer) => onAnswer(request.requestId, value);
	const focusOn = (current: FormUi, focus: number, checked = current.checked) => {
		const left = fields[current.focus];
		setUi({
			...current,
			focus,
			cursor: textOf(current.values, fields[focus]).length,
			checked: left && !checked.includes(left.name) ? [...checked, left.name] : checked,
		});
	};
	const submit = (current: FormUi) => {
		const content = formContent(fields, current.values);
		if (content) return answer({action: 'accept', content});
		// Not yet: every error shows, and the focus goes to the first wrong field.
		const wrong = fields.findIndex(field => fieldError(field, current.values[field.name]) !== undefined);
		focusOn(
			current,
			wrong,
			fields.map(field => field.name),
		);
	};
	const setValue = (current: FormUi, field: FormField, value: FormValues[string], cursor = current.cursor) => {
		const next = {...current.values, [field.name]: value};
		if (field.kind.type === 'text' || field.kind.type === 'number') onTyped?.(typedText(fields, next, values));
		setUi({...current, values: next, cursor});
	};

	const {armed, paused} = usePromptKeys((input, key, pasted) => {
		if (key.ctrl && input === 'c') return false; // global: interrupt / quit
		// What a key refused said goes with the next change: every change starts from the form without it.
		return handle({...getUi(), hint: undefined}, input, key, pasted);
	}, armDelayMs);

	/**
	 * A letter the form cannot take where it is (`x` at a yes/no, at a choice, on a URL) is refused: it does nothing
	 * and the footer says what the field takes. Started as a message, it would be sent by the Enter meant for the form
	 * (a `y` at a yes/no reached claude as "the user said: y").
	 */
	const refuse = (current: FormUi, input: string, key: Key, pasted: true | undefined, what: string) => {
		// Several keys in one read are typing (a paste without brackets): the message's, whole.
		if (pasted || !isText(input, key) || [...input].length > 1) return false;
		setUi({...current, hint: what});
		return 'refused' as const;
	};

	function handle(current: FormUi, input: string, key: Key, pasted: true | undefined): boolean | void | 'refused' {
		if (key.escape) return answer({action: 'cancel'});
		if (key.ctrl && input === 'd') return answer({action: 'decline'});
		if (key.pageUp || key.pageDown) {
			const now = windowAt(current.scroll);
			const page = Math.max(1, now.rows.length - 2);
			const scroll = Math.min(now.maxOffset, Math.max(0, now.offset + (key.pageUp ? -page : page)));
			return scroll === now.offset ? false : setUi({...current, scroll});
		}
		if (request.mode === 'url')
			return key.return ? answer({action: 'accept'}) : refuse(current, input, key, pasted, urlKeys);
		const last = fields.length - 1;
		if (key.return) return current.focus >= last ? submit(current) : focusOn(current, current.focus + 1);
		if ((key.tab && !key.shift) || key.downArrow)
			return current.focus < last ? focusOn(current, current.focus + 1) : false;
		if ((key.tab && key.shift) || key.upArrow) return current.focus > 0 ? focusOn(current, current.focus - 1) : false;
		const field = fields[current.focus];
		if (!field) return false;
		const value = current.values[field.name];
		switch (field.kind.type) {
			case 'boolean': {
				// y and n say it; Space and ←→ toggle. A paste is text, never an answer.
				const said = pasted ? '' : answerInput(input, key).toLowerCase();
				if (said === 'y' || said === 'n') return setValue(current, field, said === 'y');
				if (input === ' ' || key.leftArrow || key.rightArrow) return setValue(current, field, value !== true);
				return refuse(current, input, key, pasted, `${sanitizeLine(field.label)} is yes/no: y, n, or Space toggles`);
			}
			case 'choice': {
				const step = key.leftArrow ? -1 : key.rightArrow || input === ' ' ? 1 : undefined;
				return step === undefined
					? refuse(current, input, key, pasted, `${sanitizeLine(field.label)} is a choice: ←→ or Space`)
					: setValue(current, field, cycleChoice(field.kind.options.length, value, step));
			}
			case 'text':
			case 'number': {
				const action = inputAction(input, key, '');
				if (action?.type !== 'edit') return false;
				const edited = action.edits.reduce(editorReducer, {
					text: textOf(current.values, field),
					cursor: current.cursor,
				});
				// A field is one line: a line break typed or pasted is a space (same length, so the cursor stays).
				return setValue(current, field, edited.text.replaceAll('\n', ' '), edited.cursor);
			}
			case 'unsupported':
				return refuse(current, input, key, pasted, `${sanitizeLine(field.label)} cannot be filled in here`);
		}
	}

	const heading = sanitizeLine(`MCP server ${request.serverName} asks${request.title ? `: ${request.title}` : ''}`);
	const last = fields.length - 1;
	const footer = paused ? (
		<PausedKeys why={paused} />
	) : ui.hint ? (
		<Text color="yellow" wrap="truncate-end">
			{ui.hint}
		</Text>
	) : (
		<Text dimColor wrap="truncate-end">
			{request.mode === 'url'
				? urlKeys
				: formKeys(footerWidth, [ui.focus >= last ? 'Enter submits' : 'Enter next'], true)}
		</Text>
	);
	const first = Math.min(Math.max(0, ui.focus - Math.floor(fieldRows / 2)), Math.max(0, fields.length - fieldRows));
	const visible = fields.slice(first, first + fieldRows);
	const rows = (
		<Box flexDirection="column" {...(compact ? {} : {marginTop: 1})}>
			{visible.map((field, offset) => (
				<FieldRow
					key={field.name}
					field={field}
					value={ui.values[field.name]}
					focused={first + offset === ui.focus}
					cursor={ui.cursor}
					width={compact ? view.width : width}
					armed={armed}
					// An unknown type's row says all there is to say already.
					error={
						ui.checked.includes(field.name) && field.kind.type !== 'unsupported'
							? fieldError(field, ui.values[field.name])
							: undefined
					}
				/>
			))}
			{windowed ? (
				<Text dimColor wrap="truncate-end">
					{[
						first > 0 ? `↑ ${first} above` : '',
						first + fieldRows < fields.length ? `↓ ${fields.length - first - fieldRows} more fields` : '',
						'Tab/↑↓ move',
					]
						.filter(Boolean)
						.join(' · ')}
				</Text>
			) : null}
		</Box>
	);
	return (
		<PromptFrame width={view.width} queued={queued} heading={heading} color="cyan" footer={footer} bare={compact}>
			<ScrolledBody window={shown} compact={compact} />
			{fields.length > 0 ? rows : null}
		</PromptFrame>
	);
}
