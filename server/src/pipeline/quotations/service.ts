import { randomBytes } from 'node:crypto';
import {
  type CatalogueItem,
  type CostingQueueItem,
  type catalogueItemInput,
  type catalogueItemUpdate,
  type catalogueListQuery,
  type costingQueueQuery,
  type extraPaymentInput,
  type Page,
  type PoolShape,
  poolMetrics,
  type QuotationContent,
  type QuotationCustomer,
  type QuotationDetail,
  type QuotationLine,
  type QuotationListItem,
  type QuotationStatus,
  type QuotationTerms,
  type QuotationVersionSummary,
  type QuotationVersionView,
  type QuotationWorkspace,
  type quotationDraftInput,
  type quotationListQuery,
  type quotationTermsInput,
  type SalesStage,
  type sendQuotationInput,
  type TermsTemplate,
  type termsTemplateInput,
  type termsTemplateUpdate,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { isInterState, quotationTotals } from '@managewell/api/quotation';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { allOn, users } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { contentHash as quotationHash } from '../../workplace/documents';
import { createNotification } from '../../workplace/notifications';
import { escapeLike, leadHistory, leads } from '../leads';
import { leadRequirements, leadSales } from '../sales';
import { companyState } from './company';
import { nextQuotationNumber } from './numbering';
import { catalogueItems, quotations, quotationVersions, termsTemplates } from './schema';
import { requireStage, type StageMover, salesOwnerOf } from './stage';

export interface Actor {
  id: number;
  username: string;
}

type Tx = DbOrTx;
type QuotationRow = typeof quotations.$inferSelect;
type VersionRow = typeof quotationVersions.$inferSelect;

// --- Catalogue ----------------------------------------------------------------------------------

function toCatalogueItem(row: typeof catalogueItems.$inferSelect): CatalogueItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    hsn_sac: row.hsnSac,
    unit: row.unit as CatalogueItem['unit'],
    rate_paise: row.ratePaise,
    gst_rate_bps: row.gstRateBps,
    quantity_basis: row.quantityBasis as CatalogueItem['quantity_basis'],
    active: row.active,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

const CATALOGUE_SORT = {
  name: catalogueItems.name,
  code: catalogueItems.code,
  rate_paise: catalogueItems.ratePaise,
  updated_at: catalogueItems.updatedAt,
} as const;

export async function listCatalogue(
  db: Tx,
  query: z.output<typeof catalogueListQuery>,
): Promise<Page<CatalogueItem>> {
  const conditions = [];
  if (query.active) conditions.push(eq(catalogueItems.active, query.active === 'true'));
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${catalogueItems.name}) like ${like} or lower(${catalogueItems.code}) like ${like} or ${catalogueItems.hsnSac} like ${like})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = CATALOGUE_SORT[query.sort];
  const dir = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(catalogueItems)
      .where(where)
      .orderBy(dir(column), dir(catalogueItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(catalogueItems).where(where),
  ]);
  return {
    items: rows.map(toCatalogueItem),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function catalogueValues(input: z.output<typeof catalogueItemInput>) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    hsnSac: input.hsn_sac,
    unit: input.unit,
    ratePaise: input.rate_paise,
    gstRateBps: input.gst_rate_bps,
    quantityBasis: input.quantity_basis,
    active: input.active,
  };
}

const duplicateCode = (code: string) =>
  validationFailed(`Another catalogue item already has the code ${code}.`, { code: 'This code is taken.' });

export async function createCatalogueItem(
  db: Tx,
  input: z.output<typeof catalogueItemInput>,
): Promise<CatalogueItem> {
  const [row] = await db
    .insert(catalogueItems)
    .values(catalogueValues(input))
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicateCode(input.code);
  return toCatalogueItem(row);
}

export async function updateCatalogueItem(
  db: Tx,
  id: number,
  input: z.output<typeof catalogueItemUpdate>,
): Promise<CatalogueItem> {
  const [taken] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.code, input.code), sql`${catalogueItems.id} <> ${id}`));
  if (taken) throw duplicateCode(input.code);
  const [row] = await db
    .update(catalogueItems)
    .set({ ...catalogueValues(input), version: sql`${catalogueItems.version} + 1`, updatedAt: new Date() })
    .where(and(eq(catalogueItems.id, id), eq(catalogueItems.version, input.version)))
    .returning();
  if (row) return toCatalogueItem(row);
  const [exists] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(eq(catalogueItems.id, id));
  if (!exists) throw notFound('There is no such catalogue item.');
  throw conflict(
    'Someone else changed this catalogue item since you opened it. Reload it and make your change again.',
  );
}

// --- Loading --------------------------------------------------------------------------------------

const ownerUser = alias(users, 'owner');

async function loadVerifiedLead(tx: Tx, leadId: number, forUpdate = false) {
  const query = tx.select().from(leads).where(eq(leads.id, leadId));
  const [lead] = await (forUpdate ? query.for('update') : query);
  if (lead?.status !== 'verified') throw notFound('There is no such verified lead.');
  return lead;
}

async function loadQuotation(tx: Tx, leadId: number, forUpdate = false): Promise<QuotationRow | null> {
  const query = tx.select().from(quotations).where(eq(quotations.leadId, leadId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

function customerOf(lead: typeof leads.$inferSelect): QuotationCustomer {
  const name = lead.lastName ? `${lead.firstName} ${lead.lastName}` : lead.firstName;
  const address = [lead.addressLine1, lead.addressLine2, lead.city, lead.state, lead.postalCode]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return {
    name: lead.company ? `${name} (${lead.company})` : name,
    email: lead.email,
    mobile: `+91 ${lead.mobile}`,
    address,
    state: lead.state,
  };
}

/** The content of a version with its amounts and totals computed here, on the server. */
function buildContent(
  base: Pick<QuotationContent, 'number' | 'customer' | 'inter_state' | 'note'>,
  lines: QuotationLine[],
  overallDiscountBps: number,
  terms: QuotationTerms | null,
): QuotationContent {
  const { amounts, totals } = quotationTotals({
    lines,
    overall_discount_bps: overallDiscountBps,
    inter_state: base.inter_state,
  });
  return { ...base, lines, overall_discount_bps: overallDiscountBps, amounts, totals, terms };
}

async function siteStateOf(tx: Tx, leadId: number): Promise<string | null> {
  const [row] = await tx
    .select({ state: leadRequirements.siteState })
    .from(leadRequirements)
    .where(eq(leadRequirements.leadId, leadId));
  return row?.state ?? null;
}

const newKey = () => randomBytes(6).toString('base64url');

/** Checks catalogue references (400 naming the line) and gives every line a key. */
async function resolveLines(
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

function staleVersion(): never {
  throw conflict(
    'Someone else saved this quotation since you opened it. Reload to see their changes, then make yours again.',
  );
}

function checkVersion(row: QuotationRow | null, version: number): asserts row is QuotationRow {
  if (!row) throw notFound('This lead has no quotation yet.');
  if (row.version !== version) staleVersion();
}

function refuseIfClosed(row: QuotationRow) {
  if (row.status === 'accepted')
    throw conflict('This quotation was accepted by the customer: it can no longer change.');
  if (row.status === 'declined') throw conflict('This quotation was declined: it can no longer change.');
}

async function saveRow(tx: Tx, row: QuotationRow, changes: Partial<typeof quotations.$inferInsert>) {
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
async function cutVersion(tx: Tx, row: QuotationRow, reason: string, actor: Actor): Promise<number> {
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

async function latestVersionRow(tx: Tx, row: QuotationRow): Promise<VersionRow | null> {
  if (row.latestVersion === 0) return null;
  const [v] = await tx
    .select()
    .from(quotationVersions)
    .where(and(eq(quotationVersions.quotationId, row.id), eq(quotationVersions.no, row.latestVersion)));
  return v ?? null;
}

async function writeLeadHistory(
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

async function versionSummaries(
  tx: Tx,
  quotationId: number,
  latest: number,
): Promise<QuotationVersionSummary[]> {
  const rows = await tx
    .select({
      v: quotationVersions,
      createdBy: { id: createdUser.id, username: createdUser.username },
      sentBy: { id: sentUser.id, username: sentUser.username },
    })
    .from(quotationVersions)
    .leftJoin(createdUser, eq(createdUser.id, quotationVersions.createdBy))
    .leftJoin(sentUser, eq(sentUser.id, quotationVersions.sentBy))
    .where(eq(quotationVersions.quotationId, quotationId))
    .orderBy(desc(quotationVersions.no));
  return rows.map(({ v, createdBy, sentBy }) => toSummary(v, createdBy, sentBy, latest));
}

function toSummary(
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
    updated_at: q.updatedAt.toISOString(),
  };
}

const LIST_SORT = {
  updated_at: quotations.updatedAt,
  number: quotations.number,
  total: quotations.totalPaise,
  customer: quotations.customerName,
} as const;

export async function listQuotations(
  db: Tx,
  query: z.output<typeof quotationListQuery>,
  viewer: Actor,
): Promise<Page<QuotationListItem>> {
  const conditions = [];
  if (query.status) conditions.push(eq(quotations.status, query.status));
  if (query.mine === 'true') conditions.push(eq(quotations.ownerId, viewer.id));
  if (query.q) {
    conditions.push(sql`${quotations.searchText} like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const dir = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        q: {
          id: quotations.id,
          leadId: quotations.leadId,
          number: quotations.number,
          status: quotations.status,
          customerName: quotations.customerName,
          totalPaise: quotations.totalPaise,
          latestVersion: quotations.latestVersion,
          updatedAt: quotations.updatedAt,
        },
        city: leads.city,
        owner: { id: ownerUser.id, username: ownerUser.username },
      })
      .from(quotations)
      .innerJoin(leads, eq(leads.id, quotations.leadId))
      .leftJoin(ownerUser, eq(ownerUser.id, quotations.ownerId))
      .where(where)
      .orderBy(dir(LIST_SORT[query.sort]), dir(quotations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(quotations).where(where),
  ]);
  return {
    items: rows.map(({ q, city, owner }) => ({
      id: q.id,
      lead_id: q.leadId,
      number: q.number,
      status: q.status as QuotationStatus,
      customer: q.customerName,
      city,
      total_paise: q.totalPaise,
      owner: owner?.id ? { id: owner.id, username: owner.username! } : null,
      latest_version: q.latestVersion,
      updated_at: q.updatedAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function versionView(db: Tx, leadId: number, no: number): Promise<QuotationVersionView> {
  await loadVerifiedLead(db, leadId);
  const q = await loadQuotation(db, leadId);
  if (!q) throw notFound('This lead has no quotation yet.');
  const rows = await db
    .select({
      v: quotationVersions,
      createdBy: { id: createdUser.id, username: createdUser.username },
      sentBy: { id: sentUser.id, username: sentUser.username },
    })
    .from(quotationVersions)
    .leftJoin(createdUser, eq(createdUser.id, quotationVersions.createdBy))
    .leftJoin(sentUser, eq(sentUser.id, quotationVersions.sentBy))
    .where(and(eq(quotationVersions.quotationId, q.id), inArray(quotationVersions.no, [no, no - 1])));
  const current = rows.find((r) => r.v.no === no);
  if (!current) throw notFound('This quotation has no such version.');
  const previous = rows.find((r) => r.v.no === no - 1);
  return {
    quotation: { id: q.id, lead_id: q.leadId, number: q.number, status: q.status as QuotationStatus },
    version: toSummary(current.v, current.createdBy, current.sentBy, q.latestVersion),
    content: current.v.content,
    previous: previous?.v.content ?? null,
  };
}

// --- Writing ----------------------------------------------------------------------------------------

/** Saves the quotation team's draft (creating the quotation, with its number, on the first save). */
export async function saveDraft(
  db: Tx,
  leadId: number,
  input: z.output<typeof quotationDraftInput>,
  actor: Actor,
  now = new Date(),
): Promise<QuotationDetail> {
  await db.transaction(async (tx) => {
    const lead = await loadVerifiedLead(tx, leadId, true);
    await requireStage(
      tx,
      leadId,
      ['costing_requested'],
      'This lead is not waiting for costing: sales requests costing before the quotation team edits it.',
    );
    const row = await loadQuotation(tx, leadId, true);
    if (!row && input.version !== 0) staleVersion();
    if (row) {
      checkVersion(row, input.version);
      refuseIfClosed(row);
    }
    const lines = await resolveLines(tx, input.lines, row?.draft.lines ?? [], 'costing');
    const base = {
      number: row?.number ?? (await nextQuotationNumber(tx, now)),
      customer: customerOf(lead),
      inter_state: isInterState((await siteStateOf(tx, leadId)) ?? lead.state, await companyState(tx)),
      note: input.note,
    };
    const draft = buildContent(base, lines, input.overall_discount_bps, row?.draft.terms ?? null);
    if (!row) {
      const customer = base.customer.name;
      await tx.insert(quotations).values({
        leadId,
        number: base.number,
        draft,
        totalPaise: draft.totals.grand_total_paise,
        ownerId: actor.id,
        customerName: customer,
        searchText: `${base.number} ${customer}`.toLowerCase(),
      });
      await writeLeadHistory(tx, leadId, 'quotation-created', actor, {
        quotation: { from: null, to: base.number },
      });
    } else {
      await saveRow(tx, row, { draft });
    }
  });
  return (await quotationOfLead(db, leadId))!;
}

/** The quotation team marks the costing done: version frozen, the sales side told. */
export async function markCosted(
  db: Tx,
  leadId: number,
  version: number,
  actor: Actor,
  moveStage: StageMover,
): Promise<QuotationDetail> {
  await db.transaction(async (tx) => {
    await loadVerifiedLead(tx, leadId, true);
    const row = await loadQuotation(tx, leadId, true);
    checkVersion(row, version);
    refuseIfClosed(row);
    const no = await cutVersion(tx, row, row.latestVersion === 0 ? 'Costed' : 'Costed again', actor);
    await saveRow(tx, row, { status: 'costed', latestVersion: no });
    await moveStage(tx, { leadId, to: 'costed', actor, note: `Quotation ${row.number} costed` });
    const owner = await salesOwnerOf(tx, leadId);
    const content = `${row.number} for ${row.customerName} is costed: ${formatInr(row.draft.totals.grand_total_paise)}.`;
    await createNotification(
      tx,
      owner === null
        ? { group: 'role', role: 'sales', title: 'Quotation costed', content }
        : { group: 'personal', userId: owner, title: 'Quotation costed', content },
    );
  });
  return (await quotationOfLead(db, leadId))!;
}

/** Sales adds items agreed after design: appended to the draft and frozen as a new version. */
export async function addExtraPayment(
  db: Tx,
  leadId: number,
  input: z.output<typeof extraPaymentInput>,
  actor: Actor,
  moveStage: StageMover,
): Promise<QuotationDetail> {
  await db.transaction(async (tx) => {
    await loadVerifiedLead(tx, leadId, true);
    const row = await loadQuotation(tx, leadId, true);
    checkVersion(row, input.version);
    refuseIfClosed(row);
    if (row.status === 'draft') throw conflict('The quotation team has not costed this quotation yet.');
    const extra = await resolveLines(
      tx,
      input.lines.map(({ key: _key, ...l }) => l),
      [],
      'extra',
    );
    const draft = buildContent(
      {
        number: row.number,
        customer: row.draft.customer,
        inter_state: row.draft.inter_state,
        note: row.draft.note,
      },
      [...row.draft.lines, ...extra],
      row.draft.overall_discount_bps,
      row.draft.terms,
    );
    const updated = { ...row, draft };
    const no = await cutVersion(tx, updated, `Extra payment: ${input.reason}`, actor);
    await saveRow(tx, row, { draft, latestVersion: no });
    await moveStage(tx, { leadId, to: 'extra_payments', actor, note: input.reason });
  });
  return (await quotationOfLead(db, leadId))!;
}

export async function setTerms(
  db: Tx,
  leadId: number,
  input: z.output<typeof quotationTermsInput>,
  actor: Actor,
  moveStage: StageMover,
  today: string,
): Promise<QuotationDetail> {
  if (input.valid_until < today)
    throw validationFailed('The validity date has passed.', { valid_until: 'Choose a date from today on.' });
  await db.transaction(async (tx) => {
    await loadVerifiedLead(tx, leadId, true);
    const row = await loadQuotation(tx, leadId, true);
    checkVersion(row, input.version);
    refuseIfClosed(row);
    if (row.status === 'draft') throw conflict('The quotation team has not costed this quotation yet.');
    const { version: _version, ...terms } = input;
    const draft = { ...row.draft, terms };
    const no = await cutVersion(tx, { ...row, draft }, 'Terms prepared', actor);
    await saveRow(tx, row, { draft, latestVersion: no });
    await moveStage(tx, { leadId, to: 'terms', actor, note: 'Terms prepared' });
  });
  return (await quotationOfLead(db, leadId))!;
}

export interface SentQuotation {
  detail: QuotationDetail;
  quotationId: number;
  token: string;
  versionNo: number;
  to: string;
  content: QuotationContent;
}

/**
 * Sales sends the latest version (cutting one first when the draft changed since): it gets its
 * customer link; earlier links now say they are superseded. The caller queues the e-mail.
 */
export async function sendQuotation(
  db: Tx,
  leadId: number,
  input: z.output<typeof sendQuotationInput>,
  actor: Actor,
  moveStage: StageMover,
  afterSend: (tx: Tx, sent: Omit<SentQuotation, 'detail'>) => Promise<void>,
): Promise<SentQuotation> {
  const sent = await db.transaction(async (tx) => {
    const lead = await loadVerifiedLead(tx, leadId, true);
    const row = await loadQuotation(tx, leadId, true);
    checkVersion(row, input.version);
    refuseIfClosed(row);
    if (row.status === 'draft') throw conflict('The quotation team has not costed this quotation yet.');
    if (!row.draft.terms) throw conflict('Prepare the terms (payment schedule, validity) before sending.');
    const to = input.to ?? lead.email;
    if (!to)
      throw validationFailed('The lead has no e-mail address.', {
        to: 'Enter the address to send the quotation to.',
      });
    let latest = await latestVersionRow(tx, row);
    let no = row.latestVersion;
    if (!latest || latest.contentHash !== quotationHash(row.draft) || latest.sentAt) {
      no = await cutVersion(tx, row, latest?.sentAt ? 'Sent again' : 'Final quotation', actor);
      latest = null;
    }
    const token = randomBytes(24).toString('base64url');
    await tx
      .update(quotationVersions)
      .set({ token, sentAt: new Date(), sentBy: actor.id, sentTo: to })
      .where(and(eq(quotationVersions.quotationId, row.id), eq(quotationVersions.no, no)));
    await saveRow(tx, row, { status: 'sent', latestVersion: no });
    await writeLeadHistory(
      tx,
      leadId,
      'quotation-sent',
      actor,
      { quotation: { from: null, to: `${row.number} v${no}` } },
      `Sent to ${to}`,
    );
    await moveStage(tx, { leadId, to: 'final_sent', actor, note: `${row.number} v${no} sent` });
    const result = { token, versionNo: no, to, content: row.draft, quotationId: row.id };
    await afterSend(tx, result);
    return result;
  });
  return { ...sent, detail: (await quotationOfLead(db, leadId))! };
}

// --- Terms templates ---------------------------------------------------------------------------------

function toTemplate(row: typeof termsTemplates.$inferSelect): TermsTemplate {
  return {
    id: row.id,
    name: row.name,
    milestones: row.milestones,
    validity_days: row.validityDays,
    timeline: row.timeline,
    warranty: row.warranty,
    exclusions: row.exclusions,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTermsTemplates(db: Tx): Promise<TermsTemplate[]> {
  return (await db.select().from(termsTemplates).orderBy(asc(termsTemplates.name))).map(toTemplate);
}

const templateValues = (input: z.output<typeof termsTemplateInput>) => ({
  name: input.name,
  milestones: input.milestones,
  validityDays: input.validity_days,
  timeline: input.timeline,
  warranty: input.warranty,
  exclusions: input.exclusions,
});

const duplicateTemplate = () =>
  validationFailed('A terms template with this name exists.', { name: 'This name is taken.' });

export async function createTermsTemplate(db: Tx, input: z.output<typeof termsTemplateInput>, actor: Actor) {
  const [row] = await db
    .insert(termsTemplates)
    .values({ ...templateValues(input), createdBy: actor.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicateTemplate();
  return toTemplate(row);
}

export async function updateTermsTemplate(db: Tx, id: number, input: z.output<typeof termsTemplateUpdate>) {
  const [taken] = await db
    .select({ id: termsTemplates.id })
    .from(termsTemplates)
    .where(and(eq(termsTemplates.name, input.name), sql`${termsTemplates.id} <> ${id}`));
  if (taken) throw duplicateTemplate();
  const [row] = await db
    .update(termsTemplates)
    .set({ ...templateValues(input), version: sql`${termsTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(termsTemplates.id, id), eq(termsTemplates.version, input.version)))
    .returning();
  if (row) return toTemplate(row);
  const [exists] = await db
    .select({ id: termsTemplates.id })
    .from(termsTemplates)
    .where(eq(termsTemplates.id, id));
  if (!exists) throw notFound('There is no such terms template.');
  throw conflict(
    'Someone else changed this template since you opened it. Reload it and make your change again.',
  );
}

// --- Shared ------------------------------------------------------------------------------------------

// --- The quotation builder's view of a lead and the costing queue ------------------------------------

export async function quotationWorkspace(db: Tx, leadId: number): Promise<QuotationWorkspace> {
  const lead = await loadVerifiedLead(db, leadId);
  const [[sales], [requirement], quotation] = await allOn(db, [
    () =>
      db
        .select({ stage: leadSales.stage, ownerId: leadSales.ownerId })
        .from(leadSales)
        .where(eq(leadSales.leadId, leadId)),
    () => db.select().from(leadRequirements).where(eq(leadRequirements.leadId, leadId)),
    () => quotationOfLead(db, leadId),
  ]);
  const dims = requirement
    ? {
        length_m: requirement.lengthM,
        width_m: requirement.widthM,
        shallow_depth_m: requirement.shallowDepthM,
        deep_depth_m: requirement.deepDepthM,
        shape: requirement.shape as PoolShape,
      }
    : null;
  return {
    lead: {
      id: lead.id,
      customer: customerOf(lead),
      city: lead.city,
      stage: (sales?.stage ?? 'to_call') as SalesStage,
    },
    requirement:
      requirement && dims
        ? {
            ...dims,
            project_type: requirement.projectType,
            site_address: requirement.siteAddress,
            site_state: requirement.siteState,
            finish: requirement.finish,
            filtration: requirement.filtration,
            heating: requirement.heating,
            lighting: requirement.lighting,
            accessories: requirement.accessories,
            budget_min_paise: requirement.budgetMinPaise,
            budget_max_paise: requirement.budgetMaxPaise,
            notes: requirement.notes,
            metrics: poolMetrics(dims),
          }
        : null,
    inter_state: isInterState(requirement?.siteState ?? lead.state, await companyState(db)),
    quotation,
  };
}

/** Leads waiting for costing (stage "costing requested"), oldest request first, with their draft if any. */
export async function costingQueue(
  db: Tx,
  query: z.output<typeof costingQueueQuery>,
): Promise<Page<CostingQueueItem>> {
  const conditions = [eq(leadSales.stage, 'costing_requested')];
  if (query.q) conditions.push(sql`${leads.searchText} like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        leadId: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        city: leads.city,
        requestedAt: leadSales.stageChangedAt,
        projectType: leadRequirements.projectType,
        siteState: leadRequirements.siteState,
        quotationNumber: quotations.number,
        quotationStatus: quotations.status,
        totalPaise: quotations.totalPaise,
      })
      .from(leadSales)
      .innerJoin(leads, eq(leads.id, leadSales.leadId))
      .leftJoin(leadRequirements, eq(leadRequirements.leadId, leadSales.leadId))
      .leftJoin(quotations, eq(quotations.leadId, leadSales.leadId))
      .where(where)
      .orderBy(
        query.order === 'desc' ? desc(leadSales.stageChangedAt) : asc(leadSales.stageChangedAt),
        asc(leads.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadSales)
      .innerJoin(leads, eq(leads.id, leadSales.leadId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      lead_id: r.leadId,
      customer: r.lastName ? `${r.firstName} ${r.lastName}` : r.firstName,
      city: r.city,
      requested_at: r.requestedAt.toISOString(),
      project_type: r.projectType,
      site_state: r.siteState,
      quotation:
        r.quotationNumber !== null
          ? {
              number: r.quotationNumber,
              status: r.quotationStatus as QuotationStatus,
              total_paise: r.totalPaise ?? 0,
            }
          : null,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
