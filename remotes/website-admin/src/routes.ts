import type { AreaModule, AreaRoute } from '@managewell/ui';

/**
 * /app/website-admin/… (SPEC 2: Website-admin). Built in the website-admin issue.
 * `{product}` is the brand word from site settings, so `why-{product}` pages are
 * matched by a parameter (`:whyProduct`, e.g. "why-aquaspark").
 */
const edit = (path: string, title: string): AreaRoute => ({ path: `${path}/redirectToEdit/:id`, title });

export const websiteAdminArea: AreaModule = {
  area: 'website-admin',
  build: __MW_BUILD__,
  routes: [
    // Lists and pages
    {
      path: 'homes',
      title: 'Home',
      page: () => import('./pages/homes/HomesPage').then((m) => m.HomesPage),
    },
    { path: 'contacts', title: 'Contact Us' },
    {
      path: 'contact-form',
      title: 'Contact',
      page: () => import('./pages/leads/WebsiteLeadsPage').then((m) => m.ContactInboxPage),
    },
    { path: 'careers', title: 'Careers' },
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
    { path: 'abouts', title: 'About Us' },
    { path: 'disclaimers', title: 'Disclaimer' },
    { path: 'terms', title: 'Terms And Condition' },
    { path: 'privacy', title: 'Privacy' },
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
      path: 'media-library',
      title: 'Media library',
      page: () => import('./pages/media/MediaLibraryPage').then((m) => m.MediaLibraryPage),
    },
    { path: ':whyProduct', title: 'Why us' },
    // Add pages
    { path: 'blogs/add', title: 'Blog' },
    { path: 'blogs/banner/add', title: 'Blog banner' },
    { path: 'news-and-updates/add', title: 'News And Update' },
    { path: 'news-and-updates/banner/add', title: 'News banner' },
    { path: 'awards/add', title: 'Awards' },
    { path: 'clients/add', title: 'Clients' },
    { path: 'testimonials/add', title: 'Testimonials' },
    { path: 'teams/add', title: 'Teams' },
    { path: 'faqs/add', title: 'FAQs' },
    { path: 'projects/add', title: 'Project' },
    { path: 'projects/banner/add', title: 'Projects banner' },
    { path: 'projects/category/add', title: 'Project category' },
    { path: 'products/banner/add', title: 'Products banner' },
    { path: 'products/category/add', title: 'Product category' },
    { path: 'products/subCategory/add', title: 'Sub Category' },
    { path: 'products/detail/add', title: 'Product detail' },
    { path: 'services/add', title: 'Service' },
    { path: 'services/banner/add', title: 'Services banner' },
    { path: 'renolits/add', title: 'Renolit main page' },
    { path: 'renolits/category/add', title: 'Renolit category' },
    // Edit pages
    edit('home/banner', 'Edit home banner'),
    edit('home/service', 'Edit home service'),
    edit('home/product', 'Edit home product'),
    edit('home/award', 'Edit home award'),
    edit('home/blog', 'Edit home blog'),
    edit('home/client', 'Edit home client'),
    edit('home/testimonial', 'Edit home testimonial'),
    edit('job-listing/department', 'Edit department'),
    edit('job-listing', 'Edit job listing'),
    edit('job-listing/:jobId/responsibility', 'Edit responsibility'),
    edit('job-listing/:jobId/required-skill', 'Edit required skill'),
    edit('blogs', 'Edit blog'),
    edit('blogs/:blogId/relatedBlog', 'Edit related blog'),
    edit('news-and-updates', 'Edit news and update'),
    edit('news-and-updates/:newsAndUpdateId/relatedNewsAndUpdate', 'Edit related news'),
    edit('awards', 'Edit award'),
    edit('clients', 'Edit client'),
    edit('testimonials', 'Edit testimonial'),
    edit('testimonials/parallelImage', 'Edit parallax image'),
    edit('teams', 'Edit team member'),
    edit('faqs', 'Edit FAQ'),
    edit('projects', 'Edit project'),
    edit('projects/category', 'Edit project category'),
    edit('projects/:projectId/galleryImage', 'Edit gallery image'),
    edit('products/category', 'Edit product category'),
    edit('products/subCategory', 'Edit sub category'),
    edit('products/detail', 'Edit product detail'),
    edit('products/:productId/specification', 'Edit specification'),
    edit('products/:productId/similarProduct', 'Edit similar product'),
    edit('products/:productId/customerReview', 'Edit customer review'),
    edit('products/:productId/otherProduct', 'Edit other product'),
    edit('services', 'Edit service'),
    edit('services/:serviceId/advantage', 'Edit service advantage'),
    edit('services/:serviceId/aboutService', 'Edit about the service'),
    edit('services/:serviceId/project', 'Edit service project'),
    edit('renolits/category', 'Edit renolit category'),
    edit('renolits/category/:categoryId/membraneTexture', 'Edit membrane texture'),
    edit(
      'renolits/category/:categoryId/membraneTexture/:textureId/galleryImage',
      'Edit texture gallery image',
    ),
    edit('renolits/category/:categoryId/benefit', 'Edit benefit'),
    edit('setting/footer/service', 'Edit footer service'),
    edit('setting/footer/project', 'Edit footer project'),
    edit('setting/footer/product', 'Edit footer product'),
    edit(':whyProduct/usp', 'Edit USP'),
  ],
};

export default websiteAdminArea;
