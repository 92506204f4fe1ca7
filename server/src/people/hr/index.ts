/** HR: employees, attendance, leave, timesheets and the approvals other people modules build on. */
// Routes and calendar layers, registered by app.ts.

export { managerUserOf, notifyEmployee, notifyRequest } from './approvals';
export { holidayLayer, leaveLayer } from './calendar-layers';
// Dates in Asia/Kolkata.
export { addDays, istDate, istInstant, istMinutes, laterDate, mondayOf, monthRange } from './dates';
// Offers become employees through HR's own create rules.
export { createEmployee } from './employee-edits';
// Employees and their managers, for the other people modules.
export { type Employee, requireEmployeeOfUser } from './employees';
export { balancesOf, leaveWithoutPayDays } from './leave';
export { getEmployee } from './records';
export { hrRoutes } from './routes';
// Tables other modules reference or the demo seed fills.
export {
  attendance,
  employees,
  holidayChoices,
  holidayLists,
  holidays,
  leaveAllocations,
  leaveRequests,
  leaveTypes,
  overtimeRequests,
  personalDataReads,
  profileChangeRequests,
  regularisations,
  staffRequests,
  timesheetEntries,
  timesheetWeeks,
} from './schema';
