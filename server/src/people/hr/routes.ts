import {
  accountInput,
  approvalListQuery,
  attendanceGridQuery,
  contactUpdateInput,
  createEmployeeInput,
  DAY_LETTER,
  decisionInput,
  employeeListQuery,
  holidayInput,
  leaveListQuery,
  leaveRequestInput,
  monthParam,
  overtimeInput,
  profileChangeInput,
  realDate,
  regularisationInput,
  roleInput,
  staffRequestResolution,
  timesheetListQuery,
  timesheetWeekInput,
  updateEmployeeInput,
} from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { allAtOnce, currentUser, exportRequest, pagesOf, parseInput, sendExport } from '../../platform/http';
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
import { requireEmployeeOfUser } from './employees';
import {
  attendanceExport,
  EMPLOYEE_EXPORT,
  LEAVE_EXPORT,
  OVERTIME_EXPORT,
  TIMESHEET_EXPORT,
} from './exports';
import {
  addHoliday,
  allLeaveTypes,
  awayOn,
  balancesOf,
  cancelLeave,
  decideLeave,
  holidaysBetween,
  leaveRequestsOf,
  listLeaveRequests,
  removeHoliday,
  requestLeave,
  teamPendingLeave,
} from './leave';
import { cancelOvertime, decideOvertime, overtimeByStatus, overtimeOf, requestOvertime } from './overtime';
import {
  accountAction,
  createEmployee,
  employeeDirectory,
  getEmployee,
  historyOf,
  listEmployees,
  listStaffRequests,
  personalDataReadsOf,
  resolveStaffRequest,
  updateEmployee,
} from './people';
import {
  changeRequestsOf,
  decideChangeRequest,
  listChangeRequests,
  requestProfileChange,
  updateContact,
} from './profile';
import { decideWeek, getWeek, listWeeks, myWeek, saveWeek, submitWeek, timesheetTotals } from './timesheets';

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});
const weekParams = z.strictObject({ week: realDate });
const statusQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional() });
const yearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
const monthQuery = z.object({ month: monthParam.optional() });
const detailQuery = z.object({ reveal: z.enum(['bank']).optional() });
const totalsQuery = z.object({ from: realDate.optional(), to: realDate.optional() });

const HR = { access: ['hr'] as const };
/** Self-service: every signed-in staff member, always their own records. */
const SELF = { access: 'authenticated' as const };

export async function hrRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const me = async (request: Parameters<typeof currentUser>[0]) =>
    requireEmployeeOfUser(db, currentUser(request).id);
  const thisMonth = () => istDate().slice(0, 7);

  // ---- Employees and accounts (HR) ----------------------------------------------------------
  app.get('/api/hr/employees', { config: HR }, async (request) => ({
    success: await listEmployees(db, parseInput(employeeListQuery, request.query, 'query')),
  }));

  app.get('/api/hr/employees/export', { config: HR }, async (request, reply) => {
    const { format, listQuery } = exportRequest(request.query);
    const query = parseInput(employeeListQuery, listQuery, 'query');
    const rows = pagesOf(
      async (page, pageSize) => (await listEmployees(db, { ...query, page, pageSize })).items,
    );
    return sendExport(reply, { name: `employees-${istDate()}`, format, columns: EMPLOYEE_EXPORT, rows });
  });

  app.get('/api/hr/employees/directory', { config: HR }, async () => ({
    success: await employeeDirectory(db),
  }));

  app.post('/api/hr/employees', { config: HR }, async (request, reply) => {
    const input = parseInput(createEmployeeInput, request.body, 'body');
    return reply.code(201).send({ success: await createEmployee(ctx, input, currentUser(request)) });
  });

  app.get('/api/hr/employees/:id', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const { reveal } = parseInput(detailQuery, request.query, 'query');
    return {
      success: await getEmployee(db, id, {
        revealBank: reveal === 'bank',
        actor: currentUser(request),
        ip: request.ip,
      }),
    };
  });

  app.patch('/api/hr/employees/:id', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(updateEmployeeInput, request.body, 'body');
    return { success: await updateEmployee(ctx, id, input, currentUser(request)) };
  });

  app.get('/api/hr/employees/:id/history', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    await getEmployee(db, id);
    const [history, reads] = await Promise.all([historyOf(db, id), personalDataReadsOf(db, id)]);
    return { success: { history, personalDataReads: reads } };
  });

  app.get('/api/hr/employees/:id/time', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const { month = thisMonth() } = parseInput(monthQuery, request.query, 'query');
    const employee = await getEmployee(db, id);
    const [balances, requests, overtime] = await Promise.all([
      balancesOf(db, id, Number(istDate().slice(0, 4))),
      leaveRequestsOf(db, id, 50),
      overtimeOf(db, id),
    ]);
    const grid = await attendanceGrid(db, { month, q: employee.code });
    return {
      success: { balances, requests, overtime, attendance: grid.rows[0] ?? null, month, dates: grid.dates },
    };
  });

  app.post('/api/hr/employees/:id/account', { config: HR }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(accountInput, request.body, 'body');
    return reply.code(201).send({
      success: await accountAction(ctx, id, { kind: 'create', ...input }, currentUser(request)),
    });
  });

  for (const kind of ['deactivate', 'activate', 'reset-password'] as const) {
    app.post(`/api/hr/employees/:id/account/${kind}`, { config: HR }, async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      return { success: await accountAction(ctx, id, { kind }, currentUser(request)) };
    });
  }

  app.post('/api/hr/employees/:id/account/role', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const { role } = parseInput(roleInput, request.body, 'body');
    return { success: await accountAction(ctx, id, { kind: 'role', role }, currentUser(request)) };
  });

  app.get('/api/hr/staff-requests', { config: HR }, async (request) => {
    const { status } = parseInput(
      z.object({ status: z.enum(['open', 'done', 'dismissed']).optional() }),
      request.query,
      'query',
    );
    return { success: await listStaffRequests(db, status) };
  });

  app.post('/api/hr/staff-requests/:id/resolve', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    await resolveStaffRequest(
      db,
      id,
      parseInput(staffRequestResolution, request.body, 'body'),
      currentUser(request),
    );
    return { success: true };
  });

  app.get('/api/hr/profile-changes', { config: HR }, async (request) => ({
    success: await listChangeRequests(db, parseInput(statusQuery, request.query, 'query').status),
  }));

  app.post('/api/hr/profile-changes/:id/decision', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return {
      success: await decideChangeRequest(
        ctx,
        id,
        parseInput(decisionInput, request.body, 'body'),
        currentUser(request),
      ),
    };
  });

  app.get('/api/hr/dashboard', { config: HR }, async () => ({ success: await hrDashboard(db) }));

  // ---- Leave --------------------------------------------------------------------------------
  app.get('/api/hr/leave-types', { config: SELF }, async () => ({ success: await allLeaveTypes(db) }));

  app.get('/api/hr/holidays', { config: SELF }, async (request) => {
    const { year = Number(istDate().slice(0, 4)) } = parseInput(yearQuery, request.query, 'query');
    return { success: await holidaysBetween(db, `${year}-01-01`, `${year}-12-31`) };
  });

  app.post('/api/hr/holidays', { config: HR }, async (request, reply) => {
    const input = parseInput(holidayInput, request.body, 'body');
    return reply.code(201).send({ success: await addHoliday(db, input) });
  });

  app.delete('/api/hr/holidays/:id', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    await removeHoliday(db, id);
    return { success: true };
  });

  app.get('/api/hr/leave-requests', { config: HR }, async (request) => ({
    success: await listLeaveRequests(db, parseInput(leaveListQuery, request.query, 'query')),
  }));

  app.get('/api/hr/leave-requests/export', { config: HR }, async (request, reply) => {
    const { format, listQuery } = exportRequest(request.query);
    const query = parseInput(leaveListQuery, listQuery, 'query');
    const rows = pagesOf(
      async (page, pageSize) => (await listLeaveRequests(db, { ...query, page, pageSize })).items,
    );
    return sendExport(reply, { name: 'leave-requests', format, columns: LEAVE_EXPORT, rows });
  });

  app.get('/api/hr/away-today', { config: HR }, async () => ({ success: await awayOn(db, istDate()) }));

  /** HR, or the employee's manager (object-level check in the service). */
  app.post('/api/leave-requests/:id/decision', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return {
      success: await decideLeave(
        ctx,
        id,
        parseInput(decisionInput, request.body, 'body'),
        currentUser(request),
      ),
    };
  });

  app.get('/api/employee/leave', { config: SELF }, async (request) => {
    const employee = await me(request);
    const { year = Number(istDate().slice(0, 4)) } = parseInput(yearQuery, request.query, 'query');
    const [balances, requests, holidays, leaveTypes, teamPending] = await Promise.all([
      balancesOf(db, employee.id, year),
      leaveRequestsOf(db, employee.id),
      holidaysBetween(db, `${year}-01-01`, `${year + 1}-03-31`),
      allLeaveTypes(db),
      teamPendingLeave(db, employee.id),
    ]);
    return { success: { year, balances, requests, holidays, leaveTypes, teamPending } };
  });

  app.post('/api/employee/leave-requests', { config: SELF }, async (request, reply) => {
    const employee = await me(request);
    const input = parseInput(leaveRequestInput, request.body, 'body');
    return reply.code(201).send({ success: await requestLeave(ctx, employee, input) });
  });

  app.post('/api/employee/leave-requests/:id/cancel', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return { success: await cancelLeave(ctx, id, await me(request)) };
  });

  // ---- Attendance ---------------------------------------------------------------------------
  app.get('/api/employee/attendance', { config: SELF }, async (request) => {
    const { month = thisMonth() } = parseInput(monthQuery, request.query, 'query');
    return { success: await myAttendance(db, await me(request), month) };
  });

  app.post('/api/employee/attendance/check-in', { config: SELF }, async (request) => {
    const employee = await me(request);
    await checkIn(ctx, employee);
    return { success: await myAttendance(db, employee, thisMonth()) };
  });

  app.post('/api/employee/attendance/check-out', { config: SELF }, async (request) => {
    const employee = await me(request);
    await checkOut(ctx, employee);
    return { success: await myAttendance(db, employee, thisMonth()) };
  });

  app.post('/api/employee/regularisations', { config: SELF }, async (request, reply) => {
    const employee = await me(request);
    const input = parseInput(regularisationInput, request.body, 'body');
    return reply.code(201).send({ success: await requestRegularisation(ctx, employee, input) });
  });

  app.get('/api/hr/attendance', { config: HR }, async (request) => ({
    success: await attendanceGrid(db, parseInput(attendanceGridQuery, request.query, 'query')),
  }));

  app.get('/api/hr/attendance/export', { config: HR }, async (request, reply) => {
    const { format, listQuery } = exportRequest(request.query);
    const query = parseInput(attendanceGridQuery, listQuery, 'query');
    const grid = await attendanceGrid(db, query);
    const legend = Object.entries(DAY_LETTER).map(([status, letter]) => `${letter} = ${status}`);
    return sendExport(reply, {
      name: `attendance-${grid.month}`,
      format,
      columns: attendanceExport(grid.dates),
      rows: allAtOnce(Promise.resolve(grid.rows)),
      note: legend.join('; '),
    });
  });

  app.get('/api/hr/regularisations', { config: HR }, async (request) => ({
    success: await listRegularisations(db, parseInput(statusQuery, request.query, 'query').status),
  }));

  app.post('/api/regularisations/:id/decision', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return {
      success: await decideRegularisation(
        ctx,
        id,
        parseInput(decisionInput, request.body, 'body'),
        currentUser(request),
      ),
    };
  });

  // ---- Timesheets and overtime --------------------------------------------------------------
  app.get('/api/employee/timesheet/:week', { config: SELF }, async (request) => {
    const { week } = parseInput(weekParams, request.params, 'params');
    return { success: await myWeek(db, await me(request), week) };
  });

  app.put('/api/employee/timesheet/:week', { config: SELF }, async (request) => {
    const { week } = parseInput(weekParams, request.params, 'params');
    const input = parseInput(timesheetWeekInput, request.body, 'body');
    return { success: await saveWeek(ctx, await me(request), week, input) };
  });

  app.post('/api/employee/timesheet/:week/submit', { config: SELF }, async (request) => {
    const { week } = parseInput(weekParams, request.params, 'params');
    return { success: await submitWeek(ctx, await me(request), week) };
  });

  app.get('/api/hr/timesheets', { config: HR }, async (request) => ({
    success: await listWeeks(db, parseInput(timesheetListQuery, request.query, 'query')),
  }));

  app.get('/api/hr/timesheets/export', { config: HR }, async (request, reply) => {
    const { format, listQuery } = exportRequest(request.query);
    const query = parseInput(timesheetListQuery, listQuery, 'query');
    const rows = pagesOf(async (page, pageSize) => (await listWeeks(db, { ...query, page, pageSize })).items);
    return sendExport(reply, { name: 'timesheets', format, columns: TIMESHEET_EXPORT, rows });
  });

  app.get('/api/hr/timesheets/totals', { config: HR }, async (request) => {
    const today = istDate();
    const { from = addDays(mondayOf(today), -28), to = today } = parseInput(
      totalsQuery,
      request.query,
      'query',
    );
    return { success: await timesheetTotals(db, from, to) };
  });

  app.get('/api/hr/timesheets/:id', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return { success: await getWeek(db, id) };
  });

  app.post('/api/timesheets/:id/decision', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return {
      success: await decideWeek(
        ctx,
        id,
        parseInput(decisionInput, request.body, 'body'),
        currentUser(request),
      ),
    };
  });

  app.get('/api/employee/overtime', { config: SELF }, async (request) => ({
    success: await overtimeOf(db, (await me(request)).id),
  }));

  app.post('/api/employee/overtime', { config: SELF }, async (request, reply) => {
    const employee = await me(request);
    const input = parseInput(overtimeInput, request.body, 'body');
    return reply.code(201).send({ success: await requestOvertime(ctx, employee, input) });
  });

  app.post('/api/employee/overtime/:id/cancel', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    await cancelOvertime(ctx, id, await me(request));
    return { success: true };
  });

  app.get('/api/hr/overtime', { config: HR }, async (request) => ({
    success: await overtimeByStatus(db, parseInput(approvalListQuery, request.query, 'query').status),
  }));

  app.get('/api/hr/overtime/export', { config: HR }, async (request, reply) => {
    const { format, listQuery } = exportRequest(request.query);
    const { status } = parseInput(approvalListQuery, listQuery, 'query');
    const rows = pagesOf((page, pageSize) => overtimeByStatus(db, status, pageSize, (page - 1) * pageSize));
    return sendExport(reply, { name: 'overtime', format, columns: OVERTIME_EXPORT, rows });
  });

  app.post('/api/overtime/:id/decision', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return {
      success: await decideOvertime(
        ctx,
        id,
        parseInput(decisionInput, request.body, 'body'),
        currentUser(request),
      ),
    };
  });

  // ---- Self-service profile -----------------------------------------------------------------
  app.get('/api/employee/profile', { config: SELF }, async (request) => {
    const employee = await me(request);
    const [detail, changeRequests] = await Promise.all([
      getEmployee(db, employee.id, { revealBank: false }),
      changeRequestsOf(db, employee.id),
    ]);
    return { success: { employee: detail, changeRequests } };
  });

  app.patch('/api/employee/profile/contact', { config: SELF }, async (request) => {
    const employee = await me(request);
    await updateContact(
      ctx,
      employee,
      parseInput(contactUpdateInput, request.body, 'body'),
      currentUser(request),
    );
    return { success: await getEmployee(db, employee.id) };
  });

  app.post('/api/employee/profile/change-requests', { config: SELF }, async (request, reply) => {
    const employee = await me(request);
    const input = parseInput(profileChangeInput, request.body, 'body');
    return reply.code(201).send({ success: await requestProfileChange(ctx, employee, input) });
  });
}
