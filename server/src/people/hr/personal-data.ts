/** The personal-data audit log: who read whose bank or salary data, and when. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { personalDataReads } from './schema';

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
