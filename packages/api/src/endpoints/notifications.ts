import { routeCalls } from '../call';
import type { EmployeeNotifications, NotificationGroup } from '../contract';
import { notificationsRoutes } from '../contract/routes.generated';

const { call, callResponse } = routeCalls(notificationsRoutes);

export async function fetchEmployeeNotifications(userId: number): Promise<EmployeeNotifications | null> {
  const { data } = await callResponse('notifications.mine', { params: { user_id: userId } });
  // SPEC 8: when the response lacks `success`, nothing is updated.
  return data?.success ?? null;
}

const MARK_READ = {
  role: 'notifications.readRole',
  all: 'notifications.readAll',
  personal: 'notifications.readPersonal',
} as const satisfies Record<NotificationGroup, string>;

export async function markNotificationRead(group: NotificationGroup, id: number): Promise<void> {
  await call(MARK_READ[group], { params: { id } });
}

export async function clearAllNotifications(userId: number): Promise<void> {
  await call('notifications.clear', { params: { user_id: userId } });
}
