import { z } from 'zod';
import { idParams, type SameType, timestampAnswer } from '../answers';
import { defineEndpoint } from '../endpoint';
import type { EmployeeNotifications } from '../notification';

const userIdParams = z.strictObject({
  user_id: z.coerce.number({ error: 'The user id must be a number.' }).int().min(1).max(2_147_483_647),
});

const notificationAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable().optional(),
  createdAt: timestampAnswer,
});

const employeeNotificationsAnswer = z.object({
  roleNotification: z.array(notificationAnswer),
  allNotification: z.array(notificationAnswer),
  myNotification: z.array(notificationAnswer),
});

// The answer schema describes exactly the interface the front end has always used.
const agreed: SameType<z.output<typeof employeeNotificationsAnswer>, EmployeeNotifications> = true;
void agreed;

const BASE = '/api/notification';

/** Marks one notification of a group read for the caller (the spec's GET names are kept). */
function markRead(name: string, group: string) {
  return defineEndpoint({
    method: 'GET',
    path: `${BASE}/${name}/:id` as const,
    access: 'authenticated',
    summary: `Marks ${group} notification read for me.`,
    params: idParams(),
    answer: z.literal(true),
  });
}

export const notificationEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: `${BASE}/getEmployeeNotification/:user_id`,
    access: 'authenticated',
    summary: 'My unread notifications (role-wide, all staff, personal); 403 for another user id.',
    params: userIdParams,
    answer: employeeNotificationsAnswer,
  }),
  readRole: markRead('updateEmployeeRoleWiseNotificationReadStatus', 'a role-wide'),
  readAll: markRead('updateEmployeeAllNotificationReadStatus', 'an all-staff'),
  readPersonal: markRead('updateEmployeeNotificationReadStatus', 'my personal'),
  clear: defineEndpoint({
    method: 'GET',
    path: `${BASE}/updateEmployeeAllTypeNotificationReadStatus/:user_id`,
    access: 'authenticated',
    summary: 'Marks all my notifications read; 403 for another user id.',
    params: userIdParams,
    answer: z.object({ marked: z.number().int() }),
  }),
};
