/**
 * The public site's own page script (rspack.page.config.mjs → dist/page.<hash>.js): the server
 * puts it, instead of the shell's script, into every server-rendered public page. A visitor
 * downloads React and the site, and no Module Federation runtime, shell or remote entry; the
 * back office (/app) is a separate page with the shell. It hydrates the rendered HTML with the
 * state the server embedded; without that state there is nothing to hydrate, and the rendered
 * page stays usable as plain HTML (its links are plain links).
 */
import type { PublicSiteState } from '@managewell/api/contract';
import { mount } from './client';

/** The id of the state element (contract SITE_STATE_ELEMENT_ID), written out so that this entry
 * does not pull in the contract's schemas. */
const STATE_ELEMENT_ID = 'mw-site-state';

function embeddedState(): PublicSiteState | null {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicSiteState;
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
const state = embeddedState();
if (root && state) {
  mount(root, state);
} else {
  console.error('The website could not start: the page has no embedded state');
}
