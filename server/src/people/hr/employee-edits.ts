/** HR adds employees (optionally with an account) and edits their records, with history. */
import {
  type CreateEmployeeInput,
  type EmployeeDetail,
  employeeCode,
  type UpdateEmployeeInput,
} from '@managewell/api/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import { type CreatedEmployee, endSessions, temporaryPassword, usernameFree } from './accounts';
import type { Employee } from './employees';
import { diff } from './history';
import { identityTaken } from './identity';
import { getEmployee } from './records';
import { employeeHistory, employees } from './schema';

async function checkManager(db: DbOrTx, employeeId: number | null, managerId: number | null | undefined) {
  if (managerId === null || managerId === undefined) return;
  if (managerId === employeeId)
    throw validationFailed('A person cannot manage themself.', { managerId: 'Choose someone else.' });
  const [manager] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, managerId));
  if (!manager)
    throw validationFailed('There is no such manager.', { managerId: 'There is no such employee.' });
  if (employeeId === null) return;
  // No cycles: the employee may not be above their new manager.
  const result = await db.execute<{ found: boolean }>(sql`
    with recursive chain(id, depth) as (
      select manager_id, 1 from employees where id = ${managerId}
      union all
      select e.manager_id, c.depth + 1 from employees e join chain c on e.id = c.id where c.depth < 60
    )
    select exists(select 1 from chain where id = ${employeeId}) as found`);
  if (result.rows[0]?.found)
    throw validationFailed('That would make a reporting loop.', {
      managerId: 'This person reports (directly or not) to the employee.',
    });
}

const fieldsOf = (input: Partial<CreateEmployeeInput>) => {
  const { account: _account, ...rest } = input as CreateEmployeeInput;
  return rest;
};

export async function createEmployee(
  ctx: AppContext,
  input: CreateEmployeeInput,
  actor: AuthUser,
): Promise<CreatedEmployee> {
  const password = input.account ? temporaryPassword() : null;
  const passwordHash = password ? await hashPassword(password, ctx.config.passwordHashCost) : null;
  const id = await ctx.db
    .transaction(async (tx) => {
      // One code at a time: MW + the next number.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employees.code'))`);
      await checkManager(tx, null, input.managerId);
      const [{ n } = { n: 0 }] = await tx
        .select({
          n: sql<number>`coalesce(max(substring(${employees.code} from 3)::int), 0)`.mapWith(Number),
        })
        .from(employees);
      let userId: number | null = null;
      if (input.account && passwordHash) {
        await usernameFree(tx, input.account.username);
        const [user] = await tx
          .insert(users)
          .values({
            username: input.account.username,
            passwordHash,
            role: input.account.role,
            fullName: input.fullName,
            email: input.email,
            mustChangePassword: true,
          })
          .returning({ id: users.id });
        userId = user!.id;
      }
      const fields = fieldsOf(input);
      const [row] = await tx
        .insert(employees)
        .values({ ...fields, code: employeeCode(n + 1), userId, managerId: input.managerId ?? null })
        .returning();
      await tx.insert(employeeHistory).values({
        employeeId: row!.id,
        actorId: actor.id,
        action: input.account
          ? `created with account ${input.account.username} (${input.account.role})`
          : 'created',
        changes: diff({}, { ...fields, code: row!.code }),
      });
      if (userId)
        await createNotification(tx, {
          group: 'personal',
          userId,
          title: 'Welcome to Managewell',
          link: '/app/employee/profile',
          content: `Your employee code is ${row!.code}. Your profile, leave and attendance are under self-service.`,
        });
      return row!.id;
    })
    .catch(async (error: unknown) => {
      throw (await identityTaken(ctx.db, error, input, { reveal: true })) ?? error;
    });
  return { employee: await getEmployee(ctx.db, id), temporaryPassword: password };
}

export async function updateEmployee(
  ctx: AppContext,
  id: number,
  input: UpdateEmployeeInput,
  actor: AuthUser,
): Promise<EmployeeDetail> {
  const { version, ...changes } = input;
  const endedUser = await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
      if (!before) throw notFound('There is no such employee.');
      if (before.version !== version)
        throw conflict('Someone else changed this employee meanwhile: reload to see their changes.');
      if ('managerId' in changes) await checkManager(tx, id, changes.managerId);
      const set = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      ) as Partial<Employee>;
      const changed = diff(before, set);
      if (Object.keys(changed).length === 0) return null;
      await tx
        .update(employees)
        .set({ ...set, version: before.version + 1, updatedAt: new Date() })
        .where(eq(employees.id, id));
      await tx
        .insert(employeeHistory)
        .values({ employeeId: id, actorId: actor.id, action: 'edited', changes: changed });
      // Leaving the company closes the account at once.
      if (set.status && (set.status === 'exited' || set.status === 'inactive') && before.userId) {
        await tx.update(users).set({ active: false }).where(eq(users.id, before.userId));
        await endSessions(tx, before.userId);
        return before.userId;
      }
      if (set.fullName && before.userId) {
        await tx.update(users).set({ fullName: set.fullName }).where(eq(users.id, before.userId));
        return before.userId;
      }
      return null;
    })
    .catch(async (error: unknown) => {
      const [current] = await ctx.db.select().from(employees).where(eq(employees.id, id));
      throw (
        (await identityTaken(ctx.db, error, { ...current, ...changes }, { self: id, reveal: true })) ?? error
      );
    });
  if (endedUser) await ctx.events.publish({ type: 'user.changed', userId: endedUser });
  return getEmployee(ctx.db, id);
}
