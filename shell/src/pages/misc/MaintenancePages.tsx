import { usePageTitle } from '@managewell/ui';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

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

/** /app/maintenance/offline-ui: waits for the connection and offers to go back when it returns. */
export function OfflinePage() {
  usePageTitle('You are offline');
  const navigate = useNavigate();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <main className="mw-centre">
      <Result
        status={online ? 'success' : 'warning'}
        title={online ? 'You are back online' : 'You are offline'}
        subTitle={
          online
            ? 'The connection is back. You can carry on where you left off.'
            : 'Managewell needs a connection. Nothing you saved is lost; this page notices when you are back.'
        }
        extra={
          <Button type="primary" disabled={!online} onClick={() => navigate(-1)}>
            Go back
          </Button>
        }
      />
    </main>
  );
}
