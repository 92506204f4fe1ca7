/** The people around the company: team, testimonials, clients and awards. */
import { type ContentDraft, draft, type SeedContext } from './draft';

const TEAM = [
  [
    'Vivek Sharma',
    'Founder and Managing Director',
    'A civil engineer from VJTI, Vivek founded Tarang Pools in 2004 after ten years building water-retaining structures. He still reviews every structural design.',
  ],
  [
    'Nandini Sharma',
    'Director, Finance and Operations',
    'Nandini runs finance, purchasing and HR, and makes sure every quotation we send can be delivered at the price we quote.',
  ],
  [
    'Sandeep Kulkarni',
    'Head of Projects',
    'Sandeep has built more than 400 pools with us since 2007, from terrace plunge pools to Olympic-size competition pools.',
  ],
  [
    'Dr. Ananya Bhat',
    'Water Quality Consultant',
    'A chemist with a doctorate in water treatment, Ananya designs our treatment systems and trains every service technician.',
  ],
  [
    'Rahul Desai',
    'Head of Design',
    'Rahul leads our design team of engineers and CAD designers and works with architects on complex rooftop and infinity pools.',
  ],
  [
    'Imran Qureshi',
    'Service Manager, Mumbai',
    'Imran manages our AMC and breakdown teams in Mumbai, with more than 250 pools under maintenance contracts.',
  ],
] as const;

const TESTIMONIALS = [
  [
    'Aditya Khanna',
    'Villa owner, Alibaug',
    'From the first site visit to handover, the same engineer was responsible for our pool. Every Friday we got photographs and an honest update. Finished one week late, and they told us why in advance.',
    5,
  ],
  [
    'Shalini Menon',
    'General Manager, beach resort in Goa',
    'Tarang rebuilt our pool area in the monsoon and handed it over before the season. Their plant room automation has cut our chemical bill by a third.',
    5,
  ],
  [
    'Col. Ravinder Sandhu (retd.)',
    'Secretary, housing society, Thane',
    'Our committee had been let down by two contractors before. Tarang fixed the leaks, relined the pool with a membrane and have maintained it for four years without a single complaint from residents.',
    5,
  ],
  [
    'Priya Raghavan',
    'Homeowner, Bengaluru',
    'The salt chlorinator and robot cleaner they recommended mean we spend almost no time on the pool. The technician visits twice a week and sends the readings on WhatsApp.',
    5,
  ],
  [
    'Kunal Agarwal',
    'Penthouse owner, Mumbai',
    'Building a plunge pool on the 22nd floor sounded impossible. Tarang worked with our building’s structural engineer and delivered a beautiful, silent pool.',
    5,
  ],
  [
    'Fr. Thomas Mathew',
    'Principal, international school, Kochi',
    'A professional team that understood what a school needs: safety, robustness and a pool our staff can run. The children love it.',
    5,
  ],
  [
    'Deepa Joshi',
    'Villa owner, Pune',
    'Good work overall. The heat pump needed a second visit to set up properly, but the service team came back the next day and sorted it out.',
    4,
  ],
  [
    'Arvind Rathi',
    'Director, amusement park, Lonavala',
    'The wave pool and lazy river were finished in time for summer and have run through two seasons with thousands of visitors a day.',
    5,
  ],
] as const;

const CLIENTS = [
  'Seabreeze Resort Candolim',
  'Aravalli Heritage Hotel',
  'Sahyadri Sports Club',
  'Lakeside International School',
  'Greenfield Residency CHS',
  'Coorg Forest Retreat',
  'Deccan Gymkhana Aquatics',
  'Marine Drive Business Hotel',
  'Hilltop Adventure Park',
  'St. Xavier’s Academy Kochi',
] as const;

const AWARDS = [
  ['Best Residential Pool', 2025, 'Indian Pool Awards'],
  ['Best Commercial Pool Project', 2023, 'Indian Pool Awards'],
  ['Premium Membrane Installer', 2022, 'RENOLIT India installer programme'],
  ['Excellence in Aquatic Construction', 2019, 'Pool and Spa Expo India'],
  ['Fastest Growing Pool Builder, West India', 2015, 'Construction Week India'],
] as const;

export function teamMembers(ctx: SeedContext): ContentDraft[] {
  return TEAM.map(([name, role, bio], i) =>
    draft('team-member', {
      title: name,
      data: {
        role,
        bio,
        photo: ctx.img(
          `team-${String(i + 1).padStart(2, '0')}`,
          { kind: 'portrait', name, variant: i },
          `${name}, ${role}`,
        ),
      },
    }),
  );
}

export function testimonials(): ContentDraft[] {
  return TESTIMONIALS.map(([name, place, quote, rating]) =>
    draft('testimonial', { title: name, data: { place, quote, rating } }),
  );
}

export function clients(ctx: SeedContext): ContentDraft[] {
  return CLIENTS.map((name, i) =>
    draft('client', {
      title: name,
      data: {
        logo: ctx.img(
          `client-${String(i + 1).padStart(2, '0')}`,
          { kind: 'client-logo', name, variant: i },
          `${name} logo`,
        ),
      },
    }),
  );
}

export function awards(ctx: SeedContext): ContentDraft[] {
  return AWARDS.map(([title, year, by], i) =>
    draft('award', {
      title,
      data: {
        year,
        by,
        image: ctx.img(
          `award-${String(i + 1).padStart(2, '0')}`,
          { kind: 'award', title, year },
          `${title} ${year}, ${by}`,
        ),
      },
    }),
  );
}
