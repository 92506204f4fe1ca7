import type { NotificationGroup } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/access';
import { forbidden } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import { markAllRead, markRead, unreadNotifications } from './service';

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});
const userIdParams = z.strictObject({
  user_id: z.coerce.number({ error: 'The user id must be a number.' }).int().min(1).max(2_147_483_647),
});

const BASE = '/api/notification';

const READ_ROUTES: [string, NotificationGroup][] = [
  ['updateEmployeeRoleWiseNotificationReadStatus', 'role'],
  ['updateEmployeeAllNotificationReadStatus', 'all'],
  ['updateEmployeeNotificationReadStatus', 'personal'],
];

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const ownUser = (params: unknown, request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    const { user_id } = parseInput(userIdParams, params, 'params');
    if (user_id !== user.id) throw forbidden('You can only see your own notifications.');
    return user;
  };

  app.get(
    `${BASE}/getEmployeeNotification/:user_id`,
    { config: { access: 'authenticated' } },
    async (request) => {
      const user = ownUser(request.params, request);
      return { success: await unreadNotifications(ctx.db, user) };
    },
  );

  for (const [name, group] of READ_ROUTES) {
    app.get(`${BASE}/${name}/:id`, { config: { access: 'authenticated' } }, async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const user = currentUser(request);
      await markRead(ctx.db, user, group, id);
      await ctx.events.publish({ type: 'notification.read', userId: user.id }); // the other tabs
      return { success: true };
    });
  }

  app.get(
    `${BASE}/updateEmployeeAllTypeNotificationReadStatus/:user_id`,
    { config: { access: 'authenticated' } },
    async (request) => {
      const user = ownUser(request.params, request);
      const marked = await markAllRead(ctx.db, user);
      await ctx.events.publish({ type: 'notification.read', userId: user.id }); // the other tabs
      return { success: { marked } };
    },
  );
}
