/**
 * Loads React, its JSX runtime and Ink in their production builds, once, before any UI module.
 * React's development build does extra checks on every render; React picks its build from
 * NODE_ENV when it first loads, so NODE_ENV is set only for that moment and claude still gets the
 * environment it was given. Only UI modes load Ink (its own chunks of the bundle): errors, --help,
 * export and plain output stay fast.
 */
export async function preloadUi(): Promise<void> {
	const ownNodeEnv = process.env['NODE_ENV'] === undefined;
	if (ownNodeEnv) process.env['NODE_ENV'] = 'production';
	try {
		// All three together: a component compiled to import the JSX runtime must get the same build as React.
		await Promise.all([import('react'), import('react/jsx-runtime'), import('ink')]);
	} finally {
		if (ownNodeEnv) delete process.env['NODE_ENV'];
	}
}
