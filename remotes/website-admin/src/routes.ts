import type { AreaModule, AreaRoute } from '@managewell/ui';
import { FOOTER_COLUMNS, footerLinkPath } from './pages/settings/footerLinks';
import { STUDIO_PAGES } from './studio/sections';

/**
 * /app/website-admin/… (SPEC 2: Website-admin). Every content route is one of the studio's
 * generic pages (studio/sections.ts); the leads, settings, media and the homes dashboard are
 * built with the media library and registered here without a page.
 * `{product}` is the brand word from site settings: `:whyProduct` answers only why-{brand}.
 */
const studio = (): AreaRoute[] =>
  STUDIO_PAGES.map((page) => ({
    path: page.path,
    title: page.title,
    page: () => import('./studio/pages').then((m) => m.studioPage(page)),
  }));

export const websiteAdminArea: AreaModule = {
  area: 'website-admin',
  build: __MW_BUILD__,
  routes: [
    // The leads inbox, settings, media library and the homes dashboard (media-library work).
    {
      path: 'homes',
      title: 'Home',
      page: () => import('./pages/homes/HomesPage').then((m) => m.HomesPage),
    },
    {
      path: 'contact-form',
      title: 'Contact',
      page: () => import('./pages/leads/WebsiteLeadsPage').then((m) => m.ContactInboxPage),
    },
    {
      path: 'resume',
      title: 'Common Job',
      page: () => import('./pages/leads/WebsiteLeadsPage').then((m) => m.GeneralApplicationsPage),
    },
    {
      path: 'individual-position-resume',
      title: 'Resume',
      page: () => import('./pages/leads/WebsiteLeadsPage').then((m) => m.JobApplicationsPage),
    },
    {
      path: 'leads/:id',
      title: 'Website lead',
      page: () => import('./pages/leads/WebsiteLeadPage').then((m) => m.WebsiteLeadPage),
    },
    {
      path: 'settings',
      title: 'Setting',
      page: () => import('./pages/settings/SettingsPage').then((m) => m.SettingsPage),
    },
    {
      path: 'enquiry',
      title: 'Common Enquiry',
      page: () => import('./pages/leads/WebsiteLeadsPage').then((m) => m.EnquiryInboxPage),
    },
    {
      path: 'subscribers',
      title: 'Subscribe',
      page: () => import('./pages/subscribers/SubscribersPage').then((m) => m.SubscribersPage),
    },
    {
      path: 'media-library',
      title: 'Media library',
      page: () => import('./pages/media/MediaLibraryPage').then((m) => m.MediaLibraryPage),
    },
    {
      path: 'export-import',
      title: 'Export / import',
      page: () => import('./pages/transfer/ExportImportPage').then((m) => m.ExportImportPage),
    },
    // setting/footer/{service,project,product}/redirectToEdit/:id (pages/settings/footerLinks.ts)
    ...FOOTER_COLUMNS.map(({ column, one }) => ({
      path: footerLinkPath(column, ':id'),
      title: `Edit footer ${one}`,
      page: () => import('./pages/settings/FooterLinkPage').then((m) => m.footerLinkPage(column)),
    })),
    // The content studio
    ...studio(),
    {
      path: ':whyProduct',
      title: 'Why us',
      page: () => import('./studio/pages').then((m) => m.WhyProductPage),
    },
  ],
};

export default websiteAdminArea;
