import { type CallInput, routeCalls } from '../call';
import type {
  AttendanceGrid,
  AwayToday,
  CalendarEvent,
  DecisionInput,
  EmployeeDetail,
  EmployeeSummary,
  Holiday,
  HolidayList,
  HolidayListInput,
  HrDashboard,
  LeaveBalance,
  LeaveRequest,
  MyAttendance,
  MyHolidays,
  MyLeave,
  MyTeam,
  OvertimeRequest,
  Page,
  ProfileChangeRequest,
  Regularisation,
  Role,
  StaffRequest,
  TimesheetTotals,
  TimesheetWeek,
} from '../contract';
import type { EndpointKey } from '../contract/endpoints';
import { hrRoutes } from '../contract/routes.generated';

const { ROUTES, call } = routeCalls(hrRoutes);

type Params = Record<string, string | number | boolean | undefined>;
/** The loose filters the screens pass, as the declared query of a route. */
type Query<K extends EndpointKey> = CallInput<K> extends { query: infer Q } ? Q : never;

/** The HR lists' export routes (CSV or Excel, `?format=`). */
export const HR_EXPORT_URLS = {
  employees: ROUTES['hr.employeesExport'].path,
  attendance: ROUTES['hr.attendanceExport'].path,
  leaveRequests: ROUTES['hr.leaveRequestsExport'].path,
  timesheets: ROUTES['hr.timesheetsExport'].path,
  overtime: ROUTES['hr.overtimeExport'].path,
  staffRequests: ROUTES['hr.staffRequestsExport'].path,
  profileChanges: ROUTES['hr.profileChangesExport'].path,
  regularisations: ROUTES['hr.regularisationsExport'].path,
  holidays: ROUTES['hr.holidaysExport'].path,
  timesheetTotals: ROUTES['hr.timesheetTotalsExport'].path,
  myLeaveRequests: ROUTES['hr.myLeaveExport'].path,
  myOvertime: ROUTES['hr.myOvertimeExport'].path,
} as const;

export interface CreatedEmployee {
  employee: EmployeeDetail;
  temporaryPassword: string | null;
}
export interface DirectoryEntry {
  id: number;
  code: string;
  fullName: string;
  department: string;
  status: string;
}
export interface EmployeeHistory {
  history: {
    id: number;
    at: string;
    action: string;
    actor: string | null;
    changes: Record<string, { from: unknown; to: unknown }>;
  }[];
  personalDataReads: { at: string; what: string; actor: string | null }[];
}
export interface EmployeeTime {
  balances: LeaveBalance[];
  requests: LeaveRequest[];
  overtime: OvertimeRequest[];
  attendance: { days: string; present: number; late: number; absent: number; leave: number } | null;
  month: string;
  dates: string[];
}

export const hrApi = {
  employees: (params: Params): Promise<Page<EmployeeSummary>> =>
    call('hr.employees', { query: params as Query<'hr.employees'> }),
  directory: (): Promise<DirectoryEntry[]> => call('hr.directory'),
  employee: (id: number, revealBank = false): Promise<EmployeeDetail> =>
    call('hr.employee', { params: { id }, query: revealBank ? { reveal: 'bank' } : {} }),
  createEmployee: (body: unknown): Promise<CreatedEmployee> =>
    call('hr.createEmployee', { body: body as CallInput<'hr.createEmployee'>['body'] }),
  updateEmployee: (id: number, body: unknown): Promise<EmployeeDetail> =>
    call('hr.updateEmployee', { params: { id }, body: body as CallInput<'hr.updateEmployee'>['body'] }),
  history: (id: number): Promise<EmployeeHistory> => call('hr.history', { params: { id } }),
  time: (id: number, month?: string): Promise<EmployeeTime> =>
    call('hr.time', { params: { id }, query: { month } }),
  createAccount: (id: number, body: { username: string; role: Role }): Promise<CreatedEmployee> =>
    call('hr.createAccount', { params: { id }, body }),
  account: (id: number, action: 'deactivate' | 'activate' | 'reset-password'): Promise<CreatedEmployee> =>
    call(ACCOUNT_ACTIONS[action], { params: { id } }),
  changeRole: (id: number, role: Role): Promise<CreatedEmployee> =>
    call('hr.changeRole', { params: { id }, body: { role } }),
  staffRequests: (status?: string): Promise<StaffRequest[]> =>
    call('hr.staffRequests', { query: { status } as Query<'hr.staffRequests'> }),
  resolveStaffRequest: (id: number, status: 'done' | 'dismissed', note?: string): Promise<true> =>
    call('hr.resolveStaffRequest', { params: { id }, body: { status, note } }),
  profileChanges: (status?: string): Promise<ProfileChangeRequest[]> =>
    call('hr.profileChanges', { query: { status } as Query<'hr.profileChanges'> }),
  decideProfileChange: (id: number, body: DecisionInput): Promise<ProfileChangeRequest> =>
    call('hr.decideProfileChange', { params: { id }, body }),
  dashboard: (): Promise<HrDashboard> => call('hr.dashboard'),
  leaveRequests: (params: Params): Promise<Page<LeaveRequest>> =>
    call('hr.leaveRequests', { query: params as Query<'hr.leaveRequests'> }),
  awayToday: (): Promise<AwayToday[]> => call('hr.awayToday'),
  decideLeave: (id: number, body: DecisionInput): Promise<LeaveRequest> =>
    call('hr.decideLeave', { params: { id }, body }),
  holidayLists: (): Promise<HolidayList[]> => call('hr.holidayLists'),
  addHolidayList: (body: HolidayListInput): Promise<HolidayList> => call('hr.addHolidayList', { body }),
  updateHolidayList: (id: number, body: HolidayListInput): Promise<HolidayList> =>
    call('hr.updateHolidayList', { params: { id }, body }),
  holidays: (year?: number, listId?: number): Promise<Holiday[]> =>
    call('hr.holidays', { query: { year, listId } }),
  addHoliday: (body: { listId?: number; date: string; name: string; optional?: boolean }): Promise<Holiday> =>
    call('hr.addHoliday', { body }),
  removeHoliday: (id: number): Promise<true> => call('hr.removeHoliday', { params: { id } }),
  attendance: (params: Params): Promise<AttendanceGrid> =>
    call('hr.attendance', { query: params as Query<'hr.attendance'> }),
  regularisations: (status?: string): Promise<Regularisation[]> =>
    call('hr.regularisations', { query: { status } as Query<'hr.regularisations'> }),
  decideRegularisation: (id: number, body: DecisionInput): Promise<Regularisation> =>
    call('hr.decideRegularisation', { params: { id }, body }),
  timesheets: (params: Params): Promise<Page<TimesheetWeek>> =>
    call('hr.timesheets', { query: params as Query<'hr.timesheets'> }),
  timesheet: (id: number): Promise<TimesheetWeek> => call('hr.timesheet', { params: { id } }),
  timesheetTotals: (params: Params): Promise<TimesheetTotals> =>
    call('hr.timesheetTotals', { query: params as Query<'hr.timesheetTotals'> }),
  decideTimesheet: (id: number, body: DecisionInput): Promise<TimesheetWeek> =>
    call('hr.decideTimesheet', { params: { id }, body }),
  overtime: (status?: string): Promise<OvertimeRequest[]> =>
    call('hr.overtime', { query: { status } as Query<'hr.overtime'> }),
  decideOvertime: (id: number, body: DecisionInput): Promise<OvertimeRequest> =>
    call('hr.decideOvertime', { params: { id }, body }),
};

/** HR's account buttons, each its own route. */
const ACCOUNT_ACTIONS = {
  deactivate: 'hr.deactivateAccount',
  activate: 'hr.activateAccount',
  'reset-password': 'hr.resetPassword',
} as const;

export const selfApi = {
  leave: (year?: number): Promise<MyLeave> => call('hr.myLeave', { query: { year } }),
  holidays: (year?: number): Promise<MyHolidays> => call('hr.myHolidays', { query: { year } }),
  chooseHoliday: (id: number): Promise<MyHolidays> => call('hr.chooseHoliday', { params: { id } }),
  unchooseHoliday: (id: number): Promise<MyHolidays> => call('hr.unchooseHoliday', { params: { id } }),
  requestLeave: (body: unknown): Promise<LeaveRequest> =>
    call('hr.requestLeave', { body: body as CallInput<'hr.requestLeave'>['body'] }),
  cancelLeave: (id: number): Promise<LeaveRequest> => call('hr.cancelLeave', { params: { id } }),
  attendance: (month?: string): Promise<MyAttendance> => call('hr.myAttendance', { query: { month } }),
  checkIn: (): Promise<MyAttendance> => call('hr.checkIn'),
  checkOut: (): Promise<MyAttendance> => call('hr.checkOut'),
  regularise: (body: unknown): Promise<Regularisation> =>
    call('hr.requestRegularisation', { body: body as CallInput<'hr.requestRegularisation'>['body'] }),
  week: (week: string): Promise<TimesheetWeek> => call('hr.myWeek', { params: { week } }),
  saveWeek: (week: string, body: unknown): Promise<TimesheetWeek> =>
    call('hr.saveMyWeek', { params: { week }, body: body as CallInput<'hr.saveMyWeek'>['body'] }),
  submitWeek: (week: string): Promise<TimesheetWeek> => call('hr.submitMyWeek', { params: { week } }),
  overtime: (): Promise<OvertimeRequest[]> => call('hr.myOvertime'),
  requestOvertime: (body: unknown): Promise<OvertimeRequest> =>
    call('hr.requestOvertime', { body: body as CallInput<'hr.requestOvertime'>['body'] }),
  cancelOvertime: (id: number): Promise<true> => call('hr.cancelOvertime', { params: { id } }),
  profile: (): Promise<{ employee: EmployeeDetail; changeRequests: ProfileChangeRequest[] }> =>
    call('hr.myProfile'),
  updateContact: (body: unknown): Promise<EmployeeDetail> =>
    call('hr.updateMyContact', { body: body as CallInput<'hr.updateMyContact'>['body'] }),
  requestProfileChange: (body: unknown): Promise<ProfileChangeRequest> =>
    call('hr.requestProfileChange', { body: body as CallInput<'hr.requestProfileChange'>['body'] }),
  decideLeave: (id: number, body: DecisionInput): Promise<LeaveRequest> =>
    call('hr.decideLeave', { params: { id }, body }),
  team: (): Promise<MyTeam> => call('hr.myTeam'),
  teamCalendar: (month?: string): Promise<CalendarEvent[]> => call('hr.myTeamCalendar', { query: { month } }),
  // A manager decides their reports' requests through the same decision routes as HR.
  decideTimesheet: (id: number, body: DecisionInput): Promise<TimesheetWeek> =>
    call('hr.decideTimesheet', { params: { id }, body }),
  decideOvertime: (id: number, body: DecisionInput): Promise<OvertimeRequest> =>
    call('hr.decideOvertime', { params: { id }, body }),
  decideRegularisation: (id: number, body: DecisionInput): Promise<Regularisation> =>
    call('hr.decideRegularisation', { params: { id }, body }),
};
