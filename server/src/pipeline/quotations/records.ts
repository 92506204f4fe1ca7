/**
 * Quotation records: loading a lead and its quotation, the checks and writes every step shares, and a quotation as staff read it.
 */
import { randomBytes } from 'node:crypto';
import type {
  QuotationContent,
  QuotationCustomer,
  QuotationDetail,
  QuotationLine,
  QuotationStatus,
  QuotationTerms,
  QuotationVersionSummary,
  quotationDraftInput,
} from '@managewell/api/contract';
import { quotationTotals } from '@managewell/api/quotation';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { contentHash as quotationHash } from '../../workplace/documents';
import { billingAddressOf, leadHistory, leads } from '../leads';
import { siteStateOf } from '../sales';
import { catalogueItems, quotationChangeRequests, quotations, quotationVersions } from './schema';

export interface Actor {
  id: number;
  username: string;
}

export type Tx = DbOrTx;
type QuotationRow = typeof quotations.$inferSelect;
type VersionRow = typeof quotationVersions.$inferSelect;

// --- Loading --------------------------------------------------------------------------------------

export const ownerUser = alias(users, 'owner');

export async function loadVerifiedLead(tx: Tx, leadId: number, forUpdate = false) {
  const query = tx.select().from(leads).where(eq(leads.id, leadId));
  const [lead] = await (forUpdate ? query.for('update') : query);
  if (lead?.status !== 'verified') throw notFound('There is no such verified lead.');
  return lead;
}

export async function loadQuotation(tx: Tx, leadId: number, forUpdate = false): Promise<QuotationRow | null> {
  const query = tx.select().from(quotations).where(eq(quotations.leadId, leadId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The person's own name, without the company: how letters to them begin. */
export const personNameOf = (lead: Pick<typeof leads.$inferSelect, 'firstName' | 'lastName'>) =>
  lead.lastName ? `${lead.firstName} ${lead.lastName}` : lead.firstName;

export function customerOf(lead: typeof leads.$inferSelect): QuotationCustomer {
  const name = personNameOf(lead);
  const address = [lead.addressLine1, lead.addressLine2, lead.city, lead.state, lead.postalCode]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return {
    name: lead.company ? `${name} (${lead.company})` : name,
    email: lead.email,
    mobile: `+91 ${lead.mobile}`,
    address,
    state: lead.state,
    gstin: lead.gstin,
    billing_address: billingAddressOf(lead),
  };
}

/** The content of a version with its amounts and totals computed here, on the server. */
export function buildContent(
  base: Pick<QuotationContent, 'number' | 'customer' | 'inter_state' | 'note'>,
  lines: QuotationLine[],
  overallDiscountBps: number,
  terms: QuotationTerms | null,
  discountExtras: boolean,
): QuotationContent {
  const { amounts, totals } = quotationTotals({
    lines,
    overall_discount_bps: overallDiscountBps,
    discount_extras: discountExtras,
    inter_state: base.inter_state,
  });
  return {
    ...base,
    lines,
    overall_discount_bps: overallDiscountBps,
    discount_extras: discountExtras,
    amounts,
    totals,
    terms,
  };
}

export { siteStateOf };

const newKey = () => randomBytes(6).toString('base64url');

/** Checks catalogue references (400 naming the line) and gives every line a key. */
export async function resolveLines(
  tx: Tx,
  input: z.output<typeof quotationDraftInput>['lines'],
  previous: QuotationLine[],
  origin: QuotationLine['origin'],
): Promise<QuotationLine[]> {
  const ids = [...new Set(input.flatMap((l) => (l.catalogue_item_id === null ? [] : [l.catalogue_item_id])))];
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: catalogueItems.id })
            .from(catalogueItems)
            .where(and(inArray(catalogueItems.id, ids), eq(catalogueItems.active, true)))
        ).map((r) => r.id),
  );
  const fields: Record<string, string> = {};
  input.forEach((line, i) => {
    if (line.catalogue_item_id !== null && !known.has(line.catalogue_item_id))
      fields[`lines.${i}.catalogue_item_id`] = 'There is no such active catalogue item.';
  });
  if (Object.keys(fields).length > 0)
    throw validationFailed('Please correct the lines: a catalogue item is unknown or withdrawn.', fields);
  const previousByKey = new Map(previous.map((l) => [l.key, l]));
  const used = new Set<string>();
  return input.map(({ key, ...line }) => {
    const kept = key && !used.has(key) ? previousByKey.get(key) : undefined;
    const finalKey = kept ? key! : newKey();
    used.add(finalKey);
    return { ...line, key: finalKey, origin: kept?.origin ?? origin };
  });
}

export function staleVersion(): never {
  throw conflict(
    'Someone else saved this quotation since you opened it. Reload to see their changes, then make yours again.',
  );
}

export function checkVersion(row: QuotationRow | null, version: number): asserts row is QuotationRow {
  if (!row) throw notFound('This lead has no quotation yet.');
  if (row.version !== version) staleVersion();
}

export function refuseIfClosed(row: QuotationRow) {
  if (row.status === 'accepted')
    throw conflict('This quotation was accepted by the customer: it can no longer change.');
  if (row.status === 'declined') throw conflict('This quotation was declined: it can no longer change.');
}

/**
 * Locks the lead and its quotation for a sales step after costing: 404, 409 when the caller's
 * version is stale, the quotation is closed or not costed yet.
 */
export async function lockCostedQuotation(tx: Tx, leadId: number, version: number) {
  const lead = await loadVerifiedLead(tx, leadId, true);
  const row = await loadQuotation(tx, leadId, true);
  checkVersion(row, version);
  refuseIfClosed(row);
  if (row.status === 'draft') throw conflict('The quotation team has not costed this quotation yet.');
  return { lead, row };
}

export async function saveRow(tx: Tx, row: QuotationRow, changes: Partial<typeof quotations.$inferInsert>) {
  const draft = changes.draft ?? row.draft;
  const [saved] = await tx
    .update(quotations)
    .set({
      ...changes,
      totalPaise: draft.totals.grand_total_paise,
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(quotations.id, row.id), eq(quotations.version, row.version)))
    .returning();
  if (!saved) staleVersion();
  return saved;
}

/** Freezes the draft as the next version (with who and why). */
export async function cutVersion(tx: Tx, row: QuotationRow, reason: string, actor: Actor): Promise<number> {
  const no = row.latestVersion + 1;
  await tx.insert(quotationVersions).values({
    quotationId: row.id,
    no,
    content: row.draft,
    contentHash: quotationHash(row.draft),
    totalPaise: row.draft.totals.grand_total_paise,
    reason,
    createdBy: actor.id,
  });
  return no;
}

export async function latestVersionRow(tx: Tx, row: QuotationRow): Promise<VersionRow | null> {
  if (row.latestVersion === 0) return null;
  const [v] = await tx
    .select()
    .from(quotationVersions)
    .where(and(eq(quotationVersions.quotationId, row.id), eq(quotationVersions.no, row.latestVersion)));
  return v ?? null;
}

export async function writeLeadHistory(
  tx: Tx,
  leadId: number,
  action: string,
  actor: Actor | null,
  changes: Record<string, { from: unknown; to: unknown }>,
  reason: string | null = null,
) {
  await tx.insert(leadHistory).values({ leadId, action, actorId: actor?.id ?? null, changes, reason });
}

// --- Reading ----------------------------------------------------------------------------------------

const createdUser = alias(users, 'created_user');
const sentUser = alias(users, 'sent_user');

/** Versions matching `where`, each with who cut it and who sent it. */
export function versionsWithUsers(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      v: quotationVersions,
      createdBy: { id: createdUser.id, username: createdUser.username },
      sentBy: { id: sentUser.id, username: sentUser.username },
    })
    .from(quotationVersions)
    .leftJoin(createdUser, eq(createdUser.id, quotationVersions.createdBy))
    .leftJoin(sentUser, eq(sentUser.id, quotationVersions.sentBy))
    .where(where);
}

async function versionSummaries(
  tx: Tx,
  quotationId: number,
  latest: number,
): Promise<QuotationVersionSummary[]> {
  const rows = await versionsWithUsers(tx, eq(quotationVersions.quotationId, quotationId)).orderBy(
    desc(quotationVersions.no),
  );
  return rows.map(({ v, createdBy, sentBy }) => toSummary(v, createdBy, sentBy, latest));
}

export function toSummary(
  v: VersionRow,
  createdBy: { id: number | null; username: string | null } | null,
  sentBy: { id: number | null; username: string | null } | null,
  latest: number,
): QuotationVersionSummary {
  const user = (u: { id: number | null; username: string | null } | null) =>
    u && u.id !== null && u.username !== null ? { id: u.id, username: u.username } : null;
  return {
    no: v.no,
    reason: v.reason,
    total_paise: v.totalPaise,
    content_hash: v.contentHash,
    created_at: v.createdAt.toISOString(),
    created_by: user(createdBy),
    sent_at: v.sentAt?.toISOString() ?? null,
    sent_by: user(sentBy),
    sent_to: v.sentTo,
    link: v.token ? `/quotation/${v.token}` : null,
    accepted_at: v.acceptedAt?.toISOString() ?? null,
    accepted_name: v.acceptedName,
    superseded: v.no < latest,
  };
}

export async function quotationOfLead(db: Tx, leadId: number): Promise<QuotationDetail | null> {
  await loadVerifiedLead(db, leadId);
  const [found] = await db
    .select({ q: quotations, owner: { id: ownerUser.id, username: ownerUser.username } })
    .from(quotations)
    .leftJoin(ownerUser, eq(ownerUser.id, quotations.ownerId))
    .where(eq(quotations.leadId, leadId));
  if (!found) return null;
  const { q, owner } = found;
  const versions = await versionSummaries(db, q.id, q.latestVersion);
  const lastSent = versions.find((v) => v.sent_at !== null)?.no ?? 0;
  const [request] = await db
    .select({
      version: quotationVersions.no,
      message: quotationChangeRequests.message,
      at: quotationChangeRequests.createdAt,
    })
    .from(quotationChangeRequests)
    .innerJoin(quotationVersions, eq(quotationVersions.id, quotationChangeRequests.versionId))
    .where(eq(quotationVersions.quotationId, q.id))
    .orderBy(desc(quotationChangeRequests.createdAt), desc(quotationChangeRequests.id))
    .limit(1);
  return {
    id: q.id,
    lead_id: q.leadId,
    number: q.number,
    status: q.status as QuotationStatus,
    version: q.version,
    owner: owner?.id ? { id: owner.id, username: owner.username! } : null,
    draft: q.draft,
    draft_changed: versions.length === 0 || versions[0]!.content_hash !== quotationHash(q.draft),
    versions,
    change_request:
      request && request.version >= lastSent
        ? { version: request.version, message: request.message, at: request.at.toISOString() }
        : null,
    updated_at: q.updatedAt.toISOString(),
  };
}
