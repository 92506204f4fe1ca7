import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { NotBuiltYet, PageSpinner } from './states';
import { documentTitle } from './title';

/**
 * One page of a staff area, as a remote exposes it in `./routes`.
 * `path` is relative to the area's base (/app/<area>/); `page` loads the component
 * on first visit. A route without `page` is registered but not built yet.
 */
export interface AreaRoute {
  path: string;
  title: string;
  page?: () => Promise<ComponentType>;
}

export interface AreaModule {
  area: string;
  /** Which build of the remote this is (set at build time), shown under its pages. */
  build?: string;
  routes: AreaRoute[];
}

function toRouteObjects(area: string, routes: AreaRoute[], notFound: ComponentType): RouteObject[] {
  const NotFound = notFound;
  return [
    ...routes.map((route) => {
      const Page = route.page
        ? lazy(() => route.page!().then((Component) => ({ default: Component })))
        : null;
      return {
        path: route.path,
        handle: route.title,
        element: Page ? <Page /> : <NotBuiltYet title={route.title} area={area} />,
      };
    }),
    { path: '*', element: <NotFound /> },
  ];
}

/**
 * Renders an area's routes below the current route (descendant routes), sets the
 * document title from the matched page and shows a spinner while a page loads.
 */
export function AreaRoutesView({ module, notFound }: { module: AreaModule; notFound: ComponentType }) {
  const objects = useMemo(() => toRouteObjects(module.area, module.routes, notFound), [module, notFound]);
  const location = useLocation();
  const element = useRoutes(objects);
  useEffect(() => {
    const base = `/app/${module.area}`;
    const match = matchRoutes(objects, location.pathname, base)?.at(-1);
    const title = match?.route.handle;
    if (typeof title === 'string') document.title = documentTitle(title);
  }, [objects, location.pathname, module.area]);
  return (
    <>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
      {module.build && (
        <footer className="mw-build">
          {module.area} module · build {module.build}
        </footer>
      )}
    </>
  );
}
