import type { PROFILE_REQUESTABLE } from '@managewell/api/contract';

/** The record's fields an employee may ask HR to change, as the page names them. */
export const FIELD_LABELS: Record<(typeof PROFILE_REQUESTABLE)[number], string> = {
  fullName: 'Full name',
  email: 'E-mail',
  dateOfBirth: 'Date of birth (YYYY-MM-DD)',
  pan: 'PAN',
  aadhaarLast4: 'Aadhaar (last 4 digits)',
  bankAccount: 'Bank account',
  ifsc: 'IFSC',
  workLocation: 'Work location',
};
