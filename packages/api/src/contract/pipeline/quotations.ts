import { z } from 'zod';
import { GST_RATES_BPS } from '../../money/gst';
import { pageAnswer, pathId, type SameType, timestampAnswer, userRefAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  type CatalogueItem,
  type CostingQueueItem,
  catalogueItemInput,
  catalogueItemUpdate,
  catalogueListQuery,
  costingQueueQuery,
  extraPaymentInput,
  type PublicQuotation,
  type QuotationDashboard,
  type QuotationDetail,
  type QuotationListItem,
  type QuotationVersionView,
  type QuotationWorkspace,
  quotationDraftInput,
  quotationListQuery,
  quotationTermsInput,
  sendQuotationInput,
  type TermsTemplate,
  termsTemplateInput,
  termsTemplateUpdate,
  versionOnlyInput,
} from '../quotation';
import { QUANTITY_BASES, QUOTATION_STATUSES, QUOTATION_UNITS } from '../quotation-values';
import { POOL_SHAPES } from '../sales';
import { SALES_STAGES } from '../sales-values';
import { poolMetricsAnswer } from './sales';

const idParams = z.strictObject({ id: pathId('The id must be a number.') });
const leadParams = z.strictObject({ leadId: pathId('The lead id must be a number.') });
const versionParams = z.strictObject({
  leadId: pathId('The lead id must be a number.'),
  no: pathId('The version must be a number.'),
});
/** The customer's link: 32 URL-safe characters. */
export const quotationTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This quotation link is not valid.'),
});

const status = z.enum(QUOTATION_STATUSES);
const gstRate = z.literal(GST_RATES_BPS);

const catalogueItemAnswer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  hsn_sac: z.string(),
  unit: z.enum(QUOTATION_UNITS),
  rate_paise: z.number().int(),
  gst_rate_bps: z.number().int(),
  quantity_basis: z.enum(QUANTITY_BASES),
  active: z.boolean(),
  version: z.number().int(),
  updated_at: timestampAnswer,
});

const milestonesAnswer = z.array(z.object({ label: z.string(), percent: z.number() }));

const termsAnswer = z.object({
  milestones: milestonesAnswer,
  timeline: z.string(),
  warranty: z.string(),
  exclusions: z.string(),
  valid_until: z.string(),
});

const customerAnswer = z.object({
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  address: z.string(),
  state: z.string().nullable(),
  gstin: z.string().nullable().optional(),
  billing_address: z.string().nullable().optional(),
});

const contentAnswer = z.object({
  number: z.string(),
  customer: customerAnswer,
  lines: z.array(
    z.object({
      key: z.string(),
      origin: z.enum(['costing', 'extra']),
      catalogue_item_id: z.number().int().nullable(),
      description: z.string(),
      hsn_sac: z.string().nullable(),
      unit: z.enum(QUOTATION_UNITS),
      quantity: z.number(),
      rate_paise: z.number().int(),
      gst_rate_bps: gstRate,
      discount_bps: z.number().int(),
    }),
  ),
  overall_discount_bps: z.number().int(),
  discount_extras: z.boolean().optional(),
  inter_state: z.boolean(),
  amounts: z.array(
    z.object({
      key: z.string(),
      gross_paise: z.number().int(),
      discount_paise: z.number().int(),
      taxable_paise: z.number().int(),
      tax_paise: z.number().int(),
      total_paise: z.number().int(),
    }),
  ),
  totals: z.object({
    gross_paise: z.number().int(),
    discount_paise: z.number().int(),
    taxable_paise: z.number().int(),
    cgst_paise: z.number().int(),
    sgst_paise: z.number().int(),
    igst_paise: z.number().int(),
    tax_paise: z.number().int(),
    round_off_paise: z.number().int(),
    grand_total_paise: z.number().int(),
    by_rate: z.array(
      z.object({
        gst_rate_bps: z.number().int(),
        taxable_paise: z.number().int(),
        cgst_paise: z.number().int(),
        sgst_paise: z.number().int(),
        igst_paise: z.number().int(),
      }),
    ),
  }),
  terms: termsAnswer.nullable(),
  note: z.string(),
});

const listItemAnswer = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  number: z.string(),
  status,
  customer: z.string(),
  city: z.string().nullable(),
  total_paise: z.number().int(),
  owner: userRefAnswer.nullable(),
  latest_version: z.number().int(),
  stage: z.enum(SALES_STAGES).nullable(),
  has_terms: z.boolean(),
  updated_at: timestampAnswer,
});

const versionSummaryAnswer = z.object({
  no: z.number().int(),
  reason: z.string(),
  total_paise: z.number().int(),
  content_hash: z.string(),
  created_at: timestampAnswer,
  created_by: userRefAnswer.nullable(),
  sent_at: timestampAnswer.nullable(),
  sent_by: userRefAnswer.nullable(),
  sent_to: z.string().nullable(),
  link: z.string().nullable(),
  accepted_at: timestampAnswer.nullable(),
  accepted_name: z.string().nullable(),
  superseded: z.boolean(),
});

const detailAnswer = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  number: z.string(),
  status,
  version: z.number().int(),
  owner: userRefAnswer.nullable(),
  draft: contentAnswer,
  draft_changed: z.boolean(),
  versions: z.array(versionSummaryAnswer),
  change_request: z
    .object({ version: z.number().int(), message: z.string(), at: timestampAnswer })
    .nullable(),
  updated_at: timestampAnswer,
});

const versionViewAnswer = z.object({
  quotation: z.object({ id: z.number().int(), lead_id: z.number().int(), number: z.string(), status }),
  version: versionSummaryAnswer,
  content: contentAnswer,
  previous: contentAnswer.nullable(),
});

const costingQueueItemAnswer = z.object({
  lead_id: z.number().int(),
  customer: z.string(),
  city: z.string().nullable(),
  requested_at: timestampAnswer,
  project_type: z.string().nullable(),
  site_state: z.string().nullable(),
  quotation: z.object({ number: z.string(), status, total_paise: z.number().int() }).nullable(),
});

const dashboardAnswer = z.object({
  queue: z.object({
    items: z.array(
      z.object({
        lead_id: z.number().int(),
        customer: z.string(),
        city: z.string().nullable(),
        stage: z.enum(SALES_STAGES),
        waiting_since: timestampAnswer,
        age_days: z.number().int(),
      }),
    ),
    total: z.number().int(),
  }),
  turnaround: z.object({
    items: z.array(
      z.object({
        lead_id: z.number().int(),
        number: z.string(),
        customer: z.string(),
        requested_at: timestampAnswer,
        sent_at: timestampAnswer,
        hours: z.number(),
      }),
    ),
    average_hours: z.number().nullable(),
    median_hours: z.number().nullable(),
  }),
  thisMonth: z.object({
    costed: z.number().int(),
    costedValuePaise: z.number().int(),
    sent: z.number().int(),
    sentValuePaise: z.number().int(),
    accepted: z.number().int(),
    acceptedValuePaise: z.number().int(),
  }),
});

const workspaceAnswer = z.object({
  lead: z.object({
    id: z.number().int(),
    customer: customerAnswer,
    city: z.string().nullable(),
    stage: z.enum(SALES_STAGES),
  }),
  requirement: z
    .object({
      length_m: z.number(),
      width_m: z.number(),
      shallow_depth_m: z.number(),
      deep_depth_m: z.number(),
      shape: z.enum(POOL_SHAPES).optional(),
      project_type: z.string(),
      site_address: z.string(),
      site_state: z.string(),
      finish: z.string(),
      filtration: z.string(),
      heating: z.string(),
      lighting: z.string(),
      accessories: z.array(z.string()),
      budget_min_paise: z.number().int().nullable(),
      budget_max_paise: z.number().int().nullable(),
      notes: z.string().nullable(),
      metrics: poolMetricsAnswer,
    })
    .nullable(),
  inter_state: z.boolean(),
  quotation: detailAnswer.nullable(),
});

const termsTemplateAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  milestones: milestonesAnswer,
  timeline: z.string(),
  warranty: z.string(),
  exclusions: z.string(),
  validity_days: z.number().int(),
  version: z.number().int(),
  updated_at: timestampAnswer,
});

const publicState = z.enum(['open', 'accepted', 'superseded', 'expired', 'declined']);
const acceptedAnswer = z.object({ name: z.string(), at: timestampAnswer }).nullable();

const publicQuotationAnswer = z.object({
  number: z.string(),
  version: z.number().int(),
  state: publicState,
  content: contentAnswer.omit({ note: true }).strict(),
  accepted: acceptedAnswer,
  site: z.object({ latitude: z.number(), longitude: z.number() }).strict().nullable(),
});

/** The customer's answer, as JSON (a form post gets the page back instead). */
const customerAnswerResult = z.object({
  number: z.string(),
  version: z.number().int(),
  state: publicState,
  accepted: acceptedAnswer,
});

const sentAnswer = z.object({
  quotation: detailAnswer,
  version: z.number().int(),
  to: z.string(),
  link: z.string(),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof catalogueItemAnswer>, CatalogueItem>,
  SameType<z.output<typeof listItemAnswer>, QuotationListItem>,
  SameType<z.output<typeof detailAnswer>, QuotationDetail>,
  SameType<z.output<typeof versionViewAnswer>, QuotationVersionView>,
  SameType<z.output<typeof costingQueueItemAnswer>, CostingQueueItem>,
  SameType<z.output<typeof dashboardAnswer>, QuotationDashboard>,
  SameType<z.output<typeof workspaceAnswer>, QuotationWorkspace>,
  SameType<z.output<typeof termsTemplateAnswer>, TermsTemplate>,
  SameType<z.output<typeof publicQuotationAnswer>, PublicQuotation>,
] = [true, true, true, true, true, true, true, true, true];
void agreed;

const QUOTATION = ['quotation'] as const;
const SALES = ['sales'] as const;
const BOTH = ['quotation', 'sales'] as const;

export const quotationEndpoints = {
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/catalogue',
    access: BOTH,
    summary: 'The price catalogue, a page at a time (search name, code, HSN; active).',
    query: catalogueListQuery,
    answer: pageAnswer(catalogueItemAnswer),
  }),
  catalogueExport: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/catalogue/export',
    access: BOTH,
    summary: 'The filtered price catalogue as CSV or Excel (`format`, then the list’s own query).',
    query: catalogueListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  createCatalogueItem: defineEndpoint({
    method: 'POST',
    path: '/api/quotations/catalogue',
    access: QUOTATION,
    summary: 'Adds a catalogue item; 400 for a code already used.',
    body: catalogueItemInput,
    answer: catalogueItemAnswer,
    status: 201,
  }),
  updateCatalogueItem: defineEndpoint({
    method: 'PATCH',
    path: '/api/quotations/catalogue/:id',
    access: QUOTATION,
    summary: 'Changes a catalogue item; 409 on a stale version.',
    params: idParams,
    body: catalogueItemUpdate,
    answer: catalogueItemAnswer,
    errors: [404, 409],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/quotations',
    access: BOTH,
    summary: 'Quotations, a page at a time (status, search, mine, sort).',
    query: quotationListQuery,
    answer: pageAnswer(listItemAnswer),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/export',
    access: BOTH,
    summary:
      'The quotation list’s whole filtered result as CSV or Excel (`format`, then the list’s own query).',
    query: quotationListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/dashboard',
    access: QUOTATION,
    summary:
      'The quotation team’s dashboard: leads waiting for costing or design (oldest first), this month’s turnaround and values.',
    answer: dashboardAnswer,
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/queue',
    access: QUOTATION,
    summary: 'Leads waiting for costing ("costing requested"), a page at a time.',
    query: costingQueueQuery,
    answer: pageAnswer(costingQueueItemAnswer),
  }),
  queueExport: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/queue/export',
    access: QUOTATION,
    summary: 'The costing queue as CSV or Excel (`format`, then the list’s own query).',
    query: costingQueueQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  workspace: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/lead/:leadId',
    access: BOTH,
    summary: 'The quotation builder’s lead: customer, stage, requirement with metrics, quotation or null.',
    params: leadParams,
    answer: workspaceAnswer,
    errors: [404],
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/api/quotations/lead/:leadId/draft',
    access: QUOTATION,
    summary: 'Saves the draft (version 0 creates the quotation); 409 when stale or not at costing requested.',
    params: leadParams,
    body: quotationDraftInput,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  markCosted: defineEndpoint({
    method: 'POST',
    path: '/api/quotations/lead/:leadId/costed',
    access: QUOTATION,
    summary: 'Cuts a version, moves the lead to costed and tells its sales owner.',
    params: leadParams,
    body: versionOnlyInput,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  addExtraPayment: defineEndpoint({
    method: 'POST',
    path: '/api/quotations/lead/:leadId/extra-payments',
    access: SALES,
    summary: 'Adds extra items as a new version; the lead moves to extra payments.',
    params: leadParams,
    body: extraPaymentInput,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  setTerms: defineEndpoint({
    method: 'PUT',
    path: '/api/quotations/lead/:leadId/terms',
    access: SALES,
    summary: 'Sets the terms (milestones add up to 100 %) as a new version; the lead moves to terms.',
    params: leadParams,
    body: quotationTermsInput,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/quotations/lead/:leadId/send',
    access: SALES,
    summary:
      'Sends the latest version: the customer’s mail with the PDF is queued; the lead moves to final sent.',
    params: leadParams,
    body: sendQuotationInput,
    answer: sentAnswer,
    errors: [404, 409],
  }),
  version: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/lead/:leadId/versions/:no',
    access: BOTH,
    summary: 'One version as stored, with the one before it.',
    params: versionParams,
    answer: versionViewAnswer,
    errors: [404],
  }),
  versionPdf: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/lead/:leadId/versions/:no/pdf',
    access: BOTH,
    summary: 'The PDF of one version (attachment, no-store).',
    params: versionParams,
    answerKind: 'file',
    errors: [404],
  }),
  termsTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/quotations/terms-templates',
    access: SALES,
    summary: 'The terms templates.',
    answer: z.array(termsTemplateAnswer),
  }),
  createTermsTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/quotations/terms-templates',
    access: SALES,
    summary: 'Adds a terms template.',
    body: termsTemplateInput,
    answer: termsTemplateAnswer,
    status: 201,
  }),
  updateTermsTemplate: defineEndpoint({
    method: 'PATCH',
    path: '/api/quotations/terms-templates/:id',
    access: SALES,
    summary: 'Changes a terms template; 409 on a stale version.',
    params: idParams,
    body: termsTemplateUpdate,
    answer: termsTemplateAnswer,
    errors: [404, 409],
  }),
  publicPage: defineEndpoint({
    method: 'GET',
    path: '/quotation/:token',
    access: 'public',
    summary: 'The customer’s page of one sent version, with the accept and ask-for-changes forms while open.',
    params: quotationTokenParams,
    answerKind: 'html',
    errors: [404],
  }),
  publicJson: defineEndpoint({
    method: 'GET',
    path: '/api/public/quotations/:token',
    access: 'public',
    summary: 'The customer’s quotation as JSON (no-store).',
    params: quotationTokenParams,
    answer: publicQuotationAnswer,
    errors: [404],
  }),
  publicPdf: defineEndpoint({
    method: 'GET',
    path: '/quotation/:token/pdf',
    access: 'public',
    summary: 'The PDF of the customer’s version (with the acceptance record once accepted).',
    params: quotationTokenParams,
    answerKind: 'file',
    errors: [404],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/quotation/:token/accept',
    access: 'public',
    summary:
      'The customer accepts (`quotationAcceptInput` as JSON, or the page’s form: the page comes back); rate-limited.',
    params: quotationTokenParams,
    answer: customerAnswerResult,
    errors: [404, 409, 429],
  }),
  requestChanges: defineEndpoint({
    method: 'POST',
    path: '/quotation/:token/changes',
    access: 'public',
    summary:
      'The customer asks for changes (`quotationChangesInput` as JSON, or the page’s form: the page comes back); rate-limited.',
    params: quotationTokenParams,
    answer: customerAnswerResult,
    errors: [404, 409, 429],
  }),
};
