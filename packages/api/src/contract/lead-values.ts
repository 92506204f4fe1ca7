// The lead's values without zod (statuses, sources, labels): dashboards and lists
// use them without validating anything, so they must not bring the schemas' zod (see docs/decisions/0008-zod-out-of-first-pages.md).

import { type ListField, PAGE_FIELDS } from './list-values';

/** SPEC 5 messages, shared by the public enquiry form and the staff lead form. */
export const LEAD_MESSAGES = {
  name: 'Please enter a name.',
  email: 'Please enter a valid email.',
  phone: 'Please enter a valid Phone Number.',
  phoneLength: 'Please enter a 10 digit Phone Number.',
  query: 'Please enter a your query.',
} as const;

/** 'merged': the lead was the same customer as another one and now only points to it. */
export const LEAD_STATUSES = ['new', 'verified', 'rejected', 'merged'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = [
  'walk-in',
  'phone-call',
  'website',
  'enquiry',
  'referral',
  'exhibition',
  'social-media',
  'contact',
  'career',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SORT_FIELDS = ['created_at', 'first_name', 'city', 'status', 'source'] as const;

/** The lead list's query as the URL carries it (`leadListQuery`'s fields, read without zod). */
export const LEAD_LIST_FIELDS = {
  ...PAGE_FIELDS,
  sort: { kind: 'enum', values: LEAD_SORT_FIELDS, default: 'created_at' },
  q: { kind: 'text', max: 100 },
  status: { kind: 'enum', values: LEAD_STATUSES },
  source: { kind: 'enum', values: LEAD_SOURCES },
  from: { kind: 'date' },
  to: { kind: 'date' },
} as const satisfies Record<string, ListField>;

export const LEAD_POTENTIALS = ['low', 'medium', 'high'] as const;
export type LeadPotential = (typeof LEAD_POTENTIALS)[number];

/** What a customer can be interested in (stored hyphenated, lowercase: SPEC 3). */
export const LEAD_INTERESTS = [
  'residential-pools',
  'commercial-pools',
  'infinity-pools',
  'lap-pools',
  'olympic-size-pools',
  'water-park-pools',
  'above-ground-pools',
  'pool-renovation',
  'pool-maintenance',
  'renolit-membranes',
  'pool-equipment',
  'spa-and-jacuzzi',
] as const;
export type LeadInterest = (typeof LEAD_INTERESTS)[number];
export const isLeadInterest = (value: string | null | undefined): value is LeadInterest =>
  (LEAD_INTERESTS as readonly unknown[]).includes(value);

/** "residential-pools" → "Residential pools". */
export function labelOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
