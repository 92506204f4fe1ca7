import type {
  QuotationDashboard,
  QuotationDashboardQueueItem,
  QuotationTurnaround,
} from '@managewell/api/contract';
import type { Pool } from 'pg';
import { KOLKATA_MONTH_START, quotationsThisMonth } from '../sales';

/** The stages at which a lead waits for the quotation team. */
const WAITING_STAGES = ['costing_requested', 'design'];
const QUEUE_SHOWN = 20;

/**
 * The quotation team's dashboard: leads waiting for costing or design, oldest first; the turnaround
 * of every quotation first sent this month, from the lead's first costing request to that sending;
 * and this month's costed, sent and accepted values (the same figures as the sales dashboard's).
 */
export async function quotationDashboard(pool: Pool): Promise<QuotationDashboard> {
  const [queue, turnaround, thisMonth] = await Promise.all([
    pool.query<Omit<QuotationDashboardQueueItem, 'waiting_since'> & { waiting_since: Date; total: string }>(
      `select s.lead_id, concat_ws(' ', l.first_name, nullif(l.last_name, '')) as customer, l.city, s.stage,
         s.stage_changed_at as waiting_since,
         floor(extract(epoch from now() - s.stage_changed_at) / 86400)::int as age_days,
         count(*) over () as total
       from lead_sales s join leads l on l.id = s.lead_id
       where s.stage = any($1)
       order by s.stage_changed_at, s.lead_id limit ${QUEUE_SHOWN}`,
      [WAITING_STAGES],
    ),
    pool.query<Omit<QuotationTurnaround, 'requested_at' | 'sent_at'> & { requested_at: Date; sent_at: Date }>(
      `with first_sent as (
         select quotation_id, min(sent_at) as sent_at from quotation_versions
         where sent_at is not null group by quotation_id
       ), requested as (
         select lead_id, min(at) as at from lead_history
         where action = 'stage_changed' and changes #>> '{stage,to}' = 'costing_requested'
         group by lead_id
       )
       select q.lead_id, q.number, q.customer_name as customer,
         r.at as requested_at, f.sent_at,
         round(extract(epoch from f.sent_at - r.at) / 3600, 1)::float8 as hours
       from first_sent f join quotations q on q.id = f.quotation_id join requested r on r.lead_id = q.lead_id
       where f.sent_at >= ${KOLKATA_MONTH_START}
       order by f.sent_at, q.id`,
    ),
    quotationsThisMonth(pool),
  ]);
  const hours = turnaround.rows.map((r) => r.hours).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const middle = Math.floor(hours.length / 2);
  return {
    queue: {
      items: queue.rows.map(({ total: _total, waiting_since, ...item }) => ({
        ...item,
        waiting_since: waiting_since.toISOString(),
      })),
      total: Number(queue.rows[0]?.total ?? 0),
    },
    turnaround: {
      items: turnaround.rows.map((r) => ({
        ...r,
        requested_at: r.requested_at.toISOString(),
        sent_at: r.sent_at.toISOString(),
      })),
      average_hours: hours.length === 0 ? null : round(hours.reduce((a, b) => a + b, 0) / hours.length),
      median_hours:
        hours.length === 0
          ? null
          : round(hours.length % 2 === 1 ? hours[middle]! : (hours[middle - 1]! + hours[middle]!) / 2),
    },
    thisMonth,
  };
}
