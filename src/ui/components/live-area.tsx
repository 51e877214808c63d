/**
 * The live region as the moment needs it: whole, with its spinner and retry notice; or, while a
 * prompt asks, only its last few rows, quiet, as context above the prompt (none when the prompt
 * needs the whole screen).
 */
import {Box} from 'ink';
import type {ComponentProps} from 'react';
import {LiveRegion} from './live-region.js';

type LiveAreaProps = ComponentProps<typeof LiveRegion> & {
	/** Set while a prompt asks: the rows left for context above it. */
	readonly contextRows?: number | undefined;
};

export function LiveArea({contextRows, ...live}: LiveAreaProps) {
	if (contextRows === undefined) return <LiveRegion {...live} />;
	if (contextRows <= 0) return null;
	return (
		<Box flexDirection="column" height={contextRows} overflow="hidden" justifyContent="flex-end">
			{/* Its own height, the top cut off: in fewer rows Yoga would squeeze its rows onto each other. */}
			<Box flexDirection="column" flexShrink={0}>
				<LiveRegion items={live.items} view={live.view} busy={false} retry={undefined} thinkingTokens={undefined} />
			</Box>
		</Box>
	);
}
