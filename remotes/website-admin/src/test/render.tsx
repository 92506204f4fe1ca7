import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';

/** The current location, so tests can read what the page wrote to the URL. */
export const currentLocation: { pathname: string; search: string } = { pathname: '', search: '' };

function LocationProbe() {
  const location = useLocation();
  currentLocation.pathname = location.pathname;
  currentLocation.search = location.search;
  return null;
}

/**
 * Renders a page at `url` inside antd's <App> and a data router, with the page as a
 * descendant route, the way the shell renders a remote's pages.
 */
export function renderAt(url: string, path: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LocationProbe />
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<div>Elsewhere</div>} />
            </Routes>
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}

export function searchParamsNow(): URLSearchParams {
  return new URLSearchParams(currentLocation.search);
}
