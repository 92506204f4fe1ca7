/** `/careers/:detail`: a job opening (JobPosting JSON-LD). */
import { absoluteUrl } from '../seo';
import type { Item } from '../snapshot';
import { type Built, card, employmentLabel, frame, isoDate, link, others, type PageContext } from './context';
import { LISTING_PAGES } from './listing';

export function buildJob(ctx: PageContext, job: Item<'job'>): Built {
  const { snapshot, settings, siteUrl } = ctx;
  const path = link(ctx, job).path;
  const listingTitle = snapshot.page(LISTING_PAGES.careers.pageKey)?.title ?? 'Careers';
  const description = [
    `<p>${escapeHtml(job.summary)}</p>`,
    '<h3>Responsibilities</h3>',
    `<ul>${job.data.responsibilities.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
    '<h3>Skills</h3>',
    `<ul>${job.data.skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
  ].join('');
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: isoDate(job.publishedAt),
    validThrough: `${job.data.validThrough}T23:59:59+05:30`,
    employmentType: job.data.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.header.company_name,
      sameAs: `${siteUrl}/`,
      logo: absoluteUrl(siteUrl, settings.header.colourful_logo),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.data.location, addressCountry: 'IN' },
    },
    url: absoluteUrl(siteUrl, path),
  };
  return {
    kind: 'job',
    ...frame(ctx, {
      path,
      item: job,
      title: `${job.title}, ${job.data.location}`,
      description: job.summary || `${job.title} at ${settings.header.company_name}, ${job.data.location}.`,
      crumbs: [
        { name: listingTitle, path: LISTING_PAGES.careers.path },
        { name: job.title, path },
      ],
      jsonLd: [posting],
    }),
    title: job.title,
    department: job.data.department,
    location: job.data.location,
    employmentType: employmentLabel(job.data.employmentType),
    experience: job.data.experience,
    datePosted: isoDate(job.publishedAt),
    validThrough: job.data.validThrough,
    open: job.data.closed !== true && job.data.validThrough >= indiaToday(),
    summary: job.summary,
    responsibilities: job.data.responsibilities,
    skills: job.data.skills,
    otherJobs: others(snapshot.latest('job'), job, 4).map((j) =>
      card(ctx, j, { label: employmentLabel(j.data.employmentType) }),
    ),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Today's date in India (YYYY-MM-DD). */
function indiaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}
