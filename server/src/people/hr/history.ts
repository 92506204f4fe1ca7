/** An employee's change history: what changed, by whom (personal values only as "changed"). */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { Employee } from './employees';
import { employeeHistory } from './schema';

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
const SECRET_FIELDS = new Set(['pan', 'aadhaarLast4', 'bankAccount', 'ifsc', 'uan', 'esicNumber']);

export function diff(
  before: Partial<Employee>,
  after: Partial<Employee>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof Employee)[]) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = SECRET_FIELDS.has(key)
      ? { from: from ? 'set' : null, to: to ? 'changed' : null }
      : { from, to };
  }
  return changes;
}

export async function addHistory(db: DbOrTx, employeeId: number, actorId: number, action: string) {
  await db.insert(employeeHistory).values({ employeeId, actorId, action, changes: {} });
}
