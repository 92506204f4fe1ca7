import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';

/**
 * The company calendar's own events (SPEC 3 Calendar event). Times are instants (UTC); the
 * browser shows them in the user's time zone. A shared event is visible to every staff member,
 * a private one to its owner only; only the owner changes or removes it.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    url: text('url'),
    borderColor: text('border_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    shared: boolean('shared').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_starts_idx').on(t.startsAt),
    index('calendar_events_owner_idx').on(t.ownerId),
    check('calendar_events_end_after_start', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);
