import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../src/people/hr/schema';
import { mailOutbox } from '../src/workplace/mail/schema';
import { notifications } from '../src/workplace/notifications/schema';
import { startTestServer, type TestServer } from './helpers';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let mine: { id: number; code: string };
let theirs: { id: number; code: string };

const rs = (rupees: number) => rupees * 100;
const MONTH = '2030-07';

beforeAll(async () => {
  server = await startTestServer();
  hr = await server.tokenFor('hr');
  mine = await employeeFor(server, 'employee', { workState: 'Karnataka' });
  theirs = await employeeFor(server, 'sales', { workState: 'Maharashtra' });
  const { db } = server.database;
  await db
    .update(employees)
    .set({
      uan: '100200300400',
      esicNumber: '3100123456',
      fullName: 'Asha Rao',
      bankAccount: '001234567890',
      ifsc: 'HDFC0001234',
    })
    .where(eq(employees.id, mine.id));
  // No UAN and no bank account: both files must name this person rather than drop them silently.
  await db
    .update(employees)
    .set({ uan: null, bankAccount: null, fullName: 'Vikram Shah' })
    .where(eq(employees.id, theirs.id));
  for (const [id, amounts] of [
    [mine.id, { basic: rs(10_000), hra: rs(4_000), special: rs(4_000), other: 0 }],
    [theirs.id, { basic: rs(25_000), hra: rs(10_000), special: rs(8_000), other: rs(2_000) }],
  ] as const) {
    const current = await server.call({ method: 'GET', url: `/api/payroll/structures/${id}`, token: hr });
    const version = current.json().success.structure?.version ?? 0;
    const saved = await server.call({
      method: 'PUT',
      url: `/api/payroll/structures/${id}`,
      token: hr,
      payload: { ...amounts, effectiveFrom: '2030-01-01', version },
    });
    expect(saved.statusCode).toBe(200);
  }
  const preview = await server.call({ method: 'POST', url: `/api/payroll/runs/${MONTH}/preview`, token: hr });
  expect(preview.statusCode).toBe(200);
});
afterAll(() => server.close());

const get = (path: string, token = hr) =>
  server.call({ method: 'GET', url: `/api/payroll/runs/${MONTH}/${path}`, token });

describe('the files of a payroll month', () => {
  it('are refused with a clear message until the month is locked', async () => {
    for (const path of ['bank-transfer', 'pf-ecr', 'esic', 'file-gaps']) {
      const refused = await get(path);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Payroll for ${MONTH} is not locked yet: files are made from a locked month.`,
      );
    }
    expect((await get('pf-ecr', await server.tokenFor('employee'))).statusCode).toBe(403);
    const lock = await server.call({ method: 'POST', url: `/api/payroll/runs/${MONTH}/lock`, token: hr });
    expect(lock.statusCode).toBe(200);
  });

  it('locking told each paid person, in the app and by e-mail, once', async () => {
    const again = await server.call({ method: 'POST', url: `/api/payroll/runs/${MONTH}/lock`, token: hr });
    expect(again.statusCode).toBe(409);
    const { db } = server.database;
    const title = 'Your payslip for July 2030 is ready';
    const [person] = await db.select().from(employees).where(eq(employees.id, mine.id));
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person!.userId!), eq(notifications.title, title)));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe('/app/employee/payslips');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, title));
    expect(mails.filter((m) => m.toAddress === person!.email)).toHaveLength(1);
    expect(mails.every((m) => m.aboutKind === 'payslip')).toBe(true);
    expect(mails.map((m) => m.textBody).join('\n')).toContain('Dear Vikram Shah,');
  });

  it('give the bank transfer CSV in the default layout, net pay in rupees with paise', async () => {
    const file = await get('bank-transfer');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Beneficiary Account Number,IFSC,Beneficiary Name,Amount,Narration');
    expect(lines).toContain('001234567890,HDFC0001234,ASHA RAO,16665.00,SALARY JUL 2030');
    expect(file.body).not.toContain('VIKRAM SHAH');
    const coded = await get('bank-transfer?layout=bulk-neft-with-code');
    expect(coded.body.split('\r\n')[0]).toBe(
      'Employee Code,Beneficiary Account Number,IFSC,Beneficiary Name,Amount,Narration',
    );
    expect((await get('bank-transfer?layout=swift')).statusCode).toBe(400);
  });

  it('give the PF ECR 2.0 text: #~# separated, whole rupees, one line a member with a UAN', async () => {
    const file = await get('pf-ecr');
    expect(file.statusCode).toBe(200);
    // Gross 18,000; EPF/EPS/EDLI wages 10,000; EE 1,200; EPS 833; ER difference 367; NCP 0; refund 0.
    expect(file.body).toBe(
      '100200300400#~#ASHA RAO#~#18000#~#10000#~#10000#~#10000#~#1200#~#833#~#367#~#0#~#0\n',
    );
  });

  it('give the ESIC monthly contribution file of the people ESI covers', async () => {
    const file = await get('esic');
    expect(file.statusCode).toBe(200);
    expect(file.body.trimEnd().split('\r\n')).toEqual([
      'IP Number,IP Name,No of Days for which wages paid,Total Monthly Wages',
      '3100123456,ASHA RAO,31,18000.00',
    ]);
  });

  it('list the people each file leaves out', async () => {
    const gaps = await get('file-gaps');
    expect(gaps.statusCode).toBe(200);
    const vikram = { employeeId: theirs.id, code: theirs.code, fullName: 'Vikram Shah' };
    expect(gaps.json().success.bank).toContainEqual(vikram);
    expect(gaps.json().success.uan).toContainEqual(vikram);
    expect(gaps.json().success.esic).not.toContainEqual(vikram);
  });
});
