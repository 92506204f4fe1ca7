import { incomeTaxEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import { recordSalaryReads } from './service';
import { listTaxDeclarations, myTaxDeclaration, saveTaxDeclaration } from './tax-declarations';

/** Income tax: each employee's regime and declarations (self-service), HR's view of them. */
export function incomeTaxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const me = (userId: number) => requireEmployeeOfUser(db, userId);

  registerEndpoints(app, incomeTaxEndpoints, {
    myDeclaration: async ({ params, user }) => myTaxDeclaration(db, await me(user.id), params.taxYear),
    saveMyDeclaration: async ({ params, body, user }) =>
      saveTaxDeclaration(db, await me(user.id), params.taxYear, body, user.id),
    declarations: async ({ query, user, request }) => {
      const page = await listTaxDeclarations(db, query);
      const shown = page.items.filter((r) => r.version > 0).map((r) => r.employeeId);
      await recordSalaryReads(db, user.id, 'salary', shown, request.ip);
      return page;
    },
  });
}
