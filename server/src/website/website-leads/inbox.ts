/**
 * The inbox's own handling of a website lead: status, assignee, internal notes, replies by
 * e-mail, the hand-over to verification, and bulk changes (delete kept for an undo).
 */
import type {
  InboxBulkAnswer,
  InboxStatus,
  inboxBulkRequest,
  inboxReplyRequest,
  inboxUpdateRequest,
  WebsiteLeadDetail,
} from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { mailsAbout, queueMail } from '../../workplace/mail';
import type { WebsiteContext } from '../context';
import { LEAD_ROW_COLUMNS, LEAD_ROW_FROM, withServiceTitle } from './list';

/** What the outbox files a reply under. */
const REPLY_KIND = 'website-lead';

/** The sources whose leads the inbox shows (the public forms). */
const INBOX_SOURCES_SQL = `l.source in ('enquiry', 'contact', 'career')`;

/** The staff who may look after website leads: active website admins. */
export async function inboxAssignees(ctx: WebsiteContext): Promise<{ id: number; name: string }[]> {
  const { rows } = await ctx.pool.query<{ id: number; name: string }>(
    `select id, full_name as name from users where role = 'website-admin' and active order by full_name, id`,
  );
  return rows;
}

async function refuseUnknownAssignee(ctx: WebsiteContext, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const assignees = await inboxAssignees(ctx);
  if (!assignees.some((a) => a.id === id))
    throw validationFailed('Choose a website admin to look after it.', {
      assignee_id: 'Not an active website admin.',
    });
}

export async function inboxLead(ctx: WebsiteContext, id: number): Promise<WebsiteLeadDetail> {
  const { rows } = await ctx.pool.query<Omit<WebsiteLeadDetail, 'replies'>>(
    `select ${LEAD_ROW_COLUMNS}, i.internal_notes, i.verification_lead_id, coalesce(i.version, 0) as version
       ${LEAD_ROW_FROM} where l.id = $1 and ${INBOX_SOURCES_SQL} and i.deleted_at is null`,
    [id],
  );
  const lead = rows[0];
  if (!lead) throw notFound(`Website lead ${id} does not exist.`);
  const replies = await mailsAbout(ctx.db, { kind: REPLY_KIND, id });
  return { ...(withServiceTitle(lead) as typeof lead), replies };
}

/** SQL: the ids as a bound int[] value. */
const idArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Makes the inbox rows of the given website leads (status new); answers the ids that are website leads. */
async function ensureRows(tx: DbOrTx, ids: number[]): Promise<number[]> {
  await tx.execute(
    sql`insert into website_lead_inbox (lead_id)
      select l.id from leads l where l.id = any(${idArray(ids)}) and ${sql.raw(INBOX_SOURCES_SQL)}
      on conflict (lead_id) do nothing`,
  );
  const { rows } = await tx.execute<{ lead_id: number }>(
    sql`select lead_id from website_lead_inbox where lead_id = any(${idArray(ids)}) for update`,
  );
  return rows.map((r) => Number(r.lead_id));
}

export async function updateInboxLead(
  ctx: WebsiteContext,
  id: number,
  input: z.output<typeof inboxUpdateRequest>,
): Promise<WebsiteLeadDetail> {
  await refuseUnknownAssignee(ctx, input.assignee_id);
  await ctx.db.transaction(async (tx) => {
    const [found] = await ensureRows(tx, [id]);
    if (!found) throw notFound(`Website lead ${id} does not exist.`);
    const { rows } = await tx.execute<{ lead_id: number }>(
      sql`update website_lead_inbox
             set status = ${input.status}, assignee_id = ${input.assignee_id},
                 internal_notes = ${input.internal_notes || null}, version = version + 1, updated_at = now()
           where lead_id = ${id} and version = ${input.version} and deleted_at is null
           returning lead_id`,
    );
    if (rows.length === 0)
      throw conflict(
        'Someone else changed this lead while you were editing: load it again to see their change.',
      );
  });
  return inboxLead(ctx, id);
}

/** E-mails the visitor (only what staff wrote: the internal notes are never part of it). */
export async function replyToInboxLead(
  ctx: WebsiteContext,
  id: number,
  input: z.output<typeof inboxReplyRequest>,
  userId: number,
): Promise<{ mail_id: number }> {
  const lead = await inboxLead(ctx, id);
  if (!lead.email) throw conflict('This lead left no e-mail address to reply to.');
  const mailId = await ctx.db.transaction(async (tx) => {
    await ensureRows(tx, [id]);
    const queued = await queueMail(tx, {
      to: lead.email!,
      subject: input.subject,
      text: input.message,
      about: { kind: REPLY_KIND, id },
      queuedBy: userId,
    });
    // Replying is contacting: a new lead moves on, a later status stays.
    await tx.execute(
      sql`update website_lead_inbox set status = 'contacted', version = version + 1, updated_at = now()
           where lead_id = ${id} and status = 'new'`,
    );
    return queued;
  });
  return { mail_id: mailId };
}

/**
 * Hands the lead to verification once: website leads are stored as verification leads already
 * (status new), so the hand-over links that lead (or the one it was merged into) and marks it converted.
 */
export async function handInboxLeadToVerification(
  ctx: WebsiteContext,
  id: number,
): Promise<{ lead_id: number; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await ensureRows(tx, [id]);
    if (!found) throw notFound(`Website lead ${id} does not exist.`);
    const { rows } = await tx.execute<{
      verification_lead_id: number | null;
      target: number;
      deleted: boolean;
    }>(
      sql`select i.verification_lead_id, coalesce(l.merged_into, l.id) as target, i.deleted_at is not null as deleted
            from website_lead_inbox i join leads l on l.id = i.lead_id where i.lead_id = ${id}`,
    );
    const row = rows[0]!;
    if (row.deleted) throw notFound(`Website lead ${id} does not exist.`);
    if (row.verification_lead_id !== null)
      return { lead_id: Number(row.verification_lead_id), created: false };
    await tx.execute(
      sql`update website_lead_inbox set verification_lead_id = ${row.target}, status = 'converted',
             version = version + 1, updated_at = now() where lead_id = ${id}`,
    );
    return { lead_id: Number(row.target), created: true };
  });
}

export async function bulkInboxChange(
  ctx: WebsiteContext,
  input: z.output<typeof inboxBulkRequest>,
): Promise<InboxBulkAnswer> {
  if (input.action === 'assign') await refuseUnknownAssignee(ctx, input.assignee_id);
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const found = await ensureRows(tx, ids);
    if (found.length !== ids.length) {
      const missing = ids.filter((id) => !found.includes(id));
      throw notFound(`Not website leads: ${missing.join(', ')}.`);
    }
    const list = idArray(ids);
    const { rows: before } = await tx.execute<{
      id: number;
      status: InboxStatus;
      assignee_id: number | null;
    }>(
      sql`select lead_id as id, status, assignee_id from website_lead_inbox where lead_id = any(${list}) order by lead_id`,
    );
    const set =
      input.action === 'status'
        ? sql`status = ${input.status!}`
        : input.action === 'assign'
          ? sql`assignee_id = ${input.assignee_id ?? null}`
          : input.action === 'delete'
            ? sql`deleted_at = now()`
            : sql`deleted_at = null`;
    const { rows } = await tx.execute<{ lead_id: number }>(
      sql`update website_lead_inbox set ${set}, version = version + 1, updated_at = now()
           where lead_id = any(${list}) returning lead_id`,
    );
    return {
      changed: rows.length,
      before: before.map((b) => ({ id: Number(b.id), status: b.status, assignee_id: b.assignee_id })),
    };
  });
}
