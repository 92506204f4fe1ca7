/**
 * The zod schema of the stored settings document (site_settings.data, contract
 * StoredSiteSettings). The menus and footer lists are derived from content, never stored.
 */
import { companyDetailsSchema, SOCIAL_NETWORKS, type StoredSiteSettings } from '@managewell/api/contract';
import { z } from 'zod';

const line = (max = 200) => z.string().trim().max(max);
/** A site path ('/about-us') or an absolute http(s) URL. */
const href = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/|https?:\/\/)/, 'Use a path starting with / or an http(s) URL.');
const heading = line(80);
/** An icon's picture; empty: the public site draws its own icon. */
const icon = z.union([href, z.literal('')]);

const sectionLinks = {
  product_heading: heading,
  product_redirect: href,
  service_heading: heading,
  service_redirect: href,
  renolit_heading: heading,
  renolit_redirect: href,
  project_heading: heading,
  project_redirect: href,
  about_heading: heading,
  about_redirect: href,
  contact_heading: heading,
  contact_redirect: href,
  news_and_update_heading: heading,
  news_and_update_redirect: href,
  why_us_heading: heading,
  why_us_redirect: href,
  gallery_heading: heading,
  gallery_redirect: href,
};

const header = z.strictObject({
  ...sectionLinks,
  white_logo: href,
  colourful_logo: href,
  logo_alt_title: line(),
  call_icon: icon,
  call_icon_alt_title: line(),
  show_renolit_menu: z.boolean(),
  tel: z.string().regex(/^tel:\+?[0-9]{6,15}$/, "Use 'tel:' followed by the number's digits."),
  phone_no: line(40),
  brand: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The brand is a lowercase word used in paths.'),
  company_name: line(120),
  search_placeholder: line(120),
});

const footerData = z.strictObject({
  phone_1: line(40),
  phone_2: line(40),
  email_id_1: line(254),
  email_id_2: line(254),
  international_email: line(254),
  address: line(400),
  copyright: line(200),
  call_icon: icon,
  call_icon_alt_title: line(),
  whatsapp_no: z.string().regex(/^[0-9]{8,15}$/, 'Digits with the country code, e.g. 919820012345.'),
  whatsapp_text: line(300),
  whatsapp_icon: icon,
  whatsapp_icon_alt_title: line(),
  brochure_pdf: href,
  logo: href,
  logo_alt_title: line(),
  about_text: line(600),
  enquire_banner_heading: line(120),
  enquire_banner_text: line(300),
});

const socialLink = z.strictObject({ redirect: href, icon, icon_alt_title: line().optional() });
const social = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialLink])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    typeof socialLink
  >,
);

const footer = z.strictObject({
  ...sectionLinks,
  footerData,
  blog_heading: heading,
  blog_redirect: href,
  career_heading: heading,
  career_redirect: href,
  faq_heading: heading,
  faq_redirect: href,
  disclaimer_heading: heading,
  disclaimer_redirect: href,
  privacy_policy_heading: heading,
  privacy_policy_redirect: href,
  terms_heading: heading,
  terms_redirect: href,
  tel: z.literal('tel:'),
  mailto: z.literal('mailto:'),
  plus91: z.literal('+91'),
  social,
  form: z.strictObject({
    makeAnEnquiry: line(80),
    enquireNow: line(80),
    name: line(80),
    email: line(80),
    phone_no: line(80),
    select: line(80),
    message: line(80),
    submit: line(80),
  }),
  find_dealer: z.strictObject({ show: z.boolean(), heading: line(120), text: line(400) }),
  footer_links: z
    .strictObject({
      service: z.array(z.string().max(120)).max(20).optional(),
      project: z.array(z.string().max(120)).max(20).optional(),
      product: z.array(z.string().max(120)).max(20).optional(),
    })
    .optional(),
});

export const storedSiteSettingsSchema: z.ZodType<StoredSiteSettings> = z.strictObject({
  header,
  footer,
  company: companyDetailsSchema.optional(),
});
