import type { PublicPage, SiteSettings } from '@managewell/api/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteSettingsProvider } from '../../app/SiteContext';
import { EnquiryProvider } from '../../enquiry/EnquiryContext';
import { PAGES } from '../registry';
import { settings as defaultSettings } from './fixtures';

/** Renders inside the providers the app gives every page (settings, enquiry popup, router). */
export function renderWithSite(
  ui: ReactElement,
  { path = '/', settings = defaultSettings }: { path?: string; settings?: SiteSettings } = {},
) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <SiteSettingsProvider settings={settings}>
        <EnquiryProvider>{ui}</EnquiryProvider>
      </SiteSettingsProvider>
    </Router>,
  );
}

/** Renders a page document with the component the registry picks for its kind. */
export function renderPage(page: PublicPage, search = '') {
  const Page = PAGES[page.kind] as (props: { page: PublicPage }) => ReactElement;
  return renderWithSite(<Page page={page} />, { path: `${page.path}${search}` });
}
