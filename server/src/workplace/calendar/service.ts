import type { CalendarEvent, calendarEventInput } from '@managewell/api/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db';
import { sendEvent, users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { notFound } from '../../platform/http';
import { calendarEvents } from './schema';

export interface CalendarRange {
  start: Date;
  end: Date;
}

type EventInput = z.output<typeof calendarEventInput>;
type Row = typeof calendarEvents.$inferSelect;

/** Events without an end count as one hour long (all-day ones as the day) for range overlap. */
const effectiveEnd = sql`coalesce(${calendarEvents.endsAt}, ${calendarEvents.startsAt} + case when ${calendarEvents.allDay} then interval '1 day' else interval '1 hour' end)`;

function toEvent(row: Row, user: AuthUser, ownerName?: string): CalendarEvent {
  return {
    id: `event-${row.id}`,
    title: row.title,
    start: row.startsAt.toISOString(),
    end: row.endsAt ? row.endsAt.toISOString() : null,
    allDay: row.allDay,
    url: row.url,
    borderColor: row.borderColor,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    layer: 'events',
    editable: row.ownerId === user.id,
    shared: row.shared,
    ...(ownerName ? { ownerName } : {}),
  };
}

/** The calendar's own layer: shared events and the user's private ones overlapping the range. */
export async function storedEvents(db: Db, user: AuthUser, range: CalendarRange): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ event: calendarEvents, ownerName: users.fullName })
    .from(calendarEvents)
    .innerJoin(users, eq(users.id, calendarEvents.ownerId))
    .where(
      and(
        or(eq(calendarEvents.shared, true), eq(calendarEvents.ownerId, user.id)),
        lt(calendarEvents.startsAt, range.end),
        sql`${effectiveEnd} > ${range.start.toISOString()}`,
      ),
    )
    .orderBy(calendarEvents.startsAt, calendarEvents.id)
    .limit(2000);
  return rows.map((row) => toEvent(row.event, user, row.ownerName));
}

function values(input: EventInput) {
  return {
    title: input.title,
    startsAt: new Date(input.start),
    endsAt: input.end ? new Date(input.end) : null,
    allDay: input.allDay,
    url: input.url ?? null,
    borderColor: input.borderColor,
    backgroundColor: input.backgroundColor,
    textColor: input.textColor,
    shared: input.shared,
  };
}

export async function createEvent(db: DbOrTx, user: AuthUser, input: EventInput): Promise<CalendarEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarEvents)
      .values({ ownerId: user.id, ...values(input) })
      .returning();
    await sendEvent(tx, { type: 'calendar.changed' });
    return toEvent(row!, user, user.fullName);
  });
}

/** Only the owner changes an event: anyone else's id answers 404, as an unknown one does. */
export async function updateEvent(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  input: EventInput,
): Promise<CalendarEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(calendarEvents)
      .set({ ...values(input), updatedAt: sql`now()` })
      .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerId, user.id)))
      .returning();
    if (!row) throw notFound('There is no such event of yours.');
    await sendEvent(tx, { type: 'calendar.changed' });
    return toEvent(row, user, user.fullName);
  });
}

export async function deleteEvent(db: DbOrTx, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarEvents)
      .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerId, user.id)))
      .returning({ id: calendarEvents.id });
    if (removed.length === 0) throw notFound('There is no such event of yours.');
    await sendEvent(tx, { type: 'calendar.changed' });
  });
}
