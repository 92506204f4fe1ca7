import {
  customerContent,
  type PublicQuotation,
  type QuotationStatus,
  type quotationAcceptInput,
  type quotationChangesInput,
} from '@managewell/api/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound } from '../../platform/http';
import { contentHash as quotationHash } from '../../workplace/documents';
import { createNotification } from '../../workplace/notifications';
import { leadHistory, leads } from '../leads';
import type { CustomerAct } from '../sales';
import { quotationChangeRequests, quotations, quotationVersions } from './schema';
import type { StageMover } from './stage';

type Tx = DbOrTx;

/** Today in India (yyyy-mm-dd): validity dates are Indian calendar days. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

async function loadByToken(tx: Tx, token: string, forUpdate = false) {
  const query = tx
    .select({ v: quotationVersions, q: quotations })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(eq(quotationVersions.token, token));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('This quotation link is not valid.');
  return row;
}

function stateOf(
  v: { no: number; acceptedAt: Date | null; content: { terms: PublicQuotation['content']['terms'] } },
  q: { latestVersion: number; status: string },
  today: string,
): PublicQuotation['state'] {
  if (v.acceptedAt) return 'accepted';
  if (v.no < q.latestVersion) return 'superseded';
  if (q.status === 'declined') return 'declined';
  if (q.status === 'accepted') return 'superseded';
  if (q.status === 'expired') return 'expired';
  const validUntil = v.content.terms?.valid_until;
  if (validUntil && validUntil < today) return 'expired';
  return 'open';
}

export interface PublicView extends PublicQuotation {
  leadId: number;
  versionId: number;
  status: QuotationStatus;
  acceptedRecord: {
    name: string;
    at: string;
    ip: string | null;
    userAgent: string | null;
    hash: string | null;
  } | null;
}

/** What the customer's link shows: one version only, and whether it can still be accepted. */
export async function publicQuotation(db: Tx, token: string, now = new Date()): Promise<PublicView> {
  const { v, q } = await loadByToken(db, token);
  const [point] = await db
    .select({ latitude: leads.siteLatitude, longitude: leads.siteLongitude })
    .from(leads)
    .where(eq(leads.id, q.leadId));
  return {
    number: q.number,
    version: v.no,
    state: stateOf(v, q, todayInIndia(now)),
    content: customerContent(v.content),
    accepted:
      v.acceptedAt && v.acceptedName ? { name: v.acceptedName, at: v.acceptedAt.toISOString() } : null,
    site:
      point?.latitude != null && point.longitude != null
        ? { latitude: point.latitude, longitude: point.longitude }
        : null,
    leadId: q.leadId,
    versionId: v.id,
    status: q.status as QuotationStatus,
    acceptedRecord:
      v.acceptedAt && v.acceptedName
        ? {
            name: v.acceptedName,
            at: v.acceptedAt.toISOString(),
            ip: v.acceptedIp,
            userAgent: v.acceptedUserAgent,
            hash: v.acceptedHash,
          }
        : null,
  };
}

const CLOSED_MESSAGE: Record<Exclude<PublicQuotation['state'], 'open'>, string> = {
  accepted: 'This quotation has already been accepted.',
  superseded:
    'This version of the quotation has been replaced by a newer one: please use the latest link we sent you.',
  expired: 'This quotation has expired: please contact us for a fresh one.',
  declined: 'This quotation was declined.',
};

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

async function notifyOwners(tx: Tx, ownerId: number | null, leadId: number, title: string, content: string) {
  const link = `/app/sales/leads/${leadId}`;
  await createNotification(tx, { group: 'role', role: 'sales', title, content, link });
  if (ownerId !== null)
    await createNotification(tx, { group: 'personal', userId: ownerId, title, content, link });
}

export type AcceptedQuotation = { leadId: number; quotationId: number; versionNo: number };
/** What runs in an acceptance's transaction, registered at start-up (app.ts: billing's payment schedule). */
const acceptedHandlers = new Set<(tx: Tx, accepted: AcceptedQuotation) => Promise<void>>();

/** Runs `handler` whenever a customer accepts, so quotations depends on no module that builds on it. */
export function onQuotationAccepted(handler: (tx: Tx, accepted: AcceptedQuotation) => Promise<void>): void {
  acceptedHandlers.add(handler);
}

/** The customer accepts this exact version: time, address, user agent and content hash recorded. */
export async function acceptQuotation(
  db: Tx,
  token: string,
  input: z.output<typeof quotationAcceptInput>,
  meta: ClientMeta,
  moveStage: StageMover,
  now = new Date(),
): Promise<PublicView> {
  await db.transaction(async (tx) => {
    const { v, q } = await loadByToken(tx, token, true);
    const state = stateOf(v, q, todayInIndia(now));
    if (state !== 'open') throw conflict(CLOSED_MESSAGE[state]);
    const hash = quotationHash(v.content);
    const [done] = await tx
      .update(quotationVersions)
      .set({
        acceptedAt: now,
        acceptedName: input.full_name,
        acceptedIp: meta.ip,
        acceptedUserAgent: meta.userAgent?.slice(0, 400) ?? null,
        acceptedHash: hash,
      })
      .where(and(eq(quotationVersions.id, v.id), isNull(quotationVersions.acceptedAt)))
      .returning({ id: quotationVersions.id });
    if (!done) throw conflict(CLOSED_MESSAGE.accepted);
    await tx
      .update(quotations)
      .set({ status: 'accepted', version: q.version + 1, updatedAt: now })
      .where(eq(quotations.id, q.id));
    // The customer has no staff account: the record names the customer (typed name, time,
    // address, user agent, the exact version's content hash), never the staff user who sent it.
    const customer: CustomerAct = {
      name: input.full_name,
      at: now.toISOString(),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 400) ?? null,
      content_hash: hash,
      version: v.no,
    };
    await tx.insert(leadHistory).values({
      leadId: q.leadId,
      action: 'quotation-accepted',
      actorId: null,
      at: now,
      changes: {
        quotation: { from: q.status, to: 'accepted' },
        customer: { from: null, to: customer },
      },
      reason: `${q.number} v${v.no} accepted by the customer, ${input.full_name}, on the quotation link`,
    });
    await moveStage(tx, {
      leadId: q.leadId,
      to: 'accepted',
      actor: null,
      customer,
      note: `Accepted by the customer (${input.full_name}) on the link`,
    });
    for (const handler of acceptedHandlers)
      await handler(tx, { leadId: q.leadId, quotationId: q.id, versionNo: v.no });
    await notifyOwners(
      tx,
      q.ownerId,
      q.leadId,
      'Quotation accepted',
      `${q.number} v${v.no} was accepted by ${input.full_name}.`,
    );
  });
  return publicQuotation(db, token, now);
}

/**
 * The customer asks for changes: the message is kept, the quotation reopens for a new revision
 * (the lead back at design: lines, extras and terms editable, then the next version sent), and
 * sales and the quotation owner are told.
 */
export async function requestChanges(
  db: Tx,
  token: string,
  input: z.output<typeof quotationChangesInput>,
  meta: ClientMeta,
  moveStage: StageMover,
  now = new Date(),
): Promise<PublicView> {
  await db.transaction(async (tx) => {
    const { v, q } = await loadByToken(tx, token, true);
    const state = stateOf(v, q, todayInIndia(now));
    if (state !== 'open') throw conflict(CLOSED_MESSAGE[state]);
    await tx.insert(quotationChangeRequests).values({ versionId: v.id, message: input.message, ip: meta.ip });
    await tx
      .update(quotations)
      .set({ status: 'changes_requested', version: q.version + 1, updatedAt: now })
      .where(eq(quotations.id, q.id));
    await tx.insert(leadHistory).values({
      leadId: q.leadId,
      action: 'quotation-changes-requested',
      actorId: null,
      changes: { quotation: { from: q.status, to: 'changes_requested' } },
      reason: input.message.slice(0, 500),
    });
    await moveStage(tx, {
      leadId: q.leadId,
      to: 'design',
      actor: null,
      note: `The customer asked for changes to ${q.number} v${v.no}`,
    });
    await notifyOwners(
      tx,
      q.ownerId,
      q.leadId,
      'Changes requested',
      `The customer asked for changes to ${q.number} v${v.no}.`,
    );
  });
  return publicQuotation(db, token, now);
}
