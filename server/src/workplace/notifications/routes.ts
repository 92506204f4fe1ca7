import type { NotificationGroup } from '@managewell/api/contract';
import { notificationEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/http';
import { forbidden, registerEndpoints } from '../../platform/http';
import { markAllRead, markRead, unreadNotifications } from './service';

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const ownUser = (user: AuthUser, userId: number) => {
    if (userId !== user.id) throw forbidden('You can only see your own notifications.');
    return user;
  };
  const read =
    (group: NotificationGroup) =>
    async ({ params, user }: { params: { id: number }; user: AuthUser }) => {
      await markRead(ctx.db, user, group, params.id);
      await ctx.events.publish({ type: 'notification.read', userId: user.id }); // the other tabs
      return true as const;
    };

  registerEndpoints(app, notificationEndpoints, {
    mine: ({ params, user }) => unreadNotifications(ctx.db, ownUser(user, params.user_id)),
    readRole: read('role'),
    readAll: read('all'),
    readPersonal: read('personal'),
    clear: async ({ params, user }) => {
      const marked = await markAllRead(ctx.db, ownUser(user, params.user_id));
      await ctx.events.publish({ type: 'notification.read', userId: user.id }); // the other tabs
      return { marked };
    },
  });
}
