import {
  CHECKLIST_TEMPLATE,
  type ChecklistItem,
  type ChecklistKey,
  type checklistItemUpdate,
} from '@managewell/api/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { leadHistory } from '../leads';
import { toSalesFile } from './files';
import { checklistItems, salesFiles } from './schema';
import type { Actor } from './service';
import { changeLeadStage, type LeadSalesRow, lockLeadSales } from './stages';

const LABELS = new Map<string, string>(CHECKLIST_TEMPLATE.map((i) => [i.key, i.label]));

/** The lead's handover checklist in template order (empty before acceptance). */
export async function checklistOf(db: DbOrTx, leadId: number): Promise<ChecklistItem[]> {
  const rows = await db
    .select({ item: checklistItems, username: users.username, name: users.fullName, photo: salesFiles })
    .from(checklistItems)
    .leftJoin(users, eq(users.id, checklistItems.doneBy))
    .leftJoin(salesFiles, eq(salesFiles.id, checklistItems.photoId))
    .where(eq(checklistItems.leadId, leadId))
    .orderBy(asc(checklistItems.position));
  return rows.map(({ item, username, name, photo }) => ({
    key: item.key as ChecklistKey,
    label: LABELS.get(item.key) ?? item.key,
    done: item.done,
    done_on: item.doneOn,
    done_by: item.doneBy !== null && username && name ? { id: item.doneBy, username, name } : null,
    note: item.note,
    photo: photo ? toSalesFile(photo, null) : null,
    version: item.version,
    updated_at: item.updatedAt.toISOString(),
  }));
}

const CHECKLIST_STAGES = ['accepted', 'checklist'];

/**
 * Ticks (or unticks) one item on the version the person loaded (409 when stale). The first change
 * moves an accepted lead to "checklist". A photo must be a checklist photo of the same lead.
 */
export async function updateChecklistItem(
  db: Db,
  leadId: number,
  key: string,
  input: z.output<typeof checklistItemUpdate>,
  actor: Actor,
): Promise<ChecklistItem[]> {
  return db.transaction(async (tx) => {
    const sales: LeadSalesRow = await lockLeadSales(tx, leadId);
    if (!CHECKLIST_STAGES.includes(sales.stage)) {
      throw conflict(
        sales.stage === 'done'
          ? 'This lead is handed over; its checklist is closed.'
          : 'The checklist starts when the customer accepts the quotation.',
      );
    }
    const [item] = await tx
      .select()
      .from(checklistItems)
      .where(and(eq(checklistItems.leadId, leadId), eq(checklistItems.key, key)))
      .for('update');
    if (!item) throw notFound('There is no such checklist item.');
    if (item.version !== input.version)
      throw conflict('Someone else changed this checklist item after you opened it. Reload and try again.');
    if (input.photo_id) {
      const [photo] = await tx
        .select({ id: salesFiles.id })
        .from(salesFiles)
        .where(
          and(
            eq(salesFiles.id, input.photo_id),
            eq(salesFiles.leadId, leadId),
            eq(salesFiles.kind, 'checklist-photo'),
          ),
        );
      if (!photo)
        throw validationFailed('That photo is not a checklist photo of this lead.', {
          photo_id: 'Upload the photo again.',
        });
    }
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const next = {
      done: input.done,
      doneOn: input.done ? (input.done_on ?? item.doneOn ?? today) : null,
      doneBy: input.done ? (item.done && item.doneBy !== null ? item.doneBy : actor.id) : null,
      note: input.note ?? null,
      photoId: input.photo_id === undefined ? item.photoId : input.photo_id,
    };
    await tx
      .update(checklistItems)
      .set({ ...next, version: item.version + 1, updatedAt: new Date() })
      .where(eq(checklistItems.id, item.id));
    await tx.insert(leadHistory).values({
      leadId,
      action: 'checklist_updated',
      actorId: actor.id,
      changes: {
        [key]: { from: item.done ? 'done' : 'open', to: input.done ? 'done' : 'open' },
        ...(item.note !== next.note ? { [`${key}.note`]: { from: item.note, to: next.note } } : {}),
      },
    });
    if (sales.stage === 'accepted') await changeLeadStage(tx, { leadId, to: 'checklist', actor });
    return checklistOf(tx, leadId);
  });
}
