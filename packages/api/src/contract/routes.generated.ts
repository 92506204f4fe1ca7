/**
 * GENERATED from the endpoint declarations by routes.test.ts (`UPDATE_ROUTE_TABLE=1`, then
 * `biome check --write`): each route's method and path, without zod, for the pages. Edit the declarations.
 */
import type { HttpMethod } from './endpoint';
import type { EndpointKey } from './endpoints';

export const ROUTES: Record<EndpointKey, { method: HttpMethod; path: string }> = {
  'leads.list': {
    method: 'GET',
    path: '/api/leads',
  },
  'leads.stats': {
    method: 'GET',
    path: '/api/leads/stats',
  },
  'leads.create': {
    method: 'POST',
    path: '/api/leads',
  },
  'leads.get': {
    method: 'GET',
    path: '/api/leads/:id',
  },
  'leads.update': {
    method: 'PATCH',
    path: '/api/leads/:id',
  },
  'leads.verify': {
    method: 'POST',
    path: '/api/leads/:id/verify',
  },
  'leads.reject': {
    method: 'POST',
    path: '/api/leads/:id/reject',
  },
  'leads.history': {
    method: 'GET',
    path: '/api/leads/:id/history',
  },
  'auth.login': {
    method: 'POST',
    path: '/api/login',
  },
  'auth.logout': {
    method: 'POST',
    path: '/api/logout',
  },
  'auth.me': {
    method: 'GET',
    path: '/api/me',
  },
  'auth.updateMe': {
    method: 'PATCH',
    path: '/api/me',
  },
  'auth.changePassword': {
    method: 'POST',
    path: '/api/change-password',
  },
  'health.check': {
    method: 'GET',
    path: '/api/health',
  },
  'notifications.mine': {
    method: 'GET',
    path: '/api/notification/getEmployeeNotification/:user_id',
  },
  'notifications.readRole': {
    method: 'GET',
    path: '/api/notification/updateEmployeeRoleWiseNotificationReadStatus/:id',
  },
  'notifications.readAll': {
    method: 'GET',
    path: '/api/notification/updateEmployeeAllNotificationReadStatus/:id',
  },
  'notifications.readPersonal': {
    method: 'GET',
    path: '/api/notification/updateEmployeeNotificationReadStatus/:id',
  },
  'notifications.clear': {
    method: 'GET',
    path: '/api/notification/updateEmployeeAllTypeNotificationReadStatus/:user_id',
  },
  'calendar.layers': {
    method: 'GET',
    path: '/api/calendar/layers',
  },
  'calendar.events': {
    method: 'GET',
    path: '/api/calendar/events',
  },
  'calendar.create': {
    method: 'POST',
    path: '/api/calendar/events',
  },
  'calendar.update': {
    method: 'PUT',
    path: '/api/calendar/events/:id',
  },
  'calendar.remove': {
    method: 'DELETE',
    path: '/api/calendar/events/:id',
  },
  'outbox.list': {
    method: 'GET',
    path: '/api/outbox',
  },
  'outbox.get': {
    method: 'GET',
    path: '/api/outbox/:id',
  },
  'outbox.attachment': {
    method: 'GET',
    path: '/api/outbox/:id/attachments/:attachmentId',
  },
  'chat.friends': {
    method: 'GET',
    path: '/api/chat/friends',
  },
  'chat.messages': {
    method: 'GET',
    path: '/api/chat/friends/:id/messages',
  },
  'chat.send': {
    method: 'POST',
    path: '/api/chat/friends/:id/messages',
  },
  'chat.read': {
    method: 'POST',
    path: '/api/chat/friends/:id/read',
  },
  'chat.typing': {
    method: 'POST',
    path: '/api/chat/friends/:id/typing',
  },
  'staffRequests.access': {
    method: 'POST',
    path: '/api/access-requests',
  },
  'staffRequests.passwordReset': {
    method: 'POST',
    path: '/api/password-reset-requests',
  },
  'compliance.overview': {
    method: 'GET',
    path: '/api/compliance/:kind',
  },
  'compliance.publish': {
    method: 'POST',
    path: '/api/compliance/:kind',
  },
  'compliance.acknowledgements': {
    method: 'GET',
    path: '/api/compliance/:kind/acknowledgements',
  },
  'compliance.remind': {
    method: 'POST',
    path: '/api/compliance/:kind/remind',
  },
  'compliance.mine': {
    method: 'GET',
    path: '/api/me/compliance/:kind',
  },
  'compliance.acknowledge': {
    method: 'POST',
    path: '/api/me/compliance/:kind/acknowledge',
  },
  'suggestions.list': {
    method: 'GET',
    path: '/api/suggestions',
  },
  'suggestions.answer': {
    method: 'POST',
    path: '/api/suggestions/:id/answer',
  },
  'suggestions.mine': {
    method: 'GET',
    path: '/api/me/suggestions',
  },
  'suggestions.submit': {
    method: 'POST',
    path: '/api/me/suggestions',
  },
  'suggestions.byReceipt': {
    method: 'GET',
    path: '/api/me/suggestions/receipt/:receipt',
  },
  'resignation.list': {
    method: 'GET',
    path: '/api/resignations',
  },
  'resignation.get': {
    method: 'GET',
    path: '/api/resignations/:id',
  },
  'resignation.decide': {
    method: 'POST',
    path: '/api/resignations/:id/decision',
  },
  'resignation.checklist': {
    method: 'POST',
    path: '/api/resignations/:id/checklist',
  },
  'resignation.mine': {
    method: 'GET',
    path: '/api/me/resignation',
  },
  'resignation.submit': {
    method: 'POST',
    path: '/api/me/resignation',
  },
  'resignation.withdraw': {
    method: 'POST',
    path: '/api/me/resignation/withdraw',
  },
  'goals.cycles': {
    method: 'GET',
    path: '/api/appraisal-cycles',
  },
  'goals.createCycle': {
    method: 'POST',
    path: '/api/appraisal-cycles',
  },
  'goals.cycleStatus': {
    method: 'POST',
    path: '/api/appraisal-cycles/:id/status',
  },
  'goals.sheets': {
    method: 'GET',
    path: '/api/goal-sheets',
  },
  'goals.sheet': {
    method: 'GET',
    path: '/api/goal-sheets/:id',
  },
  'goals.rate': {
    method: 'POST',
    path: '/api/goals/:id/rating',
  },
  'goals.mine': {
    method: 'GET',
    path: '/api/me/goals',
  },
  'goals.add': {
    method: 'POST',
    path: '/api/me/goals',
  },
  'goals.update': {
    method: 'PUT',
    path: '/api/me/goals/:id',
  },
  'goals.remove': {
    method: 'DELETE',
    path: '/api/me/goals/:id',
  },
  'goals.submit': {
    method: 'POST',
    path: '/api/me/goals/submit',
  },
  'goals.progress': {
    method: 'POST',
    path: '/api/me/goals/:id/progress',
  },
  'goals.selfRate': {
    method: 'POST',
    path: '/api/me/goals/:id/self-rating',
  },
  'payroll.salaries': {
    method: 'GET',
    path: '/api/payroll/structures',
  },
  'payroll.salariesExport': {
    method: 'GET',
    path: '/api/payroll/structures/export',
  },
  'payroll.salary': {
    method: 'GET',
    path: '/api/payroll/structures/:employeeId',
  },
  'payroll.saveSalary': {
    method: 'PUT',
    path: '/api/payroll/structures/:employeeId',
  },
  'payroll.runs': {
    method: 'GET',
    path: '/api/payroll/runs',
  },
  'payroll.preview': {
    method: 'POST',
    path: '/api/payroll/runs/:month/preview',
  },
  'payroll.lock': {
    method: 'POST',
    path: '/api/payroll/runs/:month/lock',
  },
  'payroll.runPayslips': {
    method: 'GET',
    path: '/api/payroll/runs/:month/payslips',
  },
  'payroll.runPayslipsExport': {
    method: 'GET',
    path: '/api/payroll/runs/:month/payslips/export',
  },
  'payroll.payslip': {
    method: 'GET',
    path: '/api/payroll/payslips/:id',
  },
  'payroll.payslipPdf': {
    method: 'GET',
    path: '/api/payroll/payslips/:id/pdf',
  },
  'payroll.myPayslips': {
    method: 'GET',
    path: '/api/me/payslips',
  },
  'payroll.myPayslip': {
    method: 'GET',
    path: '/api/me/payslips/:id',
  },
  'payroll.myPayslipPdf': {
    method: 'GET',
    path: '/api/me/payslips/:id/pdf',
  },
  'joiningKit.mine': {
    method: 'GET',
    path: '/api/me/joining-kit',
  },
  'joiningKit.upload': {
    method: 'POST',
    path: '/api/me/joining-kit/:kind',
  },
  'joiningKit.myFile': {
    method: 'GET',
    path: '/api/me/joining-kit/documents/:id/file',
  },
  'joiningKit.queue': {
    method: 'GET',
    path: '/api/hr/joining-kit',
  },
  'joiningKit.kitOf': {
    method: 'GET',
    path: '/api/hr/joining-kit/employees/:employeeId',
  },
  'joiningKit.file': {
    method: 'GET',
    path: '/api/hr/joining-kit/documents/:id/file',
  },
  'joiningKit.review': {
    method: 'POST',
    path: '/api/hr/joining-kit/documents/:id/review',
  },
  'offers.template': {
    method: 'GET',
    path: '/api/offers/template',
  },
  'offers.saveTemplate': {
    method: 'PUT',
    path: '/api/offers/template',
  },
  'offers.list': {
    method: 'GET',
    path: '/api/offers',
  },
  'offers.preview': {
    method: 'POST',
    path: '/api/offers/preview',
  },
  'offers.create': {
    method: 'POST',
    path: '/api/offers',
  },
  'offers.get': {
    method: 'GET',
    path: '/api/offers/:id',
  },
  'offers.update': {
    method: 'PUT',
    path: '/api/offers/:id',
  },
  'offers.pdf': {
    method: 'GET',
    path: '/api/offers/:id/pdf',
  },
  'offers.send': {
    method: 'POST',
    path: '/api/offers/:id/send',
  },
  'offers.withdraw': {
    method: 'POST',
    path: '/api/offers/:id/withdraw',
  },
  'offers.page': {
    method: 'GET',
    path: '/offer/:token',
  },
  'offers.publicOffer': {
    method: 'GET',
    path: '/api/public/offers/:token',
  },
  'offers.publicPdf': {
    method: 'GET',
    path: '/offer/:token/pdf',
  },
  'offers.accept': {
    method: 'POST',
    path: '/offer/:token/accept',
  },
  'offers.decline': {
    method: 'POST',
    path: '/offer/:token/decline',
  },
};
