import { canMoveStage, type SalesStage, wrongMoveMessage } from '@managewell/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leadHistory, leads } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { leadSales } from './schema';

export type LeadSalesRow = typeof leadSales.$inferSelect;

export interface StageMove {
  leadId: number;
  to: SalesStage;
  actor: { id: number };
  note?: string;
  /** The lead's sales version the person saw; a different current version answers 409. */
  expectedVersion?: number;
  /** Other columns changed with the move (the next follow-up, the owner). */
  set?: Partial<Pick<LeadSalesRow, 'nextFollowUpAt' | 'followUpRemindedAt' | 'ownerId'>>;
}

export const staleSalesVersion = () =>
  conflict(
    'Someone else worked on this lead after you opened it. Reload it to see what changed, then try again.',
  );

/** Gives a verified lead its sales row (stage "to call") if it has none yet; other leads get none. */
export async function openLeadSales(
  tx: DbOrTx,
  leadId: number,
  ownerId: number | null = null,
): Promise<void> {
  await tx.execute(sql`
    insert into ${leadSales} (lead_id, owner_id)
    select ${leads.id}, ${ownerId} from ${leads} where ${leads.id} = ${leadId} and ${leads.status} = 'verified'
    on conflict do nothing`);
}

/**
 * Locks the lead's sales row (SELECT … FOR UPDATE) for a change: 404 when the lead is not in sales
 * (not verified), 409 when `expectedVersion` is given and someone changed the lead since.
 */
export async function lockLeadSales(
  tx: DbOrTx,
  leadId: number,
  expectedVersion?: number,
): Promise<LeadSalesRow> {
  await openLeadSales(tx, leadId);
  const [row] = await tx.select().from(leadSales).where(eq(leadSales.leadId, leadId)).for('update');
  if (!row) throw notFound('There is no such lead in sales.');
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw staleSalesVersion();
  return row;
}

/**
 * Moves a lead to another sales stage along ALLOWED_STAGE_MOVES under a row lock, so two people
 * moving the same lead at once cannot both win from the same stage. A wrong move answers 409 with
 * the stage it is at and where it can go. The change goes into the lead's history (who, when,
 * from, to, the note). Returns the updated row.
 */
export async function changeLeadStage(tx: DbOrTx, move: StageMove): Promise<LeadSalesRow> {
  const current = await lockLeadSales(tx, move.leadId, move.expectedVersion);
  const from = current.stage as SalesStage;
  if (!canMoveStage(from, move.to)) throw conflict(wrongMoveMessage(from, move.to));
  const now = new Date();
  const [row] = await tx
    .update(leadSales)
    .set({
      ...move.set,
      stage: move.to,
      version: current.version + 1,
      ...(from !== move.to ? { stageChangedAt: now } : {}),
    })
    .where(eq(leadSales.leadId, move.leadId))
    .returning();
  await tx.insert(leadHistory).values({
    leadId: move.leadId,
    action: 'stage_changed',
    actorId: move.actor.id,
    at: now,
    changes: { stage: { from, to: move.to } },
    reason: move.note ?? null,
  });
  return row!;
}

/** The shared entry point (also used by the quotation side): see changeLeadStage. */
export async function moveLeadStage(
  tx: DbOrTx,
  input: { leadId: number; to: SalesStage; actor: { id: number }; note?: string },
): Promise<void> {
  await changeLeadStage(tx, input);
}
