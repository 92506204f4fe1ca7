// Quotation statuses and their labels without the quotation schemas (quotation.ts re-exports
// them), so the quotation list, the role's first page, does not bring zod (issue 8).

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

export const QUOTATION_STATUS_LABEL: Record<QuotationStatus, string> = {
  draft: 'Draft',
  costed: 'Costed',
  sent: 'Sent',
  changes_requested: 'Changes requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};
