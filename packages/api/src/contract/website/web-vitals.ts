import { z } from 'zod';
import type { SameType } from '../answers';
import { defineEndpoint } from '../endpoint';
import {
  WEB_VITAL_NAMES,
  WEB_VITAL_REPORT_BYTES,
  type WebVitalSummary,
  webVitalReport,
  webVitalSummaryQuery,
} from '../site';

const summaryAnswer = z.object({
  days: z.number().int(),
  metrics: z.array(
    z.object({
      name: z.enum(WEB_VITAL_NAMES),
      count: z.number().int(),
      p75: z.number().nullable(),
      goodShare: z.number().nullable(),
    }),
  ),
});

// The answer schema describes exactly the interface the dashboard has always used.
const agreed: SameType<z.output<typeof summaryAnswer>, WebVitalSummary> = true;
void agreed;

export const webVitalEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: '/api/website-frontend/vitals',
    access: 'public',
    summary:
      "A visitor's performance figure (JSON or a beacon's text/plain); 300 a minute per address, over that dropped (204).",
    body: webVitalReport,
    status: 204,
    options: { bodyLimit: WEB_VITAL_REPORT_BYTES },
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/website-frontend/vitals/summary',
    access: ['website-admin'],
    summary: 'p75, count and share rated good per metric over the last `days` (1–90, default 7).',
    query: webVitalSummaryQuery,
    answer: summaryAnswer,
  }),
};
