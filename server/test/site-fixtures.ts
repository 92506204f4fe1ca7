/**
 * Small, self-contained website content for the site tests, written through the repository
 * (the demo seed may or may not hold site content: the fixture starts from empty tables).
 */
import type { StoredSiteSettings } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PAGE_KEYS } from '../src/website/site/content-kinds';
import {
  insertMedia,
  type SiteWriter,
  saveContentItem,
  saveSiteSettings,
} from '../src/website/site/repository';

const icon = (network: string) => ({
  redirect: `https://www.${network}.com/aquabuild`,
  icon: `/media/icon-${network}/original.svg`,
});

export const SETTINGS: StoredSiteSettings = {
  header: {
    product_heading: 'Products',
    product_redirect: '/products',
    service_heading: 'Services',
    service_redirect: '/services',
    renolit_heading: 'RENOLIT',
    renolit_redirect: '/renolit',
    project_heading: 'Projects',
    project_redirect: '/swimming-pool-projects',
    about_heading: 'About us',
    about_redirect: '/about-us',
    contact_heading: 'Contact',
    contact_redirect: '/contact',
    news_and_update_heading: 'News',
    news_and_update_redirect: '/news-and-update',
    why_us_heading: 'Why AquaBuild',
    why_us_redirect: '/why-aquabuild',
    gallery_heading: 'Gallery',
    gallery_redirect: '/swimming-pool-project-gallery',
    white_logo: '/media/logo-svg/original.svg',
    colourful_logo: '/media/logo-svg/original.svg',
    logo_alt_title: 'AquaBuild Pools',
    call_icon: '/media/logo-svg/original.svg',
    call_icon_alt_title: 'Call us',
    show_renolit_menu: false,
    tel: 'tel:+919820012345',
    phone_no: '+91 98200 12345',
    brand: 'aquabuild',
    company_name: 'AquaBuild Pools',
    search_placeholder: 'Search rug by name, material, technique or style',
  },
  footer: {
    product_heading: 'Products',
    product_redirect: '/products',
    service_heading: 'Services',
    service_redirect: '/services',
    renolit_heading: 'RENOLIT',
    renolit_redirect: '/renolit',
    project_heading: 'Projects',
    project_redirect: '/swimming-pool-projects',
    about_heading: 'About us',
    about_redirect: '/about-us',
    contact_heading: 'Contact',
    contact_redirect: '/contact',
    news_and_update_heading: 'News',
    news_and_update_redirect: '/news-and-update',
    why_us_heading: 'Why AquaBuild',
    why_us_redirect: '/why-aquabuild',
    gallery_heading: 'Gallery',
    gallery_redirect: '/swimming-pool-project-gallery',
    footerData: {
      phone_1: '+91 98200 12345',
      phone_2: '+91 22 4000 1234',
      email_id_1: 'hello@aquabuild.in',
      email_id_2: 'projects@aquabuild.in',
      international_email: 'international@aquabuild.in',
      address: '12 Marine Lines, Mumbai 400002',
      copyright: '© AquaBuild Pools',
      call_icon: '/media/logo-svg/original.svg',
      call_icon_alt_title: 'Call',
      whatsapp_no: '919820012345',
      whatsapp_text: 'Hello, I would like a pool.',
      whatsapp_icon: '/media/logo-svg/original.svg',
      whatsapp_icon_alt_title: 'Chat',
      brochure_pdf: '/media/brochure/original.pdf',
      logo: '/media/logo-svg/original.svg',
      logo_alt_title: 'AquaBuild',
      about_text: 'Pool builders since 1998.',
      enquire_banner_heading: 'Planning a pool?',
      enquire_banner_text: 'Tell us about it.',
    },
    blog_heading: 'Blog',
    blog_redirect: '/blog',
    career_heading: 'Careers',
    career_redirect: '/careers',
    faq_heading: 'FAQ',
    faq_redirect: '/faq',
    disclaimer_heading: 'Disclaimer',
    disclaimer_redirect: '/disclaimer',
    privacy_policy_heading: 'Privacy policy',
    privacy_policy_redirect: '/privacy-policy',
    terms_heading: 'Terms',
    terms_redirect: '/terms-and-conditions',
    tel: 'tel:',
    mailto: 'mailto:',
    plus91: '+91',
    social: {
      facebook: icon('facebook'),
      linkedin: icon('linkedin'),
      instagram: icon('instagram'),
      pinterest: icon('pinterest'),
      youtube: icon('youtube'),
    },
    form: {
      makeAnEnquiry: 'Make an enquiry',
      enquireNow: 'Enquire now',
      name: 'Name',
      email: 'Email',
      phone_no: 'Phone number',
      select: 'Select',
      message: 'Message',
      submit: 'Submit',
    },
    find_dealer: { show: false, heading: 'Find a dealer', text: 'Dealers across India.' },
  },
};

const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50"><rect width="200" height="50" fill="#0a6"/></svg>',
);

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

const banner = (heading: string) => ({ heading, text: `${heading} by AquaBuild`, image: 'pool-wide' });
const about = '<p>We build <strong>pools</strong>.</p>';

export interface Fixture {
  ids: Record<string, number>;
}

/** Empties the site tables and writes the fixture site. */
export async function writeFixtureSite(site: SiteWriter): Promise<Fixture> {
  const { db } = site;
  await db.execute(sql`delete from content_slug_history`);
  await db.execute(sql`delete from content_items`);
  await db.execute(sql`delete from media`);
  await db.execute(sql`delete from site_settings`);
  await site.events.publish({ type: 'site.changed' });

  await insertMedia(site, {
    id: 'pool-wide',
    content: await photo(1600, 900),
    mime: 'image/jpeg',
    alt: 'A wide pool',
  });
  await insertMedia(site, {
    id: 'pool-small',
    content: await photo(600, 400),
    mime: 'image/jpeg',
    alt: 'A small pool',
  });
  await insertMedia(site, {
    id: 'logo-svg',
    content: LOGO_SVG,
    mime: 'image/svg+xml',
    alt: 'AquaBuild logo',
  });
  await insertMedia(site, {
    id: 'brochure',
    content: Buffer.from('%PDF-1.4\n%%EOF\n'),
    mime: 'application/pdf',
    alt: 'Brochure',
  });
  await saveSiteSettings(site, SETTINGS);

  const ids: Record<string, number> = {};
  for (const key of PAGE_KEYS) {
    const saved = await saveContentItem(site, {
      kind: 'page',
      slug: key,
      title: `${key.replace(/-/g, ' ')} page`,
      summary: `The ${key} page of AquaBuild.`,
      data: {
        banner: banner(key),
        body: '<p>Page body</p>',
        text: 'Intro text',
        stats: [{ value: '500+', label: 'Pools built' }],
        updated: '2026-01-15',
        image: 'pool-wide',
      },
    });
    ids[`page:${key}`] = saved.id;
  }
  const save = async (name: string, input: Parameters<typeof saveContentItem>[1]) => {
    ids[name] = (await saveContentItem(site, input)).id;
  };
  await save('banner', { kind: 'home-banner', title: 'Summer offer', data: banner('Pools for every home') });
  await save('service', {
    kind: 'service',
    title: 'Pool Construction',
    summary: 'Turnkey swimming pool construction.',
    data: {
      image: 'pool-wide',
      banner: banner('Pool construction'),
      about,
      advantages: [{ title: 'Warranty', text: 'Ten years.', icon: 'shield' }],
      gallery: ['pool-small'],
      projectTypes: ['infinity-pools'],
      faqs: [{ question: 'How long?', answer: 'Twelve weeks.', category: 'Time' }],
    },
  });
  await save('service2', {
    kind: 'service',
    title: 'Pool Maintenance',
    summary: 'Cleaning and care.',
    data: {
      image: 'pool-small',
      banner: banner('Maintenance'),
      about,
      advantages: [],
      gallery: [],
      projectTypes: [],
      faqs: [],
    },
  });
  await save('hiddenService', {
    kind: 'service',
    title: 'Secret Spa Service',
    summary: 'Not ready yet.',
    published: false,
    data: {
      image: 'pool-small',
      banner: banner('Spa'),
      about,
      advantages: [],
      gallery: [],
      projectTypes: [],
      faqs: [],
    },
  });
  await save('type', {
    kind: 'project-type',
    slug: 'infinity-pools',
    title: 'Infinity Pools',
    summary: 'Edges that meet the sky.',
    data: { image: 'pool-wide', banner: banner('Infinity pools'), about, gallery: ['pool-small'] },
  });
  await save('project', {
    kind: 'project',
    parentId: ids.type!,
    title: 'Villa Lonavala Infinity Pool',
    summary: 'A hillside infinity pool.',
    data: {
      image: 'pool-wide',
      location: 'Lonavala',
      year: 2024,
      size: '12 m × 5 m',
      facts: [{ name: 'Finish', value: 'Glass mosaic' }],
      about,
      gallery: ['pool-small'],
    },
  });
  await save('category', {
    kind: 'product-category',
    title: 'Filtration',
    summary: 'Filters and pumps.',
    data: { image: 'pool-small', banner: banner('Filtration'), about },
  });
  await save('sub', {
    kind: 'product-sub-category',
    parentId: ids.category!,
    title: 'Sand Filters',
    summary: 'Top-mount sand filters.',
    data: { image: 'pool-small', banner: banner('Sand filters'), about },
  });
  await save('product', {
    kind: 'product',
    parentId: ids.sub!,
    title: 'AquaSand 600',
    summary: 'A 600 mm sand filter.',
    data: {
      images: ['pool-small'],
      about,
      brand: 'AquaBuild',
      sku: 'AS-600',
      specifications: [{ name: 'Diameter', value: '600 mm' }],
      features: ['Top mount'],
      reviews: [
        { name: 'Ravi', place: 'Pune', rating: 5, text: 'Great.', date: '2025-05-01' },
        { name: 'Asha', place: 'Goa', rating: 4, text: 'Good.', date: '2025-06-01' },
      ],
    },
  });
  await save('renolit', {
    kind: 'renolit-category',
    title: 'Alkorplan Touch',
    summary: 'Textured membranes.',
    data: {
      image: 'pool-small',
      banner: banner('Touch'),
      about,
      benefits: [{ title: 'Soft', text: 'Feels soft.', icon: 'drop' }],
      gallery: [],
    },
  });
  await save('texture', {
    kind: 'renolit-texture',
    parentId: ids.renolit!,
    title: 'Vanity',
    summary: 'A marble look.',
    data: {
      swatch: 'pool-small',
      about,
      specifications: [{ name: 'Thickness', value: '2 mm' }],
      gallery: [],
    },
  });
  await save('blog', {
    kind: 'blog',
    title: 'Choosing Pool Tiles',
    summary: 'Glass or ceramic?',
    publishedAt: new Date('2026-02-01T10:00:00Z'),
    data: {
      image: 'pool-wide',
      body: '<p>Tiles <script>alert(1)</script>matter.</p>',
      author: 'Meera',
      tags: ['tiles'],
    },
  });
  await save('news', {
    kind: 'news',
    title: 'AquaBuild Wins Award',
    summary: 'Best pool builder 2025.',
    data: { image: 'pool-wide', body: '<p>We won.</p>', author: 'Press desk', tags: [] },
  });
  await save('job', {
    kind: 'job',
    title: 'Site Engineer',
    summary: 'Run pool construction sites.',
    data: {
      department: 'Projects',
      location: 'Mumbai',
      employmentType: 'FULL_TIME',
      experience: '3+ years',
      responsibilities: ['Supervise sites'],
      skills: ['AutoCAD'],
      validThrough: '2026-12-31',
    },
  });
  await save('faq', {
    kind: 'faq',
    title: 'Do you build indoor pools?',
    data: { answer: 'Yes, heated ones too.', category: 'General' },
  });
  await save('testimonial', {
    kind: 'testimonial',
    title: 'Anil Mehta',
    data: { place: 'Alibaug', quote: 'Superb work.', rating: 5 },
  });
  await save('client', { kind: 'client', title: 'Taj Hotels', data: { logo: 'logo-svg' } });
  await save('member', {
    kind: 'team-member',
    title: 'Kiran Rao',
    data: { role: 'Founder', bio: 'Builds pools.', photo: 'pool-small' },
  });
  await save('award', { kind: 'award', title: 'Best Builder', data: { year: 2025, by: 'Pool India' } });
  await save('usp', {
    kind: 'usp',
    title: 'On time',
    data: { text: 'We deliver on schedule.', icon: 'clock' },
  });
  return { ids };
}

/** A job document's fields (the career form needs an open job to apply to). */
export const jobDocument = (validThrough = '2099-12-31') => ({
  department: 'Projects',
  location: 'Mumbai',
  employmentType: 'FULL_TIME',
  experience: '2-5 years',
  responsibilities: ['Run pool construction sites.'],
  skills: ['Civil engineering'],
  validThrough,
});
