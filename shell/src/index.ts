import { isStaffPath } from '@managewell/api/contract';

// The shell owns the routing at the top: /app (and the template's /full-calendar) is the staff
// back office; every other path is the public site, which the server has already rendered and
// which only needs the public-site remote to come alive. Each branch is its own chunk, so a
// visitor never downloads the back office (antd, the router, the session) and staff never
// download the site.
// The dynamic import is also Module Federation's async boundary for the shared singletons.
if (isStaffPath(location.pathname)) import('./bootstrap');
else import('./public/boot');
