/** Money across leads: receivables by age and this month's receipts, and the accountant's export. */
import {
  type BillingDashboard,
  type billingExportQuery,
  INDIAN_STATE_GST_CODES,
  PAYMENT_MODE_LABEL,
  type PaymentMode,
  RECEIVABLE_BUCKETS,
  type ReceivableBucket,
  todayInKolkata,
} from '@managewell/api/contract';
import type { Pool } from 'pg';
import type { z } from 'zod';
import type { ExportColumn } from '../../platform/http';
import type { TaxDocumentContent } from './schema';

/** Each invoice's outstanding: its total less its payments and credit notes. */
const OUTSTANDING = `
  select i.id, i.invoice_date, i.due_date,
    i.total_paise
      - coalesce((select sum(p.amount_paise) from invoice_payments p where p.invoice_id = i.id), 0)
      - coalesce((select sum(c.total_paise) from credit_notes c where c.invoice_id = i.id), 0) as outstanding
  from tax_invoices i`;

export async function billingDashboard(pool: Pool, now = new Date()): Promise<BillingDashboard> {
  const today = todayInKolkata(now);
  const [aged, month] = await Promise.all([
    pool.query<{ bucket: ReceivableBucket; invoices: string; outstanding: string; overdue: string }>(
      `with o as (${OUTSTANDING})
       select case
           when $1::date - invoice_date <= 30 then '0-30'
           when $1::date - invoice_date <= 60 then '31-60'
           when $1::date - invoice_date <= 90 then '61-90'
           else '90+' end as bucket,
         count(*) as invoices, sum(outstanding) as outstanding,
         sum(case when due_date < $1::date then outstanding else 0 end) as overdue
       from o where outstanding > 0 group by 1`,
      [today],
    ),
    pool.query<{ received: string; payments: string }>(
      `select coalesce(sum(amount_paise), 0) as received, count(*) as payments from invoice_payments
       where paid_on >= date_trunc('month', $1::date) and paid_on <= $1::date`,
      [today],
    ),
  ]);
  const rows = new Map(aged.rows.map((r) => [r.bucket, r]));
  return {
    receivables: RECEIVABLE_BUCKETS.map((bucket) => ({
      bucket,
      invoices: Number(rows.get(bucket)?.invoices ?? 0),
      outstanding_paise: Number(rows.get(bucket)?.outstanding ?? 0),
    })),
    outstanding_paise: aged.rows.reduce((s, r) => s + Number(r.outstanding), 0),
    overdue_paise: aged.rows.reduce((s, r) => s + Number(r.overdue), 0),
    received_this_month_paise: Number(month.rows[0]?.received ?? 0),
    payments_this_month: Number(month.rows[0]?.payments ?? 0),
  };
}

/** One row of the accountant's export: an invoice, a credit note or a receipt. */
export interface LedgerRow {
  type: 'Invoice' | 'Credit note' | 'Receipt';
  number: string;
  date: string;
  against: string | null;
  /** The document's content; a receipt carries its invoice's (for the customer). */
  content: TaxDocumentContent;
  amount_paise: number;
  mode: string | null;
  reference: string | null;
}

/** The GST rates that get their own taxable-value column (others add up under 'other'). */
const RATE_COLUMNS = [500, 1200, 1800, 2800];

/** A document's own taxes: none on a receipt. */
const taxes = (r: LedgerRow) => (r.type === 'Receipt' ? null : r.content);

const taxableAt = (c: TaxDocumentContent | null, rate: number | 'other') =>
  c
    ? c.lines
        .filter((l) => (rate === 'other' ? !RATE_COLUMNS.includes(l.gst_rate_bps) : l.gst_rate_bps === rate))
        .reduce((s, l) => s + l.taxable_paise, 0)
    : null;

const placeOfSupply = (c: TaxDocumentContent) => {
  const code = INDIAN_STATE_GST_CODES.find((s) => s.name === c.place_of_supply)?.gstCode;
  return code ? `${code}-${c.place_of_supply}` : c.place_of_supply;
};

/** GSTR-1 style: number, date, customer GSTIN, place of supply, taxable value per rate, taxes. */
export const LEDGER_COLUMNS: ExportColumn<LedgerRow>[] = [
  { header: 'Type', value: (r) => r.type },
  { header: 'Number', value: (r) => r.number },
  { header: 'Date', kind: 'date', value: (r) => r.date },
  { header: 'Against invoice', value: (r) => r.against },
  { header: 'Customer', value: (r) => r.content.buyer.name },
  { header: 'Customer GSTIN', value: (r) => r.content.buyer.gstin },
  { header: 'Place of supply', value: (r) => placeOfSupply(r.content) },
  ...RATE_COLUMNS.map(
    (rate): ExportColumn<LedgerRow> => ({
      header: `Taxable value ${rate / 100} %`,
      kind: 'money',
      value: (r) => taxableAt(taxes(r), rate),
    }),
  ),
  { header: 'Taxable value other rates', kind: 'money', value: (r) => taxableAt(taxes(r), 'other') },
  { header: 'CGST', kind: 'money', value: (r) => taxes(r)?.totals.cgst_paise ?? null },
  { header: 'SGST', kind: 'money', value: (r) => taxes(r)?.totals.sgst_paise ?? null },
  { header: 'IGST', kind: 'money', value: (r) => taxes(r)?.totals.igst_paise ?? null },
  { header: 'Round off', kind: 'money', value: (r) => taxes(r)?.totals.round_off_paise ?? null },
  { header: 'Amount', kind: 'money', value: (r) => r.amount_paise },
  { header: 'Payment mode', value: (r) => (r.mode ? PAYMENT_MODE_LABEL[r.mode as PaymentMode] : null) },
  { header: 'Reference', value: (r) => r.reference },
];

/** Invoices, credit notes and receipts dated in the range, by date then number. */
export async function ledgerRows(
  pool: Pool,
  query: Omit<z.output<typeof billingExportQuery>, 'format'>,
): Promise<LedgerRow[]> {
  const { rows } = await pool.query<LedgerRow>(
    `select * from (
       select 'Invoice' as type, number, invoice_date::text as date, null as against, content,
         total_paise::float8 as amount_paise, null as mode, null as reference
       from tax_invoices
       union all
       select 'Credit note', c.number, c.note_date::text, i.number, c.content, c.total_paise::float8, null, null
       from credit_notes c join tax_invoices i on i.id = c.invoice_id
       union all
       select 'Receipt', p.receipt_number, p.paid_on::text, i.number, i.content, p.amount_paise::float8, p.mode, p.reference
       from invoice_payments p join tax_invoices i on i.id = p.invoice_id
     ) l
     where ($1::date is null or date::date >= $1::date) and ($2::date is null or date::date <= $2::date)
     order by date, type, number
     limit 100000`,
    [query.from ?? null, query.to ?? null],
  );
  return rows;
}
