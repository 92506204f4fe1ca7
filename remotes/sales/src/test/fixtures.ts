import type {
  Lead,
  LeadRequirement,
  QuotationContent,
  QuotationLine,
  SalesLeadDetail,
} from '@managewell/api/contract';
import { quotationTotals } from '@managewell/api/quotation';

export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 42,
    first_name: 'Anil',
    last_name: 'Iyer',
    company: null,
    designation: null,
    email: 'anil@example.in',
    mobile: '9876543210',
    mobile_code: '91',
    phone: null,
    fax: null,
    website: null,
    address_line1: '12 Lake Road',
    address_line2: null,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    postal_code: null,
    gstin: null,
    billing_address: null,
    billing_state: null,
    notes: null,
    interests: 'lap-pools',
    category: null,
    tags: [],
    deal_size: null,
    potential: null,
    source: 'website',
    status: 'verified',
    rejection_reason: null,
    merged_into: null,
    site_latitude: null,
    site_longitude: null,
    site_note: null,
    version: 2,
    created_at: '2026-11-01T05:00:00.000Z',
    updated_at: '2026-11-01T05:00:00.000Z',
    created_by: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<SalesLeadDetail> = {}): SalesLeadDetail {
  return {
    lead: makeLead(),
    sales: {
      stage: 'to_call',
      owner: null,
      next_follow_up_at: null,
      stage_changed_at: '2026-11-02T05:00:00.000Z',
      version: 3,
    },
    calls: [],
    requirement: null,
    files: [],
    history: [],
    ...overrides,
  };
}

export function makeRequirement(overrides: Partial<LeadRequirement> = {}): LeadRequirement {
  return {
    lead_id: 42,
    project_type: 'lap-pools',
    site_address: '12 Lake Road, Pune',
    site_state: 'Maharashtra',
    length_m: 10,
    width_m: 5,
    shallow_depth_m: 1.2,
    deep_depth_m: 1.8,
    shape: 'rectangular',
    finish: 'ceramic-tiles',
    filtration: 'sand-filter',
    heating: 'none',
    lighting: 'led-white',
    accessories: [],
    budget_min_paise: null,
    budget_max_paise: null,
    notes: null,
    metrics: { areaM2: 50, volumeLitres: 75_000, perimeterM: 30, averageDepthM: 1.5, liningAreaM2: 95 },
    version: 1,
    updated_at: '2026-11-03T05:00:00.000Z',
    updated_by: null,
    ...overrides,
  };
}

/** A costed quotation line at 18 % GST, without a discount. */
export const makeQuotationLine = (
  key: string,
  description: string,
  quantity: number,
  rate_paise: number,
): QuotationLine => ({
  key,
  origin: 'costing',
  catalogue_item_id: null,
  description,
  hsn_sac: null,
  unit: 'nos',
  quantity,
  rate_paise,
  gst_rate_bps: 1800,
  discount_bps: 0,
});

/** A quotation's content with these lines, totalled as the server totals it. */
export const makeQuotationContent = (lines: QuotationLine[]): QuotationContent => ({
  number: 'MW/2026-27/0042',
  customer: {
    name: 'Asha Rao',
    email: 'asha@example.in',
    mobile: '9876543210',
    address: 'Pune',
    state: 'Maharashtra',
  },
  lines,
  overall_discount_bps: 0,
  inter_state: false,
  ...quotationTotals({ lines, overall_discount_bps: 0, inter_state: false }),
  terms: null,
  note: '',
});
