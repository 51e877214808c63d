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
	readonly focus: number;
}

export function matches(item: PickerItem, query: string): boolean {
	const needle = query.toLowerCase();
	return `${item.label} ${item.detail ?? ''} ${item.value}`.toLowerCase().includes(needle);
}

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
	const start = Math.max(
		0,
		items.findIndex(item => item.value === initial),
	);
	const [ui, getUi, setUi] = useRefState<PickerUi>({query: '', focus: start});
	const shown = items.filter(item => matches(item, ui.query));

	useKeys((input, key) => {
		if (key.ctrl && input === 'c') return;
		const current = getUi();
		const visible = items.filter(item => matches(item, current.query));
		if (key.escape) return onCancel();
		if (key.return) {
			const item = visible[current.focus];
			if (item) onPick(item.value);
			return;
		}
		if (key.upArrow) return setUi({...current, focus: Math.max(0, current.focus - 1)});
		if (key.downArrow) return setUi({...current, focus: Math.min(visible.length - 1, current.focus + 1)});
		if (key.backspace || key.delete) return setUi({query: current.query.slice(0, -1), focus: 0});
		if (!key.ctrl && !key.meta && input.length > 0 && !/[\x00-\x1f\x7f]/.test(input))
			setUi({query: current.query + input, focus: 0});
	});

	const first = Math.min(Math.max(0, ui.focus - visibleRows + 1), Math.max(0, shown.length - visibleRows));
	return (
		<Box flexDirection="column" borderStyle="round" borderColor="cyan" paddingX={1} marginTop={1}>
			<Text bold color="cyan" wrap="truncate-end">
				{title}
				{ui.query ? <Text dimColor> · filter: {ui.query}</Text> : <Text dimColor> · type to filter</Text>}
			</Text>
			{shown.length === 0 ? <Text dimColor>{items.length === 0 ? emptyText : 'No match.'}</Text> : null}
			{shown.slice(first, first + visibleRows).map((item, index) => {
				const focused = first + index === ui.focus;
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
