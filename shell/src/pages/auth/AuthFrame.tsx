import { usePageTitle } from '@managewell/ui/title';
import type { ReactNode } from 'react';

/**
 * The five auth page designs of the template (signin-1…5 and friends) share their
 * forms; only the frame around the form differs. The frame is plain markup styled like an
 * antd card (styles.css), so the sign-in page can render before antd is downloaded.
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
  return (
    <main className={`mw-auth mw-auth-v${variant}`}>
      {(variant === 2 || variant === 4) && (
        <section className="mw-auth-aside" aria-hidden>
          <h2>Managewell</h2>
          <p>Leads, quotations, people and the public website of your pool business, in one place.</p>
        </section>
      )}
      <div className="mw-auth-main">
        <div className={`mw-auth-card${variant === 3 ? ' mw-auth-card-outlined' : ''}`}>
          <div className="mw-auth-logo" aria-hidden>
            M
          </div>
          <h3 className="mw-auth-title">{title}</h3>
          {subtitle && <p className="mw-auth-subtitle">{subtitle}</p>}
          {children}
        </div>
      </div>
    </main>
  );
}
