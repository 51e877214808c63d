/**
 * EditorLink over a live connection. openDiff blocks in the editor until the person saves
 * (`FILE_SAVED`, then the contents) or rejects (`DIFF_REJECTED`) the change (seed 003); whatever
 * else ends it (an abort, the editor quitting, an answer of another shape) settles as closed, so
 * the question goes back to the terminal.
 */
import type {EditorConnection, ToolResult} from './editor-connection.js';
import type {DiffOutcome, DiffRequest, EditorLink} from './link.js';
import {jsonText} from '../text/json-text.js';

type Caller = Pick<EditorConnection, 'name' | 'callTool'>;

const texts = (result: ToolResult): string[] => result.content.map(part => part.text ?? '');

export function editorLink(connection: Caller): EditorLink {
	const closeTab = async (tabName: string): Promise<void> => {
		await connection.callTool('close_tab', {tab_name: tabName}).catch(() => undefined);
	};
	return {
		name: connection.name,
		closeTab,
		async openFile(filePath) {
			await connection.callTool('openFile', {filePath, preview: false, makeFrontmost: false});
		},
		openDiff(request: DiffRequest, signal: AbortSignal): Promise<DiffOutcome> {
			if (signal.aborted) return Promise.resolve({kind: 'closed', reason: 'answered in the terminal'});
			return new Promise(settle => {
				const onAbort = () => {
					void closeTab(request.tabName);
					settle({kind: 'closed', reason: 'answered in the terminal'});
				};
				signal.addEventListener('abort', onAbort, {once: true});
				connection
					.callTool('openDiff', {
						old_file_path: request.oldFilePath,
						new_file_path: request.newFilePath,
						new_file_contents: request.newFileContents,
						tab_name: request.tabName,
					})
					.then(
						result => {
							const [answer, contents] = texts(result);
							if (answer === 'FILE_SAVED')
								return {kind: 'saved', contents: contents ?? request.newFileContents} as const;
							if (answer === 'DIFF_REJECTED') return {kind: 'rejected'} as const;
							return {kind: 'closed', reason: `${connection.name} answered ${jsonText(answer ?? '')}`} as const;
						},
						(error: Error) => ({kind: 'closed', reason: `${connection.name}: ${error.message}`}) as const,
					)
					.then(outcome => {
						signal.removeEventListener('abort', onAbort);
						// As claude does after an answer: the tab has served its purpose (an abort closed it already).
						if (outcome.kind !== 'closed' && !signal.aborted) void closeTab(request.tabName);
						settle(outcome);
					});
			});
		},
	};
}
