// HR's values without zod (departments, decision statuses): list pages and their filters show
// them without validating anything, so they must not bring the schemas' zod (issue 8).

export const DEPARTMENTS = [
  'Management',
  'Sales',
  'Verification',
  'Quotation',
  'Design',
  'Projects',
  'Service and Maintenance',
  'Human Resources',
  'Accounts',
  'Marketing',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const DECISION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
