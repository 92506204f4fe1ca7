import {
  CHECKLIST_TEMPLATE,
  canMoveStage,
  type SalesStage,
  wrongMoveMessage,
} from '@managewell/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound } from '../../platform/http';
import { leadHistory, leads } from '../leads';
import { checklistItems, leadSales } from './schema';

export type LeadSalesRow = typeof leadSales.$inferSelect;

/** The customer's own act on the quotation link: recorded instead of a staff user. */
export interface CustomerAct {
  /** The full name the customer typed. */
  name: string;
  at: string;
  ip: string | null;
  user_agent: string | null;
  /** sha256 of the exact version's content the customer accepted. */
  content_hash: string;
  version: number;
}

export interface StageMove {
  leadId: number;
  to: SalesStage;
  /** The staff user who moved the lead; null when the customer did (then `customer` says who). */
  actor: { id: number } | null;
  customer?: CustomerAct;
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
    actorId: move.actor?.id ?? null,
    at: now,
    changes: {
      stage: { from, to: move.to },
      ...(move.customer ? { customer: { from: null, to: move.customer } } : {}),
    },
    reason: move.note ?? null,
  });
  // An accepted quotation starts the handover: its checklist is made from the template.
  if (move.to === 'accepted') await openChecklist(tx, move.leadId);
  return row!;
}

/** The shared entry point (also used by the quotation side): see changeLeadStage. */
export async function moveLeadStage(
  tx: DbOrTx,
  input: Pick<StageMove, 'leadId' | 'to' | 'actor' | 'customer' | 'note'>,
): Promise<void> {
  await changeLeadStage(tx, input);
}

/** Creates the handover checklist (one row per template item) if the lead has none yet. */
export async function openChecklist(tx: DbOrTx, leadId: number): Promise<void> {
  await tx
    .insert(checklistItems)
    .values(CHECKLIST_TEMPLATE.map((item, position) => ({ leadId, key: item.key, position })))
    .onConflictDoNothing();
}
