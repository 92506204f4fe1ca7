import type { Page, PersonRef, SalesLeadDetail, SalesLeadSummary } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/auth/sessions';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let sales: string;
let salesId: number;
/** A second sales person, made for these tests. */
let colleague: { id: number; token: string };

const ok = <T>(response: { statusCode: number; body: string; json(): { success: T } }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().success;
};
const detail = async (id: number, token = sales) =>
  ok<SalesLeadDetail>(await server.call({ method: 'GET', url: `/api/sales/leads/${id}`, token }));
const assign = (id: number, payload: Record<string, unknown>, token = sales) =>
  server.call({ method: 'PUT', url: `/api/sales/leads/${id}/owner`, token, payload });
const leads = async (query: string, token = sales) =>
  ok<Page<SalesLeadSummary>>(
    await server.call({ method: 'GET', url: `/api/sales/leads?queue=all&pageSize=100${query}`, token }),
  );

beforeAll(async () => {
  server = await startTestServer();
  sales = await server.tokenFor('sales');
  salesId = await server.userId('sales');
  const made = await server.database.pool.query<{ id: number }>(
    `insert into users (username, password_hash, role, full_name) values ('sales2', 'x', 'sales', 'Neha Kapoor') returning id`,
  );
  const id = made.rows[0]!.id;
  colleague = { id, token: await createSession(server.database.db, id, 3_600_000, '127.0.0.1') };
});
afterAll(() => server.close());

describe('a lead’s owner', () => {
  it('lists the active sales people to choose from', async () => {
    const team = ok<PersonRef[]>(await server.call({ method: 'GET', url: '/api/sales/team', token: sales }));
    expect(team).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: salesId }),
        { id: colleague.id, username: 'sales2', name: 'Neha Kapoor' },
      ]),
    );
    const hr = await server.tokenFor('hr');
    expect((await server.call({ method: 'GET', url: '/api/sales/team', token: hr })).statusCode).toBe(403);
  });

  it('is given by any sales user, recorded in the history, and the new owner is told', async () => {
    const [lead] = (await leads('')).items;
    const before = await detail(lead!.id);
    const given = ok<SalesLeadDetail>(
      await assign(lead!.id, { owner_id: colleague.id, version: before.sales.version }),
    );
    expect(given.sales.owner).toEqual({ id: colleague.id, username: 'sales2', name: 'Neha Kapoor' });
    expect(given.sales.version).toBe(before.sales.version + 1);
    const entry = given.history.find((h) => h.action === 'owner_changed');
    expect(entry).toMatchObject({
      actor: { id: salesId },
      changes: { owner: { from: before.sales.owner?.username ?? null, to: 'sales2' } },
    });
    const told = await server.database.pool.query(
      `select title, link from notifications where "group" = 'personal' and user_id = $1`,
      [colleague.id],
    );
    expect(told.rows).toEqual([{ title: 'Lead assigned to you', link: `/app/sales/leads/${lead!.id}` }]);

    // The colleague hands it back: the first sales user is told in turn.
    const back = ok<SalesLeadDetail>(
      await assign(lead!.id, { owner_id: salesId, version: given.sales.version }, colleague.token),
    );
    expect(back.sales.owner?.id).toBe(salesId);
    expect(back.history.filter((h) => h.action === 'owner_changed')).toHaveLength(2);
  });

  it('refuses a stale version, a person outside sales and a lead not in sales', async () => {
    const [, lead] = (await leads('')).items;
    const current = await detail(lead!.id);
    expect(
      (await assign(lead!.id, { owner_id: colleague.id, version: current.sales.version + 5 })).statusCode,
    ).toBe(409);
    const hrId = await server.userId('hr');
    const refused = await assign(lead!.id, { owner_id: hrId, version: current.sales.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields?.owner_id ?? refused.body).toMatch(/sales person/);
    expect((await assign(2_000_000, { owner_id: colleague.id, version: 1 })).statusCode).toBe(404);
    expect((await assign(lead!.id, { owner_id: 'x', version: 1 })).statusCode).toBe(400);
    expect((await detail(lead!.id)).sales.version).toBe(current.sales.version);
  });

  it('filters the lists to my leads and unassigned ones, or every lead', async () => {
    const all = await leads('');
    const [lead, other] = all.items.filter((l) => l.owner?.id !== colleague.id);
    const current = await detail(lead!.id);
    ok(await assign(lead!.id, { owner_id: colleague.id, version: current.sales.version }));
    ok(await assign(other!.id, { owner_id: salesId, version: (await detail(other!.id)).sales.version }));
    const mine = await leads('&mine=1', colleague.token);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((l) => l.owner === null || l.owner.id === colleague.id)).toBe(true);
    expect(mine.items.map((l) => l.id)).toContain(lead!.id);
    expect(mine.items.map((l) => l.id)).not.toContain(other!.id);
    expect((await leads('&mine=0', colleague.token)).total).toBe(all.total);
  });
});
