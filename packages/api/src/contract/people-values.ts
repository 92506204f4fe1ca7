// People values without zod (policy kinds, suggestion and resignation statuses, the exit
// checklist): HR's list pages and filters show them without validating anything, so they must
// not bring the schemas' zod (see docs/decisions/0008-zod-out-of-first-pages.md). people.ts re-exports them.

import { type ListField, PAGE_FIELDS } from './list-values';

export const POLICY_KINDS = ['nda', 'conflict-of-interest'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_LABEL: Record<PolicyKind, string> = {
  nda: 'Non-disclosure agreement',
  'conflict-of-interest': 'Conflict of interest policy',
};

/** Income-tax regimes an employee chooses between for a tax year; the new one is the default. */
export const TAX_REGIMES = ['new', 'old'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const TAX_REGIME_LABEL: Record<TaxRegime, string> = {
  new: 'New regime (default)',
  old: 'Old regime (with exemptions and deductions)',
};

/** The tax year (April to March) of a moment in India: '2026-27'. */
export function currentTaxYear(now = new Date()): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const SUGGESTION_STATUSES = ['new', 'under-review', 'accepted', 'implemented', 'declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const RESIGNATION_STATUSES = [
  'submitted',
  'discussion',
  'accepted',
  'withdrawn',
  'completed',
] as const;
export type ResignationStatus = (typeof RESIGNATION_STATUSES)[number];
export const EXIT_CHECKLIST = ['assets-returned', 'handover', 'final-settlement'] as const;
export type ExitChecklistItem = (typeof EXIT_CHECKLIST)[number];

/** The suggestion list's query as read from a URL without zod (`suggestionListQuery` validates). */
export const SUGGESTION_LIST_FIELDS = {
  ...PAGE_FIELDS,
  status: { kind: 'enum', values: SUGGESTION_STATUSES },
} as const satisfies Record<string, ListField>;

/** The resignation list's query as read from a URL without zod (`resignationListQuery` validates). */
export const RESIGNATION_LIST_FIELDS = {
  ...PAGE_FIELDS,
  status: { kind: 'enum', values: RESIGNATION_STATUSES },
} as const satisfies Record<string, ListField>;

/** The bank bulk-payment layouts the salary transfer file can be written in (the first is the default). */
export const BANK_FILE_LAYOUTS = ['bulk-neft', 'bulk-neft-with-code'] as const;
export type BankFileLayout = (typeof BANK_FILE_LAYOUTS)[number];
export const BANK_FILE_LAYOUT_LABEL: Record<BankFileLayout, string> = {
  'bulk-neft': 'Bank bulk payment (account, IFSC, name, amount, narration)',
  'bulk-neft-with-code': 'Bank bulk payment with the employee code',
};
