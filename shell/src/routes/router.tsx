import { GuestOnly, RequireAuth, STAFF_AREAS } from '@managewell/auth';
import type { ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { StaffLayout } from '../layout/StaffLayout';
import { ChangePasswordPage } from '../pages/auth/ChangePasswordPage';
import { ProfileSettingsPage } from '../pages/auth/ProfileSettingsPage';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { SignInPage } from '../pages/auth/SignInPage';
import { SignUpPage } from '../pages/auth/SignUpPage';
import { TabsAuthPage } from '../pages/auth/TabsAuthPage';
import { LandingPage } from '../pages/misc/LandingPage';
import { ComingSoonPage, ErrorPage, OfflinePage } from '../pages/misc/MaintenancePages';
import { NotFoundPage } from '../pages/misc/NotFoundPage';
import { RouteErrorPage } from '../pages/misc/RouteErrorPage';
import { TemplatePage } from '../pages/misc/TemplatePage';
import { PublicSiteRemote } from '../public/PublicSiteRemote';
import { AreaGate } from '../session/AreaGate';
import { SessionGate } from '../session/SessionGate';
import { ScrollToTop } from './ScrollToTop';
import { UnknownAppPath } from './UnknownAppPath';

const VARIANTS = [1, 2, 3, 4, 5] as const;
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const template = (title: string) => <TemplatePage title={title} />;

/**
 * The route table (SPEC 2). Staff pages live under /app behind the session gate;
 * each role area is one remote, loaded on first visit; everything else is the public site.
 */
export const routes: RouteObject[] = [
  {
    path: '/app',
    errorElement: <RouteErrorPage />,
    element: (
      <SessionGate>
        <ScrollToTop />
        <Outlet />
      </SessionGate>
    ),
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'landing', element: <LandingPage /> },

      // Auth and misc (no layout)
      ...VARIANTS.map((v) => ({ path: `auth/signin-${v}`, element: guest(<SignInPage variant={v} />) })),
      ...VARIANTS.map((v) => ({ path: `auth/signup-${v}`, element: guest(<SignUpPage variant={v} />) })),
      ...VARIANTS.map((v) => ({
        path: `auth/reset-password-${v}`,
        element: guest(<ResetPasswordPage variant={v} />),
      })),
      { path: 'auth/change-password', element: signedIn(<ChangePasswordPage />) },
      { path: 'auth/profile-settings', element: signedIn(<ProfileSettingsPage />) },
      { path: 'auth/tabs-auth', element: guest(<TabsAuthPage />) },
      { path: 'auth/map-form', element: template('Map form') },
      { path: 'auth/subscribe', element: template('Subscribe') },
      { path: '404', element: <NotFoundPage /> },
      { path: 'maintenance/coming-soon', element: <ComingSoonPage /> },
      { path: 'maintenance/error', element: <ErrorPage /> },
      { path: 'maintenance/offline-ui', element: <OfflinePage /> },

      // Role areas, behind the login guard and the layout; each area is a remote.
      {
        element: signedIn(<StaffLayout />),
        children: STAFF_AREAS.map((area) => ({
          path: `${area}/*`,
          element: (
            <AreaGate area={area}>
              <RemoteArea area={area} />
            </AreaGate>
          ),
        })),
      },
      { path: '*', element: <UnknownAppPath /> },
    ],
  },
  { path: '/full-calendar', element: template('Calendar'), errorElement: <RouteErrorPage /> },
  // The public marketing website: its own remote and layout.
  { path: '*', element: <PublicSiteRemote />, errorElement: <RouteErrorPage /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
