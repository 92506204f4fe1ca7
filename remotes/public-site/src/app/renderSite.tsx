import type { PublicSiteState } from '@managewell/api/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteApp } from './SiteApp';

/** The HTML of the public site for one state document: exactly the tree `mount` hydrates. */
export function renderSite(state: PublicSiteState): string {
  return renderToString(
    <StrictMode>
      <SiteApp state={state} ssrPath={state.page.path} />
    </StrictMode>,
  );
}
