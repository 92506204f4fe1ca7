import { randomInt } from 'node:crypto';
import {
  type CreateEmployeeInput,
  type EmployeeDetail,
  type EmployeeListQuery,
  type EmployeeSummary,
  employeeCode,
  type Page,
  type Role,
  type StaffRequest,
  type UpdateEmployeeInput,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { sessions, users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import { employeeHistory, employees, personalDataReads, staffRequests } from './schema';

const managers = alias(employees, 'managers');
type Row = typeof employees.$inferSelect;

const summaryColumns = {
  employee: employees,
  managerName: managers.fullName,
  username: users.username,
  role: users.role,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(employees)
    .leftJoin(managers, eq(managers.id, employees.managerId))
    .leftJoin(users, eq(users.id, employees.userId));
}

type Joined = {
  employee: Row;
  managerName: string | null;
  username: string | null;
  role: string | null;
  active: boolean | null;
  mustChangePassword: boolean | null;
};

function toSummary(r: Joined): EmployeeSummary {
  const e = r.employee;
  return {
    id: e.id,
    code: e.code,
    fullName: e.fullName,
    email: e.email,
    phone: e.phone,
    department: e.department,
    designation: e.designation,
    managerName: r.managerName,
    dateOfJoining: e.dateOfJoining,
    employmentType: e.employmentType as EmployeeSummary['employmentType'],
    workLocation: e.workLocation,
    status: e.status as EmployeeSummary['status'],
    username: r.username,
    role: r.role,
  };
}

export const maskAccount = (account: string | null) =>
  account ? `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}` : null;

function toDetail(r: Joined, revealBank: boolean): EmployeeDetail {
  const e = r.employee;
  return {
    ...toSummary(r),
    userId: e.userId,
    managerId: e.managerId,
    dateOfBirth: e.dateOfBirth,
    workState: e.workState,
    noticeDays: e.noticeDays,
    pan: e.pan,
    aadhaarLast4: e.aadhaarLast4,
    bankAccount: revealBank ? e.bankAccount : maskAccount(e.bankAccount),
    ifsc: e.ifsc,
    emergencyContact: e.emergencyContact,
    accountActive: r.active,
    mustChangePassword: r.mustChangePassword,
    version: e.version,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

function listFilter(query: Pick<EmployeeListQuery, 'q' | 'department' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.department) conditions.push(eq(employees.department, query.department));
  if (query.status) conditions.push(eq(employees.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(employees.fullName, like),
        ilike(employees.code, like),
        ilike(employees.email, like),
        ilike(employees.designation, like),
        ilike(employees.phone, like),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  code: employees.code,
  fullName: employees.fullName,
  department: employees.department,
  dateOfJoining: employees.dateOfJoining,
} as const;

export async function listEmployees(db: DbOrTx, query: EmployeeListQuery): Promise<Page<EmployeeSummary>> {
  const where = listFilter(query);
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), asc(employees.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** id, code and name of everyone (pickers: manager, filters). */
export async function employeeDirectory(db: DbOrTx) {
  return db
    .select({
      id: employees.id,
      code: employees.code,
      fullName: employees.fullName,
      department: employees.department,
      status: employees.status,
    })
    .from(employees)
    .orderBy(asc(employees.fullName));
}

/**
 * One person's full record. The bank account is masked unless `revealBank`; a revealed read is
 * written to the audit log (who, whose, when, from where).
 */
export async function getEmployee(
  db: DbOrTx,
  id: number,
  options: { revealBank?: boolean; actor?: AuthUser; ip?: string } = {},
): Promise<EmployeeDetail> {
  const [row] = await baseQuery(db).where(eq(employees.id, id)).limit(1);
  if (!row) throw notFound('There is no such employee.');
  if (options.revealBank && options.actor)
    await recordPersonalDataRead(db, options.actor.id, id, 'bank', options.ip ?? null);
  return toDetail(row, options.revealBank === true);
}

/** Writes one line of the personal-data audit log (HR reading bank or salary data). */
export async function recordPersonalDataRead(
  db: DbOrTx,
  actorId: number,
  employeeId: number,
  what: 'bank' | 'salary' | 'payslip',
  ip: string | null,
): Promise<void> {
  await db.insert(personalDataReads).values({ actorId, employeeId, what, ip });
}

export async function personalDataReadsOf(db: DbOrTx, employeeId: number) {
  const rows = await db
    .select({
      at: personalDataReads.at,
      what: personalDataReads.what,
      actor: users.fullName,
    })
    .from(personalDataReads)
    .leftJoin(users, eq(users.id, personalDataReads.actorId))
    .where(eq(personalDataReads.employeeId, employeeId))
    .orderBy(desc(personalDataReads.at))
    .limit(200);
  return rows.map((r) => ({ at: r.at.toISOString(), what: r.what, actor: r.actor }));
}

export async function historyOf(db: DbOrTx, employeeId: number) {
  const rows = await db
    .select({
      id: employeeHistory.id,
      at: employeeHistory.at,
      action: employeeHistory.action,
      changes: employeeHistory.changes,
      actor: users.fullName,
    })
    .from(employeeHistory)
    .leftJoin(users, eq(users.id, employeeHistory.actorId))
    .where(eq(employeeHistory.employeeId, employeeId))
    .orderBy(desc(employeeHistory.at), desc(employeeHistory.id))
    .limit(200);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** Personal values appear in the history only as "changed". */
const SECRET_FIELDS = new Set(['pan', 'aadhaarLast4', 'bankAccount', 'ifsc']);

function diff(before: Partial<Row>, after: Partial<Row>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof Row)[]) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = SECRET_FIELDS.has(key)
      ? { from: from ? 'set' : null, to: to ? 'changed' : null }
      : { from, to };
  }
  return changes;
}

/** A readable temporary password: 4 words of letters and digits (about 60 bits). */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

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

async function usernameFree(db: DbOrTx, username: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (taken)
    throw validationFailed('That username is taken.', { 'account.username': 'That username is taken.' });
}

export interface CreatedEmployee {
  employee: EmployeeDetail;
  /** Shown once to HR; the person must change it at first sign-in. */
  temporaryPassword: string | null;
}

export async function createEmployee(
  ctx: AppContext,
  input: CreateEmployeeInput,
  actor: AuthUser,
): Promise<CreatedEmployee> {
  const password = input.account ? temporaryPassword() : null;
  const passwordHash = password ? await hashPassword(password, ctx.config.passwordHashCost) : null;
  const id = await ctx.db.transaction(async (tx) => {
    // One code at a time: MW + the next number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employees.code'))`);
    await checkManager(tx, null, input.managerId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`coalesce(max(substring(${employees.code} from 3)::int), 0)`.mapWith(Number) })
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
        content: `Your employee code is ${row!.code}. Your profile, leave and attendance are under self-service.`,
      });
    return row!.id;
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
  const endedUser = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
    if (!before) throw notFound('There is no such employee.');
    if (before.version !== version)
      throw conflict('Someone else changed this employee meanwhile: reload to see their changes.');
    if ('managerId' in changes) await checkManager(tx, id, changes.managerId);
    const set = Object.fromEntries(
      Object.entries(changes).filter(([, v]) => v !== undefined),
    ) as Partial<Row>;
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
  });
  if (endedUser) await ctx.events.publish({ type: 'user.changed', userId: endedUser });
  return getEmployee(ctx.db, id);
}

/** Revokes every live session of a user (the caller publishes user.changed after commit). */
async function endSessions(db: DbOrTx, userId: number): Promise<number[]> {
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

async function addHistory(db: DbOrTx, employeeId: number, actorId: number, action: string) {
  await db.insert(employeeHistory).values({ employeeId, actorId, action, changes: {} });
}

// ---- Staff requests (sign-up and reset-password pages) --------------------------------------

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
