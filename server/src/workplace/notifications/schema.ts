import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A notification for one person, everyone with a role, or all staff. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** 'role' (everyone with `role`), 'all' (all staff) or 'personal' (`user_id`). */
    group: text('group').notNull(),
    role: text('role'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The app page the notification is about (opened when it is clicked), null for none. */
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_group_check',
      sql`(${t.group} = 'role' and ${t.role} is not null and ${t.userId} is null)
        or (${t.group} = 'all' and ${t.role} is null and ${t.userId} is null)
        or (${t.group} = 'personal' and ${t.userId} is not null and ${t.role} is null)`,
    ),
    index('notifications_role_idx').on(t.role, t.createdAt),
    index('notifications_user_id_idx').on(t.userId, t.createdAt),
    index('notifications_group_idx').on(t.group, t.createdAt),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_reads_user_idx').on(t.userId),
  ],
);
