import type { EndpointPath } from '@managewell/api/endpoints';
import { type MenuItem, menuFromRoutes } from '@managewell/ui';
import { websiteAdminArea } from './routes';
import { OTHER_PAGES } from './studio/sections';

const base = '/app/website-admin';
// The path only, typed against the contract: the route table stays out of the menu module.
const SETTINGS_ENDPOINT: EndpointPath<'site.settings'> = '/api/website-frontend/setting';
const link = (path: string, title: string) => ({ path, title });
const sub = (key: string, title: string, icon: string, items: { path: string; title: string }[]) => ({
  key,
  title,
  icon,
  items,
});

/**
 * The brand word of "Why {product}" (site settings, public and cached). The menu module waits
 * for it (top-level await); without an answer within 3 s the entry says "Why us".
 */
async function brandWord(): Promise<string | null> {
  try {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 3000);
    const response = await fetch(SETTINGS_ENDPOINT, { signal: controller.signal });
    clearTimeout(timer);
    if (!response.ok) return null;
    const body = (await response.json()) as { success?: { header?: { brand?: string } } };
    const brand = body.success?.header?.brand;
    return typeof brand === 'string' && /^[a-z0-9-]+$/.test(brand) ? brand : null;
  } catch {
    return null;
  }
}

/** 'Why Tarang' → why-tarang. */
export function whyEntry(brand: string | null): MenuItem {
  const word = brand ?? 'us';
  const path = `${base}/why-${word}`;
  return { key: path, title: `Why ${word[0]!.toUpperCase()}${word.slice(1)}`, path, icon: 'star' };
}

const brand = typeof window === 'undefined' ? null : await brandWord();

/** SPEC 2, sidebar for website-admin, in the spec's order; links name routes of the area (checked). */
export const websiteAdminMenu: MenuItem[] = [
  ...menuFromRoutes(websiteAdminArea, [
    { ...link('homes', 'Home'), icon: 'home' },
    sub('renolits', 'Renolits', 'appstore', [
      link('renolits/add', 'Main Page'),
      link('renolits/category/add', 'Category'),
    ]),
    sub('services', 'Services', 'tool', [
      link('services/banner/add', 'Banner'),
      link('services/add', 'Service'),
    ]),
    sub('projects', 'Projects', 'project', [
      link('projects/banner/add', 'Banner'),
      link('projects/category/add', 'Category'),
      link('projects/add', 'Project'),
    ]),
    sub('products', 'Products', 'shopping', [
      link('products/banner/add', 'Banner'),
      link('products/category/add', 'Category'),
      link('products/subCategory/add', 'Sub Category'),
      link('products/detail/add', 'Detail'),
    ]),
    { ...link('abouts', 'About Us'), icon: 'info' },
    { ...link('contacts', 'Contact Us'), icon: 'phone' },
    sub('news', 'News And Updates', 'notification', [
      link('news-and-updates/banner/add', 'Banner'),
      link('news-and-updates/add', 'News And Update'),
    ]),
    sub('blogs', 'Blogs', 'read', [link('blogs/banner/add', 'Banner'), link('blogs/add', 'Blog')]),
    { ...link('careers', 'Careers'), icon: 'solution' },
  ]),
  // Why {product} answers the brand word (the ':whyProduct' route), so it is placed apart.
  whyEntry(brand),
  ...menuFromRoutes(websiteAdminArea, [
    { ...link('awards/add', 'Awards'), icon: 'trophy' },
    { ...link('clients/add', 'Clients'), icon: 'bank' },
    { ...link('testimonials/add', 'Testimonials'), icon: 'message' },
    { ...link('teams/add', 'Teams'), icon: 'team' },
    { ...link('faqs/add', 'FAQs'), icon: 'question' },
    { ...link('disclaimers', 'Disclaimer'), icon: 'file' },
    { ...link('privacy', 'Privacy'), icon: 'lock' },
    { ...link('terms', 'Terms And Condition'), icon: 'audit' },
    sub(
      'other-pages',
      'Other pages',
      'file',
      OTHER_PAGES.map((p) => link(p.path, p.title)),
    ),
    { ...link('settings', 'Setting'), icon: 'setting' },
    { ...link('media-library', 'Media library'), icon: 'picture' },
    { ...link('export-import', 'Export / import'), icon: 'file' },
    { ...link('subscribers', 'Subscribe'), icon: 'notification' },
    sub('leads', 'Leads', 'inbox', [
      link('resume', 'Common Job'),
      link('individual-position-resume', 'Resume'),
      link('contact-form', 'Contact'),
      link('enquiry', 'Common Enquiry'),
    ]),
  ]),
];

export default websiteAdminMenu;
