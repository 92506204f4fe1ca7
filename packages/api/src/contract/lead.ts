import { z } from 'zod';
import { isoDate, pageQuery, rowId, versionField } from './common';
import { gstinField, indianStateField } from './documents';
import {
  LEAD_INTERESTS,
  LEAD_MESSAGES,
  LEAD_POTENTIALS,
  LEAD_SORT_FIELDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadPotential,
  type LeadSource,
  type LeadStatus,
} from './lead-values';
import { indianMobileSchema } from './phone';
import type { QuotationHistoryAction } from './quotation-values';
import type { SalesHistoryAction } from './sales-values';

export * from './lead-values';

/** The spec's two phone messages (SPEC 5), for every form that asks for a mobile. */
export const LEAD_MOBILE_MESSAGES = { invalid: LEAD_MESSAGES.phone, length: LEAD_MESSAGES.phoneLength };

/**
 * An Indian mobile, with the spec's two messages; yields the 10 national digits, which a lead keeps
 * beside its code (the lead payload's mobile and mobile_code) and its E.164 form.
 */
export const mobileField = indianMobileSchema(LEAD_MOBILE_MESSAGES).transform((e164) => e164.slice(3));

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** An optional field whose cleared input ('') means absent before `schema` checks it. */
const emptyAsAbsent = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(schema.optional());

/** Fields staff fill on add-lead and edit-leads (SPEC 3 lead payload, minus list_key). */
export const leadFields = {
  first_name: z
    .string({ error: LEAD_MESSAGES.name })
    .trim()
    .min(1, LEAD_MESSAGES.name)
    .max(100, 'At most 100 characters.'),
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
  /** The customer's GSTIN when they buy as a registered business (a B2B quotation and invoices). */
  gstin: emptyAsAbsent(gstinField),
  /** Where invoices are addressed when it is not the address above (a company's registered office). */
  billing_address: optionalText(500),
  billing_state: emptyAsAbsent(indianStateField),
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
  version: versionField(),
  /** Set after the person has seen that the new mobile or e-mail belongs to another lead. */
  allowDuplicate: z.boolean().optional(),
});
export type UpdateLeadRequest = z.input<typeof updateLeadRequest>;

export const rejectLeadRequest = z.strictObject({
  reason: z.string().trim().min(3, 'Please give the reason for rejecting this lead.').max(500),
  version: versionField(),
});
export const verifyLeadRequest = z.strictObject({
  version: versionField(),
  /** Set after the person has seen that other leads may be the same customer and chose to verify anyway. */
  allowDuplicate: z.boolean().optional(),
});

/** Merges the lead in the path into `into`: both versions as the person saw them. */
export const mergeLeadRequest = z.strictObject({
  into: rowId(),
  version: versionField(),
  into_version: versionField(),
});
export type MergeLeadRequest = z.input<typeof mergeLeadRequest>;

/** Who surveys a customer's site on the map: verification on any lead, sales on the verified leads it works. */
export const SITE_SURVEY_ROLES = ['verification', 'sales'] as const;

/** A coordinate with at most 6 decimals (about 10 cm), inside `limit` either side of zero. */
const coordinate = (name: 'Latitude' | 'Longitude', limit: number) =>
  z
    .number({ error: `Enter the ${name.toLowerCase()} as a number.` })
    .min(-limit, `${name} is between -${limit} and ${limit}.`)
    .max(limit, `${name} is between -${limit} and ${limit}.`)
    .refine((v) => Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-6, {
      message: `${name} has at most 6 decimals.`,
    })
    .nullable();

/** The site-survey form: where the pool goes (both coordinates or neither), its address and a note. */
export const leadSiteRequest = z
  .strictObject({
    site_latitude: coordinate('Latitude', 90),
    site_longitude: coordinate('Longitude', 180),
    site_note: optionalText(1000),
    address_line1: leadFields.address_line1,
    address_line2: leadFields.address_line2,
    city: leadFields.city,
    state: leadFields.state,
    postal_code: leadFields.postal_code,
    /** The version the form loaded; a stale version is refused with 409 so no edit is lost. */
    version: versionField(),
  })
  .superRefine((site, ctx) => {
    if ((site.site_latitude === null) === (site.site_longitude === null)) return;
    const missing = site.site_latitude === null ? 'site_latitude' : 'site_longitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'Give both latitude and longitude, or neither.',
    });
  });
export type LeadSiteRequest = z.input<typeof leadSiteRequest>;

/** The OpenStreetMap page of a site's point, for pages that show no map of their own. */
export function openStreetMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** The map tiles the site-survey map shows (a server setting, so a company can use its own tile host). */
export interface SiteMapSettings {
  tile_url: string;
  attribution: string;
}

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
  gstin: string | null;
  billing_address: string | null;
  billing_state: string | null;
  notes: string | null;
  interests: string | null;
  category: string | null;
  tags: string[];
  deal_size: number | null;
  potential: LeadPotential | null;
  source: LeadSource;
  status: LeadStatus;
  rejection_reason: string | null;
  /** The lead this one was merged into (status 'merged'), else null. */
  merged_into: number | null;
  /** Where the pool is to be built, picked on the site-survey map (WGS 84, 6 decimals), else null. */
  site_latitude: number | null;
  site_longitude: number | null;
  /** Staff's note on the site (access, landmarks): internal, never shown to the customer. */
  site_note: string | null;
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

export type LeadHistoryAction =
  | 'created'
  | 'updated'
  | 'verified'
  | 'rejected'
  | 'merged'
  | SalesHistoryAction
  | QuotationHistoryAction;

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
