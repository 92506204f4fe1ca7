import type { Role } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import { employeeOfUser } from '../src/people/hr/employees';
import { employees } from '../src/people/hr/schema';
import type { TestServer } from './helpers';

let counter = 0;

/**
 * The employee record of a demo account (the seed's, when it has one; made here otherwise), set
 * to the given work state and terms.
 */
export async function employeeFor(
  server: TestServer,
  role: Role,
  terms: { workState?: string; noticeDays?: number; dateOfJoining?: string } = {},
) {
  const { db } = server.database;
  const userId = await server.userId(role);
  let employee = await employeeOfUser(db, userId);
  if (!employee) {
    counter += 1;
    const [row] = await db
      .insert(employees)
      .values({
        code: `TST${String(counter).padStart(3, '0')}${role.slice(0, 2).toUpperCase()}`,
        userId,
        fullName: `Test ${role} person`,
        email: `${role}@test.example.in`,
        phone: '+919876543210',
        department: 'Operations',
        designation: 'Executive',
        dateOfJoining: '2024-04-01',
        employmentType: 'permanent',
        workLocation: 'Pune',
        workState: 'Maharashtra',
        bankAccount: '001234567890',
        ifsc: 'HDFC0001234',
        pan: 'ABCPE1234F',
      })
      .returning();
    employee = row!;
  }
  const [updated] = await db
    .update(employees)
    .set({
      status: 'active',
      ...(terms.workState ? { workState: terms.workState } : {}),
      ...(terms.noticeDays !== undefined ? { noticeDays: terms.noticeDays } : {}),
      ...(terms.dateOfJoining ? { dateOfJoining: terms.dateOfJoining } : {}),
    })
    .where(eq(employees.id, employee.id))
    .returning();
  return updated!;
}
