/** The person's message in a user message's content, as claude's session file and a recording's host side hold it. */
import type {UserContent} from '../protocol/types.js';
import type {UserInput} from '../protocol/attachments.js';
import {isForTheModel} from '../state/user-text.js';
import {promptWithImages} from './prompt-images.js';

/**
 * What the person typed: a string, or text blocks, with the images pasted beside them (their text names them,
 * `[Image #1]`). Anything else in the message (a tool result) makes it no typed prompt.
 */
export function typedPrompt(content: UserContent): UserInput | undefined {
	if (typeof content === 'string') return {text: content, attachments: []};
	const blocks = content.filter(block => block.type === 'text' && typeof block['text'] === 'string');
	const images = content.filter(block => block.type === 'image');
	if (blocks.length === 0 || blocks.length + images.length !== content.length) return undefined;
	const texts = blocks.map(block => block['text'] as string);
	// cctui sends the editor's selection (a reminder) and mentions (`@app.txt#L1-2`) as text blocks before the typed
	// one (protocol/attachments.ts): context again, as live, not the person's words, which would read as for the model.
	const leading = texts.slice(0, -1);
	const context = leading.every(isEditorContext) ? leading : [];
	const text = texts.slice(context.length).join('\n');
	const contexts = context.map(part => ({kind: 'context', id: 0, text: part}) as const);
	if (images.length === 0) return {text, attachments: contexts};
	const withImages = promptWithImages(text, images);
	return {...withImages, attachments: [...contexts, ...withImages.attachments]};
}

const MENTION = /^@\S+$/;
const isEditorContext = (text: string): boolean => isForTheModel(text) || MENTION.test(text);
