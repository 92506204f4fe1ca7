import type { TdsRegisterRow } from '@managewell/api/contract';
import { incomeTaxEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import { form130Pdf } from './form130';
import { sendPdf } from './pdf-reply';
import { getRun, recordSalaryReads } from './service';
import { listTaxDeclarations, myTaxDeclaration, saveTaxDeclaration } from './tax-declarations';
import { tdsRegister } from './tds';

const TDS_EXPORT: ExportColumn<TdsRegisterRow>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'PAN', value: (r) => r.pan },
  { header: 'Regime', value: (r) => r.regime },
  { header: 'Gross this month', kind: 'money', value: (r) => r.grossEarned },
  { header: 'TDS this month', kind: 'money', value: (r) => r.tds },
  { header: 'Salary to date', kind: 'money', value: (r) => r.ytdGross },
  { header: 'TDS to date', kind: 'money', value: (r) => r.ytdTds },
  { header: 'Projected taxable income', kind: 'money', value: (r) => r.projectedTaxable },
  { header: 'Tax for the year', kind: 'money', value: (r) => r.annualTax },
];

/** Income tax: each employee's regime and declarations (self-service), HR's view of them, the TDS register. */
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
    tdsRegister: async ({ params, query, user, request }) => {
      await getRun(db, params.month);
      const page = await tdsRegister(db, params.month, query);
      await recordSalaryReads(
        db,
        user.id,
        'payslip',
        page.items.map((r) => r.employeeId),
        request.ip,
      );
      return page;
    },
    tdsRegisterExport: async ({ params: { month }, query: { format, ...query }, user, request, reply }) => {
      await getRun(db, month);
      const rows = pagesOf(async (page, pageSize) => {
        const { items } = await tdsRegister(db, month, { ...query, page, pageSize });
        await recordSalaryReads(
          db,
          user.id,
          'payslip',
          items.map((r) => r.employeeId),
          request.ip,
        );
        return items;
      });
      return sendExport(reply, { name: `tds-register-${month}`, format, columns: TDS_EXPORT, rows });
    },
    tdsCertificate: async ({ params: { employeeId, taxYear }, user, request, reply }) => {
      const { pdf, filename } = await form130Pdf(db, employeeId, taxYear);
      await recordSalaryReads(db, user.id, 'payslip', [employeeId], request.ip);
      return sendPdf(reply, pdf, filename);
    },
    // The signed-in person's own certificate: there is no id to ask for anyone else's.
    myTdsCertificate: async ({ params: { taxYear }, user, reply }) => {
      const { pdf } = await form130Pdf(db, (await me(user.id)).id, taxYear);
      return sendPdf(reply, pdf, `form-130-${taxYear}.pdf`);
    },
  });
}
