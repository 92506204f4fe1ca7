/**
 * Component-test helpers for the remotes' pages (sales, verification, website-admin …): render a page
 * at a URL the way the shell does, read the URL it wrote, pick an antd Select option.
 */
import { render, screen, waitFor } from '@testing-library/react';
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

/**
 * Picks `option` in the antd Select labelled `label` (antd renders its options in a portal). A
 * LazySelect (`@managewell/ui/lazy-fields`) loads antd's Select on that click: its first import
 * in jsdom can take seconds on a busy machine, hence the longer wait for the list.
 */
export async function chooseOption(
  user: { click: (element: Element) => Promise<void> },
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const found = await waitFor(
    () => {
      const element = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
        (item) => item.getAttribute('title') === option && !item.closest('.ant-select-dropdown-hidden'),
      );
      if (!element) throw new Error(`No option "${option}" in the "${label}" list`);
      return element;
    },
    { timeout: 15_000 },
  );
  await user.click(found);
}
