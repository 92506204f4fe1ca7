// People values without zod (policy kinds, suggestion and resignation statuses, the exit
// checklist): HR's list pages and filters show them without validating anything, so they must
// not bring the schemas' zod (issue 8). people.ts re-exports them.

export const POLICY_KINDS = ['nda', 'conflict-of-interest'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_LABEL: Record<PolicyKind, string> = {
  nda: 'Non-disclosure agreement',
  'conflict-of-interest': 'Conflict of interest policy',
};

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
