// The frames both stand-in claudes (fake-claude.mjs, streaming-claude.mjs) write on stdout, as claude's
// stream-json mode does.

export const send = frame => process.stdout.write(`${JSON.stringify({session_id: 'bench-session', ...frame})}\n`);

/** The `init` claude sends at the start of every turn. */
export const sendInit = tools =>
	send({
		type: 'system',
		subtype: 'init',
		cwd: process.cwd(),
		model: 'fake',
		permissionMode: 'default',
		tools,
		claude_code_version: '0.0.0-bench',
	});

/** The turn's successful result, answering the user message `uuid`. */
export const sendResult = (uuid, outputTokens = 1) =>
	send({
		type: 'result',
		subtype: 'success',
		is_error: false,
		result: 'ok',
		duration_ms: 1,
		num_turns: 1,
		total_cost_usd: 0,
		usage: {input_tokens: 1, output_tokens: outputTokens},
		user_message_uuids: [uuid],
	});

/** An empty success for a control request cctui sends (initialize and the like). */
export const answerControlRequest = message =>
	send({type: 'control_response', response: {subtype: 'success', request_id: message.request_id, response: {}}});
