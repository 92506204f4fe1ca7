import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadHistory, leads } from '../src/pipeline/leads';
import { leadSales } from '../src/pipeline/sales/schema';
import { changeLeadStage, moveLeadStage } from '../src/pipeline/sales/stages';
import { ApiError } from '../src/platform/http/errors';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let salesId: number;

beforeAll(async () => {
  server = await startTestServer();
  salesId = await server.userId('sales');
});
afterAll(() => server.close());

const leadAt = async (stage: string) => {
  const [row] = await server.database.db
    .select({ leadId: leadSales.leadId, version: leadSales.version })
    .from(leadSales)
    .where(eq(leadSales.stage, stage))
    .limit(1);
  return row!;
};

const stageOf = async (leadId: number) =>
  (await server.database.db.select().from(leadSales).where(eq(leadSales.leadId, leadId)))[0]!.stage;

describe('moveLeadStage', () => {
  it('gives every verified demo lead a sales row, and none to other leads', async () => {
    const db = server.database.db;
    const verified = await db.select({ id: leads.id }).from(leads).where(eq(leads.status, 'verified'));
    const rows = await db.select({ id: leadSales.leadId }).from(leadSales);
    expect(rows.map((r) => r.id).sort()).toEqual(verified.map((r) => r.id).sort());
  });

  it('moves along an allowed move and records who, when, from and to in the history', async () => {
    const lead = await leadAt('to_call');
    await server.database.db.transaction((tx) =>
      moveLeadStage(tx, {
        leadId: lead.leadId,
        to: 'interested',
        actor: { id: salesId },
        note: 'Liked the idea',
      }),
    );
    expect(await stageOf(lead.leadId)).toBe('interested');
    const [entry] = await server.database.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, lead.leadId), eq(leadHistory.action, 'stage_changed')))
      .orderBy(desc(leadHistory.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: salesId,
      changes: { stage: { from: 'to_call', to: 'interested' } },
      reason: 'Liked the idea',
    });
  });

  it('refuses a wrong move with 409 and a clear message, changing nothing', async () => {
    const lead = await leadAt('to_call');
    const error = await server.database.db
      .transaction((tx) => moveLeadStage(tx, { leadId: lead.leadId, to: 'costed', actor: { id: salesId } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toMatch(/"To call" and cannot move to "Costed"/);
    expect(await stageOf(lead.leadId)).toBe('to_call');
  });

  it('refuses a stale version with 409', async () => {
    const lead = await leadAt('to_call');
    const error = await server.database.db
      .transaction((tx) =>
        changeLeadStage(tx, {
          leadId: lead.leadId,
          to: 'unreachable',
          actor: { id: salesId },
          expectedVersion: lead.version + 5,
        }),
      )
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
  });

  it('lets only one of two simultaneous moves from the same stage win (row lock)', async () => {
    const lead = await leadAt('accepted');
    const move = () =>
      server.database.db.transaction((tx) =>
        changeLeadStage(tx, {
          leadId: lead.leadId,
          to: 'checklist',
          actor: { id: salesId },
          expectedVersion: lead.version,
        }),
      );
    const results = await Promise.allSettled([move(), move()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failure.reason as ApiError).status).toBe(409);
  });

  it('answers 404 for a lead that is not in sales', async () => {
    const [newLead] = await server.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.status, 'new'))
      .limit(1);
    const error = await server.database.db
      .transaction((tx) =>
        moveLeadStage(tx, { leadId: newLead!.id, to: 'interested', actor: { id: salesId } }),
      )
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
  });
});
