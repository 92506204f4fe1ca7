import { PageSpinner } from '@managewell/ui';
import { type ReactNode, Suspense, use, useMemo, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteModule, type RemoteName } from './remotes';

interface Props<T> {
  remote: RemoteName;
  exposed: string;
  /** Name people know the area by, for the error message. */
  label: string;
  render: (module: T) => ReactNode;
  fallback?: ReactNode;
}

/**
 * Downloads `./<exposed>` of a remote the first time it is rendered, shows a spinner
 * meanwhile, and an in-place error with a retry when the remote cannot be loaded.
 */
export function RemoteSlot<T>({ remote, exposed, label, render, fallback = <PageSpinner /> }: Props<T>) {
  const [attempt, setAttempt] = useState(0);
  const module = useMemo(
    () => loadRemoteModule<{ default: T }>(remote, exposed, attempt > 0),
    [remote, exposed, attempt],
  );
  return (
    <RemoteBoundary key={attempt} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Resolved module={module} render={render} />
      </Suspense>
    </RemoteBoundary>
  );
}

function Resolved<T>({
  module,
  render,
}: {
  module: Promise<{ default: T }>;
  render: (module: T) => ReactNode;
}) {
  return <>{render(use(module).default)}</>;
}
