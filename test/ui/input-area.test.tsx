/** What the empty input says: while claude works, whether a message typed now steers the turn or waits for its end. */
import {describe, expect, it} from 'vitest';
import {InputArea} from '../../src/ui/components/input-area.js';
import {emptyEditor} from '../../src/ui/editor.js';
import {render} from '../helpers/render.js';

const area = (busy: boolean, steering: boolean) =>
	render(
		<InputArea
			editor={emptyEditor}
			childRunning
			busy={busy}
			steering={steering}
			queue={[{uuid: 'q1', text: 'also check the readme', sent: true}]}
			suggestions={[]}
			paths={[]}
			columns={80}
			rows={24}
		/>,
	).frame();

describe('the input while claude works', () => {
	it('says a message steers the turn when claude takes one mid-turn, else that it is queued; idle, that Enter sends', () => {
		expect(area(true, true)).toContain('Type to steer: claude reads it at its next step…');
		expect(area(true, false)).toContain('Type to queue the next message…');
		expect(area(false, true)).toContain('Ask Claude anything');
		expect(area(true, true)).toContain('⏳ queued: also check the readme');
	});
});
