/** SPEC 3: Notification id, title, content. */
export interface Notification {
  id: number;
  title: string;
  content: string;
  createdAt: string;
}

/** SPEC 7: GET api/notification/getEmployeeNotification/{user_id}. Unread items only. */
export interface EmployeeNotifications {
  roleNotification: Notification[];
  allNotification: Notification[];
  myNotification: Notification[];
}

export type NotificationGroup = 'role' | 'all' | 'personal';
