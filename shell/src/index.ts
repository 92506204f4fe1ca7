import { isStaffPath } from '@managewell/api/contract';
import { SESSION_STORAGE_KEY } from '@managewell/auth/session';

// The shell owns the routing at the top: /app (and the template's /full-calendar) is the staff
// back office; every other path is the public site, which the server has already rendered and
// which only needs the public-site remote to come alive. Each branch is its own chunk, so a
// visitor never downloads the back office (antd, the router, the session) and staff never
// download the site. A cold visit of the sign-in page with no stored session gets the sign-in
// form alone (signInBoot.tsx): the back office is downloaded when the person signs in.
// The dynamic import is also Module Federation's async boundary for the shared singletons.
const path = location.pathname;
const signInVariant = /^\/app\/auth\/signin-([1-5])\/?$/.exec(path)?.[1];

function hasStoredSession() {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

if (signInVariant && !hasStoredSession()) {
  import('./signInBoot').then(({ startSignIn }) => startSignIn(Number(signInVariant) as 1 | 2 | 3 | 4 | 5));
} else if (isStaffPath(path)) {
  import('./bootstrap').then(({ start }) => start());
} else {
  import('./public/boot');
}
