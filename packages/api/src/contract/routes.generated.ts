/**
 * GENERATED from the endpoint declarations by routes.test.ts (`UPDATE_ROUTE_TABLE=1`, then
 * `biome check --write`): each route's method and path, without zod, for the pages. Edit the declarations.
 */
import type { HttpMethod } from './endpoint';
import type { EndpointKey } from './endpoints';

export const ROUTES: Record<EndpointKey, { method: HttpMethod; path: string }> = {
  'siteAdmin.list': {
    method: 'GET',
    path: '/api/website-admin/content/:kind',
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
  'mediaLibrary.list': {
    method: 'GET',
    path: '/api/website-admin/media',
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
  'siteTransfer.archive': {
    method: 'GET',
    path: '/api/website-admin/site-archive',
  },
  'siteTransfer.import': {
    method: 'POST',
    path: '/api/website-admin/site-archive/import',
  },
  'websiteDashboard.get': {
    method: 'GET',
    path: '/api/website-admin/dashboard',
  },
  'websiteLeads.list': {
    method: 'GET',
    path: '/api/website-admin/leads',
  },
  'websiteLeads.export': {
    method: 'GET',
    path: '/api/website-admin/leads/export',
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
};
