import type { Decision, DecisionStatus } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, forbidden, notFound } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import { employees } from './schema';

type Employee = typeof employees.$inferSelect;

/** The sign-in account of an employee's manager, if they have one. */
export async function managerUserOf(
  db: DbOrTx,
  employee: Pick<Employee, 'managerId'>,
): Promise<number | null> {
  if (!employee.managerId) return null;
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employee.managerId));
  return row?.userId ?? null;
}

/**
 * HR decides anyone's request, a manager their reports' ones; nobody decides their own. Someone
 * else gets a 404, as if the request did not exist (ids are not a way to look around).
 */
export async function assertCanDecide(db: DbOrTx, actor: AuthUser, employee: Employee): Promise<void> {
  if (employee.userId === actor.id) throw forbidden('You cannot decide your own request.');
  if (actor.role === 'hr') return;
  if ((await managerUserOf(db, employee)) === actor.id) return;
  throw notFound('There is no such request.');
}

export function assertPending(status: string, what: string): void {
  if (status !== 'pending') throw conflict(`This ${what} was already ${status}.`);
}

/** Tells the employee (personal) and, for a new request, HR (role) and the manager. */
export async function notifyRequest(
  db: DbOrTx,
  employee: Employee,
  title: string,
  content: string,
  /** HR's page of such requests (the manager's notification names none: their area varies). */
  hrLink?: string,
): Promise<void> {
  await createNotification(db, { group: 'role', role: 'hr', title, content, link: hrLink ?? null });
  const manager = await managerUserOf(db, employee);
  if (manager && manager !== employee.userId)
    await createNotification(db, { group: 'personal', userId: manager, title, content });
}

export async function notifyEmployee(db: DbOrTx, employee: Employee, title: string, content: string) {
  if (employee.userId)
    await createNotification(db, { group: 'personal', userId: employee.userId, title, content });
}

export const deciders = alias(users, 'deciders');

interface DecisionRow {
  status: string;
  decidedAt: Date | null;
  decisionComment: string | null;
}

export function decisionOf(row: DecisionRow, decidedBy: string | null): Decision {
  return {
    status: row.status as DecisionStatus,
    decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionComment: row.decisionComment,
  };
}

export const decisionLabel = (decision: 'approved' | 'rejected', comment?: string) =>
  `${decision === 'approved' ? 'Approved' : 'Rejected'}${comment ? `: “${comment}”` : '.'}`;
