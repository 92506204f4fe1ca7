import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { afterSignInTarget } from './areas';
import { useSession } from './hooks';

export const SIGN_IN_PATH = '/app/auth/signin-1';
export const CHANGE_PASSWORD_PATH = '/app/auth/change-password';

/** Authenticated pages: a signed-out visitor goes to sign-in, and comes back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isLoggedIn || !session.user) {
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: location.pathname + location.search }} />;
  }
  // A temporary password from HR: nothing else until the user has chosen their own.
  if (session.user.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return <>{children}</>;
}

/**
 * Guest-only pages (sign-in and friends): a signed-in user goes to their role's home,
 * or, right after signing in, back to the page that sent them to sign in.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isLoggedIn && session.user) {
    if (session.user.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={afterSignInTarget(session.user.role, from)} replace />;
  }
  return <>{children}</>;
}
