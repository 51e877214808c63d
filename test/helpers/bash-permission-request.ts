/** A can_use_tool request for a Bash call, as claude sends it (request `req-1`, call `toolu_1`). */
export const bashPermissionRequest = (command = 'touch marker.txt', description = 'Make a marker') => ({
	type: 'control_request',
	request_id: 'req-1',
	request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command, description}, tool_use_id: 'toolu_1'},
});
