/** The message editor hook on its own: a probe component shows its state and hands its API to the test. */
import {Text} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import type {ImageFile, ImageRead} from '../../src/protocol/attachments.js';
import type {SlashCommandInfo} from '../../src/protocol/types.js';
import {type MessageEditor, useMessageEditor} from '../../src/ui/use-message-editor.js';
import {render} from '../helpers/render.js';

const SHOT: ImageFile = {
	name: 'my shot.png',
	path: '/w/my shot.png',
	mediaType: 'image/png',
	data: 'iVBORw0K',
	bytes: 122_880,
};

function setup({
	history = [] as string[],
	paths = [] as string[],
	files = {} as Record<string, ImageRead>,
	commands = [] as SlashCommandInfo[],
} = {}) {
	const onHistory = vi.fn();
	const onError = vi.fn();
	const completePath = vi.fn((partial: string) => Promise.resolve(paths.filter(path => path.startsWith(partial))));
	const readImage = vi.fn((path: string) => Promise.resolve(files[path] ?? ({kind: 'none'} as const)));
	const api: {current?: MessageEditor} = {};
	function Probe() {
		const editor = useMessageEditor({history, onHistory, completePath, commands, readImage, onError});
		api.current = editor;
		return <Text>{`[${editor.editor.text}|${editor.editor.cursor}] paths:${editor.pathSuggestions.join(',')}`}</Text>;
	}
	const ui = render(<Probe />);
	const editor = () => api.current!;
	return {...ui, editor, onHistory, completePath, readImage, onError};
}

describe('useMessageEditor', () => {
	it('take: returns the message, keeps it in history, reports it and empties the editor', async () => {
		const {editor, onHistory, waitForFrame} = setup({history: ['older']});
		editor().edit({type: 'insert', text: 'hello'});
		await waitForFrame('[hello|5]');
		expect(editor().take()).toEqual({text: 'hello', attachments: []});
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

	it('recall: Up goes back through history from the newest, Down forward, and past the newest to the empty editor', async () => {
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

	it('recall: what was being typed is kept, and Down past the newest message brings it back', async () => {
		const {editor, waitForFrame} = setup({history: ['first', 'second']});
		editor().edit({type: 'insert', text: 'draft'});
		editor().edit({type: 'left'});
		await waitForFrame('[draft|4]');
		editor().recall(-1);
		await waitForFrame('[second|6]');
		editor().recall(-1);
		await waitForFrame('[first|5]');
		editor().recall(1);
		editor().recall(1);
		await waitForFrame('[draft|4]');
		// Below the draft there is nothing: Down leaves it.
		editor().recall(1);
		await waitForFrame('[draft|4]');
	});

	it('recall: with no history, Up and Down leave what is typed', async () => {
		const {editor, waitForFrame} = setup();
		editor().edit({type: 'insert', text: 'draft'});
		editor().recall(-1);
		editor().recall(1);
		await waitForFrame('[draft|5]');
	});

	it('recall: an edited message is kept as edited until a message is taken', async () => {
		const {editor, waitForFrame} = setup({history: ['first', 'second']});
		editor().recall(-1);
		editor().edit({type: 'insert', text: '!'});
		await waitForFrame('[second!|7]');
		editor().recall(-1);
		await waitForFrame('[first|5]');
		editor().recall(1);
		await waitForFrame('[second!|7]');
		expect(editor().take()?.text).toBe('second!');
		editor().recall(-1);
		editor().recall(-1);
		await waitForFrame('[second|6]');
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

	it('complete: keys typed after the Tab, before the paths are listed, come after the completion', async () => {
		const {editor, waitForFrame} = setup({paths: ['README.md']});
		editor().edit({type: 'insert', text: '@RE'});
		editor().complete();
		editor().edit({type: 'insert', text: 'abc'});
		await waitForFrame('[@README.md abc|14] paths:');
	});

	it('submit: an Enter before the paths are listed sends the message with the completion, where the Tab was', async () => {
		const {editor, onHistory, waitForFrame} = setup({paths: ['README.md']});
		const send = vi.fn();
		editor().edit({type: 'insert', text: 'see @RE'});
		editor().complete();
		editor().edit({type: 'insert', text: 'now'});
		editor().submit(send);
		editor().edit({type: 'insert', text: 'next'});
		await vi.waitFor(() => expect(send).toHaveBeenCalledWith({text: 'see @README.md now', attachments: []}));
		expect(onHistory).toHaveBeenCalledWith('see @README.md now');
		await waitForFrame('[next|4] paths:');
	});

	it('complete: a second Tab before the paths are listed acts on the text as the first leaves it, never filling twice', async () => {
		const {editor, waitForFrame, completePath} = setup();
		// As complete-path.ts lists them: a folder's entries.
		completePath.mockImplementation((partial: string) =>
			Promise.resolve(
				({R: ['README.md'], s: ['src/'], 'src/': ['src/app.ts']} as Record<string, string[]>)[partial] ?? [],
			),
		);
		editor().edit({type: 'insert', text: '@R'});
		editor().complete();
		editor().complete();
		await waitForFrame('[@README.md |11] paths:');
		editor().replace('see @s');
		editor().complete();
		editor().complete();
		await waitForFrame('[see @src/app.ts |16] paths:');
		const send = vi.fn();
		editor().replace('@s');
		editor().complete();
		editor().complete();
		editor().submit(send);
		await vi.waitFor(() => expect(send).toHaveBeenCalledWith({text: '@src/app.ts ', attachments: []}));
	});

	it('complete: a path changed before its paths are listed is not completed', async () => {
		const {editor, completePath} = setup({paths: ['README.md']});
		editor().edit({type: 'insert', text: '@RE'});
		editor().complete();
		editor().edit({type: 'backspace'});
		// The editor's own handler of the listing runs first.
		await completePath.mock.results[0]!.value;
		expect(editor().get()).toEqual({text: '@R', cursor: 2});
	});

	it('complete: the only /command that starts with what was typed is finished', async () => {
		const {editor, waitForFrame} = setup();
		editor().edit({type: 'insert', text: '/he'});
		await waitForFrame('[/he|3]');
		editor().complete();
		await waitForFrame('[/help |6]');
	});

	it('complete: of several /commands, only what they all start with is filled in, never one of them', async () => {
		const {editor, waitForFrame} = setup({commands: [{name: 'compact', description: 'compact'}]});
		editor().edit({type: 'insert', text: '/c'});
		editor().complete();
		expect(editor().get()).toEqual({text: '/c', cursor: 2});
		editor().replace('/con');
		editor().complete();
		await waitForFrame('[/context |9]');
		editor().replace('/mo');
		editor().complete();
		// /mode and /model: as far as they agree.
		await waitForFrame('[/mode|5]');
		editor().replace('/comp');
		editor().complete();
		await waitForFrame('[/compact |9]');
	});

	it('replace puts text in the editor with the cursor at its end', async () => {
		const {editor, waitForFrame} = setup();
		editor().replace('from the queue');
		await waitForFrame('[from the queue|14]');
	});

	const LINES = Array.from({length: 42}, (_, index) => `line ${index + 1}`).join('\n');

	it('paste: a long one is a placeholder, sent whole; history keeps the placeholder, and recalls it whole this run', async () => {
		const {editor, onHistory, waitForFrame} = setup();
		editor().edit({type: 'insert', text: 'fix '});
		editor().paste(LINES);
		await waitForFrame('[fix [Pasted text #1 +42 lines]|30]');
		editor().paste('x'.repeat(1001));
		await waitForFrame('[fix [Pasted text #1 +42 lines][Pasted text #2 +1 line]|54]');
		editor().edit({type: 'backspace'});
		await waitForFrame('[fix [Pasted text #1 +42 lines]|30]');
		expect(editor().take()).toEqual({
			text: 'fix [Pasted text #1 +42 lines]',
			attachments: [{kind: 'text', id: 1, text: LINES}],
		});
		expect(onHistory).toHaveBeenCalledWith('fix [Pasted text #1 +42 lines]');
		editor().recall(-1);
		await waitForFrame('[fix [Pasted text #1 +42 lines]|30]');
		expect(editor().take()?.attachments).toEqual([{kind: 'text', id: 1, text: LINES}]);
	});

	it('paste: a short one is text', async () => {
		const {editor, waitForFrame} = setup();
		editor().paste('two\nlines');
		await waitForFrame('[two\nlines|9]');
		expect(editor().take()).toEqual({text: 'two\nlines', attachments: []});
	});

	it('paste: a dropped image file is a placeholder with the image; history keeps its path', async () => {
		const {editor, onHistory, readImage, waitForFrame} = setup({
			files: {'/w/my shot.png': {kind: 'image', image: SHOT}},
		});
		editor().edit({type: 'insert', text: 'what is '});
		editor().paste("'/w/my shot.png' ");
		await waitForFrame('[what is [Image #1 my shot.png 120 KB] |38]');
		expect(readImage).toHaveBeenCalledWith('/w/my shot.png');
		expect(editor().take()).toEqual({
			text: 'what is [Image #1 my shot.png 120 KB] ',
			attachments: [{kind: 'image', id: 1, ...SHOT}],
		});
		expect(onHistory).toHaveBeenCalledWith("what is '/w/my shot.png' ");
	});

	it('paste: a path that is no image stays text; one that cannot be attached says why and stays text', async () => {
		const {editor, onError, waitForFrame} = setup({files: {'big.png': {kind: 'error', message: 'big.png is 9 MB'}}});
		editor().paste('notes.txt');
		await waitForFrame('[notes.txt|9]');
		editor().paste(' big.png');
		await waitForFrame('[notes.txt big.png|17]');
		expect(onError).toHaveBeenCalledWith('big.png is 9 MB');
		expect(editor().take()).toEqual({text: 'notes.txt big.png', attachments: []});
	});

	it('putBack: a message taken back comes with its attachments, numbered on after the ones here', async () => {
		const {editor, waitForFrame} = setup();
		editor().putBack([{text: 'see [Pasted text #4 +42 lines]', attachments: [{kind: 'text', id: 4, text: LINES}]}]);
		await waitForFrame('[see [Pasted text #4 +42 lines]|30]');
		editor().edit({type: 'insert', text: ' '});
		editor().paste(LINES);
		await waitForFrame('[see [Pasted text #4 +42 lines] [Pasted text #5 +42 lines]|57]');
		expect(
			editor()
				.take()
				?.attachments.map(attachment => attachment.id),
		).toEqual([4, 5]);
	});

	it('putBack: an image read back from a session file (no path) is sent again; history keeps its placeholder', async () => {
		const {editor, onHistory, waitForFrame} = setup();
		const image = {kind: 'image', id: 1, ...SHOT, path: ''} as const;
		editor().putBack([{text: 'what is [Image #1 my shot.png 120 KB]', attachments: [image]}]);
		await waitForFrame('[what is [Image #1 my shot.png 120 KB]|37]');
		expect(editor().take()).toEqual({text: 'what is [Image #1 my shot.png 120 KB]', attachments: [image]});
		expect(onHistory).toHaveBeenCalledWith('what is [Image #1 my shot.png 120 KB]');
	});

	it('paste: numbers go on after those in history, so an old placeholder recalled never stands for a new paste', async () => {
		const {editor, waitForFrame, onError, onHistory} = setup({history: ['old [Pasted text #3 +42 lines]']});
		editor().paste(LINES);
		await waitForFrame('[[Pasted text #4 +42 lines]|26]');
		editor().recall(-1);
		await waitForFrame('[old [Pasted text #3 +42 lines]|30]');
		// From an earlier run: nothing stands behind it. It is not sent as its own words, and it stays to be mended.
		expect(editor().take()).toBeUndefined();
		expect(onError).toHaveBeenCalledWith(
			'Not sent: [Pasted text #3 +42 lines] was pasted in an earlier run, and cctui does not keep pastes; paste it again here.',
		);
		expect(onHistory).not.toHaveBeenCalled();
		expect(editor().get().text).toBe('old [Pasted text #3 +42 lines]');
		// Backspace takes the placeholder whole; then the rest goes.
		editor().edit({type: 'backspace'});
		await waitForFrame('[old |4]');
		expect(editor().take()).toEqual({text: 'old ', attachments: []});
	});

	it('paste: a dropped path is in the input at once, and becomes the placeholder where it is once the file is read', async () => {
		let found: (read: ImageRead) => void = () => undefined;
		const {editor, readImage, waitForFrame} = setup();
		readImage.mockReturnValueOnce(new Promise(resolve => (found = resolve)));
		editor().paste('/w/my\\ shot.png');
		editor().edit({type: 'insert', text: ' what?'});
		await waitForFrame('[/w/my\\ shot.png what?|21]');
		found({kind: 'image', image: SHOT});
		await waitForFrame('[[Image #1 my shot.png 120 KB] what?|35]');
	});

	it('paste: sent before the file is read, the message has the path (cli/typed-images.ts reads it) and nothing is put back', async () => {
		let found: (read: ImageRead) => void = () => undefined;
		const {editor, readImage, waitForFrame} = setup();
		readImage.mockReturnValueOnce(new Promise(resolve => (found = resolve)));
		editor().paste('/w/shot.png');
		expect(editor().take()).toEqual({text: '/w/shot.png', attachments: []});
		found({kind: 'image', image: SHOT});
		await new Promise(resolve => setTimeout(resolve, 20));
		await waitForFrame('[|0]');
	});
});
