// Appraisal values without zod: HR's goal list filters on them without validating anything, so
// they must not bring the schemas' zod (see docs/decisions/0008-zod-out-of-first-pages.md). goals.ts re-exports them.

export const APPRAISAL_STATUSES = ['draft', 'submitted', 'rated'] as const;
export type AppraisalStatus = (typeof APPRAISAL_STATUSES)[number];

/** The HR list's status filter: a sheet's status, or people with no goals in the cycle yet. */
export const SHEET_FILTERS = [...APPRAISAL_STATUSES, 'not-started'] as const;
export type SheetFilter = (typeof SHEET_FILTERS)[number];
