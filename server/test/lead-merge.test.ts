import type { DuplicateLead, Lead, LeadHistoryEntry } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let verifier: string;
let sales: string;
let address = 0;

beforeAll(async () => {
  server = await startTestServer();
  verifier = await server.tokenFor('verification');
  sales = await server.tokenFor('sales');
});
afterAll(() => server.close());

/** A website enquiry, as the public form sends it; answers the stored lead. */
async function enquire(phone: string, email: string, message: string): Promise<Lead> {
  const response = await server.call({
    method: 'POST',
    url: '/api/website-frontend/enquiry',
    payload: { name: 'Kavya Iyer', email, phone, service: 'lap-pools', message },
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return lead(response.json().success.id);
}

async function lead(id: number): Promise<Lead> {
  const response = await server.call({ method: 'GET', url: `/api/leads/${id}`, token: verifier });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().success;
}

const duplicatesOf = async (id: number) => {
  const response = await server.call({ method: 'GET', url: `/api/leads/${id}/duplicates`, token: verifier });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().success as DuplicateLead[];
};

const historyOf = async (id: number) =>
  (await server.call({ method: 'GET', url: `/api/leads/${id}/history`, token: verifier })).json()
    .success as LeadHistoryEntry[];

const merge = (id: number, body: Record<string, unknown>, token = verifier) =>
  server.call({ method: 'POST', url: `/api/leads/${id}/merge`, token, payload: body });

describe('a second enquiry of the same customer', () => {
  it('is flagged by mobile and e-mail, refused for verification, and merged into the first without losing anything', async () => {
    const first = await enquire('9840011111', 'kavya@example.in', 'A lap pool for our villa.');
    const second = await enquire('+91 98400 11111', 'Kavya@Example.in', 'Also a small spa, please.');
    await server.database.pool.query(
      `insert into lead_attachments (lead_id, kind, stored_name, original_name, mime, bytes)
       values ($1, 'resume', 'stored-1', 'site-plan.pdf', 'application/pdf', 10)`,
      [second.id],
    );

    expect(await duplicatesOf(second.id)).toEqual([
      expect.objectContaining({ id: first.id, matchedOn: ['mobile', 'email'] }),
    ]);
    expect((await duplicatesOf(first.id)).map((d) => d.id)).toEqual([second.id]);

    const verify = await server.call({
      method: 'POST',
      url: `/api/leads/${second.id}/verify`,
      token: verifier,
      payload: { version: second.version },
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toMatchObject({ code: 'DUPLICATE_LEAD', details: [{ id: first.id }] });

    // Sales has no merge right; a stale version is refused; nothing changes.
    expect(
      (
        await merge(
          second.id,
          { into: first.id, version: second.version, into_version: first.version },
          sales,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await merge(second.id, { into: first.id, version: second.version + 1, into_version: first.version }))
        .statusCode,
    ).toBe(409);

    const firstHistory = await historyOf(first.id);
    const secondHistory = await historyOf(second.id);
    const response = await merge(second.id, {
      into: first.id,
      version: second.version,
      into_version: first.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const kept = response.json().success as Lead;
    expect(kept).toMatchObject({
      id: first.id,
      status: 'new',
      merged_into: null,
      version: first.version + 1,
    });
    expect(kept.notes).toContain('A lap pool for our villa.');
    expect(kept.notes).toContain(`From lead #${second.id}`);
    expect(kept.notes).toContain('Also a small spa, please.');

    const pointer = await lead(second.id);
    expect(pointer).toMatchObject({ status: 'merged', merged_into: first.id, notes: second.notes });

    // Both histories now live on the kept lead, with the merge recorded on each.
    const keptHistory = await historyOf(first.id);
    const ids = keptHistory.map((h) => h.id);
    for (const entry of [...firstHistory, ...secondHistory]) expect(ids).toContain(entry.id);
    expect(keptHistory[0]).toMatchObject({ action: 'merged', changes: { merged_lead: { to: second.id } } });
    expect(await historyOf(second.id)).toEqual([
      expect.objectContaining({
        action: 'merged',
        changes: expect.objectContaining({ merged_into: { from: null, to: first.id } }),
      }),
    ]);
    const files = await server.database.pool.query(
      'select lead_id from lead_attachments where stored_name = $1',
      ['stored-1'],
    );
    expect(files.rows).toEqual([{ lead_id: first.id }]);

    // The pointer is no longer a duplicate, cannot be merged, edited or verified again.
    expect(await duplicatesOf(first.id)).toEqual([]);
    expect(
      (await merge(second.id, { into: first.id, version: pointer.version, into_version: kept.version }))
        .statusCode,
    ).toBe(409);
    const verifyPointer = await server.call({
      method: 'POST',
      url: `/api/leads/${second.id}/verify`,
      token: verifier,
      payload: { version: pointer.version },
    });
    expect(verifyPointer.statusCode).toBe(409);
    expect(verifyPointer.json().message).toMatch(new RegExp(`merged into lead #${first.id}`));
  });

  it('merges only the same customer, never into itself, and never a verified lead away', async () => {
    const a = await enquire('9840022222', 'one@example.in', 'First.');
    const other = await enquire('9840033333', 'other@example.in', 'Someone else.');
    expect(
      (await merge(other.id, { into: a.id, version: other.version, into_version: a.version })).json().message,
    ).toMatch(/neither mobile nor e-mail/);
    expect((await merge(a.id, { into: a.id, version: a.version, into_version: a.version })).statusCode).toBe(
      409,
    );

    const b = await enquire('9840022222', 'two@example.in', 'Second.');
    const verified = await server.call({
      method: 'POST',
      url: `/api/leads/${a.id}/verify`,
      token: verifier,
      payload: { version: a.version, allowDuplicate: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const refused = await merge(a.id, { into: b.id, version: a.version + 1, into_version: b.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/verified lead/);
  });

  it('lets exactly one of two crossing merges win, leaving no lead pointing in a circle', async () => {
    const a = await enquire('9840044444', 'cross@example.in', 'One.');
    const b = await enquire('9840044444', 'cross@example.in', 'Two.');
    const answers = await Promise.all([
      merge(a.id, { into: b.id, version: a.version, into_version: b.version }),
      merge(b.id, { into: a.id, version: b.version, into_version: a.version }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await server.database.pool.query(
      'select id, status, merged_into from leads where id = any($1) order by id',
      [[a.id, b.id]],
    );
    expect(rows.rows.filter((r) => r.status === 'merged')).toHaveLength(1);
  });
});

describe('merging a business customer', () => {
  it('carries the GSTIN and billing address to the kept lead when it has none, never over its own', async () => {
    const kept = await enquire('9840022222', 'meera@example.in', 'A pool for our resort.');
    const other = await enquire('9840022222', 'accounts@example.in', 'Please quote with GST.');
    await server.database.pool.query(
      `update leads set gstin = '27AAPFU0939F1ZV', billing_address = '5 Linking Road, Mumbai 400050',
         billing_state = 'Maharashtra' where id = $1`,
      [other.id],
    );
    const merged = await merge(other.id, {
      into: kept.id,
      version: other.version,
      into_version: kept.version,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await lead(kept.id)).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      billing_address: '5 Linking Road, Mumbai 400050',
      billing_state: 'Maharashtra',
    });
    const [entry] = await historyOf(kept.id);
    expect(entry).toMatchObject({
      action: 'merged',
      changes: expect.objectContaining({
        gstin: { from: null, to: '27AAPFU0939F1ZV' },
        billing_address: { from: null, to: '5 Linking Road, Mumbai 400050' },
      }),
    });

    // A kept lead with its own GSTIN and address keeps them.
    const third = await enquire('9840022222', 'meera.rao@example.in', 'And a plunge pool.');
    await server.database.pool.query(
      `update leads set gstin = '27AABCT3518Q1ZW', billing_address = '1 Other Street, Pune 411001',
         billing_state = 'Maharashtra' where id = $1`,
      [third.id],
    );
    const before = await lead(kept.id);
    const again = await merge(third.id, {
      into: kept.id,
      version: third.version,
      into_version: before.version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await lead(kept.id)).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      billing_address: '5 Linking Road, Mumbai 400050',
    });
  });
});
