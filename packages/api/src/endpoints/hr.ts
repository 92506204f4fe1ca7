import type {
  AttendanceGrid,
  AwayToday,
  DecisionInput,
  EmployeeDetail,
  EmployeeSummary,
  Holiday,
  HrDashboard,
  LeaveBalance,
  LeaveRequest,
  MyAttendance,
  MyLeave,
  OvertimeRequest,
  Page,
  ProfileChangeRequest,
  Regularisation,
  Role,
  StaffRequest,
  Success,
  TimesheetTotals,
  TimesheetWeek,
} from '../contract';
import { http } from '../http';

type Params = Record<string, string | number | boolean | undefined>;
const get = async <T>(url: string, params?: Params) =>
  (await http.get<Success<T>>(url, { params })).data.success;
const post = async <T>(url: string, body: unknown = {}) =>
  (await http.post<Success<T>>(url, body)).data.success;

/** The HR lists' export routes (CSV or Excel, `?format=`). */
export const HR_EXPORT_URLS = {
  employees: '/api/hr/employees/export',
  attendance: '/api/hr/attendance/export',
  leaveRequests: '/api/hr/leave-requests/export',
  timesheets: '/api/hr/timesheets/export',
  overtime: '/api/hr/overtime/export',
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
  employees: (params: Params) => get<Page<EmployeeSummary>>('/api/hr/employees', params),
  directory: () => get<DirectoryEntry[]>('/api/hr/employees/directory'),
  employee: (id: number, revealBank = false) =>
    get<EmployeeDetail>(`/api/hr/employees/${id}`, revealBank ? { reveal: 'bank' } : undefined),
  createEmployee: (body: unknown) => post<CreatedEmployee>('/api/hr/employees', body),
  updateEmployee: async (id: number, body: unknown) =>
    (await http.patch<Success<EmployeeDetail>>(`/api/hr/employees/${id}`, body)).data.success,
  history: (id: number) => get<EmployeeHistory>(`/api/hr/employees/${id}/history`),
  time: (id: number, month?: string) => get<EmployeeTime>(`/api/hr/employees/${id}/time`, { month }),
  createAccount: (id: number, body: { username: string; role: Role }) =>
    post<CreatedEmployee>(`/api/hr/employees/${id}/account`, body),
  account: (id: number, action: 'deactivate' | 'activate' | 'reset-password') =>
    post<CreatedEmployee>(`/api/hr/employees/${id}/account/${action}`),
  changeRole: (id: number, role: Role) =>
    post<CreatedEmployee>(`/api/hr/employees/${id}/account/role`, { role }),
  staffRequests: (status?: string) => get<StaffRequest[]>('/api/hr/staff-requests', { status }),
  resolveStaffRequest: (id: number, status: 'done' | 'dismissed', note?: string) =>
    post<true>(`/api/hr/staff-requests/${id}/resolve`, { status, note }),
  profileChanges: (status?: string) => get<ProfileChangeRequest[]>('/api/hr/profile-changes', { status }),
  decideProfileChange: (id: number, body: DecisionInput) =>
    post<ProfileChangeRequest>(`/api/hr/profile-changes/${id}/decision`, body),
  dashboard: () => get<HrDashboard>('/api/hr/dashboard'),
  leaveRequests: (params: Params) => get<Page<LeaveRequest>>('/api/hr/leave-requests', params),
  awayToday: () => get<AwayToday[]>('/api/hr/away-today'),
  decideLeave: (id: number, body: DecisionInput) =>
    post<LeaveRequest>(`/api/leave-requests/${id}/decision`, body),
  holidays: (year?: number) => get<Holiday[]>('/api/hr/holidays', { year }),
  addHoliday: (body: { date: string; name: string }) => post<Holiday>('/api/hr/holidays', body),
  removeHoliday: async (id: number) => (await http.delete(`/api/hr/holidays/${id}`)).data,
  attendance: (params: Params) => get<AttendanceGrid>('/api/hr/attendance', params),
  regularisations: (status?: string) => get<Regularisation[]>('/api/hr/regularisations', { status }),
  decideRegularisation: (id: number, body: DecisionInput) =>
    post<Regularisation>(`/api/regularisations/${id}/decision`, body),
  timesheets: (params: Params) => get<Page<TimesheetWeek>>('/api/hr/timesheets', params),
  timesheet: (id: number) => get<TimesheetWeek>(`/api/hr/timesheets/${id}`),
  timesheetTotals: (params: Params) => get<TimesheetTotals>('/api/hr/timesheets/totals', params),
  decideTimesheet: (id: number, body: DecisionInput) =>
    post<TimesheetWeek>(`/api/timesheets/${id}/decision`, body),
  overtime: (status?: string) => get<OvertimeRequest[]>('/api/hr/overtime', { status }),
  decideOvertime: (id: number, body: DecisionInput) =>
    post<OvertimeRequest>(`/api/overtime/${id}/decision`, body),
};

export const selfApi = {
  leave: (year?: number) => get<MyLeave>('/api/employee/leave', { year }),
  requestLeave: (body: unknown) => post<LeaveRequest>('/api/employee/leave-requests', body),
  cancelLeave: (id: number) => post<LeaveRequest>(`/api/employee/leave-requests/${id}/cancel`),
  attendance: (month?: string) => get<MyAttendance>('/api/employee/attendance', { month }),
  checkIn: () => post<MyAttendance>('/api/employee/attendance/check-in'),
  checkOut: () => post<MyAttendance>('/api/employee/attendance/check-out'),
  regularise: (body: unknown) => post<Regularisation>('/api/employee/regularisations', body),
  week: (week: string) => get<TimesheetWeek>(`/api/employee/timesheet/${week}`),
  saveWeek: async (week: string, body: unknown) =>
    (await http.put<Success<TimesheetWeek>>(`/api/employee/timesheet/${week}`, body)).data.success,
  submitWeek: (week: string) => post<TimesheetWeek>(`/api/employee/timesheet/${week}/submit`),
  overtime: () => get<OvertimeRequest[]>('/api/employee/overtime'),
  requestOvertime: (body: unknown) => post<OvertimeRequest>('/api/employee/overtime', body),
  cancelOvertime: (id: number) => post<true>(`/api/employee/overtime/${id}/cancel`),
  profile: () =>
    get<{ employee: EmployeeDetail; changeRequests: ProfileChangeRequest[] }>('/api/employee/profile'),
  updateContact: async (body: unknown) =>
    (await http.patch<Success<EmployeeDetail>>('/api/employee/profile/contact', body)).data.success,
  requestProfileChange: (body: unknown) =>
    post<ProfileChangeRequest>('/api/employee/profile/change-requests', body),
  decideLeave: (id: number, body: DecisionInput) =>
    post<LeaveRequest>(`/api/leave-requests/${id}/decision`, body),
};
