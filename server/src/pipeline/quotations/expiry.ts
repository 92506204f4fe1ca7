/** Quotation validity: reminding the owner before a sent version runs out, and expiring it after. */
import { todayInKolkata } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
import { registerScheduledRun, tellOwner } from '../sales';

export const QUOTATION_EXPIRY_QUEUE = 'quotation-expiry';

/** Days before its validity date that a sent quotation reminds its owner. */
export const EXPIRY_WARNING_DAYS = 3;

/**
 * Tells the lead's sales owner (or the sales team when it has none), in the app and by e-mail, of
 * every sent, unanswered latest version whose validity ends within EXPIRY_WARNING_DAYS. Each
 * version is claimed by setting its expiry_reminded_at, so it is reminded once however many runs.
 */
export async function remindExpiringQuotations(db: Db, now = new Date()): Promise<number> {
  const today = todayInKolkata(now);
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      lead_id: number;
      number: string;
      no: number;
      valid_until: string;
      owner_id: number | null;
      owner_email: string | null;
      customer: string;
    }>(sql`
      with claimed as (
        update quotation_versions v set expiry_reminded_at = ${now}
        from quotations q
        where q.id = v.quotation_id and q.status = 'sent' and v.no = q.latest_version
          and v.sent_at is not null and v.accepted_at is null and v.expiry_reminded_at is null
          and (v.content->'terms'->>'valid_until') between ${today}
            and to_char(${today}::date + ${EXPIRY_WARNING_DAYS}::int, 'YYYY-MM-DD')
        returning q.lead_id, q.number, v.no, v.content->'terms'->>'valid_until' as valid_until)
      select c.lead_id, c.number, c.no, c.valid_until, s.owner_id, u.email as owner_email,
        concat_ws(' ', l.first_name, l.last_name) as customer
      from claimed c join leads l on l.id = c.lead_id
        left join lead_sales s on s.lead_id = c.lead_id left join users u on u.id = s.owner_id`);
    for (const row of due.rows)
      await tellOwner(tx, {
        ownerId: row.owner_id,
        ownerEmail: row.owner_email,
        leadId: row.lead_id,
        title: `Quotation expiring: ${row.number} v${row.no}`,
        content: `${row.customer}'s quotation ${row.number} v${row.no} is valid until ${row.valid_until} and not answered yet.`,
      });
    return due.rows.length;
  });
}

/**
 * Moves sent quotations whose latest version's validity date has passed (in India) to 'expired',
 * with a line in the lead's history; a second run finds none. Returns how many expired.
 */
export async function expireQuotations(db: Db, now = new Date()): Promise<number> {
  const today = todayInKolkata(now);
  return db.transaction(async (tx) => {
    const expired = await tx.execute<{ lead_id: number; number: string; no: number }>(sql`
      update quotations q set status = 'expired', version = q.version + 1, updated_at = ${now}
      from quotation_versions v
      where v.quotation_id = q.id and v.no = q.latest_version and q.status = 'sent'
        and v.accepted_at is null and (v.content->'terms'->>'valid_until') < ${today}
      returning q.lead_id, q.number, v.no`);
    for (const row of expired.rows)
      await tx.execute(sql`
        insert into lead_history (lead_id, action, at, changes, reason)
        values (${row.lead_id}, 'quotation-expired', ${now},
          ${JSON.stringify({ quotation: { from: 'sent', to: 'expired' } })}::jsonb,
          ${`${row.number} v${row.no} passed its validity date unanswered`})`);
    return expired.rows.length;
  });
}

/** Registers the daily job (06:00 IST) that expires quotations past validity, then reminds the ones close to it. */
export function registerQuotationExpiry(
  jobs: JobRunner,
  { db, log }: { db: Db; log: Pick<Logger, 'info'> },
): Promise<boolean> {
  return registerScheduledRun(jobs, {
    name: QUOTATION_EXPIRY_QUEUE,
    cron: '0 6 * * *',
    pollingIntervalSeconds: 60,
    run: async () => ({ expired: await expireQuotations(db), reminded: await remindExpiringQuotations(db) }),
    log,
    done: 'quotation validity job ran',
  });
}
