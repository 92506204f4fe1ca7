// First: zod must not use eval under the Content-Security-Policy (see the module).
import '@managewell/api/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLayoutToDocument, readStoredLayout } from './layout/configurator/layoutSettings';
import { AuthFrame, type AuthVariant } from './pages/auth/AuthFrame';
import { type Credentials, SignInForm } from './pages/auth/SignInForm';
import './styles.css';

/**
 * A cold visit of the sign-in page with no stored session: the page renders with React alone
 * (no router, no antd, no API client). Pressing "Sign in" downloads the session library and
 * the back office while the credentials are checked; once signed in, the back office starts on
 * the same URL and its guest-only guard takes the person to their home.
 */
export function startSignIn(variant: AuthVariant) {
  applyLayoutToDocument(readStoredLayout());
  const element = document.getElementById('root')!;
  const root = createRoot(element);

  const submit = async (credentials: Credentials) => {
    const app = import('./bootstrap');
    app.catch(() => {}); // a failed download is reported below, once signed in
    const { signIn } = await import('@managewell/auth');
    await signIn(credentials);
    const { start } = await app;
    root.unmount();
    start();
  };

  root.render(
    <StrictMode>
      <AuthFrame variant={variant} title="Sign in" subtitle="Staff back office">
        <SignInForm variant={variant} onSubmit={submit} />
      </AuthFrame>
    </StrictMode>,
  );
}
