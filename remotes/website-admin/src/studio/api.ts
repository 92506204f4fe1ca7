/** The studio's calls (server: website/site-admin/routes.ts, declared in contract/website/site-admin.ts). */
import { listMedia, routeCalls, siteAdminRoutes, siteRoutes } from '@managewell/api';
import type {
  BulkRequest,
  ContentDraftInput,
  ContentKind,
  ContentListQuery,
  ScheduleRequest,
} from '@managewell/api/contract';

const { call } = routeCalls({ ...siteAdminRoutes, ...siteRoutes });

const force = (yes: boolean) => (yes ? { force: 'true' as const } : {});

export const studioApi = {
  list: (kind: ContentKind, query: Partial<ContentListQuery>) =>
    call('siteAdmin.list', { params: { kind }, query }),
  get: (kind: ContentKind, id: number) => call('siteAdmin.get', { params: { kind, id } }),
  create: (kind: ContentKind, body: ContentDraftInput) =>
    call('siteAdmin.create', { params: { kind }, body }),
  save: (kind: ContentKind, id: number, body: ContentDraftInput & { version: number }) =>
    call('siteAdmin.save', { params: { kind, id }, body }),
  remove: (kind: ContentKind, id: number, yes = false) =>
    call('siteAdmin.remove', { params: { kind, id }, query: force(yes) }),
  usage: (kind: ContentKind, id: number) => call('siteAdmin.usage', { params: { kind, id } }),
  publish: (kind: ContentKind, id: number) => call('siteAdmin.publish', { params: { kind, id } }),
  unpublish: (kind: ContentKind, id: number, yes = false) =>
    call('siteAdmin.unpublish', { params: { kind, id }, query: force(yes) }),
  bulk: (kind: ContentKind, body: BulkRequest) => call('siteAdmin.bulk', { params: { kind }, body }),
  reorder: (kind: ContentKind, ids: number[]) =>
    call('siteAdmin.reorder', { params: { kind }, body: { ids } }),
  versions: (kind: ContentKind, id: number) => call('siteAdmin.versions', { params: { kind, id } }),
  compare: (kind: ContentKind, id: number, a: number, b: number) =>
    call('siteAdmin.compare', { params: { kind, id }, query: { a, b } }),
  restore: (kind: ContentKind, id: number, from: number, version: number) =>
    call('siteAdmin.restore', { params: { kind, id, version: from }, body: { version } }),
  schedule: (kind: ContentKind, id: number, body: ScheduleRequest) =>
    call('siteAdmin.schedule', { params: { kind, id }, body }),
  cancelSchedule: (kind: ContentKind, id: number, scheduleId: number) =>
    call('siteAdmin.cancelSchedule', { params: { kind, id, scheduleId } }),
  preview: (kind: ContentKind, id: number) => call('siteAdmin.previewLink', { params: { kind, id } }),
  /** The media library's list (GET /api/website-admin/media). */
  media: listMedia,
  settings: () => call('site.settings'),
};
