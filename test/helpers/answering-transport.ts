/** A FakeTransport whose "claude" answers each control request cctui sends, as the test says. */
import {FakeTransport} from './fake-transport.js';

/** A success with this response, an error with this text, or no answer at all. */
export type Answer = {response: Record<string, unknown>} | {error: string} | 'silent';

export class AnsweringTransport extends FakeTransport {
	constructor(private readonly answer: (request: Record<string, unknown>) => Answer) {
		super();
	}

	override write(line: string): boolean {
		const ok = super.write(line);
		const frame = JSON.parse(line) as {type: string; request_id?: string; request?: Record<string, unknown>};
		if (ok && frame.type === 'control_request' && frame.request) {
			const answer = this.answer(frame.request);
			const id = frame.request_id!;
			if (answer !== 'silent')
				queueMicrotask(() =>
					this.emit({
						type: 'control_response',
						response:
							'error' in answer
								? {subtype: 'error', request_id: id, error: answer.error}
								: {subtype: 'success', request_id: id, response: answer.response},
					}),
				);
		}
		return ok;
	}
}
