// Values of the self-service profile without its zod schemas (hr-time.ts re-exports them), so
// the profile page, a role's first page, does not bring zod before a form is sent (see docs/decisions/0008-zod-out-of-first-pages.md).

/** Fields a person asks HR to change (the rest of their record). */
export const PROFILE_REQUESTABLE = [
  'fullName',
  'email',
  'dateOfBirth',
  'pan',
  'aadhaarLast4',
  'bankAccount',
  'ifsc',
  'workLocation',
] as const;
