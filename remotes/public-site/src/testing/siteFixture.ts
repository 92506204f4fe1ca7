/** Test data: a complete settings document and a simple page, shaped like the seed's. */
import type { PublicPage, PublicSiteState, SectionLinks, SiteSettings } from '@managewell/api/contract';

const sections: SectionLinks = {
  product_heading: 'Products',
  product_redirect: '/products',
  service_heading: 'Services',
  service_redirect: '/services',
  renolit_heading: 'RENOLIT',
  renolit_redirect: '/renolit',
  project_heading: 'Projects',
  project_redirect: '/swimming-pool-projects',
  about_heading: 'About Us',
  about_redirect: '/about-us',
  contact_heading: 'Contact Us',
  contact_redirect: '/contact',
  news_and_update_heading: 'News & Updates',
  news_and_update_redirect: '/news-and-update',
  why_us_heading: 'Why Tarang',
  why_us_redirect: '/why-tarang',
  gallery_heading: 'Gallery',
  gallery_redirect: '/swimming-pool-project-gallery',
};

export function siteSettings(overrides: { showRenolit?: boolean; showDealer?: boolean } = {}): SiteSettings {
  return {
    header: {
      ...sections,
      white_logo: '/media/site-logo-white/original.svg',
      colourful_logo: '/media/site-logo-colour/original.svg',
      logo_alt_title: 'Tarang Pools logo',
      call_icon: '/media/icon-call/original.svg',
      call_icon_alt_title: 'Call us',
      product: [
        {
          name: 'Filtration',
          path: '/products/filtration',
          children: [
            { name: 'Sand Filters', path: '/products/filtration/sand-filters' },
            { name: 'Cartridge Filters', path: '/products/filtration/cartridge-filters' },
          ],
        },
        { name: 'Lighting', path: '/products/lighting', children: [] },
      ],
      service: [
        { listing_name: 'Pool Construction', path: '/services/pool-construction' },
        { listing_name: 'Pool Maintenance', path: '/services/pool-maintenance' },
      ],
      renolit: [{ listing_name: 'Alkorplan Touch', path: '/renolit/alkorplan-touch' }],
      project: [{ name: 'Infinity Pools', path: '/swimming-pool-projects/infinity-pools' }],
      show_renolit_menu: overrides.showRenolit ?? false,
      tel: 'tel:+919820041275',
      phone_no: '+91 98200 41275',
      brand: 'tarang',
      company_name: 'Tarang Pools Pvt. Ltd.',
      search_placeholder: 'Search pools, equipment, projects or articles',
    },
    footer: {
      ...sections,
      footerData: {
        phone_1: '+91 98200 41275',
        phone_2: '022 4971 2200',
        email_id_1: 'enquiry@tarangpools.in',
        email_id_2: 'sales@tarangpools.in',
        international_email: 'export@tarangpools.in',
        address: 'Unit 14, LBS Marg, Vikhroli West, Mumbai 400079',
        copyright: '© 2026 Tarang Pools Pvt. Ltd. All rights reserved.',
        call_icon: '/media/icon-call/original.svg',
        call_icon_alt_title: 'Call us',
        whatsapp_no: '919820041275',
        whatsapp_text: 'Hello Tarang Pools, I would like a pool & spa.',
        whatsapp_icon: '/media/icon-whatsapp/original.svg',
        whatsapp_icon_alt_title: 'Chat on WhatsApp',
        brochure_pdf: '/media/brochure/original.pdf',
        logo: '/media/site-logo-white/original.svg',
        logo_alt_title: 'Tarang Pools logo',
        about_text: 'Pools across India since 2004.',
        enquire_banner_heading: 'Planning a pool?',
        enquire_banner_text: 'Tell us about your site.',
      },
      blog_heading: 'Blog',
      blog_redirect: '/blog',
      career_heading: 'Careers',
      career_redirect: '/careers',
      faq_heading: 'FAQ',
      faq_redirect: '/faq',
      disclaimer_heading: 'Disclaimer',
      disclaimer_redirect: '/disclaimer',
      privacy_policy_heading: 'Privacy Policy',
      privacy_policy_redirect: '/privacy-policy',
      terms_heading: 'Terms & Conditions',
      terms_redirect: '/terms-and-conditions',
      service: [{ name: 'Pool Construction', path: '/services/pool-construction' }],
      product: [{ name: 'Filtration', path: '/products/filtration' }],
      project: [{ name: 'Infinity Pools', path: '/swimming-pool-projects/infinity-pools' }],
      renolit: [{ name: 'Alkorplan Touch', path: '/renolit/alkorplan-touch' }],
      tel: 'tel:',
      mailto: 'mailto:',
      plus91: '+91',
      social: {
        facebook: { redirect: 'https://www.facebook.com/tarangpools', icon: '' },
        linkedin: { redirect: 'https://www.linkedin.com/company/tarangpools', icon: '' },
        instagram: { redirect: 'https://www.instagram.com/tarangpools', icon: '' },
        pinterest: { redirect: 'https://in.pinterest.com/tarangpools', icon: '' },
        youtube: { redirect: 'https://www.youtube.com/@tarangpools', icon: '' },
      },
      form: {
        makeAnEnquiry: 'Make an Enquiry',
        enquireNow: 'Enquire Now',
        name: 'Name',
        email: 'Email',
        phone_no: 'Phone Number',
        select: 'Select',
        message: 'Your query',
        submit: 'Submit',
      },
      enquiry_services: [
        { value: 'pool-construction', label: 'Pool Construction' },
        { value: 'pool-maintenance', label: 'Pool Maintenance' },
      ],
      find_dealer: {
        show: overrides.showDealer ?? false,
        heading: 'Find a dealer',
        text: 'Dealers in 40 cities.',
      },
    },
  };
}

export function thankYouPage(path = '/thank-you'): PublicPage {
  return {
    kind: 'thank-you',
    path,
    title: 'Thank you',
    text: 'We will call you back within one working day.',
    breadcrumbs: [{ name: 'Home', path: '/' }],
    seo: {
      title: 'Thank you',
      description: 'Your enquiry has reached us.',
      canonical: `https://tarangpools.in${path}`,
      ogType: 'website',
      jsonLd: [],
    },
  };
}

export function siteState(path = '/thank-you'): PublicSiteState {
  return { settings: siteSettings(), status: 200, page: thankYouPage(path) };
}
