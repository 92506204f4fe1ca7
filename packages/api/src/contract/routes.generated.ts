/**
 * GENERATED from the endpoint declarations by routes.test.ts (`UPDATE_ROUTE_TABLE=1`, then
 * `biome check --write`): each route's method and path, without zod, for the pages. Edit the declarations.
 */
import type { HttpMethod } from './endpoint';
import type { EndpointKey } from './endpoints';

export const ROUTES: Record<EndpointKey, { method: HttpMethod; path: string }> = {
  "leads.list": {
    "method": "GET",
    "path": "/api/leads"
  },
  "leads.export": {
    "method": "GET",
    "path": "/api/leads/export"
  },
  "leads.stats": {
    "method": "GET",
    "path": "/api/leads/stats"
  },
  "leads.create": {
    "method": "POST",
    "path": "/api/leads"
  },
  "leads.get": {
    "method": "GET",
    "path": "/api/leads/:id"
  },
  "leads.update": {
    "method": "PATCH",
    "path": "/api/leads/:id"
  },
  "leads.verify": {
    "method": "POST",
    "path": "/api/leads/:id/verify"
  },
  "leads.reject": {
    "method": "POST",
    "path": "/api/leads/:id/reject"
  },
  "leads.history": {
    "method": "GET",
    "path": "/api/leads/:id/history"
  },
  "auth.login": {
    "method": "POST",
    "path": "/api/login"
  },
  "auth.logout": {
    "method": "POST",
    "path": "/api/logout"
  },
  "auth.me": {
    "method": "GET",
    "path": "/api/me"
  },
  "auth.updateMe": {
    "method": "PATCH",
    "path": "/api/me"
  },
  "auth.changePassword": {
    "method": "POST",
    "path": "/api/change-password"
  },
  "health.check": {
    "method": "GET",
    "path": "/api/health"
  },
  "notifications.mine": {
    "method": "GET",
    "path": "/api/notification/getEmployeeNotification/:user_id"
  },
  "notifications.readRole": {
    "method": "GET",
    "path": "/api/notification/updateEmployeeRoleWiseNotificationReadStatus/:id"
  },
  "notifications.readAll": {
    "method": "GET",
    "path": "/api/notification/updateEmployeeAllNotificationReadStatus/:id"
  },
  "notifications.readPersonal": {
    "method": "GET",
    "path": "/api/notification/updateEmployeeNotificationReadStatus/:id"
  },
  "notifications.clear": {
    "method": "GET",
    "path": "/api/notification/updateEmployeeAllTypeNotificationReadStatus/:user_id"
  },
  "calendar.layers": {
    "method": "GET",
    "path": "/api/calendar/layers"
  },
  "calendar.events": {
    "method": "GET",
    "path": "/api/calendar/events"
  },
  "calendar.create": {
    "method": "POST",
    "path": "/api/calendar/events"
  },
  "calendar.update": {
    "method": "PUT",
    "path": "/api/calendar/events/:id"
  },
  "calendar.remove": {
    "method": "DELETE",
    "path": "/api/calendar/events/:id"
  },
  "outbox.list": {
    "method": "GET",
    "path": "/api/outbox"
  },
  "outbox.get": {
    "method": "GET",
    "path": "/api/outbox/:id"
  },
  "outbox.attachment": {
    "method": "GET",
    "path": "/api/outbox/:id/attachments/:attachmentId"
  },
  "chat.friends": {
    "method": "GET",
    "path": "/api/chat/friends"
  },
  "chat.messages": {
    "method": "GET",
    "path": "/api/chat/friends/:id/messages"
  },
  "chat.send": {
    "method": "POST",
    "path": "/api/chat/friends/:id/messages"
  },
  "chat.read": {
    "method": "POST",
    "path": "/api/chat/friends/:id/read"
  },
  "chat.typing": {
    "method": "POST",
    "path": "/api/chat/friends/:id/typing"
  },
  "staffRequests.access": {
    "method": "POST",
    "path": "/api/access-requests"
  },
  "staffRequests.passwordReset": {
    "method": "POST",
    "path": "/api/password-reset-requests"
  },
  "hr.employees": {
    "method": "GET",
    "path": "/api/hr/employees"
  },
  "hr.employeesExport": {
    "method": "GET",
    "path": "/api/hr/employees/export"
  },
  "hr.directory": {
    "method": "GET",
    "path": "/api/hr/employees/directory"
  },
  "hr.createEmployee": {
    "method": "POST",
    "path": "/api/hr/employees"
  },
  "hr.employee": {
    "method": "GET",
    "path": "/api/hr/employees/:id"
  },
  "hr.updateEmployee": {
    "method": "PATCH",
    "path": "/api/hr/employees/:id"
  },
  "hr.history": {
    "method": "GET",
    "path": "/api/hr/employees/:id/history"
  },
  "hr.time": {
    "method": "GET",
    "path": "/api/hr/employees/:id/time"
  },
  "hr.createAccount": {
    "method": "POST",
    "path": "/api/hr/employees/:id/account"
  },
  "hr.deactivateAccount": {
    "method": "POST",
    "path": "/api/hr/employees/:id/account/deactivate"
  },
  "hr.activateAccount": {
    "method": "POST",
    "path": "/api/hr/employees/:id/account/activate"
  },
  "hr.resetPassword": {
    "method": "POST",
    "path": "/api/hr/employees/:id/account/reset-password"
  },
  "hr.changeRole": {
    "method": "POST",
    "path": "/api/hr/employees/:id/account/role"
  },
  "hr.staffRequests": {
    "method": "GET",
    "path": "/api/hr/staff-requests"
  },
  "hr.resolveStaffRequest": {
    "method": "POST",
    "path": "/api/hr/staff-requests/:id/resolve"
  },
  "hr.profileChanges": {
    "method": "GET",
    "path": "/api/hr/profile-changes"
  },
  "hr.decideProfileChange": {
    "method": "POST",
    "path": "/api/hr/profile-changes/:id/decision"
  },
  "hr.dashboard": {
    "method": "GET",
    "path": "/api/hr/dashboard"
  },
  "hr.myProfile": {
    "method": "GET",
    "path": "/api/employee/profile"
  },
  "hr.updateMyContact": {
    "method": "PATCH",
    "path": "/api/employee/profile/contact"
  },
  "hr.requestProfileChange": {
    "method": "POST",
    "path": "/api/employee/profile/change-requests"
  },
  "hr.leaveTypes": {
    "method": "GET",
    "path": "/api/hr/leave-types"
  },
  "hr.holidays": {
    "method": "GET",
    "path": "/api/hr/holidays"
  },
  "hr.addHoliday": {
    "method": "POST",
    "path": "/api/hr/holidays"
  },
  "hr.removeHoliday": {
    "method": "DELETE",
    "path": "/api/hr/holidays/:id"
  },
  "hr.leaveRequests": {
    "method": "GET",
    "path": "/api/hr/leave-requests"
  },
  "hr.leaveRequestsExport": {
    "method": "GET",
    "path": "/api/hr/leave-requests/export"
  },
  "hr.awayToday": {
    "method": "GET",
    "path": "/api/hr/away-today"
  },
  "hr.decideLeave": {
    "method": "POST",
    "path": "/api/leave-requests/:id/decision"
  },
  "hr.myLeave": {
    "method": "GET",
    "path": "/api/employee/leave"
  },
  "hr.requestLeave": {
    "method": "POST",
    "path": "/api/employee/leave-requests"
  },
  "hr.cancelLeave": {
    "method": "POST",
    "path": "/api/employee/leave-requests/:id/cancel"
  },
  "hr.myAttendance": {
    "method": "GET",
    "path": "/api/employee/attendance"
  },
  "hr.checkIn": {
    "method": "POST",
    "path": "/api/employee/attendance/check-in"
  },
  "hr.checkOut": {
    "method": "POST",
    "path": "/api/employee/attendance/check-out"
  },
  "hr.requestRegularisation": {
    "method": "POST",
    "path": "/api/employee/regularisations"
  },
  "hr.attendance": {
    "method": "GET",
    "path": "/api/hr/attendance"
  },
  "hr.attendanceExport": {
    "method": "GET",
    "path": "/api/hr/attendance/export"
  },
  "hr.regularisations": {
    "method": "GET",
    "path": "/api/hr/regularisations"
  },
  "hr.decideRegularisation": {
    "method": "POST",
    "path": "/api/regularisations/:id/decision"
  },
  "hr.myWeek": {
    "method": "GET",
    "path": "/api/employee/timesheet/:week"
  },
  "hr.saveMyWeek": {
    "method": "PUT",
    "path": "/api/employee/timesheet/:week"
  },
  "hr.submitMyWeek": {
    "method": "POST",
    "path": "/api/employee/timesheet/:week/submit"
  },
  "hr.timesheets": {
    "method": "GET",
    "path": "/api/hr/timesheets"
  },
  "hr.timesheetsExport": {
    "method": "GET",
    "path": "/api/hr/timesheets/export"
  },
  "hr.timesheetTotals": {
    "method": "GET",
    "path": "/api/hr/timesheets/totals"
  },
  "hr.timesheet": {
    "method": "GET",
    "path": "/api/hr/timesheets/:id"
  },
  "hr.decideTimesheet": {
    "method": "POST",
    "path": "/api/timesheets/:id/decision"
  },
  "hr.myOvertime": {
    "method": "GET",
    "path": "/api/employee/overtime"
  },
  "hr.requestOvertime": {
    "method": "POST",
    "path": "/api/employee/overtime"
  },
  "hr.cancelOvertime": {
    "method": "POST",
    "path": "/api/employee/overtime/:id/cancel"
  },
  "hr.overtime": {
    "method": "GET",
    "path": "/api/hr/overtime"
  },
  "hr.overtimeExport": {
    "method": "GET",
    "path": "/api/hr/overtime/export"
  },
  "hr.decideOvertime": {
    "method": "POST",
    "path": "/api/overtime/:id/decision"
  }
};
