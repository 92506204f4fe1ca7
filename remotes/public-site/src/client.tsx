import type { PublicSiteState } from '@managewell/api/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SiteApp } from './app/SiteApp';
import { reportWebVitals } from './vitals/reportWebVitals';
import { sendWebVital } from './vitals/sendWebVital';

/**
 * The remote's './app' entry, called by the shell with the state the server embedded
 * (script#mw-site-state). Hydrates the server-rendered HTML, or renders from scratch when the
 * element is empty (a page the server could not render). Then starts measuring Web Vitals.
 */
export function mount(element: HTMLElement, state: PublicSiteState): void {
  const app = (
    <StrictMode>
      <SiteApp state={state} />
    </StrictMode>
  );
  if (element.firstElementChild) {
    startTransition(() => {
      hydrateRoot(element, app, {
        onRecoverableError: (error) => console.warn('Public site: hydration recovered from', error),
      });
    });
  } else {
    createRoot(element).render(app);
  }
  reportWebVitals(process.env.NODE_ENV === 'production' ? sendWebVital : undefined);
}
