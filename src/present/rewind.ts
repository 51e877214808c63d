/** Rewind in the picker's words: what a dry run found. */
import type {FilePreview} from '../state/rewind.js';
import {plural} from '../text/plural.js';

/** One line for the picker: what restoring the files to before this prompt would change. */
export function previewSummary(preview: FilePreview | undefined): string {
	if (preview === undefined) return 'checking files…';
	if (preview.kind === 'unavailable') return `files: ${preview.reason}`;
	const restored =
		preview.files.length === 0
			? 'no file changes to undo'
			: `${plural(preview.files.length, 'file')} +${preview.insertions} −${preview.deletions}`;
	const untouched = preview.untouched?.length ?? 0;
	return untouched === 0 ? restored : `${restored} · ${plural(untouched, 'file')} a subagent changed not restored`;
}
