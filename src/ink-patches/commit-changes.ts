/**
 * Whether a React commit changed what Ink draws. Ink draws the whole frame at once after every commit that
 * touches <Static>. Static writes new items in one commit, then removes them in a second (its layout effect
 * moves its index past them), and that second commit changes nothing on the screen: Ink laid out and painted
 * the live region again for nothing, after about half of all commits while claude streams (146 of 303 in
 * benchmark 3's burst). scripts/bundle-patches.mjs passes Ink's host config through `watchCommits`, and Ink's
 * `resetAfterCommit` skips that draw when `takeTreeChanged()` says the commit changed nothing else.
 *
 * Every hook that changes Ink's tree counts, except Static removing children it has written (Ink drew each
 * commit that added one) or getting new props (its box only places those children). A hook not known here to
 * leave the tree alone counts too, so a React or Ink that adds one draws as often as before rather than
 * missing a change. Upstream (Ink 7.1 too) draws after both commits.
 */

interface InkNode {
	readonly internal_static?: boolean;
}

type Hook = (...args: never[]) => unknown;

/** Ink's hooks that leave its tree alone: render-phase work on nodes not yet attached, scheduling, priorities. */
const LEAVE_TREE: ReadonlySet<string> = new Set([
	'getRootHostContext',
	'getChildHostContext',
	'prepareForCommit',
	'preparePortalMount',
	'resetAfterCommit',
	'shouldSetTextContent',
	'createInstance',
	'createTextInstance',
	'appendInitialChild',
	'finalizeInitialChildren',
	'getPublicInstance',
	'scheduleMicrotask',
	'scheduleCallback',
	'cancelCallback',
	'shouldYield',
	'now',
	'scheduleTimeout',
	'cancelTimeout',
	'beforeActiveInstanceBlur',
	'afterActiveInstanceBlur',
	'detachDeletedInstance',
	'getInstanceFromNode',
	'prepareScopeUpdate',
	'getInstanceFromScope',
	'setCurrentUpdatePriority',
	'getCurrentUpdatePriority',
	'resolveUpdatePriority',
	'maySuspendCommit',
	'resetFormInstance',
	'requestPostPaintCallback',
	'shouldAttemptEagerTransition',
	'trackSchedulerEvent',
	'resolveEventType',
	'resolveEventTimeStamp',
	'preloadInstance',
	'startSuspendingCommit',
	'suspendInstance',
	'waitForCommitToBeReady',
]);

/** Hooks whose first argument is the node changed: Static's box, when it is the one, is no change. */
const STATIC_LEAVES_FRAME: ReadonlySet<string> = new Set(['removeChild', 'commitUpdate']);

// Commits run one at a time, from their first change to resetAfterCommit, so one flag serves every Ink instance.
let treeChanged = false;

/** Whether the tree changed since the last call: Ink's resetAfterCommit asks once a commit. */
export function takeTreeChanged(): boolean {
	const changed = treeChanged;
	treeChanged = false;
	return changed;
}

/** Ink's host config, each hook that may change the tree noting that it did. */
export function watchCommits<Config extends object>(config: Config): Config {
	const watched: Record<string, unknown> = {...(config as Record<string, unknown>)};
	for (const [name, hook] of Object.entries(config)) {
		if (typeof hook !== 'function' || LEAVE_TREE.has(name)) continue;
		const original = hook as Hook;
		watched[name] = STATIC_LEAVES_FRAME.has(name)
			? (node: InkNode, ...rest: never[]) => {
					if (!node.internal_static) treeChanged = true;
					return original(node as never, ...rest);
				}
			: (...args: never[]) => {
					treeChanged = true;
					return original(...args);
				};
	}
	return watched as Config;
}
