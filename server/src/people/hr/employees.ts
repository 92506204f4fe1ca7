import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/http';
import { employees } from './schema';

export type Employee = typeof employees.$inferSelect;

/** The employee record of a sign-in account, or null (an account without one). */
export async function employeeOfUser(db: DbOrTx, userId: number): Promise<Employee | null> {
  const [row] = await db.select().from(employees).where(eq(employees.userId, userId)).limit(1);
  return row ?? null;
}

/** As employeeOfUser, but a 404 for an account that has no employee record. */
export async function requireEmployeeOfUser(db: DbOrTx, userId: number): Promise<Employee> {
  const row = await employeeOfUser(db, userId);
  if (!row) throw notFound('Your account has no employee record yet: please ask HR.');
  return row;
}
