import { studioPresenceEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { joinItem, leaveItem } from './service';

/** Who has a studio item open: each open editor's heartbeat, and its goodbye. */
export async function studioPresenceRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  registerEndpoints(app, studioPresenceEndpoints, {
    join: async ({ user, body }) => ({
      editors: await joinItem(ctx.db, ctx.events, user.id, body.item, body.tabId),
    }),
    leave: async ({ user, body }) => {
      await leaveItem(ctx.db, ctx.events, user.id, body.item, body.tabId);
    },
  });
}
