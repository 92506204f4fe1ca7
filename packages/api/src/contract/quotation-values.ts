import { type ListField, PAGE_FIELDS } from './list-values';

// Quotation statuses, units and quantity bases with their labels, without the quotation schemas
// (quotation.ts re-exports them), so the quotation list (the role's first page) and the
// catalogue list do not bring zod (see docs/decisions/0008-zod-out-of-first-pages.md).

export const QUOTATION_STATUSES = [
  'draft',
  'costed',
  'sent',
  'changes_requested',
  'accepted',
  'declined',
  'expired',
] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const QUOTATION_SORT_FIELDS = ['updated_at', 'number', 'total', 'customer'] as const;

/** The quotation list's query as read from a URL without zod (`quotationListQuery` validates). */
export const QUOTATION_LIST_FIELDS = {
  ...PAGE_FIELDS,
  sort: { kind: 'enum', values: QUOTATION_SORT_FIELDS, default: 'updated_at' },
  q: { kind: 'text', max: 100 },
  status: { kind: 'enum', values: QUOTATION_STATUSES },
  mine: { kind: 'enum', values: ['true', 'false'] },
} as const satisfies Record<string, ListField>;

/** The costing queue's query as read from a URL without zod (`costingQueueQuery` validates). */
export const COSTING_QUEUE_LIST_FIELDS = {
  ...PAGE_FIELDS,
  order: { kind: 'enum', values: ['asc', 'desc'], default: 'asc' },
  q: { kind: 'text', max: 100 },
} as const satisfies Record<string, ListField>;

export const CATALOGUE_SORT_FIELDS = ['name', 'code', 'rate_paise', 'updated_at'] as const;

/** The price catalogue's query as read from a URL without zod (`catalogueListQuery` validates). */
export const CATALOGUE_LIST_FIELDS = {
  ...PAGE_FIELDS,
  pageSize: { kind: 'int', min: 1, max: 200, default: 50 },
  order: { kind: 'enum', values: ['asc', 'desc'], default: 'asc' },
  sort: { kind: 'enum', values: CATALOGUE_SORT_FIELDS, default: 'name' },
  q: { kind: 'text', max: 100 },
  active: { kind: 'enum', values: ['true', 'false'] },
} as const satisfies Record<string, ListField>;

export const QUOTATION_STATUS_LABEL: Record<QuotationStatus, string> = {
  draft: 'Draft',
  costed: 'Costed',
  sent: 'Sent',
  changes_requested: 'Changes requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** Units a catalogue item or a line is priced in. */
export const QUOTATION_UNITS = ['nos', 'm2', 'm3', 'rmt', 'set', 'lot', 'job'] as const;
export type QuotationUnit = (typeof QUOTATION_UNITS)[number];
export const UNIT_LABEL: Record<QuotationUnit, string> = {
  nos: 'Nos',
  m2: 'm²',
  m3: 'm³',
  rmt: 'Rmt',
  set: 'Set',
  lot: 'Lot',
  job: 'Job',
};

/**
 * How a catalogue item's quantity follows from the lead's pool: a fixed count, the water surface
 * area (m²), the inner surface to line (floor + walls, m²), the water volume (m³) or the perimeter (rmt).
 */
export const QUANTITY_BASES = ['fixed', 'area', 'surface', 'volume', 'perimeter'] as const;
export type QuantityBasis = (typeof QUANTITY_BASES)[number];

/** Lead history actions written by the quotation flow (they show in the lead's history). */
export const QUOTATION_HISTORY_ACTIONS = [
  'quotation-created',
  'quotation-sent',
  'quotation-accepted',
  'quotation-changes-requested',
  'quotation-expired',
] as const;
export type QuotationHistoryAction = (typeof QUOTATION_HISTORY_ACTIONS)[number];
