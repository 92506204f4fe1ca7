/** The studio's calls (server: modules/site-admin/routes.ts). */
import { http, listMedia } from '@managewell/api';
import type {
  BulkRequest,
  ContentDraftInput,
  ContentItemDetail,
  ContentKind,
  ContentListQuery,
  ContentListResponse,
  ContentUsage,
  ContentVersion,
  FieldChange,
  PreviewLink,
  ScheduleRequest,
  SiteSettings,
  Success,
} from '@managewell/api/contract';

const base = (kind: ContentKind) => `/api/website-admin/content/${kind}`;
const get = async <T>(url: string, params?: object) =>
  (await http.get<Success<T>>(url, { params })).data.success;
const post = async <T>(url: string, body?: unknown, params?: object) =>
  (await http.post<Success<T>>(url, body ?? {}, { params })).data.success;

export const studioApi = {
  list: (kind: ContentKind, query: Partial<ContentListQuery>) => get<ContentListResponse>(base(kind), query),
  get: (kind: ContentKind, id: number) => get<ContentItemDetail>(`${base(kind)}/${id}`),
  create: (kind: ContentKind, body: ContentDraftInput) => post<ContentItemDetail>(base(kind), body),
  save: async (kind: ContentKind, id: number, body: ContentDraftInput & { version: number }) =>
    (await http.put<Success<ContentItemDetail>>(`${base(kind)}/${id}`, body)).data.success,
  remove: async (kind: ContentKind, id: number, force = false) =>
    (
      await http.delete<Success<{ id: number }>>(`${base(kind)}/${id}`, {
        params: force ? { force: 'true' } : {},
      })
    ).data.success,
  usage: (kind: ContentKind, id: number) => get<{ usages: ContentUsage[] }>(`${base(kind)}/${id}/usage`),
  publish: (kind: ContentKind, id: number) => post<ContentItemDetail>(`${base(kind)}/${id}/publish`),
  unpublish: (kind: ContentKind, id: number, force = false) =>
    post<ContentItemDetail>(`${base(kind)}/${id}/unpublish`, {}, force ? { force: 'true' } : {}),
  bulk: (kind: ContentKind, body: BulkRequest) =>
    post<{ done: number[]; failed: { id: number; message: string }[] }>(`${base(kind)}/bulk`, body),
  reorder: (kind: ContentKind, ids: number[]) => post<{ ids: number[] }>(`${base(kind)}/reorder`, { ids }),
  versions: (kind: ContentKind, id: number) =>
    get<{ versions: ContentVersion[] }>(`${base(kind)}/${id}/versions`),
  compare: (kind: ContentKind, id: number, a: number, b: number) =>
    get<{ changes: FieldChange[] }>(`${base(kind)}/${id}/compare`, { a, b }),
  restore: (kind: ContentKind, id: number, from: number, version: number) =>
    post<ContentItemDetail>(`${base(kind)}/${id}/versions/${from}/restore`, { version }),
  schedule: (kind: ContentKind, id: number, body: ScheduleRequest) =>
    post<ContentItemDetail>(`${base(kind)}/${id}/schedules`, body),
  cancelSchedule: async (kind: ContentKind, id: number, scheduleId: number) =>
    (await http.delete<Success<ContentItemDetail>>(`${base(kind)}/${id}/schedules/${scheduleId}`)).data
      .success,
  preview: (kind: ContentKind, id: number) => post<PreviewLink>(`${base(kind)}/${id}/preview`),
  /** The media library's list (GET /api/website-admin/media). */
  media: listMedia,
  settings: async () => (await http.get<Success<SiteSettings>>('/api/website-frontend/setting')).data.success,
};
