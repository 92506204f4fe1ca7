import { z } from 'zod';
import { idParams, pageAnswer, type SameType, timestampAnswer, userRefAnswer } from '../answers';
import { exportQuery, realDateFilters } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  createLeadRequest,
  type DuplicateLead,
  type Lead,
  type LeadHistoryEntry,
  type LeadStats,
  leadListQuery,
  leadSiteRequest,
  mergeLeadRequest,
  rejectLeadRequest,
  SITE_SURVEY_ROLES,
  type SiteMapSettings,
  updateLeadRequest,
  verifyLeadRequest,
} from '../lead';
import { LEAD_POTENTIALS, LEAD_SOURCES, LEAD_STATUSES } from '../lead-values';
import { QUOTATION_HISTORY_ACTIONS } from '../quotation-values';
import { SALES_HISTORY_ACTIONS } from '../sales-values';

const leadIdParams = idParams('The lead id must be a number.');

const listQuery = leadListQuery.superRefine(realDateFilters);
const exportListQuery = leadListQuery.extend(exportQuery.shape).superRefine(realDateFilters);

export const leadAnswer = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  company: z.string().nullable(),
  designation: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string(),
  mobile_code: z.string(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  gstin: z.string().nullable(),
  billing_address: z.string().nullable(),
  billing_state: z.string().nullable(),
  notes: z.string().nullable(),
  interests: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  deal_size: z.number().nullable(),
  potential: z.enum(LEAD_POTENTIALS).nullable(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  rejection_reason: z.string().nullable(),
  merged_into: z.number().int().nullable(),
  site_latitude: z.number().nullable(),
  site_longitude: z.number().nullable(),
  site_note: z.string().nullable(),
  version: z.number().int(),
  created_at: timestampAnswer,
  updated_at: timestampAnswer,
  created_by: userRefAnswer.nullable(),
});

const leadStatsAnswer = z.object({
  byStatus: z.record(z.enum(LEAD_STATUSES), z.number()),
  bySource: z.partialRecord(z.enum(LEAD_SOURCES), z.number()),
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  total: z.number(),
});

export const leadHistoryAnswer = z.array(
  z.object({
    id: z.number().int(),
    at: timestampAnswer,
    action: z.enum([
      'created',
      'updated',
      'verified',
      'rejected',
      'merged',
      ...SALES_HISTORY_ACTIONS,
      ...QUOTATION_HISTORY_ACTIONS,
    ]),
    actor: userRefAnswer.nullable(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    reason: z.string().nullable(),
  }),
);

const duplicatesAnswer = z.array(
  z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string(),
    status: z.enum(LEAD_STATUSES),
    created_at: timestampAnswer,
    matchedOn: z.array(z.enum(['mobile', 'email'])),
  }),
);

const siteMapAnswer = z.object({ tile_url: z.string(), attribution: z.string() });

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof leadAnswer>, Lead>,
  SameType<z.output<typeof leadStatsAnswer>, LeadStats>,
  SameType<z.output<typeof leadHistoryAnswer>, LeadHistoryEntry[]>,
  SameType<z.output<typeof duplicatesAnswer>, DuplicateLead[]>,
  SameType<z.output<typeof siteMapAnswer>, SiteMapSettings>,
] = [true, true, true, true, true];
void agreed;

const LEAD_DESK = ['verification'] as const;

export const leadEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/leads',
    access: ['verification', 'sales'],
    summary: 'Leads, a page at a time (sales sees verified leads only).',
    query: listQuery,
    answer: pageAnswer(leadAnswer),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/leads/export',
    access: ['verification', 'sales'],
    summary: "The list's whole filtered result as CSV or Excel (`format`), with the list's scope.",
    query: exportListQuery,
    answerKind: 'file',
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/leads/stats',
    access: LEAD_DESK,
    summary: 'Lead counts by status and source, and per day over the last 30 days.',
    answer: leadStatsAnswer,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/leads',
    access: LEAD_DESK,
    summary: 'Adds a lead; 409 DUPLICATE_LEAD (details: the matches) unless allowDuplicate.',
    body: createLeadRequest,
    answer: leadAnswer,
    status: 201,
    errors: [409],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/leads/:id',
    access: ['verification', 'sales'],
    summary: 'One lead (sales: verified leads only).',
    params: leadIdParams,
    answer: leadAnswer,
    errors: [404],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/leads/:id',
    access: LEAD_DESK,
    summary: 'Changes a lead; 409 CONFLICT on a stale version, DUPLICATE_LEAD unless allowDuplicate.',
    params: leadIdParams,
    body: updateLeadRequest,
    answer: leadAnswer,
    errors: [404, 409],
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/leads/:id/verify',
    access: LEAD_DESK,
    summary: 'Marks a lead verified (sales is notified).',
    params: leadIdParams,
    body: verifyLeadRequest,
    answer: leadAnswer,
    errors: [404, 409],
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/leads/:id/reject',
    access: LEAD_DESK,
    summary: 'Marks a lead rejected, keeping the reason.',
    params: leadIdParams,
    body: rejectLeadRequest,
    answer: leadAnswer,
    errors: [404, 409],
  }),
  siteMap: defineEndpoint({
    method: 'GET',
    path: '/api/leads/site-map',
    access: SITE_SURVEY_ROLES,
    summary: 'The map tiles the site-survey map shows (MAP_TILE_URL) and their attribution.',
    answer: siteMapAnswer,
  }),
  site: defineEndpoint({
    method: 'PATCH',
    path: '/api/leads/:id/site',
    access: SITE_SURVEY_ROLES,
    summary: "Saves the lead's site: coordinates, address and note; 409 CONFLICT on a stale version.",
    params: leadIdParams,
    body: leadSiteRequest,
    answer: leadAnswer,
    errors: [404, 409],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/leads/:id/history',
    access: LEAD_DESK,
    summary: 'What happened to a lead, newest first.',
    params: leadIdParams,
    answer: leadHistoryAnswer,
    errors: [404],
  }),
  duplicates: defineEndpoint({
    method: 'GET',
    path: '/api/leads/:id/duplicates',
    access: LEAD_DESK,
    summary: 'Other leads that may be the same customer (same mobile or e-mail), merged ones left out.',
    params: leadIdParams,
    answer: duplicatesAnswer,
    errors: [404],
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/api/leads/:id/merge',
    access: LEAD_DESK,
    summary: 'Merges a new or rejected lead into another of the same customer; answers the kept lead.',
    params: leadIdParams,
    body: mergeLeadRequest,
    answer: leadAnswer,
    errors: [404, 409],
  }),
};
