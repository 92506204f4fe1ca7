/**
 * The server-rendering bundle (rspack.ssr.config.mjs → dist-ssr/render.mjs), loaded by the
 * server to answer public URLs with complete HTML:
 * - `render(state)`: the site's HTML, hydrated later by the './app' remote's `mount`;
 * - `css`: every stylesheet of the site, minified, in cascade order, inlined in <head>;
 * - `THEME_SCRIPT`: put right after <body> opens, applies the stored dark mode before paint;
 * - `PAGE_SCRIPT`: the browser script of these pages (src/page.ts), relative to remoteEntry.js.
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

declare const __PAGE_SCRIPT__: string | null;

/**
 * The site's own page script (src/page.ts, file name relative to the remote's remoteEntry.js), or
 * null when it was not built: the server then serves the page with the shell's script instead.
 */
export const PAGE_SCRIPT: string | null = __PAGE_SCRIPT__;

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
