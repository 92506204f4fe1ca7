import { z } from 'zod';
import { idParams, type SameType, timestampAnswer } from '../answers';
import { defineEndpoint } from '../endpoint';
import {
  type CareerJob,
  careerOpenRequest,
  type InboxBulkAnswer,
  inboxBulkRequest,
  inboxReplyRequest,
  inboxUpdateRequest,
  type WebsiteLeadDetail,
  type WebsiteLeadPage,
  websiteLeadExportQuery,
  websiteLeadListQuery,
} from '../website-admin';
import { FORWARDING_STATUSES, INBOX_STATUSES } from '../website-admin-values';

const ADMIN = ['website-admin'] as const;

const leadAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  interests: z.string().nullable(),
  job_title: z.string().nullable(),
  service_title: z.string().nullable(),
  origin: z
    .object({ path: z.string(), kind: z.string().nullable(), title: z.string().nullable() })
    .nullable(),
  notes: z.string().nullable(),
  created_at: timestampAnswer,
  forwarding: z
    .object({
      status: z.enum(FORWARDING_STATUSES),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      delivered_at: timestampAnswer.nullable(),
      updated_at: timestampAnswer,
    })
    .nullable(),
  resume: z.object({ name: z.string(), mime: z.string(), bytes: z.number().int() }).nullable(),
  inbox_status: z.enum(INBOX_STATUSES),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
const detailAnswer = leadAnswer.extend({
  internal_notes: z.string().nullable(),
  verification_lead_id: z.number().int().nullable(),
  version: z.number().int(),
  replies: z.array(
    z.object({ id: z.number().int(), subject: z.string(), status: z.string(), queued_at: timestampAnswer }),
  ),
});
const bulkAnswer = z.object({
  changed: z.number().int(),
  before: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(INBOX_STATUSES),
      assignee_id: z.number().int().nullable(),
    }),
  ),
});
const pageAnswer = z.object({
  items: z.array(leadAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  groups: z
    .array(
      z.object({
        id: z.number().int(),
        job: z.string(),
        title: z.string(),
        count: z.number().int(),
        open: z.boolean(),
        closed: z.boolean(),
      }),
    )
    .optional(),
});
const careerAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  valid_through: z.string(),
  published: z.boolean(),
  closed: z.boolean(),
  open: z.boolean(),
  applications: z.number().int(),
});

const agreed: [
  SameType<z.output<typeof pageAnswer>, WebsiteLeadPage>,
  SameType<z.output<typeof careerAnswer>, CareerJob>,
  SameType<z.output<typeof detailAnswer>, WebsiteLeadDetail>,
  SameType<z.output<typeof bulkAnswer>, InboxBulkAnswer>,
] = [true, true, true, true];
void agreed;

export const websiteLeadEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/leads',
    access: ADMIN,
    summary: 'A page of one public form’s leads with their forwarding state (job applications: groups too).',
    query: websiteLeadListQuery,
    answer: pageAnswer,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/leads/export',
    access: ADMIN,
    summary: 'Every lead the inbox’s query matches, as CSV or Excel (`format`, then the list’s own query).',
    query: websiteLeadExportQuery,
    answerKind: 'file',
  }),
  assignees: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/leads/assignees',
    access: ADMIN,
    summary: 'The staff a website lead can be assigned to (active website admins).',
    answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/leads/:id',
    access: ADMIN,
    summary: 'One website lead with its inbox state, internal notes and the replies sent.',
    params: idParams(),
    answer: detailAnswer,
    errors: [404],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/website-admin/leads/:id',
    access: ADMIN,
    summary: 'Sets a lead’s inbox status, assignee and internal notes; 409 when `version` is stale.',
    params: idParams(),
    body: inboxUpdateRequest,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/leads/:id/reply',
    access: ADMIN,
    summary: 'E-mails the visitor through the outbox; a new lead becomes contacted.',
    params: idParams(),
    body: inboxReplyRequest,
    answer: z.object({ mail_id: z.number().int() }),
    status: 201,
    errors: [404, 409],
  }),
  toVerification: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/leads/:id/verification',
    access: ADMIN,
    summary: 'Hands the lead to verification once (converted); a second call answers the same lead.',
    params: idParams(),
    answer: z.object({ lead_id: z.number().int(), created: z.boolean() }),
    errors: [404],
  }),
  bulk: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/leads/bulk',
    access: ADMIN,
    summary: 'Sets the status or assignee of, deletes or restores several leads of the inbox.',
    body: inboxBulkRequest,
    answer: bulkAnswer,
    errors: [404],
  }),
  retryForwarding: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/leads/:id/forwarding/retry',
    access: ADMIN,
    summary: 'Queues a failed HelloLeads forward again; 409 when not failed or not configured.',
    params: idParams(),
    answer: z.object({ id: z.number().int(), status: z.literal('pending') }),
    errors: [404, 409],
  }),
  resume: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/leads/:id/resume',
    access: ADMIN,
    summary: 'A career applicant’s resume (attachment, no-store); 410 when the file is gone.',
    params: idParams(),
    answerKind: 'file',
    errors: [404, 410],
  }),
  careers: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/careers',
    access: ADMIN,
    summary: 'Every job with its open/closed state and application count.',
    answer: z.array(careerAnswer),
  }),
  setCareerClosed: defineEndpoint({
    method: 'PATCH',
    path: '/api/website-admin/careers/:id',
    access: ADMIN,
    summary: 'Closes or reopens a job to applications.',
    params: idParams(),
    body: careerOpenRequest,
    answer: z.object({ id: z.number().int(), closed: z.boolean() }),
    errors: [404],
  }),
};
