import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const ok = z.literal('ok');

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: "Whether the server and its database answer (503 with SERVICE_UNAVAILABLE's body when not).",
    answerKind: 'bare',
    answer: z.object({ status: ok, database: ok }),
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    summary:
      'Liveness: the process answers (no database check; a load balancer or Kubernetes restarts it when not).',
    answerKind: 'bare',
    answer: z.object({ status: ok }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    summary:
      'Readiness: the database answers, every migration is applied and the background jobs run (503 naming the failing check when not).',
    answerKind: 'bare',
    answer: z.object({ status: ok, database: ok, migrations: ok, jobs: ok }),
    errors: [503],
  }),
};
