import type { EmployeeNotifications, Notification, NotificationGroup, Role } from '@managewell/api/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { sendEvent } from '../../platform/db';
import { notFound } from '../../platform/http';
import { notificationReads, notifications } from './schema';

export interface Reader {
  id: number;
  role: Role;
}

/** Notifications addressed to a reader: their role's, all staff's, and their personal ones. */
function addressedTo(reader: Reader) {
  return or(
    and(eq(notifications.group, 'role'), eq(notifications.role, reader.role)),
    eq(notifications.group, 'all'),
    and(eq(notifications.group, 'personal'), eq(notifications.userId, reader.id)),
  );
}

const MAX_PER_GROUP = 100;

/** The reader's unread notifications, newest first, in the three groups of the spec. */
export async function unreadNotifications(db: DbOrTx, reader: Reader): Promise<EmployeeNotifications> {
  const rows = await db
    .select({
      id: notifications.id,
      group: notifications.group,
      title: notifications.title,
      content: notifications.content,
      link: notifications.link,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.id)),
    )
    .where(and(addressedTo(reader), isNull(notificationReads.notificationId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MAX_PER_GROUP * 3);
  const result: EmployeeNotifications = { roleNotification: [], allNotification: [], myNotification: [] };
  const lists: Record<string, Notification[]> = {
    role: result.roleNotification,
    all: result.allNotification,
    personal: result.myNotification,
  };
  for (const row of rows) {
    const list = lists[row.group];
    if (list && list.length < MAX_PER_GROUP) {
      list.push({
        id: row.id,
        title: row.title,
        content: row.content,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
      });
    }
  }
  return result;
}

/** Marks one notification of the given group read for the reader; 404 when it is not addressed to them. */
export async function markRead(
  db: DbOrTx,
  reader: Reader,
  group: NotificationGroup,
  id: number,
): Promise<void> {
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.group, group), addressedTo(reader)))
    .limit(1);
  if (!found) throw notFound('There is no such notification for you.');
  await db.insert(notificationReads).values({ notificationId: id, userId: reader.id }).onConflictDoNothing();
}

/** Marks every notification addressed to the reader read ('clear all'); returns how many were unread. */
export async function markAllRead(db: DbOrTx, reader: Reader): Promise<number> {
  const result = await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id)
    select ${notifications.id}, ${reader.id} from ${notifications}
    where ${addressedTo(reader)}
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

export interface NewNotification {
  group: NotificationGroup;
  role?: Role;
  userId?: number;
  title: string;
  content: string;
  /** The app page it is about (`/app/…`), opened when it is clicked. */
  link?: string | null;
}

/** Stores a notification; every process hears of it at commit ('notification.created', for live updates). */
export async function createNotification(db: DbOrTx, input: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      group: input.group,
      role: input.group === 'role' ? input.role : null,
      userId: input.group === 'personal' ? input.userId : null,
      title: input.title,
      content: input.content,
      link: input.link ?? null,
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  await sendEvent(db, {
    type: 'notification.created',
    notificationId: id,
    group: input.group,
    ...(input.group === 'role' && input.role ? { role: input.role } : {}),
    ...(input.group === 'personal' && input.userId !== undefined ? { userId: input.userId } : {}),
  });
  return id;
}
