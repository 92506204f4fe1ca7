/**
 * The fixed pages (every PAGE_KEY of content-kinds): home, the listings' banners and intros,
 * company pages, FAQ, legal pages, thank-you, gallery and the home-decor (uPVC windows) line.
 * Also the home page's banner slides (kind 'home-banner').
 */
import { PAGE_KEYS, type PageKey } from '../../modules/site/content-kinds';
import { COMPANY } from './company';
import { type ContentDraft, daysAgo, draft, isoDay, type SeedContext } from './draft';
import type { PoolStyle, TimeOfDay } from './images/spec';
import { poolHero, poolPhoto } from './pool-pictures';
import { rich } from './rich-text';
import { uspList } from './usps';

const STATS = [
  { value: '1,200+', label: 'Pools built and renovated' },
  { value: '20+', label: 'Years in business' },
  { value: '60+', label: 'Cities across India' },
  { value: '450+', label: 'Pools under maintenance' },
];

export function homeBanners(ctx: SeedContext): ContentDraft[] {
  const slides: [string, string, PoolStyle, TimeOfDay, { name: string; path: string }][] = [
    [
      'Swimming pools built to last a lifetime',
      'Design, construction and care of residential, hotel and club pools across India since 2004.',
      'infinity',
      'dusk',
      { name: 'See our projects', path: '/swimming-pool-projects' },
    ],
    [
      'Authorised RENOLIT ALKORPLAN installer',
      'Watertight, welded membrane linings for new and old pools, in plain, printed and textured finishes.',
      'resort',
      'day',
      { name: 'Explore membranes', path: '/renolit' },
    ],
    [
      'Clear water, every week of the year',
      'Annual maintenance contracts with trained technicians and logged water tests.',
      'residential',
      'night',
      { name: 'Our services', path: '/services' },
    ],
  ];
  return slides.map(([heading, text, style, time, cta]) =>
    draft('home-banner', {
      title: heading,
      summary: text,
      data: { heading, text, image: poolHero(ctx, style, time), cta },
    }),
  );
}

export function pages(ctx: SeedContext): ContentDraft[] {
  const banner = (heading: string, text: string, style: PoolStyle, time: TimeOfDay) => ({
    heading,
    text,
    image: poolHero(ctx, style, time),
  });
  const updated = isoDay(daysAgo(ctx, 95));
  const windowShot = (key: string, colour: string, alt: string) =>
    ctx.img(`home-decor-${key}`, { kind: 'product', shape: 'window', colour }, alt);

  const byKey: Record<PageKey, ContentDraft<'page'>> = {
    home: draft('page', {
      slug: 'home',
      title: 'Swimming Pool Builders in India',
      summary:
        'Tarang Pools designs, builds, renovates and maintains swimming pools for villas, hotels, clubs and schools across India since 2004.',
      data: {
        text: 'We are engineers who build pools. For twenty years our own teams have designed, built and looked after swimming pools from Alibaug to Udaipur: villa pools, rooftop plunge pools, resort lagoons and 50 m competition pools. One team is responsible for your pool from the soil test to the first swim, and we are still there for it years later.',
        image: poolPhoto(ctx, 'residential', 'dusk'),
        stats: STATS,
        usps: uspList(),
      },
    }),
    services: draft('page', {
      slug: 'services',
      title: 'Swimming Pool Services',
      summary:
        'Pool design and construction, renovation, maintenance contracts, membrane lining, filtration, heating, spas and water features.',
      data: {
        banner: banner(
          'Everything a pool needs, from one team',
          'Design, construction, renovation and care of swimming pools across India.',
          'resort',
          'day',
        ),
        body: rich(
          'Whether you are planning a new pool, fixing an old one or simply want clear water every week, our engineers and technicians handle the whole job. Choose a service to see how we work, what it costs and the projects we have done.',
        ),
      },
    }),
    'swimming-pool-projects': draft('page', {
      slug: 'swimming-pool-projects',
      title: 'Swimming Pool Projects',
      summary:
        'Villa, hotel, club, school and water-park pools built by Tarang Pools across India, by type: infinity, lap, podium, competition and more.',
      data: {
        banner: banner(
          'Pools we have built across India',
          'More than 1,200 pools since 2004, from terrace plunge pools to Olympic-size competition pools.',
          'infinity',
          'dusk',
        ),
        body: rich(
          'Browse our work by pool type. Every project lists its size, depth, finish, filtration and how long it took to build, so you can compare it with your own plans.',
        ),
      },
    }),
    products: draft('page', {
      slug: 'products',
      title: 'Swimming Pool Equipment',
      summary:
        'Filters, pumps, LED lights, salt chlorinators, UV systems, heat pumps, robotic cleaners and accessories, supplied and installed.',
      data: {
        banner: banner(
          'Pool equipment, chosen by engineers',
          'Filtration, pumps, lighting, water treatment, heating and cleaning equipment, installed and serviced by us.',
          'lap',
          'day',
        ),
        body: rich(
          'We stock the equipment we fit in our own pools: tested, efficient and backed by our service teams. Every product is supplied with installation and after-sales service in Mumbai, Pune, Bengaluru and Goa, and dispatched across India.',
        ),
      },
    }),
    renolit: draft('page', {
      slug: 'renolit',
      title: 'RENOLIT ALKORPLAN Pool Membranes',
      summary:
        'RENOLIT ALKORPLAN reinforced pool membranes installed by an authorised installer: plain, printed, textured and heavy-duty ranges.',
      data: {
        banner: banner(
          'RENOLIT ALKORPLAN membranes',
          'Watertight, welded linings for new and renovated pools, installed by certified welders.',
          'resort',
          'day',
        ),
        body: rich(
          'Tarang Pools has been an authorised RENOLIT ALKORPLAN installer since 2011. Explore the four ranges below and ask us for samples to see the colours in your own garden light.',
        ),
      },
    }),
    blog: draft('page', {
      slug: 'blog',
      title: 'Pool Owner’s Blog',
      summary:
        'Practical advice for Indian pool owners: costs, maintenance, monsoon care, water chemistry, heating, safety and design.',
      data: {
        banner: banner(
          'Advice from people who build and look after pools',
          'Costs, care, chemistry and design, written by our engineers.',
          'residential',
          'day',
        ),
        body: rich(
          'Our engineers and water-quality specialists answer the questions we hear every week at site visits.',
        ),
      },
    }),
    'news-and-update': draft('page', {
      slug: 'news-and-update',
      title: 'News and Updates',
      summary: 'Project completions, awards, exhibitions and company news from Tarang Pools.',
      data: {
        banner: banner(
          'News from Tarang Pools',
          'Project completions, awards, exhibitions and new offices.',
          'competition',
          'day',
        ),
        body: rich('What we have been building and where you can meet us next.'),
      },
    }),
    careers: draft('page', {
      slug: 'careers',
      title: 'Careers at Tarang Pools',
      summary:
        'Join Tarang Pools: open positions for engineers, site supervisors, technicians, sales and design staff in Mumbai, Pune and Bengaluru.',
      data: {
        banner: banner(
          'Build pools with us',
          'We are hiring engineers, supervisors, technicians and sales staff.',
          'lap',
          'day',
        ),
        body: rich(
          'We are a team of about 180 people, most of whom joined as trainees and grew with us. We train everyone in-house, pay on time, provide ESIC and PF from day one, and promote from within.',
          `Do not see a role that fits? Send your CV to ${COMPANY.careersEmail} and tell us what you would like to do.`,
        ),
      },
    }),
    faq: draft('page', {
      slug: 'faq',
      title: 'Frequently Asked Questions',
      summary:
        'Answers to common questions about pool costs, construction time, maintenance and RENOLIT membrane linings.',
      data: {
        banner: banner(
          'Questions we hear every week',
          'Costs, construction, maintenance and membranes, answered plainly.',
          'residential',
          'day',
        ),
      },
    }),
    'terms-and-conditions': draft('page', {
      slug: 'terms-and-conditions',
      title: 'Terms and Conditions',
      summary:
        'The terms on which Tarang Pools Pvt. Ltd. offers this website, its content and its enquiry forms.',
      data: {
        updated,
        body: rich(
          `This website is operated by ${COMPANY.name}, ${COMPANY.address}. By using it you accept these terms.`,
          '## Use of the website',
          'You may browse the site and share links to it. You may not copy its text, photographs or drawings for commercial use without our written permission.',
          '## Prices and information',
          'Prices and cost ranges on this website are indicative and based on typical projects. A binding price is only given in a written quotation after a site visit.',
          '## Quotations and contracts',
          'Every project is governed by its own written contract, which sets out the scope, programme, payment stages and warranties. Nothing on this website forms part of such a contract.',
          '## Governing law',
          'These terms are governed by the laws of India. The courts of Mumbai have exclusive jurisdiction.',
        ),
      },
    }),
    'privacy-policy': draft('page', {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      summary:
        'How Tarang Pools collects, uses and protects the personal data you share through this website and its enquiry forms.',
      data: {
        updated,
        body: rich(
          `${COMPANY.name} respects your privacy. This policy explains what personal data we collect through this website and how we use it, in line with the Digital Personal Data Protection Act, 2023.`,
          '## What we collect',
          '- Your name, e-mail address, phone number and message when you send an enquiry',
          '- Your CV and contact details when you apply for a job',
          '- Anonymous performance figures of page loads, without cookies that identify you',
          '## How we use it',
          'We use your details only to answer your enquiry, prepare a quotation or consider your application. We do not sell or rent your data. Enquiries are stored in our customer-management system and may be processed by our lead-management service provider under a data-processing agreement.',
          '## How long we keep it',
          'Enquiries are kept for three years; job applications for one year, unless you ask us to delete them sooner.',
          '## Your rights',
          `You may ask to see, correct or delete your data at any time by writing to ${COMPANY.enquiryEmail}.`,
        ),
      },
    }),
    disclaimer: draft('page', {
      slug: 'disclaimer',
      title: 'Disclaimer',
      summary:
        'The limits of the information on the Tarang Pools website: indicative prices, illustrations and third-party trademarks.',
      data: {
        updated,
        body: rich(
          'The information on this website is provided in good faith for general guidance. It is not professional advice for your particular site.',
          '## Prices and figures',
          'Costs, running costs and timelines are typical figures from our recent projects and will vary with site conditions, specifications and market prices.',
          '## Pictures',
          'Some pictures on this website are illustrations of typical designs and may not show a specific completed project.',
          '## Trademarks',
          'RENOLIT and ALKORPLAN are trademarks of their owner and are used to describe products we are authorised to install. Other names are the property of their respective owners.',
        ),
      },
    }),
    contact: draft('page', {
      slug: 'contact',
      title: 'Contact Us',
      summary:
        'Call, e-mail or visit Tarang Pools in Mumbai, Pune, Bengaluru or Goa, or send an enquiry and an engineer will call you back.',
      data: {
        banner: banner(
          'Talk to an engineer',
          'Tell us about your pool and we will call back within one working day.',
          'residential',
          'dusk',
        ),
        text: 'Send us a message with your city, the size of your plot or terrace and what you have in mind. An engineer, not a call centre, will call you back within one working day.',
        offices: [
          {
            name: 'Head office, Mumbai',
            address: COMPANY.address,
            phone: COMPANY.phone2,
            email: COMPANY.enquiryEmail,
            hours: 'Monday to Saturday, 9:30 am to 6:30 pm',
          },
          {
            name: 'Pune branch',
            address: 'Office 302, Kumar Business Centre, Bund Garden Road, Pune, Maharashtra 411001',
            phone: '+91 20 2612 4470',
            email: 'pune@tarangpools.in',
            hours: 'Monday to Saturday, 9:30 am to 6:30 pm',
          },
          {
            name: 'Bengaluru branch',
            address: '2nd Floor, 17 27th Main Road, HSR Layout Sector 1, Bengaluru, Karnataka 560102',
            phone: '+91 80 4125 8830',
            email: 'bengaluru@tarangpools.in',
            hours: 'Monday to Saturday, 9:30 am to 6:30 pm',
          },
          {
            name: 'Goa branch',
            address: 'Shop 6, Sapana Arcade, Porvorim, Bardez, Goa 403521',
            phone: '+91 832 241 6620',
            email: 'goa@tarangpools.in',
            hours: 'Monday to Saturday, 9:30 am to 6 pm',
          },
        ],
      },
    }),
    'about-us': draft('page', {
      slug: 'about-us',
      title: 'About Tarang Pools',
      summary:
        'Founded in Mumbai in 2004, Tarang Pools designs, builds and maintains swimming pools across India with its own engineers and crews.',
      data: {
        banner: banner(
          'Twenty years of building pools',
          'From one villa pool in Alibaug in 2004 to more than 1,200 pools across India.',
          'resort',
          'dusk',
        ),
        body: rich(
          'Tarang Pools was founded in Mumbai in 2004 by Vivek Sharma, a civil engineer who had spent ten years building water tanks and treatment plants and was tired of seeing badly built pools leak. Our first pool was a villa pool in Alibaug; it is still in use, with its original shell.',
          '## What we do',
          'We design, build, renovate and maintain swimming pools for homes, hotels, clubs, schools and water parks. We are an authorised RENOLIT ALKORPLAN installer, supply and service pool equipment, and since 2021 also make uPVC windows for homes through our home decor line.',
          '## How we work',
          '- Our own engineers design every pool, and our own crews build it',
          '- Every project has one engineer answerable for it from start to finish',
          '- We publish itemised quotations and a week-by-week programme',
          'Today we are about 180 people with offices in Mumbai, Pune, Bengaluru and Goa, and we maintain more than 450 pools under annual contracts.',
        ),
        stats: STATS,
      },
    }),
    'why-us': draft('page', {
      slug: 'why-us',
      title: 'Why Tarang',
      summary:
        'Why pool owners, hotels and architects choose Tarang Pools: engineering, accountability, honest pricing and long-term care.',
      data: {
        banner: banner(
          'Why choose Tarang Pools',
          'Engineering, accountability and honest pricing, for twenty years.',
          'infinity',
          'day',
        ),
        body: rich(
          'A pool is a large investment that should give pleasure for decades. Most of the pools we are called to repair were not built badly on purpose: they were built without proper design, by contractors who were gone before the first monsoon.',
          '## Our promise',
          'We design before we build, we put quantities and rates in writing, we give you one engineer who answers for the whole job, and we stay for the years after handover with service teams in four cities.',
        ),
        usps: uspList(),
        stats: STATS,
      },
    }),
    'swimming-pool-project-gallery': draft('page', {
      slug: 'swimming-pool-project-gallery',
      title: 'Swimming Pool Project Gallery',
      summary:
        'Photographs of swimming pools built by Tarang Pools: villas, hotels, rooftops, competition pools and water parks across India.',
      data: {
        banner: banner(
          'Project gallery',
          'A look at pools we have designed and built across India.',
          'resort',
          'night',
        ),
      },
    }),
    'thank-you': draft('page', {
      slug: 'thank-you',
      title: 'Thank You',
      summary:
        'Thank you for contacting Tarang Pools. An engineer will call you back within one working day.',
      data: {
        text: `Thank you for your enquiry. One of our engineers will call you within one working day. If it is urgent, call us on ${COMPANY.phone1} or message us on WhatsApp.`,
      },
    }),
    'home-decor': draft('page', {
      slug: 'home-decor',
      title: 'Tarang Home Decor',
      summary:
        'Tarang Home Decor: uPVC windows and doors for Indian homes, made to measure, weather-sealed and installed by our own teams.',
      data: {
        banner: banner(
          'Tarang Home Decor',
          'uPVC windows and doors, made to measure for Indian homes.',
          'residential',
          'day',
        ),
        image: windowShot('home-decor', '#f5f5f5', 'White uPVC window by Tarang Home Decor'),
        body: rich(
          'Since 2021 Tarang Pools has made uPVC windows and doors for homes, drawing on the same attention to sealing and weatherproofing that watertight pools demand.',
          '## Why uPVC',
          '- Sealed against monsoon rain and dust',
          '- Quieter rooms: multi-chamber profiles with double glazing',
          '- No painting, no rust and no termites',
        ),
        gallery: [
          windowShot('home-decor', '#f5f5f5', 'White uPVC window by Tarang Home Decor'),
          windowShot('home-decor-wood', '#8d5a3b', 'Wood-finish uPVC window'),
        ],
        specifications: [
          { name: 'Products', value: 'Casement, sliding and parallel windows, doors' },
          { name: 'Service area', value: 'Mumbai, Pune and Goa' },
        ],
      },
    }),
    'upvc-windows': draft('page', {
      slug: 'upvc-windows',
      title: 'uPVC Windows',
      summary:
        'Made-to-measure uPVC casement, sliding and parallel windows with double glazing, steel reinforcement and multi-point locks.',
      data: {
        banner: banner(
          'uPVC windows',
          'Casement, sliding and parallel windows, made to measure.',
          'rooftop',
          'day',
        ),
        image: windowShot('upvc-windows', '#eceff1', 'uPVC casement window'),
        body: rich(
          'Our windows are fabricated in our Vikhroli workshop from lead-free, UV-stabilised uPVC profiles with galvanised steel reinforcement, and installed by our own fitters.',
          '## Choose your style',
          '- **Casement** windows that open fully for ventilation',
          '- **Sliding** windows for balconies and wide openings',
          '- **Parallel** windows that slide outwards and stay flush with the facade',
          'Typical prices: ₹650 to ₹1,100 per square foot installed, depending on the type, glass and finish.',
        ),
        gallery: [
          windowShot('upvc-windows', '#eceff1', 'uPVC casement window'),
          windowShot('upvc-windows-anthracite', '#37474f', 'Anthracite grey uPVC sliding window'),
          windowShot('upvc-windows-wood', '#8d5a3b', 'Wood-finish uPVC window'),
        ],
        specifications: [
          { name: 'Profile', value: 'Multi-chamber uPVC, 60 mm and 70 mm systems' },
          { name: 'Reinforcement', value: 'Galvanised steel, 1.5 mm' },
          { name: 'Glazing', value: '5 mm single, 24 mm double or acoustic laminated glass' },
          { name: 'Colours', value: 'White, anthracite grey, golden oak and walnut finishes' },
          { name: 'Warranty', value: '10 years on profiles, 2 years on hardware' },
        ],
      },
    }),
    'upvc-parallel-windows': draft('page', {
      slug: 'upvc-parallel-windows',
      title: 'uPVC Parallel Windows',
      summary:
        'uPVC parallel windows that slide outwards and stay flush with the facade: airtight, secure and ideal for high-rise apartments.',
      data: {
        banner: banner(
          'uPVC parallel windows',
          'The sash moves out parallel to the frame: fresh air, no rain, flush facade.',
          'rooftop',
          'dusk',
        ),
        image: windowShot('upvc-parallel', '#fafafa', 'uPVC parallel window, open'),
        body: rich(
          'A parallel window pushes the whole sash a few centimetres outwards, letting air in all round while rain stays out. Closed, it sits flush and airtight, which suits high-rise apartments exposed to wind-driven monsoon rain.',
          '## Ideal for',
          '- High-rise apartments facing wind and rain',
          '- Bedrooms and studies where quiet matters',
          '- Modern facades where open sashes should not stick out',
        ),
        gallery: [
          windowShot('upvc-parallel', '#fafafa', 'uPVC parallel window, open'),
          windowShot('upvc-parallel-grey', '#546e7a', 'Grey uPVC parallel window on a tower facade'),
        ],
        specifications: [
          { name: 'Opening', value: 'Parallel-outward, about 110 mm' },
          { name: 'Maximum sash size', value: '1,600 mm × 1,800 mm' },
          { name: 'Hardware', value: 'Multi-point locking, stainless steel scissors' },
          { name: 'Glazing', value: '24 mm double or acoustic laminated glass' },
          { name: 'Air and water tightness', value: 'Tested to 600 Pa water pressure' },
          { name: 'Warranty', value: '10 years on profiles, 2 years on hardware' },
        ],
      },
    }),
  };
  return PAGE_KEYS.map((key) => byKey[key]);
}
