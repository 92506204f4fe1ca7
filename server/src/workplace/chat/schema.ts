import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';

/**
 * One row per message between two staff members. A conversation is the set of messages of a pair
 * (there is none until the first message). `client_id` is the sender's own id for the message: a
 * retry of the same send hits the unique index and returns the stored row instead of a copy.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the recipient opened the conversation after it arrived ("seen"). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientId),
    index('chat_messages_pair_idx').on(t.senderId, t.recipientId, t.id),
    index('chat_messages_unread_idx').on(t.recipientId, t.senderId).where(sql`${t.readAt} is null`),
    check('chat_messages_not_self', sql`${t.senderId} <> ${t.recipientId}`),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * Users with live connections per server process: a user is online while any process has a fresh
 * row for them. Each process refreshes its rows' heartbeat; rows of a process that died stop
 * being fresh and are swept.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    processId: text('process_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.userId] }), index('chat_presence_user_idx').on(t.userId)],
);

/** When each user's last tab closed ("N minutes ago"). */
export const chatLastSeen = pgTable('chat_last_seen', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
