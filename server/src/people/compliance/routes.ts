import { complianceEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  acknowledgePolicy,
  myPolicy,
  policyOverview,
  policyStatus,
  publishPolicy,
  remindPending,
} from './service';

/** Versioned NDA and conflict-of-interest texts and their acknowledgements. */
export async function complianceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  registerEndpoints(app, complianceEndpoints, {
    overview: ({ params }) => policyOverview(db, params.kind),
    publish: ({ params, body, user }) => publishPolicy(db, params.kind, body, user.id),
    acknowledgements: ({ params, query }) => policyStatus(db, params.kind, query),
    remind: async ({ params }) => ({ reminded: await remindPending(db, params.kind) }),
    mine: async ({ params, user }) =>
      myPolicy(db, params.kind, (await requireEmployeeOfUser(db, user.id)).id),
    acknowledge: async ({ params, body, user, request }) => {
      const me = await requireEmployeeOfUser(db, user.id);
      return acknowledgePolicy(db, params.kind, me, body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    },
  });
}
