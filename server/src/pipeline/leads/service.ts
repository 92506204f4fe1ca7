import {
  type createLeadRequest,
  type DuplicateLead,
  ERROR_CODES,
  GSTIN_STATE_MESSAGE,
  gstinMatchesState,
  type Lead,
  type LeadHistoryAction,
  type LeadHistoryEntry,
  type LeadStatus,
  type leadSiteRequest,
  type mergeLeadRequest,
  type rejectLeadRequest,
  type updateLeadRequest,
  type verifyLeadRequest,
} from '@managewell/api/contract';
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { ApiError, conflict, notFound, validationFailed } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import { matchDuplicates } from './duplicates';
import { creationChanges, diffFields, type FieldChanges } from './history';
import { columnsFromInput, editableValues, leadName, toLead } from './mapping';
import { leadAttachments, leadHistory, leads } from './schema';

export interface Actor {
  id: number;
  username: string;
}

type Db = DbOrTx;

async function loadLead(db: Db, id: number, forUpdate = false) {
  const query = db.select().from(leads).where(eq(leads.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

async function creatorOf(db: Db, userId: number | null) {
  if (userId === null) return null;
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

async function writeHistory(
  db: Db,
  leadId: number,
  action: LeadHistoryAction,
  actor: Actor,
  changes: FieldChanges,
  reason: string | null = null,
) {
  await db.insert(leadHistory).values({ leadId, action, actorId: actor.id, changes, reason });
}

/** A lead by id; `onlyStatus` hides leads of other statuses (sales sees verified leads only). */
export async function getLead(db: Db, id: number, onlyStatus?: LeadStatus): Promise<Lead> {
  const row = await loadLead(db, id);
  if (!row || (onlyStatus && row.status !== onlyStatus)) throw notFound('There is no such lead.');
  return toLead(row, await creatorOf(db, row.createdBy));
}

/**
 * The other leads with the same mobile (+91 form) or e-mail, newest first; merged leads are left
 * out (their customer lives on in the lead they point to). `exceptId` leaves out the lead itself.
 */
async function findDuplicates(
  tx: DbOrTx,
  probe: { mobileNormalised: string; email: string | null },
  exceptId?: number,
): Promise<DuplicateLead[]> {
  const email = probe.email?.trim().toLowerCase() || null;
  const sameContact = and(
    email
      ? or(eq(leads.mobileNormalised, probe.mobileNormalised), eq(leads.email, email))
      : eq(leads.mobileNormalised, probe.mobileNormalised),
    isNull(leads.mergedInto),
  );
  const candidates = await tx
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      mobile: leads.mobile,
      mobileNormalised: leads.mobileNormalised,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(exceptId === undefined ? sameContact : and(sameContact, ne(leads.id, exceptId)))
    .orderBy(desc(leads.createdAt))
    .limit(20);
  return matchDuplicates(probe, candidates);
}

/**
 * Refuses (409 DUPLICATE_LEAD, with the matches in `details`) when another lead has the same
 * mobile (+91 form) or e-mail. `exceptId` leaves out the lead being edited.
 */
async function refuseDuplicates(
  tx: DbOrTx,
  probe: { mobileNormalised: string; email: string | null },
  exceptId?: number,
): Promise<void> {
  const duplicates = await findDuplicates(tx, probe, exceptId);
  if (duplicates.length > 0) {
    throw new ApiError(
      409,
      ERROR_CODES.duplicateLead,
      `This lead may already exist: ${duplicates.length} lead${duplicates.length === 1 ? ' has' : 's have'} the same mobile or e-mail. Check them, or go ahead anyway.`,
      undefined,
      duplicates,
    );
  }
}

/** The state of a lead's pool site, registered at start-up by sales (which records it), so leads imports no module built on it. */
let siteStateOf: (tx: DbOrTx, leadId: number) => Promise<string | null> = async () => null;

export function lookUpSiteStateWith(lookup: (tx: DbOrTx, leadId: number) => Promise<string | null>): void {
  siteStateOf = lookup;
}

/** 400 on the GSTIN field when the GSTIN is registered in neither the site's state nor the billing state. */
async function refuseGstinOfOtherState(
  tx: DbOrTx,
  leadId: number | null,
  columns: { gstin: string | null; billingState: string | null },
): Promise<void> {
  if (!columns.gstin) return;
  const site = leadId === null ? null : await siteStateOf(tx, leadId);
  if (!gstinMatchesState(columns.gstin, [site, columns.billingState]))
    throw validationFailed(GSTIN_STATE_MESSAGE, { gstin: GSTIN_STATE_MESSAGE });
}

/** Adds a lead; refuses with 409 DUPLICATE_LEAD when its mobile or e-mail is already known, unless allowed. */
export async function createLead(
  db: Db,
  input: z.output<typeof createLeadRequest>,
  actor: Actor,
): Promise<Lead> {
  const columns = columnsFromInput(input);
  return db.transaction(async (tx) => {
    await refuseGstinOfOtherState(tx, null, columns);
    if (!input.allowDuplicate) await refuseDuplicates(tx, columns);
    const [row] = await tx
      .insert(leads)
      .values({ ...columns, status: 'new', createdBy: actor.id })
      .returning();
    await writeHistory(tx, row!.id, 'created', actor, creationChanges(editableValues(row!)));
    return toLead(row!, actor);
  });
}

const staleVersion = () =>
  conflict(
    'Someone else changed this lead after you opened it. Please reload it and make your change again.',
  );

/** Locks the lead for a change made on `version`: 404 when it is gone, 409 when someone changed it since. */
async function loadForChange(tx: Db, id: number, version: number) {
  const current = await loadLead(tx, id, true);
  if (!current) throw notFound('There is no such lead.');
  if (current.version !== version) throw staleVersion();
  return current;
}

/** Saves an edit made on `version`; a stale version is refused (409) so no one's edit is lost. */
export async function updateLead(
  db: Db,
  id: number,
  input: z.output<typeof updateLeadRequest>,
  actor: Actor,
): Promise<Lead> {
  return db.transaction(async (tx) => {
    const current = await loadForChange(tx, id, input.version);
    if (current.status === 'merged') throw conflict(MERGED_MESSAGE(current.mergedInto));
    const columns = columnsFromInput(input);
    await refuseGstinOfOtherState(tx, id, columns);
    const contactChanged =
      columns.mobileNormalised !== current.mobileNormalised || columns.email !== current.email;
    if (contactChanged && !input.allowDuplicate) await refuseDuplicates(tx, columns, id);
    const changes = diffFields(editableValues(current), editableValues({ ...current, ...columns }));
    return saveEdit(tx, current, columns, changes, actor);
  });
}

/** Writes an edit's columns on the next version with its history; when nothing changed, the lead as it is. */
async function saveEdit(
  tx: Db,
  current: typeof leads.$inferSelect,
  columns: Partial<typeof leads.$inferInsert>,
  changes: FieldChanges,
  actor: Actor,
): Promise<Lead> {
  if (Object.keys(changes).length === 0) return toLead(current, await creatorOf(tx, current.createdBy));
  const [row] = await tx
    .update(leads)
    .set({ ...columns, version: current.version + 1, updatedAt: new Date() })
    .where(eq(leads.id, current.id))
    .returning();
  await writeHistory(tx, current.id, 'updated', actor, changes);
  return toLead(row!, await creatorOf(tx, row!.createdBy));
}

/**
 * Saves the site survey of a lead made on `version` (sales: verified leads only, as it sees them);
 * the history records what changed, like any edit.
 */
export async function updateLeadSite(
  db: Db,
  id: number,
  input: z.output<typeof leadSiteRequest>,
  actor: Actor,
  onlyStatus?: LeadStatus,
): Promise<Lead> {
  return db.transaction(async (tx) => {
    const current = await loadLead(tx, id, true);
    if (!current || (onlyStatus && current.status !== onlyStatus)) throw notFound('There is no such lead.');
    if (current.version !== input.version) throw staleVersion();
    if (current.status === 'merged') throw conflict(MERGED_MESSAGE(current.mergedInto));
    const columns = {
      siteLatitude: input.site_latitude,
      siteLongitude: input.site_longitude,
      siteNote: input.site_note ?? null,
      addressLine1: input.address_line1 ?? null,
      addressLine2: input.address_line2 ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      postalCode: input.postal_code ?? null,
    };
    const changes = diffFields(siteValues(current), siteValues({ ...current, ...columns }));
    return saveEdit(tx, current, columns, changes, actor);
  });
}

function siteValues(row: typeof leads.$inferSelect) {
  return {
    site_latitude: row.siteLatitude,
    site_longitude: row.siteLongitude,
    site_note: row.siteNote,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
  };
}

/** What runs in a lead's verification transaction, registered at start-up (app.ts: sales opens its row). */
const verifiedLeadHandlers = new Set<(tx: DbOrTx, leadId: number) => Promise<void>>();

/** Runs `handler` whenever a lead is verified, so leads depends on no module that takes leads over. */
export function onLeadVerified(handler: (tx: DbOrTx, leadId: number) => Promise<void>): void {
  verifiedLeadHandlers.add(handler);
}

/**
 * Verifies a new lead (or re-verifies a rejected one, clearing the reason) and tells sales about it.
 * A verified lead cannot be verified again.
 */
export async function verifyLead(
  db: Db,
  id: number,
  input: z.output<typeof verifyLeadRequest>,
  actor: Actor,
): Promise<Lead> {
  return db.transaction(async (tx) => {
    const current = await loadForChange(tx, id, input.version);
    if (current.status === 'verified') throw conflict('This lead is already verified.');
    if (current.status === 'merged') throw conflict(MERGED_MESSAGE(current.mergedInto));
    // A second enquiry of a known customer is merged, not handed to sales as a new lead, unless chosen.
    if (!input.allowDuplicate) await refuseDuplicates(tx, current, id);
    const [row] = await tx
      .update(leads)
      .set({ status: 'verified', rejectionReason: null, version: current.version + 1, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    const changes: FieldChanges = { status: { from: current.status, to: 'verified' } };
    if (current.rejectionReason) changes.rejection_reason = { from: current.rejectionReason, to: null };
    await writeHistory(tx, id, 'verified', actor, changes);
    // Hand the lead to sales: its sales row starts at "to call".
    for (const handler of verifiedLeadHandlers) await handler(tx, id);
    const name = leadName(current);
    await createNotification(tx, {
      group: 'role',
      role: 'sales',
      title: `New verified lead: ${current.city ? `${name}, ${current.city}` : name}`,
      link: `/app/sales/leads/${id}`,
      content: [
        `${name}${current.city ? ` from ${current.city}` : ''} (+91 ${current.mobile})`,
        current.interests
          ? `is interested in ${current.interests.replace(/-/g, ' ')}`
          : 'is ready for a call',
        `— verified by ${actor.username}.`,
      ].join(' '),
    });
    return toLead(row!, await creatorOf(tx, row!.createdBy));
  });
}

/** Rejects a new lead with a reason (kept on the lead and in its history). */
export async function rejectLead(
  db: Db,
  id: number,
  input: z.output<typeof rejectLeadRequest>,
  actor: Actor,
): Promise<Lead> {
  return db.transaction(async (tx) => {
    const current = await loadForChange(tx, id, input.version);
    if (current.status !== 'new') {
      throw conflict(`Only new leads can be rejected; this one is ${current.status}.`);
    }
    const [row] = await tx
      .update(leads)
      .set({
        status: 'rejected',
        rejectionReason: input.reason,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(leads.id, id))
      .returning();
    await writeHistory(
      tx,
      id,
      'rejected',
      actor,
      {
        status: { from: current.status, to: 'rejected' },
        rejection_reason: { from: null, to: input.reason },
      },
      input.reason,
    );
    return toLead(row!, await creatorOf(tx, row!.createdBy));
  });
}

const MERGED_MESSAGE = (into: number | null) => `This lead was merged into lead #${into}: work on that one.`;

/** Other leads that may be the same customer as this one (same mobile or e-mail). */
export async function duplicatesOf(db: Db, id: number): Promise<DuplicateLead[]> {
  const lead = await loadLead(db, id);
  if (!lead) throw notFound('There is no such lead.');
  if (lead.status === 'merged') return [];
  return findDuplicates(db, lead, id);
}

/** Fields the kept lead takes from the merged one when it has none of its own. */
const FILLED_FROM_MERGED = [
  'lastName',
  'company',
  'designation',
  'email',
  'phone',
  'fax',
  'website',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'postalCode',
  'interests',
  'category',
  'dealSize',
  'potential',
] as const;

/**
 * Merges lead `id` (new or rejected) into lead `input.into` of the same customer, in one
 * transaction with both rows locked: the kept lead gets the other's history, files, notes (its
 * enquiry) and the fields it lacks; the other becomes a pointer (status 'merged', merged_into)
 * and keeps its own values, so nothing is lost. Both histories record the merge.
 */
export async function mergeLead(
  db: Db,
  id: number,
  input: z.output<typeof mergeLeadRequest>,
  actor: Actor,
): Promise<Lead> {
  if (id === input.into) throw conflict('A lead cannot be merged into itself.');
  return db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = id < input.into ? [id, input.into] : [input.into, id];
    const locked = new Map<number, typeof leads.$inferSelect>();
    for (const leadId of [first, second]) {
      const row = await loadLead(tx, leadId, true);
      if (!row) throw notFound('There is no such lead.');
      locked.set(leadId, row);
    }
    const merged = locked.get(id)!;
    const kept = locked.get(input.into)!;
    if (merged.version !== input.version || kept.version !== input.into_version) throw staleVersion();
    if (merged.status === 'merged') throw conflict(MERGED_MESSAGE(merged.mergedInto));
    if (kept.status === 'merged') throw conflict(MERGED_MESSAGE(kept.mergedInto));
    if (merged.status === 'verified') {
      throw conflict('A verified lead is being worked on by sales: merge the other lead into it instead.');
    }
    const same = matchDuplicates(kept, [merged]);
    if (same.length === 0) {
      throw conflict('These leads share neither mobile nor e-mail: only the same customer can be merged.');
    }

    const filled: Partial<typeof leads.$inferInsert> = {};
    for (const field of FILLED_FROM_MERGED) {
      if ((kept[field] === null || kept[field] === undefined) && merged[field] !== null) {
        (filled as Record<string, unknown>)[field] = merged[field];
      }
    }
    // The customer's GST registration and billing address carry across, the address with its state.
    if (kept.gstin === null && merged.gstin !== null) filled.gstin = merged.gstin;
    if (kept.billingAddress === null && merged.billingAddress !== null) {
      filled.billingAddress = merged.billingAddress;
      filled.billingState = merged.billingState;
    }
    const enquiry = `From lead #${merged.id} (${merged.source}, ${merged.createdAt.toISOString().slice(0, 10)}): ${merged.notes ?? 'no notes'}`;
    const tags = [...new Set([...kept.tags, ...merged.tags])];
    const after = {
      ...kept,
      ...filled,
      notes: kept.notes ? `${kept.notes}\n\n${enquiry}` : enquiry,
      tags,
    };
    const changes = diffFields(editableValues(kept), editableValues(after));
    const [row] = await tx
      .update(leads)
      .set({ ...filled, notes: after.notes, tags, version: kept.version + 1, updatedAt: new Date() })
      .where(eq(leads.id, kept.id))
      .returning();
    await tx.update(leadHistory).set({ leadId: kept.id }).where(eq(leadHistory.leadId, merged.id));
    await tx.update(leadAttachments).set({ leadId: kept.id }).where(eq(leadAttachments.leadId, merged.id));
    await tx
      .update(leads)
      .set({ status: 'merged', mergedInto: kept.id, version: merged.version + 1, updatedAt: new Date() })
      .where(eq(leads.id, merged.id));
    const name = leadName(merged);
    await writeHistory(
      tx,
      kept.id,
      'merged',
      actor,
      { ...changes, merged_lead: { from: null, to: merged.id } },
      `Lead #${merged.id} (${name}, ${merged.source}) merged into this one: its history and files are here now.`,
    );
    await writeHistory(
      tx,
      merged.id,
      'merged',
      actor,
      { status: { from: merged.status, to: 'merged' }, merged_into: { from: null, to: kept.id } },
      `Merged into lead #${kept.id} (${leadName(kept)}), the same customer.`,
    );
    return toLead(row!, await creatorOf(tx, row!.createdBy));
  });
}

/** The history of a lead, newest first. */
export async function leadHistoryOf(db: Db, id: number): Promise<LeadHistoryEntry[]> {
  const lead = await loadLead(db, id);
  if (!lead) throw notFound('There is no such lead.');
  const rows = await db
    .select({ entry: leadHistory, username: users.username })
    .from(leadHistory)
    .leftJoin(users, eq(users.id, leadHistory.actorId))
    .where(eq(leadHistory.leadId, id))
    .orderBy(desc(leadHistory.at), desc(leadHistory.id));
  return rows.map(({ entry, username }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action as LeadHistoryAction,
    actor: entry.actorId !== null && username ? { id: entry.actorId, username } : null,
    changes: entry.changes,
    reason: entry.reason,
  }));
}
