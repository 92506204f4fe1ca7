import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: "Whether the server and its database answer (503 with SERVICE_UNAVAILABLE's body when not).",
    answerKind: 'bare',
    answer: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
};
