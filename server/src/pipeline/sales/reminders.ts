import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
import { queueMail } from '../../workplace/mail';
import { createNotification } from '../../workplace/notifications';

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
      const title = `Follow-up due: ${name}`;
      const content = `Call ${name} (+91 ${row.mobile}) — follow-up set for ${row.at} IST.`;
      const link = `/app/sales/leads/${row.lead_id}`;
      await createNotification(tx, { group: 'personal', userId: row.owner_id, title, content, link });
      if (row.owner_email)
        await queueMail(tx, {
          to: row.owner_email,
          subject: title,
          text: `${content}\n\nOpen the lead: ${link}`,
          about: { kind: 'lead', id: row.lead_id },
          queuedBy: null,
        });
    }
    return due.rows.length;
  });
}

/** Registers the scheduled job (every minute, IST) that runs remindDueFollowUps. */
export function registerFollowUpReminders(
  jobs: JobRunner,
  { db, log }: { db: Db; log: Pick<Logger, 'info'> },
): Promise<boolean> {
  return jobs.register({
    name: FOLLOW_UP_QUEUE,
    options: { policy: 'singleton', retryLimit: 2 },
    schedule: { cron: '* * * * *', tz: 'Asia/Kolkata' },
    worker: {
      pollingIntervalSeconds: 10,
      handler: async () => {
        const sent = await remindDueFollowUps(db);
        if (sent > 0) log.info({ sent }, 'sales follow-up reminders sent');
      },
    },
  });
}
