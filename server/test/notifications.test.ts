import type { EmployeeNotifications } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let hrToken: string;
let hrId: number;

beforeAll(async () => {
  server = await startTestServer();
  hrToken = await server.tokenFor('hr');
  hrId = await server.userId('hr');
});
afterAll(() => server.close());

const mine = async (token = hrToken, id = hrId) =>
  (await server.call({ method: 'GET', url: `/api/notification/getEmployeeNotification/${id}`, token })).json()
    .success as EmployeeNotifications;

const mark = (route: string, id: number, token = hrToken) =>
  server.call({ method: 'GET', url: `/api/notification/${route}/${id}`, token });

describe('notifications', () => {
  it('lists my unread notifications in the three groups', async () => {
    const notes = await mine();
    expect(notes.roleNotification.length).toBeGreaterThan(0);
    expect(notes.allNotification.length).toBeGreaterThan(0);
    expect(notes.myNotification.length).toBeGreaterThan(0);
    const roles = await server.database.pool.query(
      `select distinct role from notifications where id = any($1::int[])`,
      [notes.roleNotification.map((n) => n.id)],
    );
    expect(roles.rows).toEqual([{ role: 'hr' }]);
  });

  it('marks one notification per group read, only when it is addressed to me', async () => {
    const before = await mine();
    const role = before.roleNotification[0]!.id;
    const all = before.allNotification[0]!.id;
    const personal = before.myNotification[0]!.id;
    // Wrong group or somebody else's notification: 404.
    expect((await mark('updateEmployeeRoleWiseNotificationReadStatus', all)).statusCode).toBe(404);
    const salesOnly = await server.database.pool.query(
      `select id from notifications where role = 'sales' limit 1`,
    );
    expect(
      (await mark('updateEmployeeRoleWiseNotificationReadStatus', salesOnly.rows[0].id)).statusCode,
    ).toBe(404);
    const othersPersonal = await server.database.pool.query(
      `select id from notifications where "group" = 'personal' and user_id <> $1 limit 1`,
      [hrId],
    );
    expect((await mark('updateEmployeeNotificationReadStatus', othersPersonal.rows[0].id)).statusCode).toBe(
      404,
    );

    expect((await mark('updateEmployeeRoleWiseNotificationReadStatus', role)).json()).toEqual({
      success: true,
    });
    expect((await mark('updateEmployeeAllNotificationReadStatus', all)).statusCode).toBe(200);
    expect((await mark('updateEmployeeNotificationReadStatus', personal)).statusCode).toBe(200);
    // Marking twice is harmless.
    expect((await mark('updateEmployeeNotificationReadStatus', personal)).statusCode).toBe(200);

    const after = await mine();
    expect(after.roleNotification.map((n) => n.id)).not.toContain(role);
    expect(after.allNotification.map((n) => n.id)).not.toContain(all);
    expect(after.myNotification.map((n) => n.id)).not.toContain(personal);
    expect(after.roleNotification).toHaveLength(before.roleNotification.length - 1);

    // Another user still sees the all-staff notification.
    const quotation = await mine(await server.tokenFor('quotation'), await server.userId('quotation'));
    expect(quotation.allNotification.map((n) => n.id)).toContain(all);
  });

  it('clears all of mine, only for my own user id', async () => {
    const otherId = await server.userId('sales');
    const forbidden = await mark('updateEmployeeAllTypeNotificationReadStatus', otherId);
    expect(forbidden.statusCode).toBe(403);
    const cleared = await mark('updateEmployeeAllTypeNotificationReadStatus', hrId);
    expect(cleared.statusCode).toBe(200);
    expect(await mine()).toEqual({ roleNotification: [], allNotification: [], myNotification: [] });
    const sales = await mine(await server.tokenFor('sales'), otherId);
    expect(sales.allNotification.length).toBeGreaterThan(0);
  });
});
