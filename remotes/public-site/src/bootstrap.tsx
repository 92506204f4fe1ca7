/**
 * The standalone page for the public-site team (pnpm --filter @managewell/public-site dev):
 * loads the settings and the page for the current URL from the API (proxied by the dev server
 * to API_URL, default http://localhost:3000) and renders the site, with its CSS.
 */
import type { PublicPageResponse, SiteSettings } from '@managewell/api/contract';
import './styles/tokens.css';
import './app/app.css';
import './layout/layout.css';
import './forms/forms.css';
import './enquiry/enquiry.css';
import './search/search.css';
import './blocks/blocks.css';
import './pages/pages.css';
import type { EndpointPath } from '@managewell/api/endpoints';
import { mount } from './client';
import { readStoredTheme, showTheme } from './theme/theme';

// The paths are written here (checked against their declarations): the route table stays off the first page.
const SETTINGS_ENDPOINT: EndpointPath<'site.settings'> = '/api/website-frontend/setting';
const PAGE_ENDPOINT: EndpointPath<'site.page'> = '/api/website-frontend/page';

async function getSuccess<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { success?: T } | null;
  if (!body?.success) throw new Error(`${url} answered ${response.status} without a 'success' body.`);
  return body.success;
}

function showProblem(root: HTMLElement, message: string): void {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font:16px/1.5 system-ui,sans-serif;max-width:640px;margin:80px auto;padding:24px';
  const heading = document.createElement('h1');
  heading.textContent = 'The public site cannot start';
  const text = document.createElement('p');
  text.textContent = message;
  const hint = document.createElement('p');
  hint.textContent =
    'Start the server (pnpm dev at the repository root) or set API_URL for the dev server, then reload.';
  box.append(heading, text, hint);
  root.append(box);
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  showTheme(readStoredTheme());
  try {
    const path = window.location.pathname;
    const [settings, answer] = await Promise.all([
      getSuccess<SiteSettings>(SETTINGS_ENDPOINT),
      getSuccess<PublicPageResponse>(`${PAGE_ENDPOINT}?path=${encodeURIComponent(path)}`),
    ]);
    if (answer.status === 301) {
      window.location.replace(answer.redirect);
      return;
    }
    root.innerHTML = '';
    mount(root, { settings, status: answer.status, page: answer.page });
  } catch (error) {
    showProblem(root, error instanceof Error ? error.message : String(error));
  }
}

void start();
