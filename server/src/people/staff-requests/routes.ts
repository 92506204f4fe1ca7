import { accessRequest, passwordResetRequest } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { parseInput } from '../../platform/http/validation';
import { requestAccess, requestPasswordReset } from './service';

/** The public sign-up and reset-password pages: requests that HR handles. */
export async function staffRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/access-requests', { config: { access: 'public' } }, async (request, reply) => {
    await requestAccess(ctx, parseInput(accessRequest, request.body, 'body'), request.ip);
    return reply.code(201).send({ success: true });
  });

  app.post('/api/password-reset-requests', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(passwordResetRequest, request.body, 'body');
    await requestPasswordReset(ctx, input, request.ip, request.log);
    return reply.code(202).send({ success: true });
  });
}
