// HR's values without zod (departments, decision statuses): list pages and their filters show
// them without validating anything, so they must not bring the schemas' zod (see docs/decisions/0008-zod-out-of-first-pages.md).

import { type ListField, PAGE_FIELDS } from './list-values';

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

export const EMPLOYMENT_TYPES = ['permanent', 'contract', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYEE_STATUSES = ['active', 'notice', 'exited', 'inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const EMPLOYEE_SORT_FIELDS = ['code', 'fullName', 'department', 'dateOfJoining'] as const;

/** The employee list's query as read from a URL without zod (`employeeListQuery` validates). */
export const EMPLOYEE_LIST_FIELDS = {
  ...PAGE_FIELDS,
  q: { kind: 'text', max: 100 },
  department: { kind: 'enum', values: DEPARTMENTS },
  status: { kind: 'enum', values: EMPLOYEE_STATUSES },
  sort: { kind: 'enum', values: EMPLOYEE_SORT_FIELDS, default: 'code' },
  order: { kind: 'enum', values: ['asc', 'desc'], default: 'asc' },
} as const satisfies Record<string, ListField>;

/** The leave request list's query as read from a URL without zod (`leaveListQuery` validates). */
export const LEAVE_LIST_FIELDS = {
  ...PAGE_FIELDS,
  status: { kind: 'enum', values: DECISION_STATUSES },
  leaveTypeId: { kind: 'int', min: 1, max: 2_147_483_647 /* an integer column's largest */ },
  department: { kind: 'text', max: 60 },
  q: { kind: 'text', max: 100 },
  from: { kind: 'date', real: true },
  to: { kind: 'date', real: true },
} as const satisfies Record<string, ListField>;

/** The timesheet list's query as read from a URL without zod (`timesheetListQuery` validates). */
export const TIMESHEET_LIST_FIELDS = {
  ...PAGE_FIELDS,
  status: { kind: 'enum', values: TIMESHEET_STATUSES },
  from: { kind: 'date', real: true },
  to: { kind: 'date', real: true },
  q: { kind: 'text', max: 100 },
} as const satisfies Record<string, ListField>;
