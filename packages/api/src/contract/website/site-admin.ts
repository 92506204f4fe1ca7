import { z } from 'zod';
import { pathId, type SameType, timestampAnswer } from '../answers';
import { exportQuery, int4FromText } from '../common';
import type { ContentKind } from '../content-kinds';
import { CONTENT_STATUSES } from '../content-values';
import { defineEndpoint } from '../endpoint';
import type { PublicPage } from '../site';
import {
  type AuditEntry,
  bulkRequest,
  type ContentItemDetail,
  type ContentListResponse,
  type ContentUsage,
  type ContentVersion,
  compareQuery,
  contentDraftInput,
  contentKindParam,
  contentListQuery,
  contentUpdateRequest,
  forceQuery,
  type PreviewLink,
  reorderRequest,
  restoreRequest,
  SCHEDULE_ACTIONS,
  scheduleRequest,
  VERSION_ACTIONS,
} from '../site-admin';

const ADMIN = ['website-admin'] as const;
const BASE = '/api/website-admin/content/:kind';

const kindParams = z.strictObject({ kind: contentKindParam });
const itemParams = z.strictObject({ kind: contentKindParam, id: pathId() });
const versionParams = itemParams.extend({ version: int4FromText(0) });
const scheduleParams = itemParams.extend({ scheduleId: pathId() });
const auditQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const previewParams = z.strictObject({ token: z.string().max(200) });

const kindAnswer = z.custom<ContentKind>((value) => typeof value === 'string');
const scheduleAnswer = z.object({
  id: z.number().int(),
  action: z.enum(SCHEDULE_ACTIONS),
  at: timestampAnswer,
  status: z.enum(['pending', 'done', 'cancelled', 'failed']),
  by: z.string().nullable(),
});
const fieldsAnswer = {
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  parentId: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
};
const itemAnswer = z.object({
  ...fieldsAnswer,
  id: z.number().int(),
  kind: kindAnswer,
  version: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  publicPath: z.string().nullable(),
  updatedAt: timestampAnswer,
  updatedBy: z.string().nullable(),
  schedules: z.array(scheduleAnswer),
});
const listAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      kind: kindAnswer,
      parentId: z.number().int().nullable(),
      parentTitle: z.string().nullable(),
      title: z.string(),
      slug: z.string(),
      position: z.number().int(),
      status: z.enum(CONTENT_STATUSES),
      updatedAt: timestampAnswer,
      updatedBy: z.string().nullable(),
      thumbnail: z.string().nullable(),
      publicPath: z.string().nullable(),
      scheduled: z.object({ action: z.enum(SCHEDULE_ACTIONS), at: timestampAnswer }).nullable(),
    }),
  ),
  total: z.number().int(),
});
const usageAnswer = z.object({
  kind: z.custom<ContentKind | 'settings'>((value) => typeof value === 'string'),
  id: z.number().int().nullable(),
  title: z.string(),
  field: z.string(),
});
const versionAnswer = z.object({
  version: z.number().int(),
  action: z.enum(VERSION_ACTIONS),
  title: z.string(),
  savedAt: timestampAnswer,
  savedBy: z.string().nullable(),
});
const historyEventAnswer = z.object({
  action: z.enum(['publish', 'unpublish']),
  at: timestampAnswer,
  by: z.string().nullable(),
});
const changeAnswer = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
const previewLinkAnswer = z.object({ url: z.string(), expiresAt: timestampAnswer });
const auditAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      at: timestampAnswer,
      by: z.string().nullable(),
      action: z.string(),
      kind: z.string(),
      itemId: z.number().int().nullable(),
      title: z.string(),
    }),
  ),
  total: z.number().int(),
});
// A public page document is built by the site's own page builders (the public routes' contract).
const previewAnswer = z.object({
  status: z.union([z.literal(200), z.literal(404)]),
  page: z.custom<PublicPage>((value) => typeof value === 'object' && value !== null),
  path: z.string(),
});

// The answer schemas describe exactly the interfaces the studio has always used.
const agreed: [
  SameType<z.output<typeof itemAnswer>, ContentItemDetail>,
  SameType<z.output<typeof listAnswer>, ContentListResponse>,
  SameType<z.output<typeof usageAnswer>, ContentUsage>,
  SameType<z.output<typeof versionAnswer>, ContentVersion>,
  SameType<z.output<typeof previewLinkAnswer>, PreviewLink>,
  SameType<z.output<typeof auditAnswer>['items'][number], AuditEntry>,
] = [true, true, true, true, true, true];
void agreed;

export const siteAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    access: ADMIN,
    summary: 'A page of the items of one content kind, with status, thumbnail and next schedule.',
    params: kindParams,
    query: contentListQuery,
    answer: listAnswer,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${BASE}/export`,
    access: ADMIN,
    summary: 'The filtered items of one content kind as CSV or Excel (`format`).',
    params: kindParams,
    query: contentListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    access: ADMIN,
    summary: 'A new item as a draft (not on the site); a slug another item has is 409 with fields.slug.',
    params: kindParams,
    body: contentDraftInput,
    answer: itemAnswer,
    status: 201,
    errors: [409],
  }),
  bulk: defineEndpoint({
    method: 'POST',
    path: `${BASE}/bulk`,
    access: ADMIN,
    summary: 'Publish, unpublish or delete several items; 409 with usages unless forced.',
    params: kindParams,
    body: bulkRequest,
    answer: z.object({
      done: z.array(z.number().int()),
      failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
    }),
    errors: [409],
  }),
  reorder: defineEndpoint({
    method: 'POST',
    path: `${BASE}/reorder`,
    access: ADMIN,
    summary: 'The listed items take the positions they held, in the new order.',
    params: kindParams,
    body: reorderRequest,
    answer: z.object({ ids: z.array(z.number().int()) }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    access: ADMIN,
    summary: 'One item: its draft if any, else the live copy, with version, status and schedules.',
    params: itemParams,
    answer: itemAnswer,
    errors: [404],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: ADMIN,
    summary: 'Saves the draft on top of `version`; 409 with who changed what when it is stale.',
    params: itemParams,
    body: contentUpdateRequest.extend({ data: z.unknown() }),
    answer: itemAnswer,
    errors: [404, 409],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: ADMIN,
    summary: 'Deletes an item; 409 with usages when others link to it (unless force=true).',
    params: itemParams,
    query: forceQuery,
    answer: z.object({ id: z.number().int() }),
    errors: [404, 409],
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/usage`,
    access: ADMIN,
    summary: 'The items (and settings) that link to this one.',
    params: itemParams,
    answer: z.object({ usages: z.array(usageAnswer) }),
    errors: [404],
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/publish`,
    access: ADMIN,
    summary: 'Puts the draft live; 400 when an image has no alt text.',
    params: itemParams,
    answer: itemAnswer,
    errors: [404],
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/unpublish`,
    access: ADMIN,
    summary: 'Hides the item from the site; 409 with usages unless force=true.',
    params: itemParams,
    query: forceQuery,
    answer: itemAnswer,
    errors: [404, 409],
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/versions`,
    access: ADMIN,
    summary: 'The saved versions of an item, newest first, with its publishes and unpublishes.',
    params: itemParams,
    answer: z.object({
      versions: z.array(versionAnswer),
      events: z.array(historyEventAnswer),
      live: z.object({ at: timestampAnswer, by: z.string().nullable() }).nullable(),
    }),
    errors: [404],
  }),
  compare: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/compare`,
    access: ADMIN,
    summary: 'The fields that differ between two versions (0 = the live copy).',
    params: itemParams,
    query: compareQuery,
    answer: z.object({ changes: z.array(changeAnswer) }),
    errors: [404],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/versions/:version/restore`,
    access: ADMIN,
    summary:
      'A new draft with an old version’s fields, naming the pictures it needs that are gone; 409 when the draft version is stale.',
    params: versionParams,
    body: restoreRequest,
    answer: itemAnswer.extend({ missingMedia: z.array(z.string()) }),
    errors: [404, 409],
  }),
  schedule: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/schedules`,
    access: ADMIN,
    summary: 'Plans a publish or unpublish; answers the item with its schedules.',
    params: itemParams,
    body: scheduleRequest,
    answer: itemAnswer,
    status: 201,
    errors: [404],
  }),
  cancelSchedule: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id/schedules/:scheduleId`,
    access: ADMIN,
    summary: 'Cancels a pending schedule; answers the item.',
    params: scheduleParams,
    answer: itemAnswer,
    errors: [404],
  }),
  previewLink: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/preview`,
    access: ADMIN,
    summary: 'A signed link to preview the draft on the public site (one hour).',
    params: itemParams,
    answer: previewLinkAnswer,
    errors: [404],
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/audit',
    access: ADMIN,
    summary: 'The studio’s audit log: publish, unpublish, delete (by null: the scheduler).',
    query: auditQuery,
    answer: auditAnswer,
  }),
  previewPage: defineEndpoint({
    method: 'GET',
    path: '/api/website-frontend/preview/:token',
    access: 'public',
    summary: 'The page document of a previewed draft (valid, unexpired token only; no-store).',
    params: previewParams,
    answer: previewAnswer,
    answerKind: 'bare',
    errors: [404],
  }),
  previewHtml: defineEndpoint({
    method: 'GET',
    path: '/preview/:token',
    access: 'public',
    summary: 'The previewed draft in the public page template (no-store, noindex).',
    params: previewParams,
    answerKind: 'html',
    errors: [404, 503],
  }),
};
