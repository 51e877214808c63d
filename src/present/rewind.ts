/** Rewind in the picker's words: what a dry run found. */
import type {FilePreview} from '../state/rewind.js';
import {plural} from '../text/plural.js';

/** One line for the picker: what restoring the files to before this prompt would change. */
export function previewSummary(preview: FilePreview | undefined): string {
	if (preview === undefined) return 'checking files…';
	if (preview.kind === 'unavailable') return `files: ${preview.reason}`;
	if (preview.files.length === 0) return 'no file changes to undo';
	return `${plural(preview.files.length, 'file')} +${preview.insertions} −${preview.deletions}`;
}
