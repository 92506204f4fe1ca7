import { GuestOnly, RequireAuth, STAFF_AREAS } from '@managewell/auth';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { StaffLayout } from '../layout/StaffLayout';
import { RouteErrorPage } from '../pages/misc/RouteErrorPage';
import { AreaGate, BackupsGate, OutboxGate } from '../session/AreaGate';
import { SessionGate } from '../session/SessionGate';
import { ScrollToTop } from './ScrollToTop';
import { UnknownAppPath } from './UnknownAppPath';

/**
 * Every page outside the staff layout is a chunk of its own, downloaded when a route shows it
 * (antd is shared per component, so each chunk brings only the components it uses). The layout
 * and the area loader are part of the app's first chunk: the back office starts on a signed-in
 * page (the sign-in page itself starts without it, signInBoot.tsx), and a chunk of their own
 * would only add round trips before the first page.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<ComponentProps<M[K]>> }));
}

type ComponentProps<C> = C extends ComponentType<infer P> ? P : never;

const SignInPage = page(() => import('../pages/auth/SignInPage'), 'SignInPage');
const SignUpPage = page(() => import('../pages/auth/SignUpPage'), 'SignUpPage');
const ResetPasswordPage = page(() => import('../pages/auth/ResetPasswordPage'), 'ResetPasswordPage');
const ChangePasswordPage = page(() => import('../pages/auth/ChangePasswordPage'), 'ChangePasswordPage');
const ProfileSettingsPage = page(() => import('../pages/auth/ProfileSettingsPage'), 'ProfileSettingsPage');
const TabsAuthPage = page(() => import('../pages/auth/TabsAuthPage'), 'TabsAuthPage');
const LandingPage = page(() => import('../pages/misc/LandingPage'), 'LandingPage');
const ComingSoonPage = page(() => import('../pages/misc/MaintenancePages'), 'ComingSoonPage');
const ErrorPage = page(() => import('../pages/misc/MaintenancePages'), 'ErrorPage');
const OfflinePage = page(() => import('../pages/misc/MaintenancePages'), 'OfflinePage');
const NotFoundPage = page(() => import('../pages/misc/NotFoundPage'), 'NotFoundPage');
const MapFormPage = page(() => import('../pages/site-survey/MapFormPage'), 'MapFormPage');
const CalendarPage = page(() => import('../pages/calendar/CalendarPage'), 'CalendarPage');
const PublicSiteRemote = page(() => import('../public/PublicSiteRemote'), 'PublicSiteRemote');
const OutboxPage = page(() => import('../pages/outbox/OutboxPage'), 'OutboxPage');
const BackupsPage = page(() => import('../pages/backups/BackupsPage'), 'BackupsPage');
const OutboxMailPage = page(() => import('../pages/outbox/OutboxMailPage'), 'OutboxMailPage');

const VARIANTS = [1, 2, 3, 4, 5] as const;
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

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
      // The newsletter list lives in the website-admin area, behind its role check.
      { path: 'auth/subscribe', element: <Navigate to="/app/website-admin/subscribers" replace /> },
      { path: '404', element: <NotFoundPage /> },
      { path: 'maintenance/coming-soon', element: <ComingSoonPage /> },
      { path: 'maintenance/error', element: <ErrorPage /> },
      { path: 'maintenance/offline-ui', element: <OfflinePage /> },

      // Role areas, behind the login guard and the layout; each area is a remote.
      {
        element: signedIn(<StaffLayout />),
        children: [
          ...STAFF_AREAS.map((area) => ({
            path: `${area}/*`,
            element: (
              <AreaGate area={area}>
                <RemoteArea area={area} />
              </AreaGate>
            ),
          })),
          // The site survey of a lead (verification and sales; the page refuses other roles).
          { path: 'auth/map-form', element: <MapFormPage /> },
          // The mail outbox of the roles that send mail (quotations, offer letters, payslips).
          {
            path: 'outbox',
            element: (
              <OutboxGate>
                <OutboxPage />
              </OutboxGate>
            ),
          },
          {
            path: 'outbox/:id',
            element: (
              <OutboxGate>
                <OutboxMailPage />
              </OutboxGate>
            ),
          },
          // When the server's backups ran and what they keep (a failed backup's notification opens it).
          {
            path: 'backups',
            element: (
              <BackupsGate>
                <BackupsPage />
              </BackupsGate>
            ),
          },
        ],
      },
      { path: '*', element: <UnknownAppPath /> },
    ],
  },
  // The company calendar (see docs/decisions/0043-calendar-layers.md): signed in, in the back-office layout (header chat and bell).
  {
    path: '/full-calendar',
    errorElement: <RouteErrorPage />,
    element: (
      <SessionGate>
        <ScrollToTop />
        {signedIn(<StaffLayout />)}
      </SessionGate>
    ),
    children: [{ index: true, element: <CalendarPage /> }],
  },
  // The public marketing website: its own remote and layout.
  { path: '*', element: <PublicSiteRemote />, errorElement: <RouteErrorPage /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
