import {
  aadhaarLast4Schema,
  bankAccountSchema,
  type DecisionInput,
  type EmergencyContact,
  ifscSchema,
  type PROFILE_REQUESTABLE,
  type ProfileChangeRequest,
  panSchema,
  realDate,
} from '@managewell/api/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import {
  assertCanDecide,
  assertPending,
  deciders,
  decisionLabel,
  decisionOf,
  notifyEmployee,
} from './approvals';
import type { Employee } from './employees';
import { identityTaken } from './identity';
import { employeeHistory, employees, profileChangeRequests } from './schema';

type Field = (typeof PROFILE_REQUESTABLE)[number];

/** How each field a person may ask for is checked (the same rules as HR's form). */
const FIELD_RULES: Record<Field, z.ZodType<string>> = {
  fullName: z.string().trim().min(2, 'Enter the full name.').max(120),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.'),
  dateOfBirth: realDate,
  pan: panSchema,
  aadhaarLast4: aadhaarLast4Schema,
  bankAccount: bankAccountSchema,
  ifsc: ifscSchema,
  workLocation: z.string().trim().min(2).max(120),
};

/** The person changes their phone and emergency contact directly (optimistic version). */
export async function updateContact(
  ctx: AppContext,
  employee: Employee,
  input: { phone: string; emergencyContact: EmergencyContact | null; version: number },
  actor: AuthUser,
): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      const updated = await tx
        .update(employees)
        .set({
          phone: input.phone,
          emergencyContact: input.emergencyContact,
          version: sql`${employees.version} + 1`,
          updatedAt: new Date(),
        })
        .where(sql`${employees.id} = ${employee.id} and ${employees.version} = ${input.version}`)
        .returning({ id: employees.id });
      if (!updated.length) throw conflict('Your profile changed meanwhile (another tab?): reload it.');
      await tx.insert(employeeHistory).values({
        employeeId: employee.id,
        actorId: actor.id,
        action: 'contact details changed by the employee',
        changes: {
          phone: { from: employee.phone, to: input.phone },
          emergencyContact: { from: employee.emergencyContact, to: input.emergencyContact },
        },
      });
    })
    .catch(async (error: unknown) => {
      throw (await identityTaken(ctx.db, error, input, { self: employee.id, reveal: false })) ?? error;
    });
}

export async function requestProfileChange(
  ctx: AppContext,
  employee: Employee,
  input: { changes: Partial<Record<Field, string>>; note?: string | undefined },
): Promise<ProfileChangeRequest> {
  const checked: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(input.changes) as [Field, string][]) {
    const result = FIELD_RULES[field].safeParse(value);
    if (result.success) checked[field] = result.data;
    else errors[`changes.${field}`] = result.error.issues[0]?.message ?? 'Not valid.';
  }
  if (Object.keys(errors).length) throw validationFailed('Some of the new values are not valid.', errors);
  const [row] = await ctx.db
    .insert(profileChangeRequests)
    .values({ employeeId: employee.id, changes: checked, note: input.note || null })
    .returning({ id: profileChangeRequests.id });
  await createNotification(ctx.db, {
    group: 'role',
    role: 'hr',
    title: `Profile change request: ${employee.fullName}`,
    link: '/app/hr/employee',
    content: `${employee.fullName} (${employee.code}) asks to change: ${Object.keys(checked).join(', ')}.`,
  });
  return getChangeRequest(ctx.db, row!.id);
}

function changeQuery(db: DbOrTx) {
  return db
    .select({
      r: profileChangeRequests,
      employeeCode: employees.code,
      employeeName: employees.fullName,
      decidedBy: deciders.fullName,
    })
    .from(profileChangeRequests)
    .innerJoin(employees, eq(employees.id, profileChangeRequests.employeeId))
    .leftJoin(deciders, eq(deciders.id, profileChangeRequests.decidedBy));
}
type Row = Awaited<ReturnType<ReturnType<typeof changeQuery>['execute']>>[number];

function toChange(row: Row): ProfileChangeRequest {
  return {
    id: row.r.id,
    employeeId: row.r.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    changes: row.r.changes,
    note: row.r.note,
    createdAt: row.r.createdAt.toISOString(),
    ...decisionOf(row.r, row.decidedBy),
  };
}

async function getChangeRequest(db: DbOrTx, id: number) {
  const [row] = await changeQuery(db).where(eq(profileChangeRequests.id, id));
  if (!row) throw notFound('There is no such request.');
  return toChange(row);
}

export async function changeRequestsOf(db: DbOrTx, employeeId: number) {
  const rows = await changeQuery(db)
    .where(eq(profileChangeRequests.employeeId, employeeId))
    .orderBy(desc(profileChangeRequests.createdAt))
    .limit(50);
  return rows.map(toChange);
}

export async function listChangeRequests(db: DbOrTx, status: string | undefined) {
  const rows = await changeQuery(db)
    .where(status ? eq(profileChangeRequests.status, status) : undefined)
    .orderBy(sql`${profileChangeRequests.status} = 'pending' desc`, desc(profileChangeRequests.createdAt))
    .limit(200);
  return rows.map(toChange);
}

/** HR approves (the values are written to the record) or rejects a requested change. */
export async function decideChangeRequest(
  ctx: AppContext,
  id: number,
  input: DecisionInput,
  actor: AuthUser,
) {
  let userChanged: number | null = null;
  await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ r: profileChangeRequests, employee: employees })
        .from(profileChangeRequests)
        .innerJoin(employees, eq(employees.id, profileChangeRequests.employeeId))
        .where(eq(profileChangeRequests.id, id))
        .for('update');
      if (!row) throw notFound('There is no such request.');
      if (actor.role !== 'hr') throw notFound('There is no such request.');
      await assertCanDecide(tx, actor, row.employee);
      assertPending(row.r.status, 'request');
      await tx
        .update(profileChangeRequests)
        .set({
          status: input.decision,
          decidedBy: actor.id,
          decidedAt: new Date(),
          decisionComment: input.comment || null,
        })
        .where(eq(profileChangeRequests.id, id));
      if (input.decision === 'approved') {
        const set = row.r.changes as Partial<typeof employees.$inferInsert>;
        await tx
          .update(employees)
          .set({ ...set, version: row.employee.version + 1, updatedAt: new Date() })
          .where(eq(employees.id, row.employee.id));
        await tx.insert(employeeHistory).values({
          employeeId: row.employee.id,
          actorId: actor.id,
          action: 'change request approved',
          changes: Object.fromEntries(
            Object.keys(set).map((k) => [
              k,
              {
                from: ['pan', 'aadhaarLast4', 'bankAccount', 'ifsc'].includes(k)
                  ? 'set'
                  : (row.employee[k as keyof typeof row.employee] ?? null),
                to: ['pan', 'aadhaarLast4', 'bankAccount', 'ifsc'].includes(k)
                  ? 'changed'
                  : set[k as keyof typeof set],
              },
            ]),
          ),
        });
        if (row.employee.userId && (set.fullName || set.email)) {
          await tx
            .update(users)
            .set({
              ...(set.fullName ? { fullName: set.fullName } : {}),
              ...(set.email ? { email: set.email } : {}),
            })
            .where(eq(users.id, row.employee.userId));
          userChanged = row.employee.userId;
        }
      }
      await notifyEmployee(
        tx,
        row.employee,
        `Profile change ${input.decision}`,
        decisionLabel(input.decision, input.comment),
      );
    })
    .catch(async (error: unknown) => {
      const [row] = await ctx.db
        .select({ changes: profileChangeRequests.changes, employee: employees })
        .from(profileChangeRequests)
        .innerJoin(employees, eq(employees.id, profileChangeRequests.employeeId))
        .where(eq(profileChangeRequests.id, id));
      const values = { ...row?.employee, ...(row?.changes as object) };
      throw (await identityTaken(ctx.db, error, values, { self: row?.employee.id, reveal: true })) ?? error;
    });
  if (userChanged) await ctx.events.publish({ type: 'user.changed', userId: userChanged });
  return getChangeRequest(ctx.db, id);
}
