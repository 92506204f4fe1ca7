/**
 * The server-rendering bundle (rspack.ssr.config.mjs → dist-ssr/render.mjs), loaded by the
 * server to answer public URLs with complete HTML:
 * - `render(state)`: the site's HTML, hydrated later by the './app' remote's `mount`;
 * - `css`: every stylesheet of the site, minified, in cascade order, inlined in <head>;
 * - `THEME_SCRIPT`: put right after <body> opens, applies the stored dark mode before paint.
 */
import type { PublicSiteState } from '@managewell/api/contract';
import appCss from './app/app.css?raw';
import { renderSite } from './app/renderSite';
import blocksCss from './blocks/blocks.css?raw';
import enquiryCss from './enquiry/enquiry.css?raw';
import formsCss from './forms/forms.css?raw';
import layoutCss from './layout/layout.css?raw';
import pagesCss from './pages/pages.css?raw';
import searchCss from './search/search.css?raw';
import tokensCss from './styles/tokens.css?raw';

export { THEME_SCRIPT } from './theme/theme';

/** Tokens first, then the frame, then the page blocks and pages (which may refine the frame). */
export const css: string = [
  tokensCss,
  appCss,
  layoutCss,
  formsCss,
  enquiryCss,
  searchCss,
  blocksCss,
  pagesCss,
].join('\n');

export function render(state: PublicSiteState): string {
  return renderSite(state);
}
