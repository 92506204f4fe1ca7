import { z } from 'zod';
import { type SameType, timestampAnswer } from '../answers';
import { isoDate } from '../common';
import type { ContentKind } from '../content-kinds';
import { defineEndpoint } from '../endpoint';
import { SCHEDULE_ACTIONS } from '../site-admin';
import type { WebsiteDashboard } from '../website-admin';
import { WEBSITE_LEAD_FORMS } from '../website-admin-values';
import { mediaItemAnswer } from './media-library';

const kindAnswer = z.custom<ContentKind>((value) => typeof value === 'string');
const vitalName = z.enum(['LCP', 'INP', 'CLS']);

const dashboardAnswer = z.object({
  recent: z.array(
    z.object({
      kind: z.string(),
      id: z.number().int().nullable(),
      parent_id: z.number().int().nullable(),
      slug: z.string().nullable(),
      title: z.string(),
      at: timestampAnswer,
      by: z.string().nullable(),
      action: z.string(),
    }),
  ),
  drafts: z.array(
    z.object({
      kind: kindAnswer,
      id: z.number().int(),
      parent_id: z.number().int().nullable(),
      slug: z.string(),
      title: z.string(),
      updated_at: timestampAnswer,
      changed: z.boolean(),
    }),
  ),
  scheduled: z.array(
    z.object({
      schedule_id: z.number().int(),
      kind: kindAnswer,
      id: z.number().int(),
      parent_id: z.number().int().nullable(),
      slug: z.string(),
      title: z.string(),
      at: timestampAnswer,
      action: z.enum(SCHEDULE_ACTIONS),
      by: z.string().nullable(),
    }),
  ),
  missing_alt: z.object({ total: z.number().int(), items: z.array(mediaItemAnswer) }),
  broken_links: z.array(
    z.object({
      kind: kindAnswer,
      id: z.number().int(),
      parent_id: z.number().int().nullable(),
      title: z.string(),
      target: z.string(),
    }),
  ),
  leads_this_week: z.array(
    z.object({ source: z.string(), form: z.enum(WEBSITE_LEAD_FORMS).nullable(), count: z.number().int() }),
  ),
  leads_since: isoDate,
  vitals: z.array(
    z.object({
      name: vitalName,
      p75: z.number().nullable(),
      days: z.array(z.object({ day: z.string(), p75: z.number() })),
    }),
  ),
});

const agreed: SameType<z.output<typeof dashboardAnswer>, WebsiteDashboard> = true;
void agreed;

export const websiteDashboardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/dashboard',
    access: ['website-admin'] as const,
    summary:
      'Website-admin’s start page in one call: changes, drafts, schedules, alt text, links, leads, vitals.',
    answer: dashboardAnswer,
  }),
};
