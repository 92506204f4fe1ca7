import { initialiseSession, useSession } from '@managewell/auth';
import { Spin } from 'antd';
import { type ReactNode, Suspense, useEffect } from 'react';

/**
 * SPEC 2/4: while the login state is initialising, a full-page top progress bar
 * (2px) with a small spinner (18px, top right) shows; then the app renders.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    initialiseSession();
  }, []);
  if (!session.isInitialised) return <Initialising />;
  // The pages are downloaded on first view (routes/router.tsx): the same bar meanwhile.
  return <Suspense fallback={<Initialising />}>{children}</Suspense>;
}

function Initialising() {
  return (
    <div className="mw-initialising" role="progressbar" aria-label="Loading your session">
      <div className="mw-initialising-bar" style={{ height: 2 }} />
      <Spin size="small" className="mw-initialising-spinner" style={{ fontSize: 18 }} />
    </div>
  );
}
