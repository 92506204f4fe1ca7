import { or, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
import { mailOutbox, type OutboxReader, queueMail } from '../../workplace/mail';
import { createNotification } from '../../workplace/notifications';
import { leadSales } from './schema';

export const FOLLOW_UP_QUEUE = 'sales-follow-up-reminders';

/**
 * Sends each owner a personal notification, and an e-mail through the outbox when they have an
 * address, for every follow-up that has fallen due and was not yet reminded. The rows are claimed
 * with one UPDATE … RETURNING (FOR UPDATE SKIP LOCKED), so several processes running it at once
 * remind each follow-up exactly once. Returns how many were sent.
 */
export async function remindDueFollowUps(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      lead_id: number;
      owner_id: number;
      first_name: string;
      last_name: string | null;
      mobile: string;
      stage: string;
      at: string;
      owner_email: string | null;
    }>(sql`
      with claimed as (
        update lead_sales s set follow_up_reminded_at = ${now}
        where s.lead_id in (
          select lead_id from lead_sales
          where follow_up_reminded_at is null and next_follow_up_at <= ${now} and owner_id is not null
          order by next_follow_up_at limit 500 for update skip locked)
        returning s.lead_id, s.owner_id, s.stage, s.next_follow_up_at)
      select c.lead_id, c.owner_id, c.stage, l.first_name, l.last_name, l.mobile,
        to_char(c.next_follow_up_at at time zone 'Asia/Kolkata', 'DD Mon YYYY, HH12:MI AM') as at,
        u.email as owner_email
      from claimed c join leads l on l.id = c.lead_id left join users u on u.id = c.owner_id`);
    for (const row of due.rows) {
      const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
      await tellOwner(tx, {
        ownerId: row.owner_id,
        ownerEmail: row.owner_email,
        leadId: row.lead_id,
        title: `Follow-up due: ${name}`,
        content: `Call ${name} (+91 ${row.mobile}) — follow-up set for ${row.at} IST.`,
      });
    }
    return due.rows.length;
  });
}

/**
 * Tells a lead's sales owner in the app, and by e-mail through the outbox when they have an
 * address; with no owner the sales team is told in the app.
 */
export async function tellOwner(
  tx: DbOrTx,
  to: { ownerId: number | null; ownerEmail: string | null; leadId: number; title: string; content: string },
): Promise<void> {
  const { ownerId, ownerEmail, leadId, title, content } = to;
  const link = `/app/sales/leads/${leadId}`;
  await createNotification(
    tx,
    ownerId === null
      ? { group: 'role', role: 'sales', title, content, link }
      : { group: 'personal', userId: ownerId, title, content, link },
  );
  if (ownerId !== null && ownerEmail)
    await queueMail(tx, {
      to: ownerEmail,
      subject: title,
      text: `${content}\n\nOpen the lead: ${link}`,
      about: { kind: 'lead', id: leadId },
      queuedBy: null,
    });
}

/**
 * Which lead mail (reminders) a reader of lead mail sees in the outbox: the mail addressed to them
 * and the mail about leads they own, not the whole team's.
 */
export const leadMailReaders = (reader: OutboxReader): SQL =>
  or(
    sql`lower(${mailOutbox.toAddress}) = (select lower(u.email) from users u where u.id = ${reader.id})`,
    sql`exists (select 1 from ${leadSales} where ${leadSales.leadId} = ${mailOutbox.aboutId} and ${leadSales.ownerId} = ${reader.id})`,
  ) as SQL;

/** Registers a scheduled job (IST) that runs `run` and logs what it did when it did anything. */
export function registerScheduledRun(
  jobs: JobRunner,
  job: {
    name: string;
    cron: string;
    pollingIntervalSeconds: number;
    run: () => Promise<Record<string, number>>;
    log: Pick<Logger, 'info'>;
    done: string;
  },
): Promise<boolean> {
  return jobs.register({
    name: job.name,
    options: { policy: 'singleton', retryLimit: 2 },
    schedule: { cron: job.cron, tz: 'Asia/Kolkata' },
    worker: {
      pollingIntervalSeconds: job.pollingIntervalSeconds,
      handler: async () => {
        const counts = await job.run();
        if (Object.values(counts).some((n) => n > 0)) job.log.info(counts, job.done);
      },
    },
  });
}

/** Registers the scheduled job (every minute, IST) that runs remindDueFollowUps. */
export function registerFollowUpReminders(
  jobs: JobRunner,
  { db, log }: { db: Db; log: Pick<Logger, 'info'> },
): Promise<boolean> {
  return registerScheduledRun(jobs, {
    name: FOLLOW_UP_QUEUE,
    cron: '* * * * *',
    pollingIntervalSeconds: 10,
    run: async () => ({ sent: await remindDueFollowUps(db) }),
    log,
    done: 'sales follow-up reminders sent',
  });
}
