/**
 * GENERATED from the endpoint declarations by routes.test.ts (`UPDATE_ROUTE_TABLE=1`, then
 * `biome check --write`): each route's method and path, without zod, for the pages. Edit the declarations.
 */
import type { HttpMethod } from './endpoint';
import type { EndpointKey } from './endpoints';

/** A route's method and path. */
export interface Route {
  method: HttpMethod;
  path: string;
}
/** Some routes by key: each module's table, so a page carries only the routes of the calls it makes. */
export type RouteTable = { readonly [K in EndpointKey]?: Route };

export const siteAdminRoutes = {
  'siteAdmin.list': {
    method: 'GET',
    path: '/api/website-admin/content/:kind',
  },
  'siteAdmin.export': {
    method: 'GET',
    path: '/api/website-admin/content/:kind/export',
  },
  'siteAdmin.create': {
    method: 'POST',
    path: '/api/website-admin/content/:kind',
  },
  'siteAdmin.bulk': {
    method: 'POST',
    path: '/api/website-admin/content/:kind/bulk',
  },
  'siteAdmin.reorder': {
    method: 'POST',
    path: '/api/website-admin/content/:kind/reorder',
  },
  'siteAdmin.get': {
    method: 'GET',
    path: '/api/website-admin/content/:kind/:id',
  },
  'siteAdmin.save': {
    method: 'PUT',
    path: '/api/website-admin/content/:kind/:id',
  },
  'siteAdmin.remove': {
    method: 'DELETE',
    path: '/api/website-admin/content/:kind/:id',
  },
  'siteAdmin.usage': {
    method: 'GET',
    path: '/api/website-admin/content/:kind/:id/usage',
  },
  'siteAdmin.publish': {
    method: 'POST',
    path: '/api/website-admin/content/:kind/:id/publish',
  },
  'siteAdmin.unpublish': {
    method: 'POST',
    path: '/api/website-admin/content/:kind/:id/unpublish',
  },
  'siteAdmin.versions': {
    method: 'GET',
    path: '/api/website-admin/content/:kind/:id/versions',
  },
  'siteAdmin.compare': {
    method: 'GET',
    path: '/api/website-admin/content/:kind/:id/compare',
  },
  'siteAdmin.restore': {
    method: 'POST',
    path: '/api/website-admin/content/:kind/:id/versions/:version/restore',
  },
  'siteAdmin.schedule': {
    method: 'POST',
    path: '/api/website-admin/content/:kind/:id/schedules',
  },
  'siteAdmin.cancelSchedule': {
    method: 'DELETE',
    path: '/api/website-admin/content/:kind/:id/schedules/:scheduleId',
  },
  'siteAdmin.previewLink': {
    method: 'POST',
    path: '/api/website-admin/content/:kind/:id/preview',
  },
  'siteAdmin.audit': {
    method: 'GET',
    path: '/api/website-admin/audit',
  },
  'siteAdmin.previewPage': {
    method: 'GET',
    path: '/api/website-frontend/preview/:token',
  },
  'siteAdmin.previewHtml': {
    method: 'GET',
    path: '/preview/:token',
  },
} as const satisfies RouteTable;

export const siteSettingsRoutes = {
  'siteSettings.get': {
    method: 'GET',
    path: '/api/website-admin/settings',
  },
  'siteSettings.save': {
    method: 'PUT',
    path: '/api/website-admin/settings',
  },
  'siteSettings.audit': {
    method: 'GET',
    path: '/api/website-admin/settings/audit',
  },
} as const satisfies RouteTable;

export const studioPresenceRoutes = {
  'studioPresence.join': {
    method: 'PUT',
    path: '/api/website-admin/presence',
  },
  'studioPresence.leave': {
    method: 'POST',
    path: '/api/website-admin/presence/leave',
  },
} as const satisfies RouteTable;

export const mediaLibraryRoutes = {
  'mediaLibrary.list': {
    method: 'GET',
    path: '/api/website-admin/media',
  },
  'mediaLibrary.export': {
    method: 'GET',
    path: '/api/website-admin/media/export',
  },
  'mediaLibrary.upload': {
    method: 'POST',
    path: '/api/website-admin/media',
  },
  'mediaLibrary.replace': {
    method: 'PUT',
    path: '/api/website-admin/media/:id/content',
  },
  'mediaLibrary.update': {
    method: 'PATCH',
    path: '/api/website-admin/media/:id',
  },
  'mediaLibrary.usage': {
    method: 'GET',
    path: '/api/website-admin/media/:id/usage',
  },
  'mediaLibrary.remove': {
    method: 'DELETE',
    path: '/api/website-admin/media/:id',
  },
  'mediaLibrary.missingAlt': {
    method: 'POST',
    path: '/api/website-admin/media/missing-alt',
  },
} as const satisfies RouteTable;

export const siteTransferRoutes = {
  'siteTransfer.archive': {
    method: 'GET',
    path: '/api/website-admin/site-archive',
  },
  'siteTransfer.import': {
    method: 'POST',
    path: '/api/website-admin/site-archive/import',
  },
} as const satisfies RouteTable;

export const websiteDashboardRoutes = {
  'websiteDashboard.get': {
    method: 'GET',
    path: '/api/website-admin/dashboard',
  },
} as const satisfies RouteTable;

export const websiteLeadsRoutes = {
  'websiteLeads.list': {
    method: 'GET',
    path: '/api/website-admin/leads',
  },
  'websiteLeads.export': {
    method: 'GET',
    path: '/api/website-admin/leads/export',
  },
  'websiteLeads.assignees': {
    method: 'GET',
    path: '/api/website-admin/leads/assignees',
  },
  'websiteLeads.detail': {
    method: 'GET',
    path: '/api/website-admin/leads/:id',
  },
  'websiteLeads.update': {
    method: 'PATCH',
    path: '/api/website-admin/leads/:id',
  },
  'websiteLeads.reply': {
    method: 'POST',
    path: '/api/website-admin/leads/:id/reply',
  },
  'websiteLeads.toVerification': {
    method: 'POST',
    path: '/api/website-admin/leads/:id/verification',
  },
  'websiteLeads.bulk': {
    method: 'POST',
    path: '/api/website-admin/leads/bulk',
  },
  'websiteLeads.retryForwarding': {
    method: 'POST',
    path: '/api/website-admin/leads/:id/forwarding/retry',
  },
  'websiteLeads.resume': {
    method: 'GET',
    path: '/api/website-admin/leads/:id/resume',
  },
  'websiteLeads.careers': {
    method: 'GET',
    path: '/api/website-admin/careers',
  },
  'websiteLeads.setCareerClosed': {
    method: 'PATCH',
    path: '/api/website-admin/careers/:id',
  },
} as const satisfies RouteTable;

export const siteRoutes = {
  'site.settings': {
    method: 'GET',
    path: '/api/website-frontend/setting',
  },
  'site.page': {
    method: 'GET',
    path: '/api/website-frontend/page',
  },
  'site.search': {
    method: 'GET',
    path: '/api/website-frontend/search',
  },
  'site.sitemap': {
    method: 'GET',
    path: '/sitemap.xml',
  },
  'site.robots': {
    method: 'GET',
    path: '/robots.txt',
  },
} as const satisfies RouteTable;

export const siteMediaRoutes = {
  'siteMedia.variant': {
    method: 'GET',
    path: '/media/:id/:variant',
  },
} as const satisfies RouteTable;

export const publicFormsRoutes = {
  'publicForms.enquiry': {
    method: 'POST',
    path: '/api/website-frontend/enquiry',
  },
  'publicForms.contact': {
    method: 'POST',
    path: '/api/website-frontend/contact',
  },
} as const satisfies RouteTable;

export const careerApplicationRoutes = {
  'careerApplication.submit': {
    method: 'POST',
    path: '/api/website-frontend/career-application',
  },
} as const satisfies RouteTable;

export const newsletterRoutes = {
  'newsletter.subscribe': {
    method: 'POST',
    path: '/api/website-frontend/newsletter',
  },
  'newsletter.confirm': {
    method: 'POST',
    path: '/api/website-frontend/newsletter/confirm',
  },
  'newsletter.unsubscribe': {
    method: 'POST',
    path: '/api/website-frontend/newsletter/unsubscribe',
  },
  'newsletter.list': {
    method: 'GET',
    path: '/api/website-admin/subscribers',
  },
  'newsletter.export': {
    method: 'GET',
    path: '/api/website-admin/subscribers/export',
  },
  'newsletter.remove': {
    method: 'DELETE',
    path: '/api/website-admin/subscribers/:id',
  },
} as const satisfies RouteTable;

export const webVitalsRoutes = {
  'webVitals.report': {
    method: 'POST',
    path: '/api/website-frontend/vitals',
  },
  'webVitals.summary': {
    method: 'GET',
    path: '/api/website-frontend/vitals/summary',
  },
} as const satisfies RouteTable;

export const webRoutes = {
  'web.remotes': {
    method: 'GET',
    path: '/remotes.json',
  },
} as const satisfies RouteTable;

export const leadsRoutes = {
  'leads.list': {
    method: 'GET',
    path: '/api/leads',
  },
  'leads.export': {
    method: 'GET',
    path: '/api/leads/export',
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
  'leads.siteMap': {
    method: 'GET',
    path: '/api/leads/site-map',
  },
  'leads.site': {
    method: 'PATCH',
    path: '/api/leads/:id/site',
  },
  'leads.history': {
    method: 'GET',
    path: '/api/leads/:id/history',
  },
  'leads.duplicates': {
    method: 'GET',
    path: '/api/leads/:id/duplicates',
  },
  'leads.merge': {
    method: 'POST',
    path: '/api/leads/:id/merge',
  },
} as const satisfies RouteTable;

export const salesRoutes = {
  'sales.dashboard': {
    method: 'GET',
    path: '/api/sales/dashboard',
  },
  'sales.leads': {
    method: 'GET',
    path: '/api/sales/leads',
  },
  'sales.leadsExport': {
    method: 'GET',
    path: '/api/sales/leads/export',
  },
  'sales.lead': {
    method: 'GET',
    path: '/api/sales/leads/:id',
  },
  'sales.logCall': {
    method: 'POST',
    path: '/api/sales/leads/:id/calls',
  },
  'sales.moveStage': {
    method: 'POST',
    path: '/api/sales/leads/:id/stage',
  },
  'sales.team': {
    method: 'GET',
    path: '/api/sales/team',
  },
  'sales.assignOwner': {
    method: 'PUT',
    path: '/api/sales/leads/:id/owner',
  },
  'sales.requirement': {
    method: 'GET',
    path: '/api/sales/leads/:id/requirement',
  },
  'sales.saveRequirement': {
    method: 'PUT',
    path: '/api/sales/leads/:id/requirement',
  },
  'sales.requestCosting': {
    method: 'POST',
    path: '/api/sales/leads/:id/request-costing',
  },
  'sales.uploadFile': {
    method: 'POST',
    path: '/api/sales/leads/:id/files',
  },
  'sales.chooseDesign': {
    method: 'POST',
    path: '/api/sales/leads/:id/designs/:fileId/choose',
  },
  'sales.file': {
    method: 'GET',
    path: '/api/sales/files/:fileId',
  },
  'sales.checklist': {
    method: 'GET',
    path: '/api/sales/leads/:id/checklist',
  },
  'sales.updateChecklistItem': {
    method: 'PATCH',
    path: '/api/sales/leads/:id/checklist/:key',
  },
} as const satisfies RouteTable;

export const quotationsRoutes = {
  'quotations.catalogue': {
    method: 'GET',
    path: '/api/quotations/catalogue',
  },
  'quotations.catalogueExport': {
    method: 'GET',
    path: '/api/quotations/catalogue/export',
  },
  'quotations.createCatalogueItem': {
    method: 'POST',
    path: '/api/quotations/catalogue',
  },
  'quotations.updateCatalogueItem': {
    method: 'PATCH',
    path: '/api/quotations/catalogue/:id',
  },
  'quotations.list': {
    method: 'GET',
    path: '/api/quotations',
  },
  'quotations.export': {
    method: 'GET',
    path: '/api/quotations/export',
  },
  'quotations.dashboard': {
    method: 'GET',
    path: '/api/quotations/dashboard',
  },
  'quotations.queue': {
    method: 'GET',
    path: '/api/quotations/queue',
  },
  'quotations.queueExport': {
    method: 'GET',
    path: '/api/quotations/queue/export',
  },
  'quotations.workspace': {
    method: 'GET',
    path: '/api/quotations/lead/:leadId',
  },
  'quotations.saveDraft': {
    method: 'PUT',
    path: '/api/quotations/lead/:leadId/draft',
  },
  'quotations.markCosted': {
    method: 'POST',
    path: '/api/quotations/lead/:leadId/costed',
  },
  'quotations.addExtraPayment': {
    method: 'POST',
    path: '/api/quotations/lead/:leadId/extra-payments',
  },
  'quotations.setTerms': {
    method: 'PUT',
    path: '/api/quotations/lead/:leadId/terms',
  },
  'quotations.send': {
    method: 'POST',
    path: '/api/quotations/lead/:leadId/send',
  },
  'quotations.version': {
    method: 'GET',
    path: '/api/quotations/lead/:leadId/versions/:no',
  },
  'quotations.versionPdf': {
    method: 'GET',
    path: '/api/quotations/lead/:leadId/versions/:no/pdf',
  },
  'quotations.termsTemplates': {
    method: 'GET',
    path: '/api/quotations/terms-templates',
  },
  'quotations.createTermsTemplate': {
    method: 'POST',
    path: '/api/quotations/terms-templates',
  },
  'quotations.updateTermsTemplate': {
    method: 'PATCH',
    path: '/api/quotations/terms-templates/:id',
  },
  'quotations.publicPage': {
    method: 'GET',
    path: '/quotation/:token',
  },
  'quotations.publicJson': {
    method: 'GET',
    path: '/api/public/quotations/:token',
  },
  'quotations.publicPdf': {
    method: 'GET',
    path: '/quotation/:token/pdf',
  },
  'quotations.accept': {
    method: 'POST',
    path: '/quotation/:token/accept',
  },
  'quotations.requestChanges': {
    method: 'POST',
    path: '/quotation/:token/changes',
  },
} as const satisfies RouteTable;

export const billingRoutes = {
  'billing.lead': {
    method: 'GET',
    path: '/api/billing/lead/:leadId',
  },
  'billing.updateMilestone': {
    method: 'PATCH',
    path: '/api/billing/lead/:leadId/milestones/:milestoneId',
  },
  'billing.proformaPdf': {
    method: 'GET',
    path: '/api/billing/lead/:leadId/milestones/:milestoneId/proforma',
  },
  'billing.setBuyer': {
    method: 'PUT',
    path: '/api/billing/lead/:leadId/buyer',
  },
  'billing.issueInvoice': {
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices',
  },
  'billing.invoicePdf': {
    method: 'GET',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/pdf',
  },
  'billing.sendInvoice': {
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/send',
  },
  'billing.invoiceEInvoice': {
    method: 'GET',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/e-invoice',
  },
  'billing.registerInvoiceIrn': {
    method: 'PUT',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/e-invoice',
  },
  'billing.createCreditNote': {
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/credit-notes',
  },
  'billing.creditNotePdf': {
    method: 'GET',
    path: '/api/billing/lead/:leadId/credit-notes/:creditNoteId/pdf',
  },
  'billing.creditNoteEInvoice': {
    method: 'GET',
    path: '/api/billing/lead/:leadId/credit-notes/:creditNoteId/e-invoice',
  },
  'billing.registerCreditNoteIrn': {
    method: 'PUT',
    path: '/api/billing/lead/:leadId/credit-notes/:creditNoteId/e-invoice',
  },
  'billing.recordPayment': {
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/payments',
  },
  'billing.receiptPdf': {
    method: 'GET',
    path: '/api/billing/lead/:leadId/payments/:paymentId/receipt',
  },
  'billing.dashboard': {
    method: 'GET',
    path: '/api/billing/dashboard',
  },
  'billing.export': {
    method: 'GET',
    path: '/api/billing/export',
  },
} as const satisfies RouteTable;

export const authRoutes = {
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
} as const satisfies RouteTable;

export const healthRoutes = {
  'health.check': {
    method: 'GET',
    path: '/api/health',
  },
  'health.live': {
    method: 'GET',
    path: '/api/health/live',
  },
  'health.ready': {
    method: 'GET',
    path: '/api/health/ready',
  },
} as const satisfies RouteTable;

export const backupsRoutes = {
  'backups.status': {
    method: 'GET',
    path: '/api/backups',
  },
} as const satisfies RouteTable;

export const apiDocsRoutes = {
  'apiDocs.openapi': {
    method: 'GET',
    path: '/api/openapi.json',
  },
  'apiDocs.reference': {
    method: 'GET',
    path: '/api/docs',
  },
} as const satisfies RouteTable;

export const notificationsRoutes = {
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
} as const satisfies RouteTable;

export const calendarRoutes = {
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
} as const satisfies RouteTable;

export const outboxRoutes = {
  'outbox.list': {
    method: 'GET',
    path: '/api/outbox',
  },
  'outbox.export': {
    method: 'GET',
    path: '/api/outbox/export',
  },
  'outbox.get': {
    method: 'GET',
    path: '/api/outbox/:id',
  },
  'outbox.attachment': {
    method: 'GET',
    path: '/api/outbox/:id/attachments/:attachmentId',
  },
} as const satisfies RouteTable;

export const chatRoutes = {
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
} as const satisfies RouteTable;

export const liveRoutes = {
  'live.events': {
    method: 'GET',
    path: '/api/live',
  },
} as const satisfies RouteTable;

export const staffRequestsRoutes = {
  'staffRequests.access': {
    method: 'POST',
    path: '/api/access-requests',
  },
  'staffRequests.passwordReset': {
    method: 'POST',
    path: '/api/password-reset-requests',
  },
} as const satisfies RouteTable;

export const hrRoutes = {
  'hr.employees': {
    method: 'GET',
    path: '/api/hr/employees',
  },
  'hr.employeesExport': {
    method: 'GET',
    path: '/api/hr/employees/export',
  },
  'hr.directory': {
    method: 'GET',
    path: '/api/hr/employees/directory',
  },
  'hr.createEmployee': {
    method: 'POST',
    path: '/api/hr/employees',
  },
  'hr.employee': {
    method: 'GET',
    path: '/api/hr/employees/:id',
  },
  'hr.updateEmployee': {
    method: 'PATCH',
    path: '/api/hr/employees/:id',
  },
  'hr.history': {
    method: 'GET',
    path: '/api/hr/employees/:id/history',
  },
  'hr.time': {
    method: 'GET',
    path: '/api/hr/employees/:id/time',
  },
  'hr.createAccount': {
    method: 'POST',
    path: '/api/hr/employees/:id/account',
  },
  'hr.deactivateAccount': {
    method: 'POST',
    path: '/api/hr/employees/:id/account/deactivate',
  },
  'hr.activateAccount': {
    method: 'POST',
    path: '/api/hr/employees/:id/account/activate',
  },
  'hr.resetPassword': {
    method: 'POST',
    path: '/api/hr/employees/:id/account/reset-password',
  },
  'hr.changeRole': {
    method: 'POST',
    path: '/api/hr/employees/:id/account/role',
  },
  'hr.staffRequests': {
    method: 'GET',
    path: '/api/hr/staff-requests',
  },
  'hr.staffRequestsExport': {
    method: 'GET',
    path: '/api/hr/staff-requests/export',
  },
  'hr.resolveStaffRequest': {
    method: 'POST',
    path: '/api/hr/staff-requests/:id/resolve',
  },
  'hr.profileChanges': {
    method: 'GET',
    path: '/api/hr/profile-changes',
  },
  'hr.profileChangesExport': {
    method: 'GET',
    path: '/api/hr/profile-changes/export',
  },
  'hr.decideProfileChange': {
    method: 'POST',
    path: '/api/hr/profile-changes/:id/decision',
  },
  'hr.dashboard': {
    method: 'GET',
    path: '/api/hr/dashboard',
  },
  'hr.myProfile': {
    method: 'GET',
    path: '/api/employee/profile',
  },
  'hr.updateMyContact': {
    method: 'PATCH',
    path: '/api/employee/profile/contact',
  },
  'hr.requestProfileChange': {
    method: 'POST',
    path: '/api/employee/profile/change-requests',
  },
  'hr.leaveTypes': {
    method: 'GET',
    path: '/api/hr/leave-types',
  },
  'hr.holidayLists': {
    method: 'GET',
    path: '/api/hr/holiday-lists',
  },
  'hr.addHolidayList': {
    method: 'POST',
    path: '/api/hr/holiday-lists',
  },
  'hr.updateHolidayList': {
    method: 'PUT',
    path: '/api/hr/holiday-lists/:id',
  },
  'hr.holidays': {
    method: 'GET',
    path: '/api/hr/holidays',
  },
  'hr.holidaysExport': {
    method: 'GET',
    path: '/api/hr/holidays/export',
  },
  'hr.addHoliday': {
    method: 'POST',
    path: '/api/hr/holidays',
  },
  'hr.removeHoliday': {
    method: 'DELETE',
    path: '/api/hr/holidays/:id',
  },
  'hr.leaveRequests': {
    method: 'GET',
    path: '/api/hr/leave-requests',
  },
  'hr.leaveRequestsExport': {
    method: 'GET',
    path: '/api/hr/leave-requests/export',
  },
  'hr.awayToday': {
    method: 'GET',
    path: '/api/hr/away-today',
  },
  'hr.decideLeave': {
    method: 'POST',
    path: '/api/leave-requests/:id/decision',
  },
  'hr.myLeave': {
    method: 'GET',
    path: '/api/employee/leave',
  },
  'hr.myHolidays': {
    method: 'GET',
    path: '/api/employee/holidays',
  },
  'hr.chooseHoliday': {
    method: 'POST',
    path: '/api/employee/holidays/:id/choice',
  },
  'hr.unchooseHoliday': {
    method: 'DELETE',
    path: '/api/employee/holidays/:id/choice',
  },
  'hr.myLeaveExport': {
    method: 'GET',
    path: '/api/employee/leave-requests/export',
  },
  'hr.requestLeave': {
    method: 'POST',
    path: '/api/employee/leave-requests',
  },
  'hr.cancelLeave': {
    method: 'POST',
    path: '/api/employee/leave-requests/:id/cancel',
  },
  'hr.myAttendance': {
    method: 'GET',
    path: '/api/employee/attendance',
  },
  'hr.checkIn': {
    method: 'POST',
    path: '/api/employee/attendance/check-in',
  },
  'hr.checkOut': {
    method: 'POST',
    path: '/api/employee/attendance/check-out',
  },
  'hr.requestRegularisation': {
    method: 'POST',
    path: '/api/employee/regularisations',
  },
  'hr.attendance': {
    method: 'GET',
    path: '/api/hr/attendance',
  },
  'hr.attendanceExport': {
    method: 'GET',
    path: '/api/hr/attendance/export',
  },
  'hr.regularisations': {
    method: 'GET',
    path: '/api/hr/regularisations',
  },
  'hr.regularisationsExport': {
    method: 'GET',
    path: '/api/hr/regularisations/export',
  },
  'hr.decideRegularisation': {
    method: 'POST',
    path: '/api/regularisations/:id/decision',
  },
  'hr.myWeek': {
    method: 'GET',
    path: '/api/employee/timesheet/:week',
  },
  'hr.saveMyWeek': {
    method: 'PUT',
    path: '/api/employee/timesheet/:week',
  },
  'hr.submitMyWeek': {
    method: 'POST',
    path: '/api/employee/timesheet/:week/submit',
  },
  'hr.timesheets': {
    method: 'GET',
    path: '/api/hr/timesheets',
  },
  'hr.timesheetsExport': {
    method: 'GET',
    path: '/api/hr/timesheets/export',
  },
  'hr.timesheetTotals': {
    method: 'GET',
    path: '/api/hr/timesheets/totals',
  },
  'hr.timesheetTotalsExport': {
    method: 'GET',
    path: '/api/hr/timesheets/totals/export',
  },
  'hr.timesheet': {
    method: 'GET',
    path: '/api/hr/timesheets/:id',
  },
  'hr.decideTimesheet': {
    method: 'POST',
    path: '/api/timesheets/:id/decision',
  },
  'hr.myOvertime': {
    method: 'GET',
    path: '/api/employee/overtime',
  },
  'hr.myOvertimeExport': {
    method: 'GET',
    path: '/api/employee/overtime/export',
  },
  'hr.requestOvertime': {
    method: 'POST',
    path: '/api/employee/overtime',
  },
  'hr.cancelOvertime': {
    method: 'POST',
    path: '/api/employee/overtime/:id/cancel',
  },
  'hr.overtime': {
    method: 'GET',
    path: '/api/hr/overtime',
  },
  'hr.overtimeExport': {
    method: 'GET',
    path: '/api/hr/overtime/export',
  },
  'hr.decideOvertime': {
    method: 'POST',
    path: '/api/overtime/:id/decision',
  },
  'hr.myTeam': {
    method: 'GET',
    path: '/api/employee/team',
  },
  'hr.myTeamCalendar': {
    method: 'GET',
    path: '/api/employee/team/calendar',
  },
} as const satisfies RouteTable;

export const complianceRoutes = {
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
  'compliance.acknowledgementsExport': {
    method: 'GET',
    path: '/api/compliance/:kind/acknowledgements/export',
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
} as const satisfies RouteTable;

export const suggestionsRoutes = {
  'suggestions.list': {
    method: 'GET',
    path: '/api/suggestions',
  },
  'suggestions.export': {
    method: 'GET',
    path: '/api/suggestions/export',
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
} as const satisfies RouteTable;

export const resignationRoutes = {
  'resignation.list': {
    method: 'GET',
    path: '/api/resignations',
  },
  'resignation.export': {
    method: 'GET',
    path: '/api/resignations/export',
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
} as const satisfies RouteTable;

export const settlementRoutes = {
  'settlement.get': {
    method: 'GET',
    path: '/api/resignations/:id/settlement',
  },
  'settlement.save': {
    method: 'PUT',
    path: '/api/resignations/:id/settlement',
  },
  'settlement.finalise': {
    method: 'POST',
    path: '/api/resignations/:id/settlement/finalise',
  },
  'settlement.statementPdf': {
    method: 'GET',
    path: '/api/resignations/:id/settlement/statement',
  },
  'settlement.letterPdf': {
    method: 'GET',
    path: '/api/resignations/:id/settlement/letters/:kind',
  },
  'settlement.mine': {
    method: 'GET',
    path: '/api/me/settlement',
  },
  'settlement.myStatementPdf': {
    method: 'GET',
    path: '/api/me/settlements/:id/statement',
  },
  'settlement.myLetterPdf': {
    method: 'GET',
    path: '/api/me/settlements/:id/letters/:kind',
  },
} as const satisfies RouteTable;

export const goalsRoutes = {
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
  'goals.sheetsExport': {
    method: 'GET',
    path: '/api/goal-sheets/export',
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
  'goals.teamSheets': {
    method: 'GET',
    path: '/api/me/team/goal-sheets',
  },
} as const satisfies RouteTable;

export const payrollRoutes = {
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
} as const satisfies RouteTable;

export const incomeTaxRoutes = {
  'incomeTax.myDeclaration': {
    method: 'GET',
    path: '/api/me/tax-declarations/:taxYear',
  },
  'incomeTax.saveMyDeclaration': {
    method: 'PUT',
    path: '/api/me/tax-declarations/:taxYear',
  },
  'incomeTax.declarations': {
    method: 'GET',
    path: '/api/payroll/tax-declarations',
  },
  'incomeTax.tdsRegister': {
    method: 'GET',
    path: '/api/payroll/runs/:month/tds',
  },
  'incomeTax.tdsRegisterExport': {
    method: 'GET',
    path: '/api/payroll/runs/:month/tds/export',
  },
  'incomeTax.tdsCertificate': {
    method: 'GET',
    path: '/api/payroll/employees/:employeeId/tds-certificate/:taxYear',
  },
  'incomeTax.myTdsCertificate': {
    method: 'GET',
    path: '/api/me/tds-certificate/:taxYear',
  },
} as const satisfies RouteTable;

export const payrollFilesRoutes = {
  'payrollFiles.register': {
    method: 'GET',
    path: '/api/payroll/runs/:month/register',
  },
  'payrollFiles.professionalTax': {
    method: 'GET',
    path: '/api/payroll/runs/:month/professional-tax',
  },
  'payrollFiles.bankTransfer': {
    method: 'GET',
    path: '/api/payroll/runs/:month/bank-transfer',
  },
  'payrollFiles.pfEcr': {
    method: 'GET',
    path: '/api/payroll/runs/:month/pf-ecr',
  },
  'payrollFiles.esic': {
    method: 'GET',
    path: '/api/payroll/runs/:month/esic',
  },
  'payrollFiles.fileGaps': {
    method: 'GET',
    path: '/api/payroll/runs/:month/file-gaps',
  },
} as const satisfies RouteTable;

export const joiningKitRoutes = {
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
  'joiningKit.queueExport': {
    method: 'GET',
    path: '/api/hr/joining-kit/export',
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
} as const satisfies RouteTable;

export const offersRoutes = {
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
  'offers.export': {
    method: 'GET',
    path: '/api/offers/export',
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
  'offers.convert': {
    method: 'POST',
    path: '/api/offers/:id/convert',
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
} as const satisfies RouteTable;

/** Every route (tests and tools: a page imports the tables of its own calls). */
export const ROUTES: Record<EndpointKey, Route> = {
  ...siteAdminRoutes,
  ...siteSettingsRoutes,
  ...studioPresenceRoutes,
  ...mediaLibraryRoutes,
  ...siteTransferRoutes,
  ...websiteDashboardRoutes,
  ...websiteLeadsRoutes,
  ...siteRoutes,
  ...siteMediaRoutes,
  ...publicFormsRoutes,
  ...careerApplicationRoutes,
  ...newsletterRoutes,
  ...webVitalsRoutes,
  ...webRoutes,
  ...leadsRoutes,
  ...salesRoutes,
  ...quotationsRoutes,
  ...billingRoutes,
  ...authRoutes,
  ...healthRoutes,
  ...backupsRoutes,
  ...apiDocsRoutes,
  ...notificationsRoutes,
  ...calendarRoutes,
  ...outboxRoutes,
  ...chatRoutes,
  ...liveRoutes,
  ...staffRequestsRoutes,
  ...hrRoutes,
  ...complianceRoutes,
  ...suggestionsRoutes,
  ...resignationRoutes,
  ...settlementRoutes,
  ...goalsRoutes,
  ...payrollRoutes,
  ...incomeTaxRoutes,
  ...payrollFilesRoutes,
  ...joiningKitRoutes,
  ...offersRoutes,
};
