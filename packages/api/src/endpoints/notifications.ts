import type { EmployeeNotifications, NotificationGroup, Success } from '../contract';
import { http } from '../http';

const BASE = '/api/notification';

export async function fetchEmployeeNotifications(userId: number): Promise<EmployeeNotifications | null> {
  const { data } = await http.get<Partial<Success<EmployeeNotifications>>>(
    `${BASE}/getEmployeeNotification/${userId}`,
  );
  // SPEC 8: when the response lacks `success`, nothing is updated.
  return data?.success ?? null;
}

const MARK_READ_PATH: Record<NotificationGroup, string> = {
  role: 'updateEmployeeRoleWiseNotificationReadStatus',
  all: 'updateEmployeeAllNotificationReadStatus',
  personal: 'updateEmployeeNotificationReadStatus',
};

export async function markNotificationRead(group: NotificationGroup, id: number): Promise<void> {
  await http.get(`${BASE}/${MARK_READ_PATH[group]}/${id}`);
}

export async function clearAllNotifications(userId: number): Promise<void> {
  await http.get(`${BASE}/updateEmployeeAllTypeNotificationReadStatus/${userId}`);
}
