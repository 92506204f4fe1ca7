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
  "sales.dashboard": {
    "method": "GET",
    "path": "/api/sales/dashboard"
  },
  "sales.leads": {
    "method": "GET",
    "path": "/api/sales/leads"
  },
  "sales.leadsExport": {
    "method": "GET",
    "path": "/api/sales/leads/export"
  },
  "sales.lead": {
    "method": "GET",
    "path": "/api/sales/leads/:id"
  },
  "sales.logCall": {
    "method": "POST",
    "path": "/api/sales/leads/:id/calls"
  },
  "sales.moveStage": {
    "method": "POST",
    "path": "/api/sales/leads/:id/stage"
  },
  "sales.requirement": {
    "method": "GET",
    "path": "/api/sales/leads/:id/requirement"
  },
  "sales.saveRequirement": {
    "method": "PUT",
    "path": "/api/sales/leads/:id/requirement"
  },
  "sales.requestCosting": {
    "method": "POST",
    "path": "/api/sales/leads/:id/request-costing"
  },
  "sales.uploadFile": {
    "method": "POST",
    "path": "/api/sales/leads/:id/files"
  },
  "sales.chooseDesign": {
    "method": "POST",
    "path": "/api/sales/leads/:id/designs/:fileId/choose"
  },
  "sales.file": {
    "method": "GET",
    "path": "/api/sales/files/:fileId"
  },
  "sales.checklist": {
    "method": "GET",
    "path": "/api/sales/leads/:id/checklist"
  },
  "sales.updateChecklistItem": {
    "method": "PATCH",
    "path": "/api/sales/leads/:id/checklist/:key"
  },
  "quotations.catalogue": {
    "method": "GET",
    "path": "/api/quotations/catalogue"
  },
  "quotations.createCatalogueItem": {
    "method": "POST",
    "path": "/api/quotations/catalogue"
  },
  "quotations.updateCatalogueItem": {
    "method": "PATCH",
    "path": "/api/quotations/catalogue/:id"
  },
  "quotations.list": {
    "method": "GET",
    "path": "/api/quotations"
  },
  "quotations.export": {
    "method": "GET",
    "path": "/api/quotations/export"
  },
  "quotations.queue": {
    "method": "GET",
    "path": "/api/quotations/queue"
  },
  "quotations.workspace": {
    "method": "GET",
    "path": "/api/quotations/lead/:leadId"
  },
  "quotations.saveDraft": {
    "method": "PUT",
    "path": "/api/quotations/lead/:leadId/draft"
  },
  "quotations.markCosted": {
    "method": "POST",
    "path": "/api/quotations/lead/:leadId/costed"
  },
  "quotations.addExtraPayment": {
    "method": "POST",
    "path": "/api/quotations/lead/:leadId/extra-payments"
  },
  "quotations.setTerms": {
    "method": "PUT",
    "path": "/api/quotations/lead/:leadId/terms"
  },
  "quotations.send": {
    "method": "POST",
    "path": "/api/quotations/lead/:leadId/send"
  },
  "quotations.version": {
    "method": "GET",
    "path": "/api/quotations/lead/:leadId/versions/:no"
  },
  "quotations.versionPdf": {
    "method": "GET",
    "path": "/api/quotations/lead/:leadId/versions/:no/pdf"
  },
  "quotations.termsTemplates": {
    "method": "GET",
    "path": "/api/quotations/terms-templates"
  },
  "quotations.createTermsTemplate": {
    "method": "POST",
    "path": "/api/quotations/terms-templates"
  },
  "quotations.updateTermsTemplate": {
    "method": "PATCH",
    "path": "/api/quotations/terms-templates/:id"
  },
  "quotations.publicPage": {
    "method": "GET",
    "path": "/quotation/:token"
  },
  "quotations.publicJson": {
    "method": "GET",
    "path": "/api/public/quotations/:token"
  },
  "quotations.publicPdf": {
    "method": "GET",
    "path": "/quotation/:token/pdf"
  },
  "quotations.accept": {
    "method": "POST",
    "path": "/quotation/:token/accept"
  },
  "quotations.requestChanges": {
    "method": "POST",
    "path": "/quotation/:token/changes"
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
  }
};
