import type { SalesStage } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { conflict } from '../../platform/http';
import { type CustomerAct, changeLeadStage, leadSales, lockLeadSales } from '../sales';

/** Moves a lead's sales stage inside the caller's transaction. */
export type StageMover = (
  tx: DbOrTx,
  move: { leadId: number; to: string; actor: { id: number } | null; customer?: CustomerAct; note?: string },
) => Promise<void>;

/**
 * Moves the lead's sales stage with the quotation's step (costed, extra payments, terms, final
 * sent, accepted) through the sales state machine (409 on a move it does not allow). A step
 * repeated at the same stage (a second extra payment, terms saved again) keeps the stage.
 */
export const moveQuotationStage: StageMover = async (tx, { leadId, to, actor, customer, note }) => {
  const row = await lockLeadSales(tx, leadId);
  if (row.stage === to) return;
  await changeLeadStage(tx, {
    leadId,
    to: to as SalesStage,
    actor,
    ...(customer ? { customer } : {}),
    ...(note ? { note } : {}),
  });
};

/** The lead's stage and sales owner (locks the row); 409 unless the stage is one of `allowed`. */
export async function requireStage(
  tx: DbOrTx,
  leadId: number,
  allowed: readonly SalesStage[],
  message: string,
) {
  const row = await lockLeadSales(tx, leadId);
  if (!allowed.includes(row.stage as SalesStage)) throw conflict(message);
  return row;
}

export async function salesOwnerOf(tx: DbOrTx, leadId: number): Promise<number | null> {
  const [row] = await tx
    .select({ ownerId: leadSales.ownerId })
    .from(leadSales)
    .where(eq(leadSales.leadId, leadId));
  return row?.ownerId ?? null;
}
