import { z } from 'zod';
import { GST_RATES_BPS } from '../money/gst';
import { isoDate, pageQuery, rowId, versionField } from './common';
import {
  DISCOUNT_BPS_RULE,
  MILESTONE_PERCENT_RULE,
  numberSchema,
  QUANTITY_RULE,
  RATE_PAISE_RULE,
} from './number';
import type { QuotationStatus } from './quotation-values';
import {
  CATALOGUE_SORT_FIELDS,
  QUANTITY_BASES,
  QUOTATION_SORT_FIELDS,
  QUOTATION_STATUSES,
  QUOTATION_UNITS,
  type QuantityBasis,
  type QuotationUnit,
} from './quotation-values';
import type { PoolDimensions, PoolMetrics, SalesStage } from './sales';

/**
 * Quotations (see docs/decisions/0041-quotation-versions-whole-copies.md): the price catalogue the quotation team keeps, the quotation of a lead with
 * its immutable versions, terms templates and the customer's answer. Money is in paise (integers),
 * GST rates in basis points (1800 = 18 %), discounts in basis points of the amount.
 */

export {
  CATALOGUE_LIST_FIELDS,
  CATALOGUE_SORT_FIELDS,
  COSTING_QUEUE_LIST_FIELDS,
  QUANTITY_BASES,
  QUOTATION_LIST_FIELDS,
  QUOTATION_SORT_FIELDS,
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUSES,
  QUOTATION_UNITS,
  type QuantityBasis,
  type QuotationStatus,
  type QuotationUnit,
  UNIT_LABEL,
} from './quotation-values';

const text = (max: number, label = 'This') =>
  z.string().trim().max(max, `${label} has at most ${max} characters.`);
const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

const gstRate = z.literal(GST_RATES_BPS, {
  error: `Choose a GST rate: ${GST_RATES_BPS.map((r) => `${r / 100} %`).join(', ')}.`,
});

const ratePaise = numberSchema(RATE_PAISE_RULE);

const hsnSac = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'An HSN/SAC code has 4 to 8 digits.');

const discountBps = numberSchema(DISCOUNT_BPS_RULE);

export const quantityField = numberSchema(QUANTITY_RULE);

// --- Catalogue ------------------------------------------------------------------------------------

export const catalogueItemInput = z.strictObject({
  code: z
    .string({ error: 'Enter a code.' })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/, 'A code is 2 to 30 capital letters, digits or dashes.'),
  name: required(150, 'Enter the item name.'),
  description: text(1000).default(''),
  hsn_sac: hsnSac,
  unit: z.enum(QUOTATION_UNITS, { error: 'Choose a unit.' }),
  rate_paise: ratePaise,
  gst_rate_bps: gstRate,
  quantity_basis: z.enum(QUANTITY_BASES, { error: 'Choose how the quantity is found.' }).default('fixed'),
  active: z.boolean().default(true),
});
export type CatalogueItemInput = z.input<typeof catalogueItemInput>;

export const catalogueItemUpdate = catalogueItemInput.extend({ version: versionField() });
export type CatalogueItemUpdate = z.input<typeof catalogueItemUpdate>;

export const catalogueListQuery = z.strictObject({
  ...pageQuery,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  order: z.enum(['asc', 'desc']).default('asc'),
  sort: z.enum(CATALOGUE_SORT_FIELDS).default('name'),
  q: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type CatalogueListQuery = z.input<typeof catalogueListQuery>;

export interface CatalogueItem {
  id: number;
  code: string;
  name: string;
  description: string;
  hsn_sac: string;
  unit: QuotationUnit;
  rate_paise: number;
  gst_rate_bps: number;
  quantity_basis: QuantityBasis;
  active: boolean;
  version: number;
  updated_at: string;
}

// --- Lines, terms, drafts -------------------------------------------------------------------------

export const quotationLineInput = z.strictObject({
  /** The line's key in the loaded draft (kept so versions can be compared); absent for a new line. */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A line key is 1 to 40 letters, digits, dashes or underscores.')
    .optional(),
  /** A catalogue item the line was picked from; null for a free line. */
  catalogue_item_id: rowId().nullable().default(null),
  description: required(300, 'Describe the line.'),
  hsn_sac: hsnSac.nullable().default(null),
  unit: z.enum(QUOTATION_UNITS, { error: 'Choose a unit.' }),
  quantity: quantityField,
  rate_paise: ratePaise,
  gst_rate_bps: gstRate,
  discount_bps: discountBps.default(0),
});
export type QuotationLineInput = z.input<typeof quotationLineInput>;

/** A line as stored in a quotation: the input plus a stable key and where it came from. */
export interface QuotationLine extends Omit<z.output<typeof quotationLineInput>, 'key'> {
  key: string;
  origin: 'costing' | 'extra';
}

export const quotationDraftInput = z.strictObject({
  /** The quotation version the editor loaded (0 when the lead has no quotation yet). */
  version: versionField(0),
  lines: z.array(quotationLineInput).min(1, 'Add at least one line.').max(200, 'At most 200 lines.'),
  overall_discount_bps: discountBps.default(0),
  /** Whether the overall discount also applies to extra payments sales adds after costing. */
  discount_extras: z.boolean().default(true),
  note: text(1000).default(''),
});
export type QuotationDraftInput = z.input<typeof quotationDraftInput>;

export const versionOnlyInput = z.strictObject({ version: versionField() });

export const extraPaymentInput = z.strictObject({
  version: versionField(),
  lines: z
    .array(quotationLineInput)
    .min(1, 'Add at least one extra item.')
    .max(50, 'At most 50 extra items.'),
  reason: required(300, 'Say why these extra items were added.'),
});
export type ExtraPaymentInput = z.input<typeof extraPaymentInput>;

export const milestoneInput = z.strictObject({
  label: required(80, 'Name the milestone.'),
  percent: numberSchema(MILESTONE_PERCENT_RULE),
});

const milestones = z
  .array(milestoneInput)
  .min(1, 'Add at least one milestone.')
  .max(10, 'At most 10 milestones.')
  .superRefine((list, ctx) => {
    const sum = list.reduce((s, m) => s + m.percent, 0);
    if (sum !== 100)
      ctx.addIssue({ code: 'custom', message: `The milestones add up to ${sum} %, not 100 %.` });
  });

export const termsFields = {
  milestones,
  timeline: required(500, 'Give the delivery timeline.'),
  warranty: required(1000, 'Give the warranty.'),
  exclusions: text(2000).default(''),
};

export const quotationTermsInput = z.strictObject({
  version: versionField(),
  ...termsFields,
  valid_until: isoDate,
});
export type QuotationTermsInput = z.input<typeof quotationTermsInput>;
export type QuotationTerms = Omit<z.output<typeof quotationTermsInput>, 'version'>;

export const termsTemplateInput = z.strictObject({
  name: required(100, 'Name the template.'),
  ...termsFields,
  validity_days: z.number().int().min(1, 'At least one day.').max(365, 'At most 365 days.'),
});
export type TermsTemplateInput = z.input<typeof termsTemplateInput>;
export const termsTemplateUpdate = termsTemplateInput.extend({ version: versionField() });
export type TermsTemplateUpdate = z.input<typeof termsTemplateUpdate>;

export interface TermsTemplate extends Omit<z.output<typeof termsTemplateInput>, never> {
  id: number;
  version: number;
  updated_at: string;
}

/** Days a quotation stays valid when sales sends it again after it expired and picks no date. */
export const DEFAULT_VALIDITY_DAYS = 30;

export const sendQuotationInput = z.strictObject({
  version: versionField(),
  /** Where to send it; the lead's e-mail when absent. */
  to: z.email({ error: 'Enter a valid e-mail address.' }).max(254).optional(),
  /** A new validity date; an expired quotation gets DEFAULT_VALIDITY_DAYS from today when absent. */
  valid_until: isoDate.optional(),
  message: text(2000).default(''),
});
export type SendQuotationInput = z.input<typeof sendQuotationInput>;

// --- Customer's answer ------------------------------------------------------------------------------

export const quotationAcceptInput = z.strictObject({
  full_name: required(120, 'Type your full name to accept.').refine(
    (v) => v.length >= 3,
    'Type your full name to accept.',
  ),
  consent: z.literal(true, { error: 'Please tick the box to agree to the quotation and its terms.' }),
});
export const quotationChangesInput = z.strictObject({
  message: required(2000, 'Tell us what you would like changed.'),
});

// --- Lists ------------------------------------------------------------------------------------------

export const quotationListQuery = z.strictObject({
  ...pageQuery,
  sort: z.enum(QUOTATION_SORT_FIELDS).default('updated_at'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(QUOTATION_STATUSES).optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type QuotationListQuery = z.input<typeof quotationListQuery>;

export interface QuotationTotals {
  gross_paise: number;
  discount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  tax_paise: number;
  round_off_paise: number;
  grand_total_paise: number;
  /** Per GST rate: what the tax table of the PDF shows. */
  by_rate: {
    gst_rate_bps: number;
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  }[];
}

export interface LineAmounts {
  key: string;
  gross_paise: number;
  discount_paise: number;
  taxable_paise: number;
  tax_paise: number;
  total_paise: number;
}

export interface QuotationCustomer {
  name: string;
  email: string | null;
  mobile: string;
  address: string;
  state: string | null;
  /** A business customer's GSTIN (a B2B quotation); absent in versions made before it was asked. */
  gstin?: string | null;
  /** Where a B2B customer's invoices go, with its state; null when it is the address above. */
  billing_address?: string | null;
}

/** Everything one version says: what the PDF and the customer's page show. */
export interface QuotationContent {
  number: string;
  customer: QuotationCustomer;
  lines: QuotationLine[];
  overall_discount_bps: number;
  /** Whether the overall discount applies to extra payments; absent in versions made before the choice (it did). */
  discount_extras?: boolean;
  inter_state: boolean;
  amounts: LineAmounts[];
  totals: QuotationTotals;
  terms: QuotationTerms | null;
  note: string;
}

export interface QuotationListItem {
  id: number;
  lead_id: number;
  number: string;
  status: QuotationStatus;
  customer: string;
  city: string | null;
  total_paise: number;
  owner: { id: number; username: string } | null;
  latest_version: number;
  /** The lead's sales stage (what sales can do with the quotation now), null before sales has the lead. */
  stage: SalesStage | null;
  /** Whether the draft has terms (a quotation cannot be sent without them). */
  has_terms: boolean;
  updated_at: string;
}

export interface QuotationVersionSummary {
  no: number;
  reason: string;
  total_paise: number;
  content_hash: string;
  created_at: string;
  created_by: { id: number; username: string } | null;
  sent_at: string | null;
  sent_by: { id: number; username: string } | null;
  sent_to: string | null;
  /** The customer's link of a sent version ('/quotation/<token>'), for staff to share again. */
  link: string | null;
  accepted_at: string | null;
  accepted_name: string | null;
  superseded: boolean;
}

export interface QuotationDetail {
  id: number;
  lead_id: number;
  number: string;
  status: QuotationStatus;
  version: number;
  owner: { id: number; username: string } | null;
  draft: QuotationContent;
  /** Whether the draft differs from the latest version (needs a new version before sending). */
  draft_changed: boolean;
  versions: QuotationVersionSummary[];
  /** The customer's latest request for changes that no newer sent version answers yet. */
  change_request: { version: number; message: string; at: string } | null;
  updated_at: string;
}

export interface QuotationVersionView {
  quotation: { id: number; lead_id: number; number: string; status: QuotationStatus };
  version: QuotationVersionSummary;
  content: QuotationContent;
  previous: QuotationContent | null;
}

/** What a customer may see of a version: everything but the quotation team's internal note to sales. */
export type CustomerQuotationContent = Omit<QuotationContent, 'note'>;

/** A version's content for a customer's document, page or e-mail: internal notes are dropped here, once. */
export function customerContent(content: QuotationContent): CustomerQuotationContent {
  const { note: _internal, ...shown } = content;
  return shown;
}

export interface PublicQuotation {
  number: string;
  version: number;
  state: 'open' | 'accepted' | 'superseded' | 'expired' | 'declined';
  content: CustomerQuotationContent;
  accepted: { name: string; at: string } | null;
  /** The surveyed site of the customer's lead (coordinates only: the staff's note stays internal). */
  site: { latitude: number; longitude: number } | null;
}

export const costingQueueQuery = z.strictObject({
  ...pageQuery,
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(100).optional(),
});
export type CostingQueueQuery = z.input<typeof costingQueueQuery>;

export interface CostingQueueItem {
  lead_id: number;
  customer: string;
  city: string | null;
  requested_at: string;
  project_type: string | null;
  site_state: string | null;
  quotation: { number: string; status: QuotationStatus; total_paise: number } | null;
}

/** A lead the quotation team has yet to act on, and how long it has waited. */
export interface QuotationDashboardQueueItem {
  lead_id: number;
  customer: string;
  city: string | null;
  stage: SalesStage;
  /** When the lead reached its present stage. */
  waiting_since: string;
  /** Whole days since then. */
  age_days: number;
}

/** One quotation first sent this month, with its turnaround. */
export interface QuotationTurnaround {
  lead_id: number;
  number: string;
  customer: string;
  /** The lead's first move to "costing requested". */
  requested_at: string;
  /** The quotation's first sending to the customer. */
  sent_at: string;
  hours: number;
}

/**
 * The quotation team's dashboard. "This month" is the calendar month in Asia/Kolkata; values in
 * paise. Costed: quotations whose costing was (re)cut this month, each once at its newest costing;
 * sent: quotations with a version sent this month, each once at the newest version sent; accepted:
 * versions the customer accepted this month.
 */
export interface QuotationDashboard {
  queue: { items: QuotationDashboardQueueItem[]; total: number };
  turnaround: { items: QuotationTurnaround[]; average_hours: number | null; median_hours: number | null };
  thisMonth: {
    costed: number;
    costedValuePaise: number;
    sent: number;
    sentValuePaise: number;
    accepted: number;
    acceptedValuePaise: number;
  };
}

/** What the quotation builder needs: the lead, its captured requirement and its quotation. */
export interface QuotationWorkspace {
  lead: { id: number; customer: QuotationCustomer; city: string | null; stage: SalesStage };
  requirement:
    | (PoolDimensions & {
        project_type: string;
        site_address: string;
        site_state: string;
        finish: string;
        filtration: string;
        heating: string;
        lighting: string;
        accessories: string[];
        budget_min_paise: number | null;
        budget_max_paise: number | null;
        notes: string | null;
        metrics: PoolMetrics;
      })
    | null;
  inter_state: boolean;
  quotation: QuotationDetail | null;
}
