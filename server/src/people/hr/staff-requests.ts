/** The sign-up and reset-password pages' requests, as HR's queue. */
import type { StaffRequest } from '@managewell/api/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound } from '../../platform/http';
import { employees, staffRequests } from './schema';

export async function listStaffRequests(db: DbOrTx, status: 'open' | 'done' | 'dismissed' | undefined) {
  const handlers = alias(users, 'handlers');
  const accounts = alias(users, 'accounts');
  const rows = await db
    .select({
      r: staffRequests,
      handledBy: handlers.fullName,
      username: accounts.username,
      employeeId: employees.id,
    })
    .from(staffRequests)
    .leftJoin(handlers, eq(handlers.id, staffRequests.handledBy))
    .leftJoin(accounts, eq(accounts.id, staffRequests.userId))
    .leftJoin(employees, eq(employees.userId, staffRequests.userId))
    .where(status ? eq(staffRequests.status, status) : undefined)
    .orderBy(sql`${staffRequests.status} = 'open' desc`, desc(staffRequests.createdAt))
    .limit(200);
  return rows.map(
    ({ r, handledBy, username, employeeId }): StaffRequest => ({
      id: r.id,
      kind: r.kind as StaffRequest['kind'],
      fullName: r.fullName,
      email: r.email,
      team: r.team,
      message: r.message,
      userId: r.userId,
      username,
      employeeId,
      status: r.status as StaffRequest['status'],
      handledBy,
      handledAt: r.handledAt?.toISOString() ?? null,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

export async function resolveStaffRequest(
  db: DbOrTx,
  id: number,
  input: { status: 'done' | 'dismissed'; note?: string | undefined },
  actor: AuthUser,
): Promise<void> {
  const updated = await db
    .update(staffRequests)
    .set({ status: input.status, note: input.note ?? null, handledBy: actor.id, handledAt: new Date() })
    .where(and(eq(staffRequests.id, id), eq(staffRequests.status, 'open')))
    .returning({ id: staffRequests.id });
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: staffRequests.id })
      .from(staffRequests)
      .where(eq(staffRequests.id, id));
    if (!exists) throw notFound('There is no such request.');
    throw conflict('This request was already handled.');
  }
}
