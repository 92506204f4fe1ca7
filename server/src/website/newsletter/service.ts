/**
 * The newsletter list: double opt-in sign-up from the public footer, the confirm and unsubscribe
 * links, and the website admin's list. Tokens reach the visitor only by e-mail; their hashes are stored.
 */
import type { Subscriber, SubscriberPage, SubscriberStatus, subscriberQuery } from '@managewell/api/contract';
import { and, count, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike } from '../../pipeline/leads';
import { hashToken, newToken } from '../../platform/auth';
import { notFound } from '../../platform/http';
import { queueMail } from '../../workplace/mail';
import type { WebsiteContext } from '../context';
import { newsletterSubscribers as subscribers } from './schema';

/** What the outbox files the confirmation mails under. */
const MAIL_KIND = 'newsletter';
/** A repeated sign-up of a pending address sends a new link only after this long, so a double click mails once. */
export const RESEND_AFTER_MS = 10 * 60_000;

/** The public pages the links open (public-site routes). */
export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

const linkTo = (ctx: WebsiteContext, path: string, token: string) =>
  `${ctx.config.siteUrl}${path}?token=${encodeURIComponent(token)}`;

function confirmationMail(ctx: WebsiteContext, confirmToken: string, unsubscribeToken: string) {
  const confirm = linkTo(ctx, CONFIRM_PATH, confirmToken);
  const unsubscribe = linkTo(ctx, UNSUBSCRIBE_PATH, unsubscribeToken);
  return {
    subject: 'Please confirm your newsletter subscription',
    text: [
      'Someone (we hope you) asked to receive our newsletter at this address.',
      '',
      `Confirm your subscription: ${confirm}`,
      '',
      'If you did not ask for it, ignore this mail: nothing is sent until you confirm.',
      `Unsubscribe at any time: ${unsubscribe}`,
    ].join('\n'),
    html: `<p>Someone (we hope you) asked to receive our newsletter at this address.</p>
<p><a href="${confirm}">Confirm your subscription</a></p>
<p>If you did not ask for it, ignore this mail: nothing is sent until you confirm.</p>
<p><a href="${unsubscribe}">Unsubscribe</a> at any time.</p>`,
  };
}

/**
 * Signs an address up (pending) and mails its confirmation link. A known address gets no second
 * row: a pending or unsubscribed one gets a fresh link unless one went out within RESEND_AFTER_MS,
 * a confirmed one nothing. Answers whether a mail was queued.
 */
export async function subscribe(ctx: WebsiteContext, email: string, ip: string | null): Promise<boolean> {
  const address = email.toLowerCase();
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  return ctx.db.transaction(async (tx) => {
    // One statement decides, so two simultaneous sign-ups of one address send one link.
    const [row] = await tx
      .insert(subscribers)
      .values({
        email: address,
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        consentIp: ip,
      })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: {
          status: 'pending',
          confirmTokenHash: hashToken(confirmToken),
          unsubscribeTokenHash: hashToken(unsubscribeToken),
          consentAt: sql`now()`,
          consentIp: ip,
          confirmationSentAt: sql`now()`,
          unsubscribedAt: null,
        },
        setWhere: and(
          sql`${subscribers.status} <> 'confirmed'`,
          lt(subscribers.confirmationSentAt, sql`now() - ${`${RESEND_AFTER_MS} milliseconds`}::interval`),
        ),
      })
      .returning({ id: subscribers.id });
    if (!row) return false;
    await queueMail(tx, {
      to: address,
      ...confirmationMail(ctx, confirmToken, unsubscribeToken),
      about: { kind: MAIL_KIND, id: row.id },
      queuedBy: null,
    });
    return true;
  });
}

/** Follows a confirmation link once: its token is cleared as it is used. */
export async function confirmSubscription(ctx: WebsiteContext, token: string): Promise<SubscriberStatus> {
  const [row] = await ctx.db
    .update(subscribers)
    .set({ status: 'confirmed', confirmTokenHash: null, confirmedAt: sql`now()` })
    .where(and(eq(subscribers.confirmTokenHash, hashToken(token)), eq(subscribers.status, 'pending')))
    .returning({ id: subscribers.id });
  if (!row) throw notFound('This confirmation link is not valid or was already used.');
  return 'confirmed';
}

/** Follows an unsubscribe link; following it again answers the same. */
export async function unsubscribe(ctx: WebsiteContext, token: string): Promise<SubscriberStatus> {
  const [row] = await ctx.db
    .update(subscribers)
    .set({
      status: 'unsubscribed',
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`,
    })
    .where(eq(subscribers.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: subscribers.id });
  if (!row) throw notFound('This unsubscribe link is not valid.');
  return 'unsubscribed';
}

export type SubscriberInput = Omit<z.output<typeof subscriberQuery>, 'pageSize'> & { pageSize: number };

export async function listSubscribers(ctx: WebsiteContext, query: SubscriberInput): Promise<SubscriberPage> {
  const filters: SQL[] = [];
  const q = query.q?.trim().toLowerCase();
  if (q) filters.push(ilike(subscribers.email, `%${escapeLike(q)}%`));
  if (query.status) filters.push(eq(subscribers.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = query.order === 'asc' ? subscribers.consentAt : desc(subscribers.consentAt);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(order, query.order === 'asc' ? subscribers.id : desc(subscribers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(subscribers).where(where),
  ]);
  const items: Subscriber[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    status: r.status as SubscriberStatus,
    consent_at: r.consentAt.toISOString(),
    consent_ip: r.consentIp,
    confirmed_at: r.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
  }));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function removeSubscriber(ctx: WebsiteContext, id: number): Promise<{ id: number }> {
  const [row] = await ctx.db
    .delete(subscribers)
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id });
  if (!row) throw notFound('No such subscriber.');
  return row;
}
