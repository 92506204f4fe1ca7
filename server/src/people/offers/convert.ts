/** An accepted offer becomes an employee in one step, through HR's own create-employee rules. */
import { type CreateEmployeeInput, createEmployeeInput } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import { type AuthUser, conflict, parseInput } from '../../platform/http';
import { createEmployee, getEmployee } from '../hr';
import { setSalaryStructure } from '../payroll';
import { offers } from './schema';
import { effectiveStatus, offerById, todayInIndia } from './service';

/**
 * Creates the employee of an accepted offer with its contact, job, joining date and the offer's
 * salary split; the offer row stays locked meanwhile, so a second or concurrent convert answers
 * the employee already made.
 */
export async function convertOffer(
  ctx: AppContext,
  id: number,
  input: { account?: CreateEmployeeInput['account'] },
  actor: AuthUser,
) {
  return ctx.db.transaction(async (tx) => {
    const offer = await offerById(tx, id, true);
    if (offer.employeeId !== null)
      return { employee: await getEmployee(tx, offer.employeeId), temporaryPassword: null, created: false };
    const status = effectiveStatus(offer, todayInIndia());
    if (status !== 'accepted')
      throw conflict(`This offer is ${status}: only an accepted offer becomes an employee.`);
    const fields = parseInput(
      createEmployeeInput,
      {
        fullName: offer.candidateName,
        email: offer.candidateEmail,
        phone: offer.candidatePhone ?? '',
        department: offer.department,
        designation: offer.designation,
        dateOfJoining: offer.joiningDate,
        employmentType: 'permanent',
        workLocation: offer.location,
        workState: offer.workState,
        account: input.account ?? null,
      },
      'body',
    );
    // The nested calls run as savepoints of this transaction, so all of it commits or none.
    const scoped = { ...ctx, db: tx as unknown as Db };
    const made = await createEmployee(scoped, fields, actor);
    await setSalaryStructure(
      scoped.db,
      made.employee.id,
      {
        basic: offer.basic,
        hra: offer.hra,
        special: offer.special,
        other: offer.other,
        effectiveFrom: offer.joiningDate,
        version: 0,
      },
      actor.id,
    );
    await tx
      .update(offers)
      .set({ employeeId: made.employee.id, updatedAt: new Date() })
      .where(eq(offers.id, id));
    return { ...made, created: true };
  });
}
