/**
 * What cctui asks of a connected editor (seed 003: an IDE extension's MCP server over WebSocket).
 * The connection (src/ide/) implements it; the permission flow uses it to open a proposed change in
 * the editor, where the person may answer instead of in the terminal.
 */

/** openDiff's arguments, as the editor's tool names them. */
export interface DiffRequest {
	/** The file as it is on disk now (it may not exist yet). */
	readonly oldFilePath: string;
	/** Where the result goes (the same path for an edit). */
	readonly newFilePath: string;
	/** The whole file as it would be after the tool ran. */
	readonly newFileContents: string;
	/** The editor tab's name; closeTab takes the same name. */
	readonly tabName: string;
}

/** How the person left the diff in the editor. */
export type DiffOutcome =
	| {readonly kind: 'saved'; readonly contents: string}
	| {readonly kind: 'rejected'}
	/** The tab went away without an answer, or the editor is gone: answer in the terminal. */
	| {readonly kind: 'closed'; readonly reason: string};

export interface EditorLink {
	/** The editor's name for the status line ("VS Code", "Neovim"). */
	readonly name: string;
	/**
	 * Shows the diff and waits until the person saves or rejects it there, then closes its tab. Aborting
	 * `signal` (the person answered in the terminal first) closes the tab and settles as closed.
	 */
	openDiff(request: DiffRequest, signal: AbortSignal): Promise<DiffOutcome>;
	/** Closes a tab openDiff opened; a tab already gone is not an error. */
	closeTab(tabName: string): Promise<void>;
	/** Opens a file in the editor (after a tool changed it, when the person turned that on). */
	openFile(path: string): Promise<void>;
}
