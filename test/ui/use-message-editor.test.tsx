/** The message editor hook on its own: a probe component shows its state and hands its API to the test. */
import {Text} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import {type MessageEditor, useMessageEditor} from '../../src/ui/use-message-editor.js';
import {render} from '../helpers/render.js';

function setup({history = [] as string[], paths = [] as string[]} = {}) {
	const onHistory = vi.fn();
	const completePath = vi.fn((partial: string) => Promise.resolve(paths.filter(path => path.startsWith(partial))));
	const api: {current?: MessageEditor} = {};
	function Probe() {
		const editor = useMessageEditor({history, onHistory, completePath, commands: []});
		api.current = editor;
		return <Text>{`[${editor.editor.text}|${editor.editor.cursor}] paths:${editor.pathSuggestions.join(',')}`}</Text>;
	}
	const ui = render(<Probe />);
	const editor = () => api.current!;
	return {...ui, editor, onHistory, completePath};
}

describe('useMessageEditor', () => {
	it('take: returns the message, keeps it in history, reports it and empties the editor', async () => {
		const {editor, onHistory, waitForFrame} = setup({history: ['older']});
		editor().edit({type: 'insert', text: 'hello'});
		await waitForFrame('[hello|5]');
		expect(editor().take()).toBe('hello');
		await waitForFrame('[|0]');
		expect(onHistory).toHaveBeenCalledWith('hello');
		expect(editor().history()).toEqual(['older', 'hello']);
	});

	it('take: a blank message is not sent, not kept and stays in the editor', async () => {
		const {editor, onHistory, waitForFrame} = setup();
		editor().edit({type: 'insert', text: '  '});
		await waitForFrame('[  |2]');
		expect(editor().take()).toBeUndefined();
		expect(onHistory).not.toHaveBeenCalled();
		expect(editor().history()).toEqual([]);
		expect(editor().get().text).toBe('  ');
	});

	it('recall: Up goes back through history from the newest, Down forward, and past the newest empties the editor', async () => {
		const {editor, waitForFrame} = setup({history: ['first', 'second']});
		editor().recall(-1);
		await waitForFrame('[second|6]');
		editor().recall(-1);
		await waitForFrame('[first|5]');
		editor().recall(-1);
		await waitForFrame('[first|5]');
		editor().recall(1);
		await waitForFrame('[second|6]');
		editor().recall(1);
		await waitForFrame('[|0]');
	});

	it('complete: an @path is filled as far as the paths agree, and the candidates are listed', async () => {
		const {editor, waitForFrame, completePath} = setup({paths: ['src/', 'src/app.ts', 'README.md']});
		editor().edit({type: 'insert', text: 'see @s'});
		await waitForFrame('[see @s|6]');
		editor().complete();
		await waitForFrame('[see @src/|9] paths:src/,src/app.ts');
		expect(completePath).toHaveBeenCalledWith('s');
		editor().clearPathSuggestions();
		await waitForFrame(frame => frame.endsWith('paths:'));
	});

	it('complete: a single file ends with a space, and the list is emptied', async () => {
		const {editor, waitForFrame} = setup({paths: ['README.md']});
		editor().edit({type: 'insert', text: '@RE'});
		await waitForFrame('[@RE|3]');
		editor().complete();
		await waitForFrame('[@README.md |11] paths:');
	});

	it('complete: a /command is finished with the first suggestion', async () => {
		const {editor, waitForFrame} = setup();
		editor().edit({type: 'insert', text: '/he'});
		await waitForFrame('[/he|3]');
		editor().complete();
		await waitForFrame('[/help |6]');
	});

	it('replace puts text in the editor with the cursor at its end', async () => {
		const {editor, waitForFrame} = setup();
		editor().replace('from the queue');
		await waitForFrame('[from the queue|14]');
	});
});
