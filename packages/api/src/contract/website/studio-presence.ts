import { z } from 'zod';
import { INT4_MAX } from '../common';
import { defineEndpoint } from '../endpoint';

const ADMIN = ['website-admin'] as const;

import type { StudioItem } from './studio-presence-values';

const studioItemField = z
  .string()
  .max(20)
  .regex(/^(?:content:[1-9]\d{0,9}|settings)$/, 'Not a studio item.')
  .refine((item) => !item.startsWith('content:') || Number(item.slice(8)) <= INT4_MAX, 'Not a studio item.')
  .transform((item) => item as StudioItem);

const presenceRequest = z.strictObject({ item: studioItemField, tabId: z.uuid() });
export type StudioPresenceRequest = z.input<typeof presenceRequest>;

const editorAnswer = z.object({ userId: z.number().int(), name: z.string() });
export type StudioEditor = z.output<typeof editorAnswer>;

export const studioPresenceEndpoints = {
  join: defineEndpoint({
    method: 'PUT',
    path: '/api/website-admin/presence',
    access: ADMIN,
    summary:
      'This tab has the item open (sent again every heartbeat); answers who has it open now, the caller included.',
    body: presenceRequest,
    answer: z.object({ editors: z.array(editorAnswer) }),
    errors: [404],
  }),
  leave: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/presence/leave',
    access: ADMIN,
    summary: 'This tab closed the item (also sent as the tab closes).',
    body: presenceRequest,
    status: 204,
  }),
};
