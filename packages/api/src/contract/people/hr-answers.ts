import { z } from 'zod';
import { type SameType, timestampAnswer } from '../answers';
import type { Page } from '../common';
import type { EmployeeDetail, EmployeeSummary } from '../hr';
import {
  type AttendanceGrid,
  type AwayToday,
  DAY_STATUSES,
  DECISION_STATUSES,
  type Holiday,
  type HolidayList,
  type HrDashboard,
  LEAVE_TYPE_CODES,
  type LeaveBalance,
  type LeaveRequest,
  type LeaveType,
  type MyAttendance,
  type MyHolidays,
  type MyLeave,
  type MyTeam,
  type OvertimeRequest,
  type ProfileChangeRequest,
  type StaffRequest,
  type TimesheetTotals,
  type TimesheetWeek,
} from '../hr-time';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, TIMESHEET_STATUSES } from '../hr-values';

/** The answers of the HR module's routes, tied to the interfaces the screens have always used. */

const id = z.number().int();

export const employeeSummaryAnswer = z.object({
  id,
  code: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  department: z.string(),
  designation: z.string(),
  managerName: z.string().nullable(),
  dateOfJoining: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workLocation: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
  username: z.string().nullable(),
  role: z.string().nullable(),
});

export const employeeDetailAnswer = employeeSummaryAnswer.extend({
  userId: id.nullable(),
  managerId: id.nullable(),
  dateOfBirth: z.string().nullable(),
  workState: z.string(),
  noticeDays: z.number().int(),
  pan: z.string().nullable(),
  aadhaarLast4: z.string().nullable(),
  uan: z.string().nullable(),
  esicNumber: z.string().nullable(),
  bankAccount: z.string().nullable(),
  ifsc: z.string().nullable(),
  emergencyContact: z.object({ name: z.string(), relation: z.string(), phone: z.string() }).nullable(),
  accountActive: z.boolean().nullable(),
  mustChangePassword: z.boolean().nullable(),
  version: z.number().int(),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});

/** A new record or account, with the temporary password shown once. */
export const createdEmployeeAnswer = z.object({
  employee: employeeDetailAnswer,
  temporaryPassword: z.string().nullable(),
});

export const directoryEntryAnswer = z.object({
  id,
  code: z.string(),
  fullName: z.string(),
  department: z.string(),
  status: z.string(),
});

export const employeeHistoryAnswer = z.object({
  history: z.array(
    z.object({
      id,
      at: timestampAnswer,
      action: z.string(),
      actor: z.string().nullable(),
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    }),
  ),
  personalDataReads: z.array(
    z.object({ at: timestampAnswer, what: z.string(), actor: z.string().nullable() }),
  ),
});

const decisionFields = {
  status: z.enum(DECISION_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: timestampAnswer.nullable(),
  decisionComment: z.string().nullable(),
};

const requesterFields = { employeeId: id, employeeCode: z.string(), employeeName: z.string() };

export const staffRequestAnswer = z.object({
  id,
  kind: z.enum(['account', 'password-reset']),
  fullName: z.string(),
  email: z.string().nullable(),
  team: z.string().nullable(),
  message: z.string().nullable(),
  userId: id.nullable(),
  username: z.string().nullable(),
  employeeId: id.nullable(),
  status: z.enum(['open', 'done', 'dismissed']),
  handledBy: z.string().nullable(),
  handledAt: timestampAnswer.nullable(),
  note: z.string().nullable(),
  createdAt: timestampAnswer,
});

export const profileChangeAnswer = z.object({
  ...decisionFields,
  id,
  ...requesterFields,
  changes: z.record(z.string(), z.string().nullable()),
  note: z.string().nullable(),
  createdAt: timestampAnswer,
});

export const leaveTypeAnswer = z.object({
  id,
  code: z.enum(LEAVE_TYPE_CODES),
  name: z.string(),
  yearlyDays: z.number(),
  carryForwardMax: z.number(),
  paid: z.boolean(),
});

export const leaveBalanceAnswer = z.object({
  leaveTypeId: id,
  code: z.enum(LEAVE_TYPE_CODES),
  name: z.string(),
  allocated: z.number(),
  carried: z.number(),
  taken: z.number(),
  pending: z.number(),
  available: z.number().nullable(),
});

export const holidayAnswer = z.object({
  id,
  listId: id,
  date: z.string(),
  name: z.string(),
  optional: z.boolean(),
});

export const holidayListAnswer = z.object({
  id,
  name: z.string(),
  workState: z.string().nullable(),
  workLocation: z.string().nullable(),
  optionalAllowed: z.number().int(),
  isDefault: z.boolean(),
  holidayCount: z.number().int(),
});

export const myHolidaysAnswer = z.object({
  year: z.number().int(),
  today: z.string(),
  list: holidayListAnswer.pick({ id: true, name: true, optionalAllowed: true }),
  holidays: z.array(holidayAnswer.extend({ chosen: z.boolean() })),
});

export const leaveRequestAnswer = z.object({
  ...decisionFields,
  id,
  ...requesterFields,
  department: z.string(),
  leaveTypeId: id,
  leaveType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startHalf: z.boolean(),
  endHalf: z.boolean(),
  days: z.number(),
  reason: z.string(),
  createdAt: timestampAnswer,
  checkedInOn: z.array(z.string()),
  canDecide: z.boolean().optional(),
});

export const awayTodayAnswer = z.object({
  ...requesterFields,
  department: z.string(),
  leaveType: z.string(),
  endDate: z.string(),
  halfDay: z.boolean(),
});

export const myLeaveAnswer = z.object({
  year: z.number().int(),
  balances: z.array(leaveBalanceAnswer),
  requests: z.array(leaveRequestAnswer),
  holidays: z.array(holidayAnswer),
  leaveTypes: z.array(leaveTypeAnswer),
  teamPending: z.array(leaveRequestAnswer),
});

export const regularisationAnswer = z.object({
  ...decisionFields,
  id,
  ...requesterFields,
  date: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  reason: z.string(),
  createdAt: timestampAnswer,
});

export const myAttendanceAnswer = z.object({
  month: z.string(),
  today: z.string(),
  openSince: timestampAnswer.nullable(),
  checkedOutToday: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      status: z.enum(DAY_STATUSES),
      checkIn: timestampAnswer.nullable(),
      checkOut: timestampAnswer.nullable(),
      workedMinutes: z.number().nullable(),
      missingCheckOut: z.boolean(),
      holiday: z.string().nullable(),
    }),
  ),
  regularisations: z.array(regularisationAnswer),
});

const attendanceCounts = {
  days: z.string(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  /** Half days count ½. */
  leave: z.number(),
};

export const attendanceGridAnswer = z.object({
  month: z.string(),
  dates: z.array(z.string()),
  rows: z.array(z.object({ ...requesterFields, department: z.string(), ...attendanceCounts })),
});

export const overtimeAnswer = z.object({
  ...decisionFields,
  id,
  ...requesterFields,
  date: z.string(),
  hours: z.number(),
  reason: z.string(),
  createdAt: timestampAnswer,
});

/** One person's leave, overtime and month of attendance, as HR's employee page shows them. */
export const employeeTimeAnswer = z.object({
  balances: z.array(leaveBalanceAnswer),
  requests: z.array(leaveRequestAnswer),
  overtime: z.array(overtimeAnswer),
  attendance: z.object(attendanceCounts).nullable(),
  month: z.string(),
  dates: z.array(z.string()),
});

export const timesheetWeekAnswer = z.object({
  decidedBy: z.string().nullable(),
  decidedAt: timestampAnswer.nullable(),
  decisionComment: z.string().nullable(),
  id: id.nullable(),
  ...requesterFields,
  weekStart: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  submittedAt: timestampAnswer.nullable(),
  totalHours: z.number(),
  version: z.number().int(),
  entries: z.array(
    z.object({
      id,
      date: z.string(),
      project: z.string(),
      leadId: id.nullable(),
      task: z.string(),
      hours: z.number(),
    }),
  ),
});

export const timesheetTotalsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  byPerson: z.array(z.object({ ...requesterFields, hours: z.number() })),
  byProject: z.array(z.object({ project: z.string(), hours: z.number(), people: z.number().int() })),
});

const person = { id, code: z.string(), fullName: z.string(), department: z.string(), date: z.string() };

export const hrDashboardAnswer = z.object({
  today: z.string(),
  headcount: z.number().int(),
  byDepartment: z.array(z.object({ department: z.string(), count: z.number().int() })),
  joinersThisMonth: z.array(z.object(person)),
  leaversThisMonth: z.array(z.object(person)),
  presentToday: z.number().int(),
  onLeaveToday: z.array(awayTodayAnswer),
  notCheckedIn: z.number().int(),
  pending: z.array(
    z.object({ kind: z.string(), label: z.string(), count: z.number().int(), path: z.string() }),
  ),
  birthdays: z.array(z.object(person)),
  anniversaries: z.array(z.object({ ...person, years: z.number().int() })),
});

export const myProfileAnswer = z.object({
  employee: employeeDetailAnswer,
  changeRequests: z.array(profileChangeAnswer),
});

export const myTeamAnswer = z.object({
  reports: z.array(z.object({ id, code: z.string(), fullName: z.string(), designation: z.string() })),
  today: z.string(),
  weekStart: z.string(),
  awayToday: z.array(awayTodayAnswer),
  awayThisWeek: z.array(leaveRequestAnswer),
  pending: z.object({
    leave: z.array(leaveRequestAnswer),
    timesheets: z.array(timesheetWeekAnswer),
    overtime: z.array(overtimeAnswer),
    regularisations: z.array(regularisationAnswer),
  }),
});

type Out<S extends z.ZodType> = z.output<S>;

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<Out<typeof employeeSummaryAnswer>, EmployeeSummary>,
  SameType<Out<typeof employeeDetailAnswer>, EmployeeDetail>,
  SameType<Out<typeof staffRequestAnswer>, StaffRequest>,
  SameType<Out<typeof profileChangeAnswer>, ProfileChangeRequest>,
  SameType<Out<typeof leaveTypeAnswer>, LeaveType>,
  SameType<Out<typeof leaveBalanceAnswer>, LeaveBalance>,
  SameType<Out<typeof holidayAnswer>, Holiday>,
  SameType<Out<typeof leaveRequestAnswer>, LeaveRequest>,
  SameType<Out<typeof awayTodayAnswer>, AwayToday>,
  SameType<Out<typeof myLeaveAnswer>, MyLeave>,
  SameType<Out<typeof myAttendanceAnswer>, MyAttendance>,
  SameType<Out<typeof attendanceGridAnswer>, AttendanceGrid>,
  SameType<Out<typeof overtimeAnswer>, OvertimeRequest>,
  SameType<Out<typeof timesheetWeekAnswer>, TimesheetWeek>,
  SameType<Out<typeof timesheetTotalsAnswer>, TimesheetTotals>,
  SameType<Out<typeof hrDashboardAnswer>, HrDashboard>,
  SameType<Out<typeof myTeamAnswer>, MyTeam>,
  SameType<Page<Out<typeof employeeSummaryAnswer>>, Page<EmployeeSummary>>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
void agreed;
const agreedHolidays: [
  SameType<Out<typeof holidayListAnswer>, HolidayList>,
  SameType<Out<typeof myHolidaysAnswer>, MyHolidays>,
] = [true, true];
void agreedHolidays;
