import type { PolicyStatusRow } from '@managewell/api/contract';
import { complianceEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  acknowledgePolicy,
  myPolicy,
  policyOverview,
  policyStatus,
  publishPolicy,
  remindPending,
} from './service';

const ACKNOWLEDGEMENT_EXPORT: ExportColumn<PolicyStatusRow>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'Department', value: (r) => r.department },
  { header: 'Acknowledged (IST)', kind: 'datetime', value: (r) => r.acknowledgedAt },
  { header: 'Typed name', value: (r) => r.typedName },
  {
    header: 'Declaration',
    value: (r) => (r.declaration?.kind === 'interests' ? r.declaration.interests : r.declaration?.kind),
  },
];

/** Versioned NDA and conflict-of-interest texts and their acknowledgements. */
export async function complianceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  registerEndpoints(app, complianceEndpoints, {
    overview: ({ params }) => policyOverview(db, params.kind),
    publish: ({ params, body, user }) => publishPolicy(db, params.kind, body, user.id),
    acknowledgements: ({ params, query }) => policyStatus(db, params.kind, query),
    acknowledgementsExport: ({ params, query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await policyStatus(db, params.kind, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, {
        name: `${params.kind}-acknowledgements`,
        format,
        columns: ACKNOWLEDGEMENT_EXPORT,
        rows,
      });
    },
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
