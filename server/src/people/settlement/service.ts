import type { SettlementInput, SettlementStatus, SettlementView } from '@managewell/api/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { conflict, notFound } from '../../platform/http';
import { balancesOf, type Employee, employees } from '../hr';
import { finalMonthSalary } from '../payroll';
import { resignations, shortfallDays } from '../resignation';
import { settlementFigures } from './figures';
import { settlements } from './schema';

type Row = { s: typeof settlements.$inferSelect; e: typeof employees.$inferSelect };

function view({ s, e }: Row): SettlementView {
  return {
    id: s.id,
    resignationId: s.resignationId,
    employeeId: s.employeeId,
    code: e.code,
    fullName: e.fullName,
    status: s.status as SettlementStatus,
    encashmentDivisor: s.encashmentDivisor,
    waiveNoticeRecovery: s.waiveNoticeRecovery,
    reimbursements: s.reimbursements,
    deductions: s.deductions,
    note: s.note,
    figures: s.figures,
    updatedAt: s.updatedAt.toISOString(),
    finalisedAt: s.finalisedAt?.toISOString() ?? null,
    version: s.version,
  };
}

const selectRows = (db: DbOrTx) =>
  db
    .select({ s: settlements, e: employees })
    .from(settlements)
    .innerJoin(employees, eq(employees.id, settlements.employeeId));

/** What a settlement's letters and statement print about the person. */
export type SettlementRecord = SettlementView & { employee: typeof employees.$inferSelect };

const record = (row: Row): SettlementRecord => ({ ...view(row), employee: row.e });

async function requireResignation(db: DbOrTx, id: number) {
  const [row] = await db.select().from(resignations).where(eq(resignations.id, id));
  if (!row) throw notFound('No such resignation.');
  return row;
}

/** The resignation's settlement, or null before one is drafted; 404 for no such resignation. */
export async function settlementOf(db: DbOrTx, resignationId: number): Promise<SettlementRecord | null> {
  await requireResignation(db, resignationId);
  const [row] = await selectRows(db).where(eq(settlements.resignationId, resignationId));
  return row ? record(row) : null;
}

export async function requireSettlement(db: DbOrTx, resignationId: number): Promise<SettlementRecord> {
  const found = await settlementOf(db, resignationId);
  if (!found) throw notFound('This resignation has no settlement yet.');
  return found;
}

type Inputs = Omit<SettlementInput, 'version'>;

/** Works every figure out afresh from the person's salary, leave and notice as they stand now. */
async function workOut(db: DbOrTx, resignation: typeof resignations.$inferSelect, inputs: Inputs) {
  if (!['accepted', 'completed'].includes(resignation.status) || !resignation.lastWorkingDay)
    throw conflict('The settlement starts once the resignation is accepted.');
  const lastWorkingDay = resignation.lastWorkingDay;
  const [employee] = await db.select().from(employees).where(eq(employees.id, resignation.employeeId));
  const salary = await finalMonthSalary(db, resignation.employeeId, lastWorkingDay);
  if (!salary) throw conflict(`${employee!.fullName} has no salary structure: set one first.`);
  const balances = await balancesOf(db, resignation.employeeId, Number(lastWorkingDay.slice(0, 4)));
  const earned = balances.find((b) => b.code === 'earned');
  return settlementFigures({
    dateOfJoining: employee!.dateOfJoining,
    lastWorkingDay,
    salary,
    // Pending requests are not taken leave: what was granted less what was approved is encashed.
    earnedLeaveDays: earned ? Math.max(0, earned.allocated - earned.taken) : 0,
    shortfallDays: shortfallDays(lastWorkingDay, resignation.expectedLastDay),
    encashmentDivisor: inputs.encashmentDivisor,
    waiveNoticeRecovery: inputs.waiveNoticeRecovery,
    reimbursements: inputs.reimbursements,
    deductions: inputs.deductions,
  });
}

/** Drafts the settlement (version 0) or redrafts it; a final settlement never changes. */
export async function saveSettlement(
  db: Db,
  resignationId: number,
  input: SettlementInput,
  actorId: number,
): Promise<SettlementRecord> {
  return db.transaction(async (tx) => {
    const resignation = await requireResignation(tx, resignationId);
    const { version, ...inputs } = input;
    const figures = await workOut(tx, resignation, inputs);
    const values = { ...inputs, figures, updatedBy: actorId, updatedAt: new Date() };
    if (version === 0) {
      const inserted = await tx
        .insert(settlements)
        .values({ resignationId, employeeId: resignation.employeeId, createdBy: actorId, ...values })
        .onConflictDoNothing()
        .returning({ id: settlements.id });
      if (inserted.length === 0) throw conflict('This settlement was drafted meanwhile: reload it.');
    } else {
      const updated = await tx
        .update(settlements)
        .set({ ...values, version: sql`${settlements.version} + 1` })
        .where(draftAt(resignationId, version))
        .returning({ id: settlements.id });
      if (updated.length === 0) await refuseChange(tx, resignationId);
    }
    return requireSettlement(tx, resignationId);
  });
}

/** The resignation's settlement while a draft of this version: what a change or finalising goes on. */
const draftAt = (resignationId: number, version: number) =>
  and(
    eq(settlements.resignationId, resignationId),
    eq(settlements.version, version),
    eq(settlements.status, 'draft'),
  );

async function refuseChange(db: DbOrTx, resignationId: number): Promise<never> {
  const current = await requireSettlement(db, resignationId);
  if (current.status === 'final') throw conflict('This settlement is final: it never changes.');
  throw conflict('This settlement changed meanwhile: reload it.');
}

/**
 * Finalises the draft with its figures worked out once more, and ticks the exit checklist's
 * final-settlement item.
 */
export async function finaliseSettlement(
  db: Db,
  resignationId: number,
  version: number,
  actorId: number,
): Promise<SettlementRecord> {
  return db.transaction(async (tx) => {
    const resignation = await requireResignation(tx, resignationId);
    const current = await requireSettlement(tx, resignationId);
    if (current.status !== 'draft' || current.version !== version) await refuseChange(tx, resignationId);
    const figures = await workOut(tx, resignation, current);
    const now = new Date();
    const updated = await tx
      .update(settlements)
      .set({
        status: 'final',
        figures,
        finalisedAt: now,
        finalisedBy: actorId,
        updatedAt: now,
        updatedBy: actorId,
        version: sql`${settlements.version} + 1`,
      })
      .where(draftAt(resignationId, version))
      .returning({ id: settlements.id });
    if (updated.length === 0) await refuseChange(tx, resignationId);
    await tx
      .update(resignations)
      .set({
        checklist: sql`${resignations.checklist} || jsonb_build_object('final-settlement', true)`,
        version: sql`${resignations.version} + 1`,
      })
      .where(eq(resignations.id, resignationId));
    return requireSettlement(tx, resignationId);
  });
}

/** The person's latest final settlement, or null: drafts stay with HR. */
export async function mySettlement(db: DbOrTx, me: Employee): Promise<SettlementRecord | null> {
  const [row] = await selectRows(db)
    .where(and(eq(settlements.employeeId, me.id), eq(settlements.status, 'final')))
    .orderBy(desc(settlements.id))
    .limit(1);
  return row ? record(row) : null;
}

/** One of the person's final settlements; anyone else's (or a draft) is a 404, as if it did not exist. */
export async function myFinalSettlement(db: DbOrTx, me: Employee, id: number): Promise<SettlementRecord> {
  const [row] = await selectRows(db).where(
    and(eq(settlements.id, id), eq(settlements.employeeId, me.id), eq(settlements.status, 'final')),
  );
  if (!row) throw notFound('No such settlement.');
  return record(row);
}
