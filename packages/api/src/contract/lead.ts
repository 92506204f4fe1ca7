import { z } from 'zod';
import { isoDate, pageQuery } from './common';
import type { SalesHistoryAction } from './sales';

/** SPEC 5 messages, shared by the public enquiry form and the staff lead form. */
export const LEAD_MESSAGES = {
  name: 'Please enter a name.',
  email: 'Please enter a valid email.',
  phone: 'Please enter a valid Phone Number.',
  phoneLength: 'Please enter a 10 digit Phone Number.',
  query: 'Please enter a your query.',
} as const;

/** Country calling code for India (SPEC 9: prefix +91). */
export const INDIA_CODE = '91';

export const LEAD_STATUSES = ['new', 'verified', 'rejected'] as const;
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

/** "residential-pools" → "Residential pools". */
export function labelOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Reduces what a person typed as a mobile number to its 10 national digits:
 * spaces, dashes, brackets, a leading +91 / 91 / 0 are dropped.
 * Returns null when the rest is not digits.
 */
export function nationalMobile(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${INDIA_CODE}`)) return null;
    digits = digits.slice(1 + INDIA_CODE.length);
  } else if (digits.length === 12 && digits.startsWith(INDIA_CODE)) {
    digits = digits.slice(INDIA_CODE.length);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return /^\d+$/.test(digits) ? digits : null;
}

/** The +91 form used to compare mobiles (duplicate detection). */
export function normalisedMobile(input: string): string | null {
  const national = nationalMobile(input);
  return national && national.length === 10 ? `+${INDIA_CODE}${national}` : null;
}

/** A 10-digit Indian mobile, with the spec's two messages; yields the 10 digits. */
export const mobileField = z
  .string({ error: LEAD_MESSAGES.phone })
  .trim()
  .min(1, LEAD_MESSAGES.phone)
  .max(20, LEAD_MESSAGES.phoneLength)
  .transform((value, ctx) => {
    const national = nationalMobile(value);
    if (national === null) {
      ctx.addIssue({ code: 'custom', message: LEAD_MESSAGES.phone });
      return z.NEVER;
    }
    if (national.length !== 10) {
      ctx.addIssue({ code: 'custom', message: LEAD_MESSAGES.phoneLength });
      return z.NEVER;
    }
    return national;
  });

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Fields staff fill on add-lead and edit-leads (SPEC 3 lead payload, minus list_key). */
export const leadFields = {
  first_name: z.string({ error: LEAD_MESSAGES.name }).trim().min(1, LEAD_MESSAGES.name).max(100),
  last_name: optionalText(100),
  company: optionalText(150),
  designation: optionalText(100),
  email: z
    .string()
    .trim()
    .max(254, LEAD_MESSAGES.email)
    .optional()
    .transform((v) => (v === '' ? undefined : v?.toLowerCase()))
    .pipe(z.email({ error: LEAD_MESSAGES.email }).optional()),
  mobile: mobileField,
  phone: optionalText(20),
  fax: optionalText(20),
  website: optionalText(200),
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  postal_code: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'A PIN code has 6 digits.')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  notes: optionalText(2000),
  interests: z.enum(LEAD_INTERESTS, { error: 'Choose an interest from the list.' }).optional(),
  category: optionalText(100),
  tags: z.array(text(40).min(1)).max(20, 'At most 20 tags.').optional(),
  deal_size: z.coerce
    .number({ error: 'Enter the deal size in rupees.' })
    .int('Enter a whole number of rupees.')
    .min(0, 'The deal size cannot be negative.')
    .max(10_000_000_000, 'That deal size is too large.')
    .optional(),
  potential: z.enum(LEAD_POTENTIALS).optional(),
  source: z.enum(LEAD_SOURCES, { error: 'Choose where the lead came from.' }),
};

export const createLeadRequest = z.strictObject({
  ...leadFields,
  /** Set after the person has seen the duplicate warning and chose to add anyway. */
  allowDuplicate: z.boolean().optional(),
});
export type CreateLeadRequest = z.input<typeof createLeadRequest>;

export const updateLeadRequest = z.strictObject({
  ...leadFields,
  /** The version the editor loaded; a stale version is refused with 409 so no edit is lost. */
  version: z.number().int().min(1),
  /** Set after the person has seen that the new mobile or e-mail belongs to another lead. */
  allowDuplicate: z.boolean().optional(),
});
export type UpdateLeadRequest = z.input<typeof updateLeadRequest>;

export const rejectLeadRequest = z.strictObject({
  reason: z.string().trim().min(3, 'Please give the reason for rejecting this lead.').max(500),
  version: z.number().int().min(1),
});
export const verifyLeadRequest = z.strictObject({ version: z.number().int().min(1) });

export const LEAD_SORT_FIELDS = ['created_at', 'first_name', 'city', 'status', 'source'] as const;

export const leadListQuery = z.strictObject({
  ...pageQuery,
  sort: z.enum(LEAD_SORT_FIELDS).default('created_at'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type LeadListQuery = z.input<typeof leadListQuery>;

export interface Lead {
  id: number;
  first_name: string;
  last_name: string | null;
  company: string | null;
  designation: string | null;
  email: string | null;
  mobile: string;
  mobile_code: string;
  phone: string | null;
  fax: string | null;
  website: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  notes: string | null;
  interests: string | null;
  category: string | null;
  tags: string[];
  deal_size: number | null;
  potential: LeadPotential | null;
  source: LeadSource;
  status: LeadStatus;
  rejection_reason: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: { id: number; username: string } | null;
}

/** The matches sent with a DUPLICATE_LEAD (409) answer, in `details`. */
export interface DuplicateLead {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string | null;
  mobile: string;
  status: LeadStatus;
  created_at: string;
  matchedOn: ('mobile' | 'email')[];
}

export type LeadHistoryAction = 'created' | 'updated' | 'verified' | 'rejected' | SalesHistoryAction;

export interface LeadHistoryEntry {
  id: number;
  at: string;
  action: LeadHistoryAction;
  actor: { id: number; username: string } | null;
  changes: Record<string, { from: unknown; to: unknown }>;
  reason: string | null;
}

export interface LeadStats {
  byStatus: Record<LeadStatus, number>;
  bySource: Partial<Record<LeadSource, number>>;
  /** The last 30 days, oldest first, every day present (count 0 included). */
  perDay: { date: string; count: number }[];
  total: number;
}
