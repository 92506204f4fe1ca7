import type {
  AttendanceGridRow,
  EmployeeSummary,
  Holiday,
  LeaveRequest,
  OvertimeRequest,
  ProfileChangeRequest,
  Regularisation,
  StaffRequest,
  TimesheetTotals,
  TimesheetWeek,
} from '@managewell/api/contract';
import type { ExportColumn } from '../../platform/http';

/** The employee list's export: work details only, nothing personal. */
export const EMPLOYEE_EXPORT: ExportColumn<EmployeeSummary>[] = [
  { header: 'Code', value: (e) => e.code },
  { header: 'Name', value: (e) => e.fullName },
  { header: 'E-mail', value: (e) => e.email },
  { header: 'Phone', value: (e) => e.phone },
  { header: 'Department', value: (e) => e.department },
  { header: 'Designation', value: (e) => e.designation },
  { header: 'Manager', value: (e) => e.managerName },
  { header: 'Date of joining', kind: 'date', value: (e) => e.dateOfJoining },
  { header: 'Employment type', value: (e) => e.employmentType },
  { header: 'Work location', value: (e) => e.workLocation },
  { header: 'Status', value: (e) => e.status },
];

/** One column per day of the month (its day number), then the month's counts. */
export function attendanceExport(dates: readonly string[]): ExportColumn<AttendanceGridRow>[] {
  return [
    { header: 'Code', value: (r) => r.employeeCode },
    { header: 'Name', value: (r) => r.employeeName },
    { header: 'Department', value: (r) => r.department },
    ...dates.map(
      (date, i): ExportColumn<AttendanceGridRow> => ({ header: date.slice(8), value: (r) => r.days[i] }),
    ),
    { header: 'Present', kind: 'number', value: (r) => r.present },
    { header: 'Late', kind: 'number', value: (r) => r.late },
    { header: 'Absent', kind: 'number', value: (r) => r.absent },
    { header: 'Leave', kind: 'number', value: (r) => r.leave },
  ];
}

const DECISION_COLUMNS = [
  { header: 'Decided by', value: (d: { decidedBy: string | null }) => d.decidedBy },
  { header: 'Decided (IST)', kind: 'datetime', value: (d: { decidedAt: string | null }) => d.decidedAt },
  { header: 'Comment', value: (d: { decisionComment: string | null }) => d.decisionComment },
] as const satisfies ExportColumn<LeaveRequest & OvertimeRequest & TimesheetWeek>[];

export const LEAVE_EXPORT: ExportColumn<LeaveRequest>[] = [
  { header: 'Code', value: (l) => l.employeeCode },
  { header: 'Name', value: (l) => l.employeeName },
  { header: 'Department', value: (l) => l.department },
  { header: 'Leave type', value: (l) => l.leaveType },
  { header: 'From', kind: 'date', value: (l) => l.startDate },
  { header: 'To', kind: 'date', value: (l) => l.endDate },
  { header: 'Days', kind: 'number', value: (l) => l.days },
  { header: 'Reason', value: (l) => l.reason },
  { header: 'Asked (IST)', kind: 'datetime', value: (l) => l.createdAt },
  { header: 'Status', value: (l) => l.status },
  ...DECISION_COLUMNS,
];

export const TIMESHEET_EXPORT: ExportColumn<TimesheetWeek>[] = [
  { header: 'Code', value: (t) => t.employeeCode },
  { header: 'Name', value: (t) => t.employeeName },
  { header: 'Week of', kind: 'date', value: (t) => t.weekStart },
  { header: 'Hours', kind: 'number', value: (t) => t.totalHours },
  { header: 'Submitted (IST)', kind: 'datetime', value: (t) => t.submittedAt },
  { header: 'Status', value: (t) => t.status },
  ...DECISION_COLUMNS,
];

export const OVERTIME_EXPORT: ExportColumn<OvertimeRequest>[] = [
  { header: 'Code', value: (o) => o.employeeCode },
  { header: 'Name', value: (o) => o.employeeName },
  { header: 'Date', kind: 'date', value: (o) => o.date },
  { header: 'Hours', kind: 'number', value: (o) => o.hours },
  { header: 'Reason', value: (o) => o.reason },
  { header: 'Asked (IST)', kind: 'datetime', value: (o) => o.createdAt },
  { header: 'Status', value: (o) => o.status },
  ...DECISION_COLUMNS,
];

export const REGULARISATION_EXPORT: ExportColumn<Regularisation>[] = [
  { header: 'Code', value: (r) => r.employeeCode },
  { header: 'Name', value: (r) => r.employeeName },
  { header: 'Date', kind: 'date', value: (r) => r.date },
  { header: 'Check-in', value: (r) => r.checkIn },
  { header: 'Check-out', value: (r) => r.checkOut },
  { header: 'Reason', value: (r) => r.reason },
  { header: 'Asked (IST)', kind: 'datetime', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  ...DECISION_COLUMNS,
];

export const PROFILE_CHANGE_EXPORT: ExportColumn<ProfileChangeRequest>[] = [
  { header: 'Code', value: (p) => p.employeeCode },
  { header: 'Name', value: (p) => p.employeeName },
  {
    header: 'Changes',
    value: (p) =>
      Object.entries(p.changes)
        .map(([field, value]) => `${field}: ${value ?? ''}`)
        .join('; '),
  },
  { header: 'Note', value: (p) => p.note },
  { header: 'Asked (IST)', kind: 'datetime', value: (p) => p.createdAt },
  { header: 'Status', value: (p) => p.status },
  ...DECISION_COLUMNS,
];

export const STAFF_REQUEST_EXPORT: ExportColumn<StaffRequest>[] = [
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Team', value: (r) => r.team },
  { header: 'Username', value: (r) => r.username },
  { header: 'Message', value: (r) => r.message },
  { header: 'Asked (IST)', kind: 'datetime', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Handled by', value: (r) => r.handledBy },
  { header: 'Handled (IST)', kind: 'datetime', value: (r) => r.handledAt },
  { header: 'Note', value: (r) => r.note },
];

export const HOLIDAY_EXPORT: ExportColumn<Holiday>[] = [
  { header: 'Date', kind: 'date', value: (h) => h.date },
  { header: 'Holiday', value: (h) => h.name },
  { header: 'Optional', value: (h) => (h.optional ? 'Yes' : 'No') },
];

export const HOURS_BY_PERSON_EXPORT: ExportColumn<TimesheetTotals['byPerson'][number]>[] = [
  { header: 'Code', value: (p) => p.employeeCode },
  { header: 'Name', value: (p) => p.employeeName },
  { header: 'Hours', kind: 'number', value: (p) => p.hours },
];

export const HOURS_BY_PROJECT_EXPORT: ExportColumn<TimesheetTotals['byProject'][number]>[] = [
  { header: 'Project', value: (p) => p.project },
  { header: 'People', kind: 'number', value: (p) => p.people },
  { header: 'Hours', kind: 'number', value: (p) => p.hours },
];
