import { ErrorState } from '@managewell/ui';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Name people know the area by, for the message. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that failed to download or crashed while rendering, and
 * offers a retry in place (the parent remounts this boundary with a new key): the layout and the rest of the app keep working.
 */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The ${this.props.label} module failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title={`The ${this.props.label} module could not be loaded`}
        message="Check your connection and try again. Everything else keeps working."
        onRetry={this.props.onRetry}
      />
    );
  }
}
