import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageProblem } from './PageProblem';

/**
 * Keeps the header and footer working when a page component fails: shows a plain message
 * with a retry instead. A new `resetKey` (the page path) clears the failure on navigation.
 */
export class PageErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A public page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) {
      return (
        <PageProblem
          message="Something went wrong while showing this page."
          onRetry={() => this.setState({ failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
