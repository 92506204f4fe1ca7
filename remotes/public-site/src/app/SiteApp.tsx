import type { PublicPage, PublicSiteState } from '@managewell/api/contract';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { type BaseLocationHook, Router, useLocation } from 'wouter';
import { EnquiryProvider } from '../enquiry/EnquiryContext';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { PAGES } from '../pages/registry';
import { updateDocumentHead } from './documentHead';
import { InTheBrowser } from './HydrateWhenSeen';
import { inSitePathOfClick } from './internalLinks';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageProblem } from './PageProblem';
import { SiteSettingsProvider, useSettings } from './SiteContext';
import { usePageNavigation } from './usePageNavigation';

function PageView({ page }: { page: PublicPage }) {
  const Page = PAGES[page.kind] as ComponentType<{ page: PublicPage }>;
  return <Page page={page} />;
}

/** After a client-side navigation: scroll, head tags, focus and an announcement. */
function useShowNewPage(page: PublicPage, shownCount: number, announce: (text: string) => void) {
  const { header } = useSettings();
  useEffect(() => {
    if (shownCount === 0) return; // the server's page: the browser handled all of this
    updateDocumentHead(page, header.company_name);
    const target = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    if (target) {
      target.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    announce(page.seo.title);
  }, [page, shownCount, header.company_name, announce]);
}

/** The frame of every public page: header, the current page (kept in step with the URL), footer. */
function SiteFrame({ initial }: { initial: { page: PublicPage; status: 200 | 404 } }) {
  const [location, navigate] = useLocation();
  const navigation = usePageNavigation(initial, location, navigate);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  useShowNewPage(navigation.page, navigation.shownCount, setAnnouncement);

  // Hydrated: the page is interactive (end-to-end tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.siteReady = 'true';
  }, []);

  // Plain same-site links (e.g. inside rich text) navigate without a page load.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const path = inSitePathOfClick(event, window.location.origin, window.location.pathname);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div ref={root} className="site">
      <div
        className="site-progress"
        role="progressbar"
        aria-label="Loading the page"
        hidden={!navigation.loading}
      />
      <Header />
      <main id="main" className="site-main" aria-busy={navigation.loading}>
        {navigation.error ? (
          <PageProblem message={navigation.error} onRetry={navigation.retry} />
        ) : (
          <PageErrorBoundary resetKey={navigation.page.path}>
            {/* Suspense boundaries (never suspended) split the hydration: the frame, the page
                and the footer are each hydrated and committed in a task of their own, so no
                single commit covers the whole page (no long task; see docs/decisions/0016-hydration-when-seen.md). */}
            <Suspense fallback={null}>
              <PageView page={navigation.page} />
            </Suspense>
          </PageErrorBoundary>
        )}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <p className="site-visually-hidden" aria-live="polite">
        {announcement ? `Page loaded: ${announcement}` : ''}
      </p>
    </div>
  );
}

export interface SiteAppProps {
  state: PublicSiteState;
  /** Server rendering: the path being rendered (wouter's ssrPath). */
  ssrPath?: string;
  /** Tests: a memory location instead of the browser's. */
  locationHook?: BaseLocationHook;
}

/** The whole public site for one state document; the same tree renders on the server and hydrates in the browser. */
export function SiteApp({ state, ssrPath, locationHook }: SiteAppProps) {
  const routerProps = {
    ...(ssrPath !== undefined ? { ssrPath } : {}),
    ...(locationHook ? { hook: locationHook } : {}),
  };
  return (
    <Router {...routerProps}>
      <InTheBrowser value={ssrPath === undefined}>
        <SiteSettingsProvider settings={state.settings}>
          <EnquiryProvider>
            <SiteFrame initial={{ page: state.page, status: state.status }} />
          </EnquiryProvider>
        </SiteSettingsProvider>
      </InTheBrowser>
    </Router>
  );
}
