import { staffRequestEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { requestAccess, requestPasswordReset } from './service';

/** The public sign-up and reset-password pages: requests that HR handles. */
export async function staffRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerEndpoints(app, staffRequestEndpoints, {
    access: async ({ body, request }) => {
      await requestAccess(ctx, body, request.ip);
      return true as const;
    },
    passwordReset: async ({ body, request }) => {
      await requestPasswordReset(ctx, body, request.ip, request.log);
      return true as const;
    },
  });
}
