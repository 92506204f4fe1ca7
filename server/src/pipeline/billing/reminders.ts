import { todayInKolkata } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
import { createNotification } from '../../workplace/notifications';

export const OVERDUE_QUEUE = 'billing-overdue-reminders';

/** Days between two reminders of one overdue invoice. */
export const REMIND_EVERY_DAYS = 7;

/**
 * Tells the lead's sales owner (or the sales team when it has none) of every invoice past its due
 * date with money outstanding that was not reminded in the last week. A reminder is claimed by
 * inserting its (invoice, day) row, so runs at once in several processes remind each invoice once.
 */
export async function remindOverdueInvoices(db: Db, now = new Date()): Promise<number> {
  const today = todayInKolkata(now);
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      invoice_id: number;
      lead_id: number;
      number: string;
      due_date: string;
      outstanding: string;
      owner_id: number | null;
      customer: string;
    }>(sql`
      with overdue as (
        select i.id, i.lead_id, i.number, i.due_date::text as due_date,
          i.total_paise
            - coalesce((select sum(p.amount_paise) from invoice_payments p where p.invoice_id = i.id), 0)
            - coalesce((select sum(c.total_paise) from credit_notes c where c.invoice_id = i.id), 0) as outstanding
        from tax_invoices i
        where i.due_date < ${today}::date
          and not exists (select 1 from invoice_reminders r
                          where r.invoice_id = i.id and r.sent_on > ${today}::date - ${REMIND_EVERY_DAYS}::int)
      ), claimed as (
        insert into invoice_reminders (invoice_id, sent_on)
        select id, ${today}::date from overdue where outstanding > 0
        on conflict do nothing
        returning invoice_id)
      select o.id as invoice_id, o.lead_id, o.number, o.due_date, o.outstanding, s.owner_id,
        concat_ws(' ', l.first_name, l.last_name) as customer
      from claimed c join overdue o on o.id = c.invoice_id
        join leads l on l.id = o.lead_id left join lead_sales s on s.lead_id = o.lead_id`);
    for (const row of due.rows) {
      const title = `Invoice overdue: ${row.number}`;
      const content = `${row.customer} still owes ${formatInr(Number(row.outstanding))} on ${row.number}, due ${row.due_date}. Open /app/sales/leads/${row.lead_id}/billing.`;
      await createNotification(
        tx,
        row.owner_id === null
          ? { group: 'role', role: 'sales', title, content }
          : { group: 'personal', userId: row.owner_id, title, content },
      );
    }
    return due.rows.length;
  });
}

/** Registers the daily job (09:00 IST) that runs remindOverdueInvoices. */
export function registerOverdueReminders(
  jobs: JobRunner,
  { db, log }: { db: Db; log: Pick<Logger, 'info'> },
): Promise<boolean> {
  return jobs.register({
    name: OVERDUE_QUEUE,
    options: { policy: 'singleton', retryLimit: 2 },
    schedule: { cron: '0 9 * * *', tz: 'Asia/Kolkata' },
    worker: {
      pollingIntervalSeconds: 60,
      handler: async () => {
        const sent = await remindOverdueInvoices(db);
        if (sent > 0) log.info({ sent }, 'overdue invoice reminders sent');
      },
    },
  });
}
