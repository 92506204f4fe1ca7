import type { PublicPageResponse, PublicSiteState, SiteSettings } from '@managewell/api/contract';
import type { EndpointPath } from '@managewell/api/endpoints';
import { loadRemoteModule } from '../federation/remotes';

interface PublicSiteApp {
  mount(element: HTMLElement, state: PublicSiteState): void;
}

// The id of the state element (contract SITE_STATE_ELEMENT_ID), written out so that this chunk
// does not pull the contract's schemas in.
const STATE_ELEMENT_ID = 'mw-site-state';

function embeddedState(): PublicSiteState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PublicSiteState;
  } catch {
    return null;
  }
}

// Written out and checked against their declarations, for the same reason.
const SETTINGS_ENDPOINT: EndpointPath<'site.settings'> = '/api/website-frontend/setting';
const PAGE_ENDPOINT: EndpointPath<'site.page'> = '/api/website-frontend/page';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { success: T }).success;
}

/** Without server rendering (the shell's dev server), the state is fetched instead. */
async function fetchedState(): Promise<PublicSiteState> {
  const path = location.pathname;
  const [settings, response] = await Promise.all([
    getJson<SiteSettings>(SETTINGS_ENDPOINT),
    getJson<PublicPageResponse>(`${PAGE_ENDPOINT}?path=${encodeURIComponent(path)}`),
  ]);
  if (response.status === 301) {
    location.replace(response.redirect);
    return new Promise(() => {});
  }
  return { settings, status: response.status, page: response.page };
}

async function start(root: HTMLElement) {
  const state = embeddedState() ?? (await fetchedState());
  const site = await loadRemoteModule<PublicSiteApp>('public-site', 'app');
  site.mount(root, state);
}

const root = document.getElementById('root')!;
start(root).catch((error: unknown) => {
  // The server-rendered page stays usable (its links are plain links); only the interactive
  // parts (menus, forms) are missing. Without a rendered page, say so.
  console.error('The website could not start', error);
  if (!embeddedState()) {
    root.innerHTML =
      '<main style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
      '<h1>The website could not load</h1><p>Please check your connection and reload the page.</p></main>';
  }
});
