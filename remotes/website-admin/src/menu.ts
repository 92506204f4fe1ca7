import type { MenuItem } from '@managewell/ui';

const base = '/app/website-admin';
const link = (path: string, title: string): MenuItem => ({
  key: `${base}/${path}`,
  title,
  path: `${base}/${path}`,
});
const sub = (key: string, title: string, icon: string, children: MenuItem[]): MenuItem => ({
  key,
  title,
  icon,
  children,
});

/** SPEC 2, sidebar for website-admin, in the spec's order. */
export const websiteAdminMenu: MenuItem[] = [
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
  { ...link('why-us', 'Why Us'), icon: 'star' },
  { ...link('awards/add', 'Awards'), icon: 'trophy' },
  { ...link('clients/add', 'Clients'), icon: 'bank' },
  { ...link('testimonials/add', 'Testimonials'), icon: 'message' },
  { ...link('teams/add', 'Teams'), icon: 'team' },
  { ...link('faqs/add', 'FAQs'), icon: 'question' },
  { ...link('disclaimers', 'Disclaimer'), icon: 'file' },
  { ...link('privacy', 'Privacy'), icon: 'lock' },
  { ...link('terms', 'Terms And Condition'), icon: 'audit' },
  { ...link('settings', 'Setting'), icon: 'setting' },
  sub('leads', 'Leads', 'inbox', [
    link('resume', 'Common Job'),
    link('individual-position-resume', 'Resume'),
    link('contact-form', 'Contact'),
    link('enquiry', 'Common Enquiry'),
  ]),
];

export default websiteAdminMenu;
