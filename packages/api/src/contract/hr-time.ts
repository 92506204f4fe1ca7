import { z } from 'zod';
import { INT4_MAX, int4FromText, isoDate, isRealDate, pageQuery, rowId, versionField } from './common';
import { emergencyContactSchema, indianPhoneSchema } from './hr';
import { PROFILE_REQUESTABLE } from './profile-values';
import { ROLES } from './roles';

export * from './profile-values';

/** Days off every week (Saturday and Sunday). */
export const WEEKEND_DAYS: readonly number[] = [0, 6];
/** Office hours, India time: a check-in after OFFICE_START + LATE_AFTER_MINUTES is late. */
export const OFFICE_START_MINUTES = 9 * 60 + 30;
export const LATE_AFTER_MINUTES = 15;

import {
  DECISION_STATUSES,
  type DecisionStatus,
  TIMESHEET_STATUSES,
  type TimesheetStatus,
} from './hr-values';

export { DECISION_STATUSES, type DecisionStatus };

export const decisionInput = z.strictObject({
  decision: z.enum(['approved', 'rejected'], { error: 'Approve or reject.' }),
  comment: z.string().trim().max(500, 'At most 500 characters.').optional(),
});
export type DecisionInput = z.infer<typeof decisionInput>;

/** Who decided what, and when: every approval carries it. */
export interface Decision {
  status: DecisionStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionComment: string | null;
}

// ---- Dates ----------------------------------------------------------------------------------

const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** isoDate refuses impossible dates itself; the name stays for the schemas that say so. */
export const realDate = isoDate;

export function isWeekend(date: string): boolean {
  return WEEKEND_DAYS.includes(new Date(ms(date)).getUTCDay());
}

/**
 * The leave days a request takes: every date from start to end that is neither a weekend nor a
 * holiday counts 1, a half-day start or end counts ½. A one-day request with a half is ½.
 */
export function leaveDays(
  start: string,
  end: string,
  halves: { startHalf?: boolean; endHalf?: boolean },
  holidays: ReadonlySet<string>,
): number {
  if (ms(end) < ms(start)) return 0;
  const working = (d: string) => !isWeekend(d) && !holidays.has(d);
  let days = 0;
  for (let t = ms(start); t <= ms(end); t += 86_400_000) if (working(day(t))) days += 1;
  if (start === end) return working(start) && (halves.startHalf || halves.endHalf) ? 0.5 : days;
  if (halves.startHalf && working(start)) days -= 0.5;
  if (halves.endHalf && working(end)) days -= 0.5;
  return days;
}

// ---- Leave ----------------------------------------------------------------------------------

export const LEAVE_TYPE_CODES = ['casual', 'sick', 'earned', 'unpaid'] as const;
export type LeaveTypeCode = (typeof LEAVE_TYPE_CODES)[number];

export interface LeaveType {
  id: number;
  code: LeaveTypeCode;
  name: string;
  yearlyDays: number;
  carryForwardMax: number;
  paid: boolean;
}

export interface LeaveBalance {
  leaveTypeId: number;
  code: LeaveTypeCode;
  name: string;
  /** This year's grant plus what was carried forward. */
  allocated: number;
  carried: number;
  taken: number;
  pending: number;
  /** allocated − taken − pending; null for unpaid leave (no limit). */
  available: number | null;
}

export interface Holiday {
  id: number;
  listId: number;
  date: string;
  name: string;
  /** Off only for the people who choose it (up to their list's allowance). */
  optional: boolean;
}

/** A named holiday calendar: people follow their work state's (and office's) list, else the default. */
export interface HolidayList {
  id: number;
  name: string;
  workState: string | null;
  workLocation: string | null;
  optionalAllowed: number;
  isDefault: boolean;
  holidayCount: number;
}

/** A person's year of their list's holidays, each optional one marked when they chose it. */
export interface MyHolidays {
  year: number;
  today: string;
  list: Pick<HolidayList, 'id' | 'name' | 'optionalAllowed'>;
  holidays: (Holiday & { chosen: boolean })[];
}

export const holidayInput = z.strictObject({
  /** The default list when left out. */
  listId: rowId().optional(),
  date: realDate,
  name: z.string().trim().min(2, 'Name the holiday.').max(100),
  optional: z.boolean().default(false),
});

const placeName = z
  .string()
  .trim()
  .max(100, 'At most 100 characters.')
  .transform((v) => v || null)
  .nullable()
  .default(null);

export const holidayListInput = z.strictObject({
  name: z.string().trim().min(2, 'Name the list.').max(100, 'At most 100 characters.'),
  workState: placeName,
  workLocation: placeName,
  optionalAllowed: z.number().int().min(0, 'Zero or more.').max(50, 'At most 50.').default(0),
});
export type HolidayListInput = z.infer<typeof holidayListInput>;

export const leaveRequestInput = z
  .strictObject({
    leaveTypeId: z.number({ error: 'Choose a leave type.' }).int().positive().max(INT4_MAX),
    startDate: realDate,
    endDate: realDate,
    startHalf: z.boolean().default(false),
    endHalf: z.boolean().default(false),
    reason: z.string().trim().min(3, 'Give a reason.').max(500, 'At most 500 characters.'),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    message: 'The end date is before the start.',
  })
  .refine((v) => !(v.startDate === v.endDate && v.startHalf && v.endHalf), {
    path: ['endHalf'],
    message: 'A one-day leave is either a half day or a full day.',
  });
export type LeaveRequestInput = z.input<typeof leaveRequestInput>;

export interface LeaveRequest extends Decision {
  id: number;
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  department: string;
  leaveTypeId: number;
  leaveType: string;
  startDate: string;
  endDate: string;
  startHalf: boolean;
  endHalf: boolean;
  days: number;
  reason: string;
  createdAt: string;
  /** Days of the request on which the person checked in (approving marks a day worked as leave). */
  checkedInOn: string[];
  /** Whether the person asking may decide it (HR, or the employee's manager). */
  canDecide?: boolean;
}

export const leaveListQuery = z.object({
  ...pageQuery,
  status: z.enum(DECISION_STATUSES).optional(),
  leaveTypeId: int4FromText(1).optional(),
  department: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
  from: realDate.optional(),
  to: realDate.optional(),
});
export type LeaveListQuery = z.infer<typeof leaveListQuery>;

export interface AwayToday {
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  department: string;
  leaveType: string;
  endDate: string;
  halfDay: boolean;
}

export interface MyLeave {
  year: number;
  balances: LeaveBalance[];
  requests: LeaveRequest[];
  holidays: Holiday[];
  leaveTypes: LeaveType[];
  /** Requests of the people this person manages, waiting for them. */
  teamPending: LeaveRequest[];
}

// ---- Attendance -----------------------------------------------------------------------------

export const DAY_STATUSES = [
  'present',
  'late',
  'absent',
  'leave',
  'half-leave',
  'holiday',
  'weekend',
  'upcoming',
] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export const monthParam = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the month format YYYY-MM.')
  .refine((month) => isRealDate(`${month}-01`), 'This is not a real month.');

export interface AttendanceDay {
  date: string;
  status: DayStatus;
  checkIn: string | null;
  checkOut: string | null;
  /** Minutes between check-in and check-out. */
  workedMinutes: number | null;
  /** A check-in without a check-out on a past day (ask for a regularisation). */
  missingCheckOut: boolean;
  holiday: string | null;
}

export interface MyAttendance {
  month: string;
  today: string;
  /** Checked in today and not yet out. */
  openSince: string | null;
  checkedOutToday: boolean;
  days: AttendanceDay[];
  regularisations: Regularisation[];
}

export const regularisationInput = z
  .strictObject({
    date: realDate,
    checkIn: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use hh:mm.'),
    checkOut: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use hh:mm.'),
    reason: z.string().trim().min(3, 'Give a reason.').max(500),
  })
  .refine((v) => v.checkOut > v.checkIn, {
    path: ['checkOut'],
    message: 'Check-out must be after check-in.',
  });
export type RegularisationInput = z.infer<typeof regularisationInput>;

export interface Regularisation extends Decision {
  id: number;
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  date: string;
  checkIn: string;
  checkOut: string;
  reason: string;
  createdAt: string;
}

export const attendanceGridQuery = z.object({
  month: monthParam,
  department: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AttendanceGridQuery = z.infer<typeof attendanceGridQuery>;

/** One letter per day: P present, L late, A absent, V leave, H half leave, O holiday, W weekend, '-' upcoming. */
export const DAY_LETTER: Record<DayStatus, string> = {
  present: 'P',
  late: 'L',
  absent: 'A',
  leave: 'V',
  'half-leave': 'H',
  holiday: 'O',
  weekend: 'W',
  upcoming: '-',
};

export interface AttendanceGridRow {
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  department: string;
  /** One letter per day of the month (DAY_LETTER). */
  days: string;
  present: number;
  late: number;
  absent: number;
  leave: number;
}

export interface AttendanceGrid {
  month: string;
  dates: string[];
  rows: AttendanceGridRow[];
}

// ---- Timesheets and overtime ----------------------------------------------------------------

export const timesheetEntryInput = z.strictObject({
  date: realDate,
  project: z.string().trim().min(2, 'Name the project or lead.').max(120),
  leadId: rowId().nullable().optional(),
  task: z.string().trim().min(2, 'Describe the task.').max(300),
  hours: z.number({ error: 'Enter the hours.' }).positive('More than 0 hours.').max(24, 'At most 24 hours.'),
});

export const timesheetWeekInput = z
  .strictObject({
    entries: z.array(timesheetEntryInput).max(100),
    version: versionField().optional(),
  })
  .superRefine((v, ctx) => {
    const perDay = new Map<string, number>();
    v.entries.forEach((e, i) => {
      const total = (perDay.get(e.date) ?? 0) + e.hours;
      perDay.set(e.date, total);
      if (total > 24)
        ctx.addIssue({
          code: 'custom',
          path: ['entries', i, 'hours'],
          message: `More than 24 hours on ${e.date}.`,
        });
    });
  });
export type TimesheetWeekInput = z.infer<typeof timesheetWeekInput>;

export interface TimesheetEntry {
  id: number;
  date: string;
  project: string;
  leadId: number | null;
  task: string;
  hours: number;
}

export interface TimesheetWeek extends Omit<Decision, 'status'> {
  id: number | null;
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  weekStart: string;
  status: TimesheetStatus;
  submittedAt: string | null;
  totalHours: number;
  version: number;
  entries: TimesheetEntry[];
}

export const timesheetListQuery = z.object({
  ...pageQuery,
  status: z.enum(TIMESHEET_STATUSES).optional(),
  from: realDate.optional(),
  to: realDate.optional(),
  q: z.string().trim().max(100).optional(),
});

export interface TimesheetTotals {
  from: string;
  to: string;
  byPerson: { employeeId: number; employeeCode: string; employeeName: string; hours: number }[];
  byProject: { project: string; hours: number; people: number }[];
}

export const overtimeInput = z.strictObject({
  date: realDate,
  hours: z.number({ error: 'Enter the hours.' }).positive('More than 0 hours.').max(16, 'At most 16 hours.'),
  reason: z.string().trim().min(3, 'Give a reason.').max(500),
});

export interface OvertimeRequest extends Decision {
  id: number;
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  date: string;
  hours: number;
  reason: string;
  createdAt: string;
}

/** A manager's direct reports, who of them is away, and what waits for the manager's decision. */
export interface MyTeam {
  reports: { id: number; code: string; fullName: string; designation: string }[];
  /** Today and this week's Monday in India. */
  today: string;
  weekStart: string;
  awayToday: AwayToday[];
  /** Approved leave overlapping this week (Monday to Sunday). */
  awayThisWeek: LeaveRequest[];
  pending: {
    leave: LeaveRequest[];
    timesheets: TimesheetWeek[];
    overtime: OvertimeRequest[];
    regularisations: Regularisation[];
  };
}

export const approvalListQuery = z.object({
  ...pageQuery,
  status: z.enum(DECISION_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});

// ---- Self-service profile -------------------------------------------------------------------

export const contactUpdateInput = z.strictObject({
  phone: indianPhoneSchema,
  emergencyContact: emergencyContactSchema.nullable(),
  version: versionField(),
});

export const profileChangeInput = z.strictObject({
  changes: z
    .partialRecord(z.enum(PROFILE_REQUESTABLE), z.string().trim().max(200))
    .refine((c) => Object.keys(c).length > 0, 'Ask for at least one change.'),
  note: z.string().trim().max(500).optional(),
});

export interface ProfileChangeRequest extends Decision {
  id: number;
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  changes: Record<string, string | null>;
  note: string | null;
  createdAt: string;
}

// ---- Accounts -------------------------------------------------------------------------------

export const accountInput = z.strictObject({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9._-]{2,39}$/, 'Use 3–40 lower-case letters, digits, dot, dash or underscore.'),
  role: z.enum(ROLES),
});
export const roleInput = z.strictObject({ role: z.enum(ROLES) });

export interface StaffRequest {
  id: number;
  kind: 'account' | 'password-reset';
  fullName: string;
  email: string | null;
  team: string | null;
  message: string | null;
  userId: number | null;
  username: string | null;
  /** The employee record of a reset's account, to act on. */
  employeeId: number | null;
  status: 'open' | 'done' | 'dismissed';
  handledBy: string | null;
  handledAt: string | null;
  note: string | null;
  createdAt: string;
}

export const staffRequestResolution = z.strictObject({
  status: z.enum(['done', 'dismissed']),
  note: z.string().trim().max(300).optional(),
});

// ---- Dashboard ------------------------------------------------------------------------------

export interface HrDashboard {
  today: string;
  headcount: number;
  byDepartment: { department: string; count: number }[];
  joinersThisMonth: { id: number; code: string; fullName: string; department: string; date: string }[];
  leaversThisMonth: { id: number; code: string; fullName: string; department: string; date: string }[];
  presentToday: number;
  onLeaveToday: AwayToday[];
  notCheckedIn: number;
  pending: { kind: string; label: string; count: number; path: string }[];
  birthdays: { id: number; code: string; fullName: string; department: string; date: string }[];
  anniversaries: {
    id: number;
    code: string;
    fullName: string;
    department: string;
    date: string;
    years: number;
  }[];
}
