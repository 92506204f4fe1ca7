import { DAY_LETTER } from '@managewell/api/contract';
import { hrEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/http';
import { allAtOnce, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import { accountAction } from './accounts';
import {
  attendanceGrid,
  checkIn,
  checkOut,
  decideRegularisation,
  listRegularisations,
  myAttendance,
  requestRegularisation,
} from './attendance';
import { hrDashboard } from './dashboard';
import { addDays, istDate, mondayOf } from './dates';
import { createEmployee, updateEmployee } from './employee-edits';
import { requireEmployeeOfUser } from './employees';
import {
  attendanceExport,
  EMPLOYEE_EXPORT,
  HOLIDAY_EXPORT,
  HOURS_BY_PERSON_EXPORT,
  HOURS_BY_PROJECT_EXPORT,
  LEAVE_EXPORT,
  OVERTIME_EXPORT,
  PROFILE_CHANGE_EXPORT,
  REGULARISATION_EXPORT,
  STAFF_REQUEST_EXPORT,
  TIMESHEET_EXPORT,
} from './exports';
import { historyOf } from './history';
import {
  addHoliday,
  addHolidayList,
  chooseHoliday,
  holidaysBetween,
  listHolidayLists,
  myHolidays,
  personalHolidays,
  removeHoliday,
  updateHolidayList,
} from './holidays';
import {
  allLeaveTypes,
  awayOn,
  balancesOf,
  cancelLeave,
  decideLeave,
  leaveRequestsOf,
  listLeaveRequests,
  requestLeave,
  teamPendingLeave,
} from './leave';
import { cancelOvertime, decideOvertime, overtimeByStatus, overtimeOf, requestOvertime } from './overtime';
import { personalDataReadsOf } from './personal-data';
import {
  changeRequestsOf,
  decideChangeRequest,
  listChangeRequests,
  requestProfileChange,
  updateContact,
} from './profile';
import { employeeDirectory, getEmployee, listEmployees } from './records';
import { listStaffRequests, resolveStaffRequest } from './staff-requests';
import { myTeam, myTeamCalendar } from './team';
import { decideWeek, getWeek, listWeeks, myWeek, saveWeek, submitWeek, timesheetTotals } from './timesheets';

export async function hrRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  /** Self-service routes act on the caller's own employee record. */
  const me = (user: AuthUser) => requireEmployeeOfUser(db, user.id);
  const thisMonth = () => istDate().slice(0, 7);
  const thisYear = () => Number(istDate().slice(0, 4));
  /** Hours between two dates, the last four weeks by default. */
  const totalsBetween = (query: { from?: string | undefined; to?: string | undefined }) => {
    const today = istDate();
    const { from = addDays(mondayOf(today), -28), to = today } = query;
    return timesheetTotals(db, from, to);
  };

  registerEndpoints(app, hrEndpoints, {
    // ---- Employees and accounts (HR) --------------------------------------------------------
    employees: ({ query }) => listEmployees(db, query),
    employeesExport: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listEmployees(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: `employees-${istDate()}`, format, columns: EMPLOYEE_EXPORT, rows });
    },
    directory: () => employeeDirectory(db),
    createEmployee: ({ body, user }) => createEmployee(ctx, body, user),
    employee: ({ params, query, user, request }) =>
      getEmployee(db, params.id, { revealBank: query.reveal === 'bank', actor: user, ip: request.ip }),
    updateEmployee: ({ params, body, user }) => updateEmployee(ctx, params.id, body, user),
    history: async ({ params: { id } }) => {
      await getEmployee(db, id);
      const [history, reads] = await Promise.all([historyOf(db, id), personalDataReadsOf(db, id)]);
      return { history, personalDataReads: reads };
    },
    time: async ({ params: { id }, query: { month = thisMonth() } }) => {
      const employee = await getEmployee(db, id);
      const [balances, requests, overtime] = await Promise.all([
        balancesOf(db, id, thisYear()),
        leaveRequestsOf(db, id, 50),
        overtimeOf(db, id),
      ]);
      const grid = await attendanceGrid(db, { month, q: employee.code });
      return { balances, requests, overtime, attendance: grid.rows[0] ?? null, month, dates: grid.dates };
    },
    createAccount: ({ params, body, user }) =>
      accountAction(ctx, params.id, { kind: 'create', ...body }, user),
    deactivateAccount: ({ params, user }) => accountAction(ctx, params.id, { kind: 'deactivate' }, user),
    activateAccount: ({ params, user }) => accountAction(ctx, params.id, { kind: 'activate' }, user),
    resetPassword: ({ params, user }) => accountAction(ctx, params.id, { kind: 'reset-password' }, user),
    changeRole: ({ params, body, user }) =>
      accountAction(ctx, params.id, { kind: 'role', role: body.role }, user),
    staffRequests: ({ query }) => listStaffRequests(db, query.status),
    staffRequestsExport: ({ query: { format, status }, reply }) =>
      sendExport(reply, {
        name: 'staff-requests',
        format,
        columns: STAFF_REQUEST_EXPORT,
        rows: allAtOnce(listStaffRequests(db, status)),
      }),
    resolveStaffRequest: async ({ params, body, user }) => {
      await resolveStaffRequest(db, params.id, body, user);
      return true as const;
    },
    profileChanges: ({ query }) => listChangeRequests(db, query.status),
    profileChangesExport: ({ query: { format, status }, reply }) =>
      sendExport(reply, {
        name: 'profile-changes',
        format,
        columns: PROFILE_CHANGE_EXPORT,
        rows: allAtOnce(listChangeRequests(db, status)),
      }),
    decideProfileChange: ({ params, body, user }) => decideChangeRequest(ctx, params.id, body, user),
    dashboard: () => hrDashboard(db),

    // ---- Self-service profile ---------------------------------------------------------------
    myProfile: async ({ user }) => {
      const employee = await me(user);
      const [detail, changeRequests] = await Promise.all([
        getEmployee(db, employee.id, { revealBank: false }),
        changeRequestsOf(db, employee.id),
      ]);
      return { employee: detail, changeRequests };
    },
    updateMyContact: async ({ body, user }) => {
      const employee = await me(user);
      await updateContact(ctx, employee, body, user);
      return getEmployee(db, employee.id);
    },
    requestProfileChange: async ({ body, user }) => requestProfileChange(ctx, await me(user), body),

    // ---- Leave ------------------------------------------------------------------------------
    leaveTypes: () => allLeaveTypes(db),
    holidayLists: () => listHolidayLists(db),
    addHolidayList: ({ body }) => addHolidayList(db, body),
    updateHolidayList: ({ params, body }) => updateHolidayList(db, params.id, body),
    holidays: ({ query: { year = thisYear(), listId } }) =>
      holidaysBetween(db, `${year}-01-01`, `${year}-12-31`, listId),
    holidaysExport: ({ query: { format, year = thisYear(), listId }, reply }) =>
      sendExport(reply, {
        name: `holidays-${year}`,
        format,
        columns: HOLIDAY_EXPORT,
        rows: allAtOnce(holidaysBetween(db, `${year}-01-01`, `${year}-12-31`, listId)),
      }),
    addHoliday: ({ body }) => addHoliday(db, body),
    removeHoliday: async ({ params }) => {
      await removeHoliday(db, params.id);
      return true as const;
    },
    leaveRequests: ({ query }) => listLeaveRequests(db, query),
    leaveRequestsExport: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listLeaveRequests(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'leave-requests', format, columns: LEAVE_EXPORT, rows });
    },
    awayToday: () => awayOn(db, istDate()),
    // HR, or the employee's manager (object-level check in the service).
    decideLeave: ({ params, body, user }) => decideLeave(ctx, params.id, body, user),
    myLeave: async ({ query: { year = thisYear() }, user }) => {
      const employee = await me(user);
      const [balances, requests, holidays, leaveTypes, teamPending] = await Promise.all([
        balancesOf(db, employee.id, year),
        leaveRequestsOf(db, employee.id),
        personalHolidays(db, [employee], `${year}-01-01`, `${year + 1}-03-31`).then(
          (m) => m.get(employee.id) ?? [],
        ),
        allLeaveTypes(db),
        teamPendingLeave(db, employee.id),
      ]);
      return { year, balances, requests, holidays, leaveTypes, teamPending };
    },
    myHolidays: async ({ query: { year = thisYear() }, user }) => myHolidays(db, await me(user), year),
    chooseHoliday: async ({ params, user }) => chooseHoliday(db, await me(user), params.id, true),
    unchooseHoliday: async ({ params, user }) => chooseHoliday(db, await me(user), params.id, false),
    myLeaveExport: async ({ query: { format }, user, reply }) => {
      const rows = allAtOnce(leaveRequestsOf(db, (await me(user)).id));
      return sendExport(reply, { name: 'my-leave-requests', format, columns: LEAVE_EXPORT, rows });
    },
    requestLeave: async ({ body, user }) => requestLeave(ctx, await me(user), body),
    cancelLeave: async ({ params, user }) => cancelLeave(ctx, params.id, await me(user)),

    // ---- Attendance -------------------------------------------------------------------------
    myAttendance: async ({ query: { month = thisMonth() }, user }) => myAttendance(db, await me(user), month),
    checkIn: async ({ user }) => {
      const employee = await me(user);
      await checkIn(ctx, employee);
      return myAttendance(db, employee, thisMonth());
    },
    checkOut: async ({ user }) => {
      const employee = await me(user);
      await checkOut(ctx, employee);
      return myAttendance(db, employee, thisMonth());
    },
    requestRegularisation: async ({ body, user }) => requestRegularisation(ctx, await me(user), body),
    attendance: ({ query }) => attendanceGrid(db, query),
    attendanceExport: async ({ query: { format, ...query }, reply }) => {
      const grid = await attendanceGrid(db, query);
      const legend = Object.entries(DAY_LETTER).map(([status, letter]) => `${letter} = ${status}`);
      return sendExport(reply, {
        name: `attendance-${grid.month}`,
        format,
        columns: attendanceExport(grid.dates),
        rows: allAtOnce(Promise.resolve(grid.rows)),
        note: legend.join('; '),
      });
    },
    regularisations: ({ query }) => listRegularisations(db, query.status),
    regularisationsExport: ({ query: { format, status }, reply }) =>
      sendExport(reply, {
        name: 'attendance-corrections',
        format,
        columns: REGULARISATION_EXPORT,
        rows: allAtOnce(listRegularisations(db, status)),
      }),
    decideRegularisation: ({ params, body, user }) => decideRegularisation(ctx, params.id, body, user),

    // ---- Timesheets and overtime ------------------------------------------------------------
    myWeek: async ({ params, user }) => myWeek(db, await me(user), params.week),
    saveMyWeek: async ({ params, body, user }) => saveWeek(ctx, await me(user), params.week, body),
    submitMyWeek: async ({ params, user }) => submitWeek(ctx, await me(user), params.week),
    timesheets: ({ query }) => listWeeks(db, query),
    timesheetsExport: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listWeeks(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'timesheets', format, columns: TIMESHEET_EXPORT, rows });
    },
    timesheetTotals: ({ query }) => totalsBetween(query),
    timesheetTotalsExport: async ({ query: { format, by, ...query }, reply }) => {
      const totals = await totalsBetween(query);
      const name = `hours-by-${by}-${totals.from}-to-${totals.to}`;
      return by === 'project'
        ? sendExport(reply, {
            name,
            format,
            columns: HOURS_BY_PROJECT_EXPORT,
            rows: allAtOnce(Promise.resolve(totals.byProject)),
          })
        : sendExport(reply, {
            name,
            format,
            columns: HOURS_BY_PERSON_EXPORT,
            rows: allAtOnce(Promise.resolve(totals.byPerson)),
          });
    },
    timesheet: ({ params }) => getWeek(db, params.id),
    decideTimesheet: ({ params, body, user }) => decideWeek(ctx, params.id, body, user),
    myOvertime: async ({ user }) => overtimeOf(db, (await me(user)).id),
    myOvertimeExport: async ({ query: { format }, user, reply }) => {
      const rows = allAtOnce(overtimeOf(db, (await me(user)).id));
      return sendExport(reply, { name: 'my-overtime', format, columns: OVERTIME_EXPORT, rows });
    },
    requestOvertime: async ({ body, user }) => requestOvertime(ctx, await me(user), body),
    cancelOvertime: async ({ params, user }) => {
      await cancelOvertime(ctx, params.id, await me(user));
      return true as const;
    },
    overtime: ({ query }) => overtimeByStatus(db, query.status),
    overtimeExport: ({ query: { format, status }, reply }) => {
      const rows = pagesOf((page, pageSize) => overtimeByStatus(db, status, pageSize, (page - 1) * pageSize));
      return sendExport(reply, { name: 'overtime', format, columns: OVERTIME_EXPORT, rows });
    },
    decideOvertime: ({ params, body, user }) => decideOvertime(ctx, params.id, body, user),

    // ---- A manager's team (HR's own lists cover everyone) -------------------------------------
    myTeam: async ({ user }) => myTeam(db, await me(user)),
    myTeamCalendar: async ({ query: { month = thisMonth() }, user }) =>
      myTeamCalendar(db, await me(user), month),
  });
}
