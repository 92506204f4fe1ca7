import type { AreaModule, AreaRoute } from '@managewell/ui';
import { STUDIO_PAGES } from './studio/sections';

/**
 * /app/website-admin/… (SPEC 2: Website-admin). Every content route is one of the studio's
 * generic pages (studio/sections.ts); the leads, settings, media and the homes dashboard are
 * built by the media-library work (issue 10, wa-library) and registered here without a page.
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
    // Built with the media library (wa-library): their pages replace these entries on merge.
    { path: 'homes', title: 'Home' },
    { path: 'contact-form', title: 'Contact' },
    { path: 'resume', title: 'Common Job' },
    { path: 'individual-position-resume', title: 'Resume' },
    { path: 'settings', title: 'Setting' },
    { path: 'enquiry', title: 'Common Enquiry' },
    { path: 'setting/footer/service/redirectToEdit/:id', title: 'Edit footer service' },
    { path: 'setting/footer/project/redirectToEdit/:id', title: 'Edit footer project' },
    { path: 'setting/footer/product/redirectToEdit/:id', title: 'Edit footer product' },
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
