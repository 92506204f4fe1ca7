import type { ExitChecklistItem, ResignationStatus, ResignationView } from '@managewell/api/contract';
import { EXIT_CHECKLIST, formatDate } from '@managewell/api/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { sendEvent, sessions, users } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import type { Employee } from '../hr';
import { employees } from '../hr';
import { expectedLastDay, todayInIndia } from './notice';
import { resignations } from './schema';

const emptyChecklist = () =>
  Object.fromEntries(EXIT_CHECKLIST.map((item) => [item, false])) as Record<ExitChecklistItem, boolean>;

type Row = { r: typeof resignations.$inferSelect; e: typeof employees.$inferSelect };

function view({ r, e }: Row): ResignationView {
  return {
    id: r.id,
    employeeId: r.employeeId,
    code: e.code,
    fullName: e.fullName,
    department: e.department,
    reason: r.reason,
    proposedLastDay: r.proposedLastDay,
    expectedLastDay: r.expectedLastDay,
    noticeDays: r.noticeDays,
    lastWorkingDay: r.lastWorkingDay,
    status: r.status as ResignationStatus,
    hrNote: r.hrNote,
    checklist: r.checklist,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    deactivatedAt: r.deactivatedAt?.toISOString() ?? null,
    version: r.version,
  };
}

const selectRows = (db: DbOrTx) =>
  db
    .select({ r: resignations, e: employees })
    .from(resignations)
    .innerJoin(employees, eq(employees.id, resignations.employeeId));

async function byId(db: DbOrTx, id: number): Promise<ResignationView> {
  const [row] = await selectRows(db).where(eq(resignations.id, id));
  if (!row) throw notFound('No such resignation.');
  return view(row);
}

export async function submitResignation(
  db: Db,
  me: Employee,
  input: { reason: string; proposedLastDay: string },
  today = todayInIndia(),
): Promise<ResignationView> {
  if (input.proposedLastDay < today) {
    throw validationFailed('Please correct the request.', {
      proposedLastDay: 'The last day cannot be in the past.',
    });
  }
  if (me.status !== 'active') throw conflict('Only an active employee can resign.');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(resignations)
      .values({
        employeeId: me.id,
        reason: input.reason,
        proposedLastDay: input.proposedLastDay,
        noticeDays: me.noticeDays,
        expectedLastDay: expectedLastDay(today, me.noticeDays),
        checklist: emptyChecklist(),
      })
      .onConflictDoNothing()
      .returning({ id: resignations.id });
    if (inserted.length === 0) throw conflict('You already have an open resignation.');
    await createNotification(tx, {
      group: 'role',
      role: 'hr',
      title: `Resignation: ${me.fullName}`,
      content: `${me.fullName} (${me.code}) resigned, proposing ${input.proposedLastDay} as the last day.`,
    });
    return byId(tx, inserted[0]!.id);
  });
}

/** The person's latest resignation, or null. */
export async function myResignation(db: Db, me: Employee): Promise<ResignationView | null> {
  const [row] = await selectRows(db)
    .where(eq(resignations.employeeId, me.id))
    .orderBy(desc(resignations.submittedAt), desc(resignations.id))
    .limit(1);
  return row ? view(row) : null;
}

export async function withdrawResignation(db: Db, me: Employee, version: number): Promise<ResignationView> {
  const [row] = await db
    .update(resignations)
    .set({ status: 'withdrawn', version: sql`${resignations.version} + 1` })
    .where(
      and(
        eq(resignations.employeeId, me.id),
        inArray(resignations.status, ['submitted', 'discussion']),
        eq(resignations.version, version),
      ),
    )
    .returning({ id: resignations.id });
  if (!row) throw conflict('There is no open resignation to withdraw, or it changed meanwhile: reload it.');
  return byId(db, row.id);
}

export async function listResignations(
  db: Db,
  query: { page: number; pageSize: number; order: 'asc' | 'desc'; status?: ResignationStatus | undefined },
): Promise<{ items: ResignationView[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(resignations.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(
        query.order === 'asc' ? asc(resignations.submittedAt) : desc(resignations.submittedAt),
        desc(resignations.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(resignations).where(where),
  ]);
  return { items: rows.map(view), total: total!.n, page: query.page, pageSize: query.pageSize };
}

export const getResignation = byId;

async function notifyEmployee(tx: DbOrTx, employeeId: number, title: string, content: string) {
  const [e] = await tx
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (e?.userId) await createNotification(tx, { group: 'personal', userId: e.userId, title, content });
}

export type Decision =
  | { decision: 'accept'; lastWorkingDay: string; note?: string | undefined; version: number }
  | { decision: 'discuss'; note: string; version: number };

/** HR accepts (sets the last working day; the person is then serving notice) or asks to discuss. */
export async function decideResignation(
  db: Db,
  id: number,
  input: Decision,
  actorId: number,
): Promise<ResignationView> {
  return db.transaction(async (tx) => {
    const current = await byId(tx, id);
    if (input.decision === 'accept' && input.lastWorkingDay < current.submittedAt.slice(0, 10)) {
      throw validationFailed('Please correct the request.', {
        lastWorkingDay: 'The last working day cannot be before the resignation.',
      });
    }
    const [row] = await tx
      .update(resignations)
      .set({
        status: input.decision === 'accept' ? 'accepted' : 'discussion',
        lastWorkingDay: input.decision === 'accept' ? input.lastWorkingDay : null,
        hrNote: input.note ?? null,
        decidedAt: new Date(),
        decidedBy: actorId,
        version: sql`${resignations.version} + 1`,
      })
      .where(
        and(
          eq(resignations.id, id),
          inArray(resignations.status, ['submitted', 'discussion']),
          eq(resignations.version, input.version),
        ),
      )
      .returning({ employeeId: resignations.employeeId });
    if (!row) throw conflict('This resignation was decided or changed meanwhile: reload it.');
    if (input.decision === 'accept') {
      await tx.update(employees).set({ status: 'notice' }).where(eq(employees.id, row.employeeId));
      await notifyEmployee(
        tx,
        row.employeeId,
        'Your resignation was accepted',
        `Your last working day is ${formatDate(input.lastWorkingDay)}.${input.note ? ` HR: ${input.note}` : ''}`,
      );
    } else {
      await notifyEmployee(tx, row.employeeId, 'HR would like to discuss your resignation', input.note);
    }
    return byId(tx, id);
  });
}

export async function setChecklistItem(
  db: Db,
  id: number,
  input: { item: ExitChecklistItem; done: boolean; version: number },
): Promise<ResignationView> {
  const [row] = await db
    .update(resignations)
    .set({
      checklist: sql`${resignations.checklist} || jsonb_build_object(${input.item}::text, ${input.done}::boolean)`,
      version: sql`${resignations.version} + 1`,
    })
    .where(
      and(
        eq(resignations.id, id),
        eq(resignations.version, input.version),
        inArray(resignations.status, ['accepted', 'completed']),
      ),
    )
    .returning({ id: resignations.id });
  if (!row) {
    const current = await byId(db, id);
    if (!['accepted', 'completed'].includes(current.status))
      throw conflict('The exit checklist starts once the resignation is accepted.');
    throw conflict('This resignation changed meanwhile: reload it.');
  }
  return byId(db, id);
}

/**
 * Ends the employment of everyone whose last working day is over: the resignation is completed, the
 * employee exited, the account deactivated and its sessions ended at once. Idempotent.
 */
export async function deactivateDue(db: Db, today = todayInIndia()): Promise<number> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(resignations)
      .set({ status: 'completed', deactivatedAt: new Date(), version: sql`${resignations.version} + 1` })
      .where(and(eq(resignations.status, 'accepted'), lt(resignations.lastWorkingDay, today)))
      .returning({ employeeId: resignations.employeeId });
    if (done.length === 0) return 0;
    const ids = done.map((d) => d.employeeId);
    const exited = await tx
      .update(employees)
      .set({ status: 'exited' })
      .where(inArray(employees.id, ids))
      .returning({ userId: employees.userId });
    const userIds = exited.flatMap((e) => (e.userId ? [e.userId] : []));
    if (userIds.length) {
      await tx.update(users).set({ active: false }).where(inArray(users.id, userIds));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
      for (const userId of userIds) await sendEvent(tx, { type: 'user.changed', userId });
    }
    return done.length;
  });
}
