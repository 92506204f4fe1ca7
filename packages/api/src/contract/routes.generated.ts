/**
 * GENERATED from the endpoint declarations by routes.test.ts (`UPDATE_ROUTE_TABLE=1`, then
 * `biome check --write`): each route's method and path, without zod, for the pages. Edit the declarations.
 */
import type { HttpMethod } from './endpoint';
import type { EndpointKey } from './endpoints';

export const ROUTES: Record<EndpointKey, { method: HttpMethod; path: string }> = {
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
  'siteMedia.variant': {
    method: 'GET',
    path: '/media/:id/:variant',
  },
  'publicForms.enquiry': {
    method: 'POST',
    path: '/api/website-frontend/enquiry',
  },
  'publicForms.contact': {
    method: 'POST',
    path: '/api/website-frontend/contact',
  },
  'careerApplication.submit': {
    method: 'POST',
    path: '/api/website-frontend/career-application',
  },
  'webVitals.report': {
    method: 'POST',
    path: '/api/website-frontend/vitals',
  },
  'webVitals.summary': {
    method: 'GET',
    path: '/api/website-frontend/vitals/summary',
  },
  'web.remotes': {
    method: 'GET',
    path: '/remotes.json',
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
  'apiDocs.openapi': {
    method: 'GET',
    path: '/api/openapi.json',
  },
  'apiDocs.reference': {
    method: 'GET',
    path: '/api/docs',
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
  'live.events': {
    method: 'GET',
    path: '/api/live',
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
