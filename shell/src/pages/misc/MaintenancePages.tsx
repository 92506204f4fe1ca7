import type { EndpointPath } from '@managewell/api/endpoints';
import { LazyResult as Result, usePageTitle } from '@managewell/ui';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

// Only the status matters here, so a plain fetch of the contract's typed path does.
const HEALTH_ENDPOINT: EndpointPath<'health.check'> = '/api/health';

/** /app/maintenance/coming-soon */
export function ComingSoonPage() {
  usePageTitle('Coming soon');
  return (
    <main className="mw-centre">
      <Result
        status="info"
        title="Coming soon"
        subTitle="This part of Managewell is being prepared. Check back shortly."
        extra={<Link to="/app/">Back to Managewell</Link>}
      />
    </main>
  );
}

/** /app/maintenance/error */
export function ErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <main className="mw-centre">
      <Result
        status="500"
        title="Something went wrong"
        subTitle="We could not complete that. Please try again; if it keeps happening, tell your administrator."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </main>
  );
}

type ConnectionState = 'offline' | 'back-online' | 'online';

/** What the offline page says in each state; the document title and the heading are the same words. */
const CONNECTION_TEXT: Record<ConnectionState, { title: string; message: string }> = {
  offline: {
    title: 'You are offline',
    message: 'Managewell needs a connection. Nothing you saved is lost; this page notices when you are back.',
  },
  'back-online': {
    title: 'You are back online',
    message: 'The connection is back. You can carry on where you left off.',
  },
  online: {
    title: 'You are online',
    message: 'Your connection is working. You can carry on where you left off.',
  },
};

/**
 * /app/maintenance/offline-ui: says "offline" while the browser is offline, follows the
 * browser's online/offline events, and offers to go back once the connection returns.
 * "Try again" asks the server, for when the browser's own idea of being online is wrong.
 */
export function OfflinePage() {
  const navigate = useNavigate();
  const [state, setState] = useState<ConnectionState>(() => (navigator.onLine ? 'online' : 'offline'));
  const [checking, setChecking] = useState(false);
  const { title, message } = CONNECTION_TEXT[state];
  usePageTitle(title);
  useEffect(() => {
    const update = () => setState(navigator.onLine ? 'back-online' : 'offline');
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  const retry = async () => {
    setChecking(true);
    try {
      const answer = await fetch(HEALTH_ENDPOINT, { cache: 'no-store' });
      setState(answer.ok ? 'back-online' : 'offline');
    } catch {
      setState('offline');
    } finally {
      setChecking(false);
    }
  };
  const offline = state === 'offline';
  return (
    <main className="mw-centre">
      <Result
        status={offline ? 'warning' : 'success'}
        title={title}
        subTitle={<span role="status">{message}</span>}
        extra={
          offline ? (
            <Button type="primary" loading={checking} onClick={() => void retry()}>
              Try again
            </Button>
          ) : (
            <Button type="primary" onClick={() => navigate(-1)}>
              Go back
            </Button>
          )
        }
      />
    </main>
  );
}
