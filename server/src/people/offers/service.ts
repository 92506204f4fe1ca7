/**
 * Offer letters: HR makes a draft from the template, previews it, sends it (the
 * candidate's link and the PDF by e-mail); the candidate views it and accepts with a typed name
 * or declines; HR may withdraw it; an offer past its date expires.
 */
import { randomBytes } from 'node:crypto';
import {
  ctcBreakup,
  DEFAULT_OFFER_TEMPLATE,
  mergeOfferTemplate,
  type OfferDetail,
  type OfferMergeValues,
  type OfferPreview,
  type OfferStatus,
  type OfferSummary,
  type OfferTemplateView,
  type offerInput,
  type offerListQuery,
  type Page,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { normaliseName } from '../../platform/lib';
import {
  contentHash,
  formatDocumentDate,
  loadStoredSettings,
  nextDocumentNumber,
} from '../../workplace/documents';
import { createNotification } from '../../workplace/notifications';
import { offers, offerTemplates } from './schema';

export type OfferRow = typeof offers.$inferSelect;
type Input = z.output<typeof offerInput>;

/** Today in India (yyyy-mm-dd). */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The status shown: a sent or viewed offer past its last date has expired. */
export function effectiveStatus(row: Pick<OfferRow, 'status' | 'expiresOn'>, today: string): OfferStatus {
  if ((row.status === 'sent' || row.status === 'viewed') && row.expiresOn < today) return 'expired';
  return row.status as OfferStatus;
}

// ---- Template ---------------------------------------------------------------------------------

export async function getTemplate(db: DbOrTx): Promise<OfferTemplateView> {
  const [row] = await db.select().from(offerTemplates).where(eq(offerTemplates.id, 1));
  if (!row) return { body: DEFAULT_OFFER_TEMPLATE, version: 0, updatedAt: null };
  return { body: row.body, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** Saves the template (optimistic: `version` is the one read; 0 for the built-in default). */
export async function saveTemplate(
  db: DbOrTx,
  input: { body: string; version: number },
  actorId: number,
): Promise<OfferTemplateView> {
  const [row] =
    input.version === 0
      ? await db
          .insert(offerTemplates)
          .values({ id: 1, body: input.body, updatedBy: actorId })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(offerTemplates)
          .set({
            body: input.body,
            updatedBy: actorId,
            version: sql`${offerTemplates.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(offerTemplates.id, 1), eq(offerTemplates.version, input.version)))
          .returning();
  if (!row) throw conflict('Someone changed the template meanwhile: reload it and try again.');
  return { body: row.body, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

// ---- Merging ------------------------------------------------------------------------------------

const dateText = (date: string) => formatDocumentDate(new Date(`${date}T00:00:00+05:30`));

/** The merge fields' values of an offer. */
export function mergeValues(
  o: Pick<
    OfferRow,
    | 'candidateName'
    | 'designation'
    | 'department'
    | 'location'
    | 'workState'
    | 'joiningDate'
    | 'expiresOn'
    | 'basic'
    | 'hra'
    | 'special'
    | 'other'
  >,
  company: string,
): OfferMergeValues {
  const b = ctcBreakup(o);
  return {
    candidate_name: o.candidateName,
    designation: o.designation,
    department: o.department,
    joining_date: dateText(o.joiningDate),
    location: `${o.location}, ${o.workState}`,
    ctc_annual: formatInr(b.annualCtc),
    ctc_monthly: formatInr(b.monthlyCtc),
    gross_monthly: formatInr(b.gross),
    company,
    expires_on: dateText(o.expiresOn),
  };
}

/** The company's legal name from the settings (the letterhead's name). */
export async function companyName(db: DbOrTx): Promise<string> {
  const settings = await loadStoredSettings(db);
  return settings?.company?.legalName ?? settings?.header.company_name ?? 'the company';
}

/** The letter as the candidate reads it: the text frozen when sent, or the draft merged now. */
export async function letterOf(db: DbOrTx, row: OfferRow): Promise<string> {
  return mergeOfferTemplate(row.body, mergeValues(row, await companyName(db)));
}

export async function previewOffer(db: DbOrTx, input: Input, body?: string): Promise<OfferPreview> {
  const template = body ?? (await getTemplate(db)).body;
  return {
    letter: mergeOfferTemplate(template, mergeValues(input, await companyName(db))),
    breakup: ctcBreakup(input),
  };
}

/** What the candidate accepts: its sha256 is recorded with the acceptance and printed on the PDF. */
export async function acceptedContent(db: DbOrTx, row: OfferRow) {
  return {
    number: row.number,
    candidate: row.candidateName,
    designation: row.designation,
    department: row.department,
    location: `${row.location}, ${row.workState}`,
    joiningDate: row.joiningDate,
    breakup: ctcBreakup(row),
    letter: await letterOf(db, row),
  };
}

// ---- Views --------------------------------------------------------------------------------------

function summary(row: OfferRow, today: string): OfferSummary {
  return {
    id: row.id,
    number: row.number,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    designation: row.designation,
    department: row.department,
    joiningDate: row.joiningDate,
    expiresOn: row.expiresOn,
    annualCtc: ctcBreakup(row).annualCtc,
    status: effectiveStatus(row, today),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function detail(db: DbOrTx, row: OfferRow, now = new Date()): Promise<OfferDetail> {
  return {
    ...summary(row, todayInIndia(now)),
    candidatePhone: row.candidatePhone,
    location: row.location,
    workState: row.workState,
    breakup: ctcBreakup(row),
    letter: await letterOf(db, row),
    link: row.token ? `/offer/${row.token}` : null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    accepted:
      row.acceptedAt && row.acceptedName && row.acceptedHash
        ? {
            fullName: row.acceptedName,
            at: row.acceptedAt.toISOString(),
            address: row.acceptedIp,
            contentHash: row.acceptedHash,
          }
        : null,
    declined: row.declinedAt ? { at: row.declinedAt.toISOString(), reason: row.declineReason } : null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    employeeId: row.employeeId,
    version: row.version,
  };
}

export async function offerById(db: DbOrTx, id: number, forUpdate = false): Promise<OfferRow> {
  const query = db.select().from(offers).where(eq(offers.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('There is no such offer.');
  return row;
}

export async function listOffers(
  db: DbOrTx,
  query: z.output<typeof offerListQuery>,
  now = new Date(),
): Promise<Page<OfferSummary>> {
  const today = todayInIndia(now);
  const conditions: SQL[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(offers.candidateName, like),
        ilike(offers.candidateEmail, like),
        ilike(offers.number, like),
        ilike(offers.designation, like),
      ) as SQL,
    );
  }
  const open = inArray(offers.status, ['sent', 'viewed']);
  if (query.status === 'expired') conditions.push(and(open, lt(offers.expiresOn, today)) as SQL);
  else if (query.status === 'sent' || query.status === 'viewed')
    conditions.push(and(eq(offers.status, query.status), sql`${offers.expiresOn} >= ${today}`) as SQL);
  else if (query.status) conditions.push(eq(offers.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = query.order === 'asc' ? offers.id : desc(offers.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return {
    items: rows.map((r) => summary(r, today)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

// ---- HR's actions ------------------------------------------------------------------------------

function fieldsOf(input: Input) {
  return {
    candidateName: input.candidateName,
    candidateEmail: input.candidateEmail,
    candidatePhone: input.candidatePhone ?? null,
    designation: input.designation,
    department: input.department,
    location: input.location,
    workState: input.workState,
    joiningDate: input.joiningDate,
    expiresOn: input.expiresOn,
    basic: input.basic,
    hra: input.hra,
    special: input.special,
    other: input.other,
  };
}

export async function createOffer(db: DbOrTx, input: Input, actorId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const { body } = await getTemplate(tx);
    const number = await nextDocumentNumber(tx, { series: 'offer-letter', prefix: 'MW-OL', at: now });
    const [row] = await tx
      .insert(offers)
      .values({ ...fieldsOf(input), number, body, createdBy: actorId, createdAt: now, updatedAt: now })
      .returning();
    return detail(tx, row!, now);
  });
}

/** Edits a draft (optimistic on `version`); a sent offer no longer changes. */
export async function updateOffer(db: DbOrTx, id: number, input: Input & { version: number }) {
  const [row] = await db
    .update(offers)
    .set({ ...fieldsOf(input), version: sql`${offers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(offers.id, id), eq(offers.status, 'draft'), eq(offers.version, input.version)))
    .returning();
  if (row) return detail(db, row);
  const current = await offerById(db, id);
  if (current.status !== 'draft') throw conflict('This offer was sent: it can no longer change.');
  throw conflict('Someone changed this offer meanwhile: reload it and try again.');
}

/**
 * Sends (or sends again) the offer: gives it its candidate link and queues the e-mail in the
 * same transaction (`queue`), so the mail exists exactly when the offer counts as sent.
 */
export async function sendOffer(
  db: DbOrTx,
  id: number,
  version: number,
  actorId: number,
  queue: (tx: DbOrTx, row: OfferRow) => Promise<void>,
  now = new Date(),
): Promise<OfferDetail> {
  return db.transaction(async (tx) => {
    const row = await offerById(tx, id, true);
    if (row.version !== version)
      throw conflict('Someone changed this offer meanwhile: reload it and try again.');
    const today = todayInIndia(now);
    const status = effectiveStatus(row, today);
    if (!['draft', 'sent', 'viewed'].includes(status))
      throw conflict(`This offer is ${status}: it cannot be sent.`);
    if (row.expiresOn < today)
      throw validationFailed('The offer’s last date has passed.', {
        expiresOn: 'Choose a date from today on.',
      });
    const [sent] = await tx
      .update(offers)
      .set({
        status: row.status === 'draft' ? 'sent' : row.status,
        token: row.token ?? randomBytes(24).toString('base64url'),
        sentAt: now,
        sentBy: actorId,
        version: sql`${offers.version} + 1`,
        updatedAt: now,
      })
      .where(eq(offers.id, id))
      .returning();
    await queue(tx, sent!);
    return detail(tx, sent!, now);
  });
}

export async function withdrawOffer(db: DbOrTx, id: number, version: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await offerById(tx, id, true);
    if (row.version !== version)
      throw conflict('Someone changed this offer meanwhile: reload it and try again.');
    const status = effectiveStatus(row, todayInIndia(now));
    if (!['draft', 'sent', 'viewed'].includes(status))
      throw conflict(`This offer is ${status}: it cannot be withdrawn.`);
    const [done] = await tx
      .update(offers)
      .set({ status: 'withdrawn', withdrawnAt: now, version: sql`${offers.version} + 1`, updatedAt: now })
      .where(eq(offers.id, id))
      .returning();
    return detail(tx, done!, now);
  });
}

// ---- The candidate's link ----------------------------------------------------------------------

export async function offerByToken(db: DbOrTx, token: string, forUpdate = false): Promise<OfferRow> {
  const query = db.select().from(offers).where(eq(offers.token, token));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('This offer link is not valid.');
  return row;
}

/** The candidate opened the link: a sent offer becomes viewed (once). */
export async function markViewed(db: DbOrTx, row: OfferRow, now = new Date()): Promise<OfferRow> {
  if (row.status !== 'sent') return row;
  const [viewed] = await db
    .update(offers)
    .set({ status: 'viewed', viewedAt: now, updatedAt: now })
    .where(and(eq(offers.id, row.id), eq(offers.status, 'sent')))
    .returning();
  return viewed ?? row;
}

const CLOSED: Record<Exclude<OfferStatus, 'sent' | 'viewed'>, string> = {
  draft: 'This offer link is not valid.',
  accepted: 'This offer has already been accepted.',
  declined: 'This offer was declined.',
  withdrawn: 'This offer has been withdrawn by the company.',
  expired: 'This offer has expired: its last date to accept has passed. Please contact us.',
};

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

async function notifyHr(tx: DbOrTx, row: OfferRow, title: string, content: string) {
  await createNotification(tx, { group: 'role', role: 'hr', title, content });
  if (row.sentBy !== null)
    await createNotification(tx, { group: 'personal', userId: row.sentBy, title, content });
}

/** The candidate answers: one locked read and one guarded update, so a second answer is refused. */
export async function answerOffer(
  db: DbOrTx,
  token: string,
  answer: { kind: 'accept'; fullName: string } | { kind: 'decline'; reason: string | null },
  meta: ClientMeta,
  now = new Date(),
): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const row = await offerByToken(tx, token, true);
    const status = effectiveStatus(row, todayInIndia(now));
    if (status !== 'sent' && status !== 'viewed') throw conflict(CLOSED[status]);
    if (answer.kind === 'accept' && normaliseName(answer.fullName) !== normaliseName(row.candidateName))
      throw validationFailed('Please type your full name as it appears on the offer.', {
        fullName: `Please type your full name exactly: ${row.candidateName}.`,
      });
    const changes =
      answer.kind === 'accept'
        ? {
            status: 'accepted',
            acceptedAt: now,
            acceptedName: answer.fullName.trim().replace(/\s+/g, ' '),
            acceptedIp: meta.ip,
            acceptedUserAgent: meta.userAgent?.slice(0, 400) ?? null,
            acceptedHash: contentHash(await acceptedContent(tx, row)),
          }
        : { status: 'declined', declinedAt: now, declineReason: answer.reason };
    const [done] = await tx
      .update(offers)
      .set({ ...changes, viewedAt: row.viewedAt ?? now, version: sql`${offers.version} + 1`, updatedAt: now })
      .where(and(eq(offers.id, row.id), inArray(offers.status, ['sent', 'viewed'])))
      .returning();
    if (!done) throw conflict(CLOSED.accepted);
    if (answer.kind === 'accept')
      await notifyHr(
        tx,
        row,
        'Offer accepted',
        `${row.candidateName} accepted offer ${row.number} (${row.designation}), joining ${dateText(row.joiningDate)}.`,
      );
    else
      await notifyHr(
        tx,
        row,
        'Offer declined',
        `${row.candidateName} declined offer ${row.number} (${row.designation}).`,
      );
    return done;
  });
}
