/**
 * The editable site settings (SPEC 3 "Site settings"): logos, phone numbers, section headings
 * and redirects, social links and the enquiry form's labels. The menus are derived from content
 * by the server, so they are not stored here.
 */
import { mediaOriginalUrl, type SectionLinks, type StoredSiteSettings } from '@managewell/api/contract';
import { COMPANY } from './company';
import type { SeedContext } from './draft';

const SECTIONS: SectionLinks = {
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
  why_us_redirect: `/why-${COMPANY.brand}`,
  gallery_heading: 'Gallery',
  gallery_redirect: '/swimming-pool-project-gallery',
};

/** The settings document; `brochureId` is the media id of the stored brochure PDF. */
export function siteSettings(ctx: SeedContext, brochureId: string): StoredSiteSettings {
  const svg = (id: string) => mediaOriginalUrl(id, 'svg');
  const whiteLogo = ctx.img(
    'site-logo-white',
    { kind: 'site-logo', variant: 'white', company: COMPANY.shortName },
    `${COMPANY.shortName} logo`,
  );
  const colourLogo = ctx.img(
    'site-logo-colour',
    { kind: 'site-logo', variant: 'colour', company: COMPANY.shortName },
    `${COMPANY.shortName} logo`,
  );
  const callIcon = ctx.img('icon-call', { kind: 'icon', icon: 'call' }, 'Call Tarang Pools');
  const whatsappIcon = ctx.img(
    'icon-whatsapp',
    { kind: 'icon', icon: 'whatsapp' },
    'Chat with Tarang Pools on WhatsApp',
  );
  const social = (
    network: 'facebook' | 'linkedin' | 'instagram' | 'pinterest' | 'youtube',
    url: string,
    label: string,
  ) => ({
    redirect: url,
    icon: svg(ctx.img(`icon-${network}`, { kind: 'icon', icon: network }, `Tarang Pools on ${label}`)),
  });
  const year = new Date(ctx.now).getUTCFullYear();

  return {
    header: {
      ...SECTIONS,
      white_logo: svg(whiteLogo),
      colourful_logo: svg(colourLogo),
      logo_alt_title: `${COMPANY.shortName}: swimming pool builders since ${COMPANY.founded}`,
      call_icon: svg(callIcon),
      call_icon_alt_title: 'Call us',
      show_renolit_menu: false,
      tel: COMPANY.phone1Tel,
      phone_no: COMPANY.phone1,
      brand: COMPANY.brand,
      company_name: COMPANY.name,
      search_placeholder: 'Search pools, equipment, projects or articles',
    },
    footer: {
      ...SECTIONS,
      footerData: {
        phone_1: COMPANY.phone1,
        phone_2: COMPANY.phone2,
        email_id_1: COMPANY.enquiryEmail,
        email_id_2: COMPANY.salesEmail,
        international_email: COMPANY.exportEmail,
        address: COMPANY.address,
        copyright: `© ${year} ${COMPANY.name} All rights reserved.`,
        call_icon: svg(callIcon),
        call_icon_alt_title: 'Call us',
        whatsapp_no: COMPANY.whatsappNo,
        whatsapp_text: COMPANY.whatsappText,
        whatsapp_icon: svg(whatsappIcon),
        whatsapp_icon_alt_title: 'Chat on WhatsApp',
        brochure_pdf: mediaOriginalUrl(brochureId, 'pdf'),
        logo: svg(whiteLogo),
        logo_alt_title: `${COMPANY.shortName} logo`,
        about_text:
          'Since 2004 Tarang Pools has designed, built and looked after more than 1,200 swimming pools across India: villas, hotels, clubs, schools and water parks. Authorised RENOLIT ALKORPLAN installer.',
        enquire_banner_heading: 'Planning a pool? Talk to an engineer, not a call centre.',
        enquire_banner_text:
          'Tell us about your site and we will call back within one working day with a budget range and the next steps.',
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
      tel: 'tel:',
      mailto: 'mailto:',
      plus91: '+91',
      social: {
        facebook: social('facebook', 'https://www.facebook.com/tarangpools', 'Facebook'),
        linkedin: social('linkedin', 'https://www.linkedin.com/company/tarangpools', 'LinkedIn'),
        instagram: social('instagram', 'https://www.instagram.com/tarangpools', 'Instagram'),
        pinterest: social('pinterest', 'https://in.pinterest.com/tarangpools', 'Pinterest'),
        youtube: social('youtube', 'https://www.youtube.com/@tarangpools', 'YouTube'),
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
      find_dealer: {
        show: false,
        heading: 'Find a dealer',
        text: 'Our equipment is also sold through authorised dealers in 40 cities. Call us for the one nearest to you.',
      },
    },
    company: { legalName: COMPANY.name, gstin: COMPANY.gstin, state: COMPANY.state, pan: COMPANY.pan },
  };
}
