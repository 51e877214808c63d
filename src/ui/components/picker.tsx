/**
 * A list to choose one item from (models, modes, sessions, history): arrows move, typing filters,
 * Enter picks, Esc closes. Not used for permissions, which have their own stricter prompt.
 */
import {Box, Text} from 'ink';
import {sanitizeLine} from '../../text/sanitize.js';
import {glyph} from '../../present/theme.js';
import {useKeys} from '../use-keys.js';
import {useRefState} from '../use-ref-state.js';

export interface PickerItem {
	readonly value: string;
	readonly label: string;
	readonly detail?: string;
}

export interface PickerProps {
	readonly title: string;
	readonly items: readonly PickerItem[];
	/** The item focused at first (e.g. the current model). */
	readonly initial?: string | undefined;
	/** The setting's value now, marked "(now)". */
	readonly current?: string | undefined;
	readonly onPick: (value: string) => void;
	readonly onCancel: () => void;
	readonly emptyText?: string | undefined;
	readonly visibleRows?: number;
}

interface PickerUi {
	readonly query: string;
	/** The focused item's value: a list that changes while open (/requests) keeps the person's item focused. */
	readonly focus: string | undefined;
}

export function matches(item: PickerItem, query: string): boolean {
	const needle = query.toLowerCase();
	return `${item.label} ${item.detail ?? ''} ${item.value}`.toLowerCase().includes(needle);
}

/** Where the focused item is in the list shown; the first item when it is not shown. */
const indexOf = (shown: readonly PickerItem[], focus: string | undefined): number =>
	Math.max(
		0,
		shown.findIndex(item => item.value === focus),
	);

export function Picker({
	title,
	items,
	initial,
	current,
	onPick,
	onCancel,
	emptyText = 'Nothing to choose from.',
	visibleRows = 10,
}: PickerProps) {
	const [ui, getUi, setUi] = useRefState<PickerUi>({query: '', focus: initial ?? items[0]?.value});
	const shown = items.filter(item => matches(item, ui.query));
	const focus = indexOf(shown, ui.focus);

	useKeys((input, key) => {
		if (key.ctrl && input === 'c') return;
		const current = getUi();
		const visible = items.filter(item => matches(item, current.query));
		const at = indexOf(visible, current.focus);
		const focusOn = (index: number) => setUi({...current, focus: visible[index]?.value});
		const filter = (query: string) => setUi({query, focus: items.find(item => matches(item, query))?.value});
		if (key.escape) return onCancel();
		if (key.return) {
			const item = visible[at];
			if (item) onPick(item.value);
			return;
		}
		if (key.upArrow) return focusOn(Math.max(0, at - 1));
		if (key.downArrow) return focusOn(Math.min(visible.length - 1, at + 1));
		if (key.backspace || key.delete) return filter(current.query.slice(0, -1));
		if (!key.ctrl && !key.meta && input.length > 0 && !/[\x00-\x1f\x7f]/.test(input)) filter(current.query + input);
	});

	const first = Math.min(Math.max(0, focus - visibleRows + 1), Math.max(0, shown.length - visibleRows));
	return (
		<Box flexDirection="column" borderStyle="round" borderColor="cyan" paddingX={1} marginTop={1}>
			<Text bold color="cyan" wrap="truncate-end">
				{title}
				{ui.query ? <Text dimColor> · filter: {ui.query}</Text> : <Text dimColor> · type to filter</Text>}
			</Text>
			{shown.length === 0 ? <Text dimColor>{items.length === 0 ? emptyText : 'No match.'}</Text> : null}
			{shown.slice(first, first + visibleRows).map((item, index) => {
				const focused = first + index === focus;
				return (
					<Text key={item.value} wrap="truncate-end" {...(focused ? {color: 'cyan'} : {})}>
						{focused ? `${glyph.pointer} ` : '  '}
						{sanitizeLine(item.label)}
						{item.value === current ? <Text dimColor> (now)</Text> : null}
						{item.detail ? <Text dimColor> {sanitizeLine(item.detail)}</Text> : null}
					</Text>
				);
			})}
			<Text dimColor wrap="truncate-end">
				↑↓ Enter choose · Esc close{shown.length > visibleRows ? ` · ${shown.length} items` : ''}
			</Text>
		</Box>
	);
}
