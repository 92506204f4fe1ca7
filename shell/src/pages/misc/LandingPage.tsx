import { homeOf, useSession } from '@managewell/auth';
import { usePageTitle } from '@managewell/ui';
import { Button, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** /app/ and /app/landing: where signed-out staff arrive. */
export function LandingPage() {
  usePageTitle('Welcome');
  const { user } = useSession();
  return (
    <main className="mw-landing">
      <div className="mw-landing-inner">
        <div className="mw-auth-logo" aria-hidden>
          M
        </div>
        <Typography.Title>Managewell</Typography.Title>
        <Typography.Paragraph className="mw-landing-lead">
          The back office of your pool business: leads from the website and the phone, quotations and designs,
          your people, and the public website itself.
        </Typography.Paragraph>
        {user ? (
          <Link to={homeOf(user.role)}>
            <Button type="primary" size="large">
              Continue as {user.username}
            </Button>
          </Link>
        ) : (
          <Link to="/app/auth/signin-1">
            <Button type="primary" size="large">
              Staff sign-in
            </Button>
          </Link>
        )}
        <p style={{ marginTop: 24 }}>
          <a href="/">Visit the public website</a>
        </p>
      </div>
    </main>
  );
}
