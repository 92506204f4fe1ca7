import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteSettingsProvider } from '../app/SiteContext';
import { EnquiryProvider } from '../enquiry/EnquiryContext';
import { siteSettings } from './siteFixture';

/** Renders frame pieces with settings, the enquiry popup and an in-memory location. */
export function renderWithSite(
  ui: ReactNode,
  options: { path?: string; settings?: ReturnType<typeof siteSettings> } = {},
) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <Router hook={location.hook}>
      <SiteSettingsProvider settings={options.settings ?? siteSettings()}>
        <EnquiryProvider>{ui}</EnquiryProvider>
      </SiteSettingsProvider>
    </Router>,
  );
  return { ...result, location };
}
