import {
  acknowledgeInput,
  policyKind,
  policyStatusQuery,
  publishPolicyInput,
} from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser, parseInput } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  acknowledgePolicy,
  myPolicy,
  policyOverview,
  policyStatus,
  publishPolicy,
  remindPending,
} from './service';

const kindParams = z.strictObject({ kind: policyKind });
const HR = { access: ['hr'] as const };
const SELF = { access: 'authenticated' as const };

/** Issue 11 §4: versioned NDA and conflict-of-interest texts and their acknowledgements. */
export async function complianceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get('/api/compliance/:kind', { config: HR }, async (request) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    return { success: await policyOverview(db, kind) };
  });

  app.post('/api/compliance/:kind', { config: HR }, async (request, reply) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const input = parseInput(publishPolicyInput, request.body, 'body');
    return reply.code(201).send({ success: await publishPolicy(db, kind, input, currentUser(request).id) });
  });

  app.get('/api/compliance/:kind/acknowledgements', { config: HR }, async (request) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const query = parseInput(policyStatusQuery, request.query, 'query');
    return { success: await policyStatus(db, kind, query) };
  });

  app.post('/api/compliance/:kind/remind', { config: HR }, async (request) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    return { success: { reminded: await remindPending(db, kind) } };
  });

  app.get('/api/me/compliance/:kind', { config: SELF }, async (request) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await myPolicy(db, kind, me.id) };
  });

  app.post('/api/me/compliance/:kind/acknowledge', { config: SELF }, async (request, reply) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const input = parseInput(acknowledgeInput, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    const result = await acknowledgePolicy(db, kind, me, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return reply.code(201).send({ success: result });
  });
}
