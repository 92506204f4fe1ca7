/** Employees' sign-in accounts: HR creates, deactivates, activates, resets and re-roles them. */
import { randomInt } from 'node:crypto';
import type { EmployeeDetail, Role } from '@managewell/api/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { sessions, users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { addHistory } from './history';
import { getEmployee } from './records';
import { employees, staffRequests } from './schema';

/** A readable temporary password: 4 words of letters and digits (about 60 bits). */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

export async function usernameFree(db: DbOrTx, username: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (taken)
    throw validationFailed('That username is taken.', { 'account.username': 'That username is taken.' });
}

export interface CreatedEmployee {
  employee: EmployeeDetail;
  /** Shown once to HR; the person must change it at first sign-in. */
  temporaryPassword: string | null;
}

/** Revokes every live session of a user (the caller publishes user.changed after commit). */
export async function endSessions(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

async function accountOf(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({ employee: employees, user: users })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, employeeId))
    .for('update', { of: employees });
  if (!row) throw notFound('There is no such employee.');
  return row;
}

async function accountChanged(ctx: AppContext, userId: number, endedSessions: number[]) {
  for (const sessionId of endedSessions) await ctx.events.publish({ type: 'session.ended', sessionId });
  await ctx.events.publish({ type: 'user.changed', userId });
}

export type AccountAction =
  | { kind: 'create'; username: string; role: Role }
  | { kind: 'deactivate' }
  | { kind: 'activate' }
  | { kind: 'reset-password' }
  | { kind: 'role'; role: Role };

/**
 * HR's actions on a person's sign-in account. Deactivating ends every session at once; a reset
 * hands out a temporary password (returned once) that must be changed at the next sign-in.
 */
export async function accountAction(
  ctx: AppContext,
  employeeId: number,
  action: AccountAction,
  actor: AuthUser,
): Promise<CreatedEmployee> {
  const password = action.kind === 'create' || action.kind === 'reset-password' ? temporaryPassword() : null;
  const passwordHash = password ? await hashPassword(password, ctx.config.passwordHashCost) : null;
  const result = await ctx.db.transaction(async (tx) => {
    const { employee, user } = await accountOf(tx, employeeId);
    let ended: number[] = [];
    let label: string;
    if (action.kind === 'create') {
      if (user) throw conflict('This employee already has an account.');
      await usernameFree(tx, action.username);
      const [created] = await tx
        .insert(users)
        .values({
          username: action.username,
          passwordHash: passwordHash!,
          role: action.role,
          fullName: employee.fullName,
          email: employee.email,
          mustChangePassword: true,
        })
        .returning({ id: users.id });
      await tx
        .update(employees)
        .set({ userId: created!.id, updatedAt: new Date() })
        .where(eq(employees.id, employeeId));
      label = `account ${action.username} created (${action.role})`;
      return { userId: created!.id, ended, label };
    }
    if (!user) throw notFound('This employee has no sign-in account.');
    if (user.id === actor.id && action.kind !== 'reset-password')
      throw conflict('You cannot change your own account here.');
    switch (action.kind) {
      case 'deactivate':
        await tx.update(users).set({ active: false }).where(eq(users.id, user.id));
        ended = await endSessions(tx, user.id);
        label = 'account deactivated';
        break;
      case 'activate':
        await tx.update(users).set({ active: true }).where(eq(users.id, user.id));
        label = 'account activated';
        break;
      case 'reset-password':
        await tx
          .update(users)
          .set({ passwordHash: passwordHash!, mustChangePassword: true })
          .where(eq(users.id, user.id));
        ended = await endSessions(tx, user.id);
        await tx
          .update(staffRequests)
          .set({ status: 'done', handledBy: actor.id, handledAt: new Date(), note: 'Password reset' })
          .where(and(eq(staffRequests.userId, user.id), eq(staffRequests.status, 'open')));
        label = 'password reset';
        break;
      case 'role':
        await tx.update(users).set({ role: action.role }).where(eq(users.id, user.id));
        ended = await endSessions(tx, user.id);
        label = `role changed from ${user.role} to ${action.role}`;
        break;
    }
    return { userId: user.id, ended, label };
  });
  await addHistory(ctx.db, employeeId, actor.id, result.label);
  await accountChanged(ctx, result.userId, result.ended);
  return { employee: await getEmployee(ctx.db, employeeId), temporaryPassword: password };
}
