import { usePageTitle } from '@managewell/ui';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The five auth page designs of the template (signin-1…5 and friends) share their
 * forms; only the frame around the form differs.
 */
export type AuthVariant = 1 | 2 | 3 | 4 | 5;

export function AuthFrame({
  variant = 1,
  title,
  subtitle,
  children,
}: {
  variant?: AuthVariant;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  const card = (
    <Card className="mw-auth-card" variant={variant === 3 ? 'outlined' : 'borderless'}>
      <div className="mw-auth-logo" aria-hidden>
        M
      </div>
      <Typography.Title level={3} style={{ marginTop: 8, marginBottom: 4, textAlign: 'center' }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
  return (
    <main className={`mw-auth mw-auth-v${variant}`}>
      {(variant === 2 || variant === 4) && (
        <section className="mw-auth-aside" aria-hidden>
          <h2>Managewell</h2>
          <p>Leads, quotations, people and the public website of your pool business, in one place.</p>
        </section>
      )}
      <div className="mw-auth-main">{card}</div>
    </main>
  );
}
