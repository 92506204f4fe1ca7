/** SPEC 3: Notification id, title, content. */
export interface Notification {
  id: number;
  title: string;
  content: string;
  /** The app page it is about (`/app/…`), opened when it is clicked; absent or null for none. */
  link?: string | null;
  createdAt: string;
}

/** SPEC 7: GET api/notification/getEmployeeNotification/{user_id}. Unread items only. */
export interface EmployeeNotifications {
  roleNotification: Notification[];
  allNotification: Notification[];
  myNotification: Notification[];
}

export type NotificationGroup = 'role' | 'all' | 'personal';
