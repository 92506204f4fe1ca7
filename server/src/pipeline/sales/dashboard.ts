import {
  type QuotationDashboard,
  SALES_STAGES,
  type SalesDashboard,
  type SalesLeadSummary,
  type SalesStage,
} from '@managewell/api/contract';
import type { Pool } from 'pg';
import { KOLKATA_TODAY, KOLKATA_TOMORROW, SUMMARY_JSON } from './service';

/** The first instant of this calendar month in Asia/Kolkata. */
export const KOLKATA_MONTH_START = `(date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

export type QuotationsThisMonth = QuotationDashboard['thisMonth'];

/**
 * This month's quotation figures, shared by the sales and quotation dashboards so they agree.
 * Costed: quotations with a costing cut this month, at the newest such version; sent: quotations
 * with a version sent this month, at the newest such version (a re-sent quotation counts once);
 * accepted: versions the customer accepted this month, at their total.
 */
export async function quotationsThisMonth(pool: Pool): Promise<QuotationsThisMonth> {
  const { rows } = await pool.query<Record<string, string>>(
    `with costed as (
       select distinct on (quotation_id) total_paise from quotation_versions
       where created_at >= ${KOLKATA_MONTH_START} and reason in ('Costed', 'Costed again')
       order by quotation_id, no desc
     ), sent as (
       select distinct on (quotation_id) total_paise from quotation_versions
       where sent_at >= ${KOLKATA_MONTH_START} order by quotation_id, no desc
     ), accepted as (
       select total_paise from quotation_versions where accepted_at >= ${KOLKATA_MONTH_START}
     )
     select
       (select count(*) from costed) as costed,
       (select coalesce(sum(total_paise), 0) from costed) as costed_value,
       (select count(*) from sent) as sent,
       (select coalesce(sum(total_paise), 0) from sent) as sent_value,
       (select count(*) from accepted) as accepted,
       (select coalesce(sum(total_paise), 0) from accepted) as accepted_value`,
  );
  const m = rows[0]!;
  return {
    costed: Number(m.costed),
    costedValuePaise: Number(m.costed_value),
    sent: Number(m.sent),
    sentValuePaise: Number(m.sent_value),
    accepted: Number(m.accepted),
    acceptedValuePaise: Number(m.accepted_value),
  };
}

const WON: readonly SalesStage[] = ['accepted', 'checklist', 'done'];
const LOST: readonly SalesStage[] = ['declined', 'expired'];

/**
 * The sales dashboard in one answer: the funnel, follow-ups due today and overdue (the caller's and
 * unowned ones first), this month's (Asia/Kolkata) quotations sent and accepted with their value
 * in paise, calls, conversion, and 90 days per day.
 */
export async function salesDashboard(pool: Pool, userId: number): Promise<SalesDashboard> {
  const followUps = (condition: string) =>
    pool.query<{ item: SalesLeadSummary; total: string }>(
      `select ${SUMMARY_JSON} as item, count(*) over () as total
       from lead_sales s join leads l on l.id = s.lead_id left join users u on u.id = s.owner_id
       where ${condition}
       order by (s.owner_id = $1 or s.owner_id is null) desc, s.next_follow_up_at, l.id limit 8`,
      [userId],
    );
  const [funnel, today, overdue, month, calls, perDay] = await Promise.all([
    pool.query<{ stage: SalesStage; n: string }>(
      'select stage, count(*) as n from lead_sales group by stage',
    ),
    followUps(
      `s.next_follow_up_at >= greatest(now(), ${KOLKATA_TODAY}) and s.next_follow_up_at < ${KOLKATA_TOMORROW}`,
    ),
    followUps('s.next_follow_up_at < now()'),
    quotationsThisMonth(pool),
    pool.query<{ calls: string }>(
      `select count(*) as calls from lead_calls where at >= ${KOLKATA_MONTH_START}`,
    ),
    pool.query<{ date: string; new_leads: string; calls: string; accepted: string }>(
      `with days as (
         select d::date as day from generate_series(
           (now() at time zone 'Asia/Kolkata')::date - 89, (now() at time zone 'Asia/Kolkata')::date, interval '1 day') d
       ), since as (select (((now() at time zone 'Asia/Kolkata')::date - 89) at time zone 'Asia/Kolkata') as t)
       select to_char(days.day, 'YYYY-MM-DD') as date,
         coalesce(n.c, 0) as new_leads, coalesce(c.c, 0) as calls, coalesce(a.c, 0) as accepted
       from days
       left join (select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as c from lead_sales
                  where created_at >= (select t from since) group by 1) n on n.day = days.day
       left join (select (at at time zone 'Asia/Kolkata')::date as day, count(*) as c from lead_calls
                  where at >= (select t from since) group by 1) c on c.day = days.day
       left join (select (accepted_at at time zone 'Asia/Kolkata')::date as day, count(*) as c
                  from quotation_versions
                  where accepted_at >= (select t from since) group by 1) a on a.day = days.day
       order by days.day`,
    ),
  ]);
  const counts = new Map(funnel.rows.map((r) => [r.stage, Number(r.n)]));
  const countOf = (stages: readonly SalesStage[]) => stages.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  const total = countOf(SALES_STAGES);
  const won = countOf(WON);
  const decided = won + countOf(LOST);
  const percent = (part: number, whole: number) =>
    whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
  return {
    funnel: SALES_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 })),
    followUps: {
      dueToday: today.rows.map((r) => r.item),
      overdue: overdue.rows.map((r) => r.item),
      dueTodayCount: Number(today.rows[0]?.total ?? 0),
      overdueCount: Number(overdue.rows[0]?.total ?? 0),
    },
    thisMonth: {
      sent: month.sent,
      accepted: month.accepted,
      sentValuePaise: month.sentValuePaise,
      acceptedValuePaise: month.acceptedValuePaise,
      calls: Number(calls.rows[0]?.calls ?? 0),
    },
    winRate: percent(won, decided),
    conversionRate: percent(won, total),
    perDay: perDay.rows.map((r) => ({
      date: r.date,
      newLeads: Number(r.new_leads),
      calls: Number(r.calls),
      accepted: Number(r.accepted),
    })),
  };
}
