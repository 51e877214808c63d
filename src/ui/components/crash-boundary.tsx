/**
 * Catches an error thrown while rendering and hands it to the crash path (restore the terminal, one line, exit 1).
 * Ink's own boundary would draw a stack trace over the transcript, and tell only its exit promise.
 */
import {Component, type ReactNode} from 'react';

interface Props {
	readonly onCrash: (error: unknown) => void;
	readonly children: ReactNode;
}

export class CrashBoundary extends Component<Props, {failed: boolean}> {
	override state = {failed: false};

	static getDerivedStateFromError(): {failed: boolean} {
		return {failed: true};
	}

	override componentDidCatch(error: unknown): void {
		this.props.onCrash(error);
	}

	override render(): ReactNode {
		return this.state.failed ? null : this.props.children;
	}
}
