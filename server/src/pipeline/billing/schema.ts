import type { TaxLine, TaxTotals } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { leads } from '../leads';
import { quotations } from '../quotations';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const paise = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** An issued document's taxable value, taxes and total, as columns (for lists and reports). */
const taxAmounts = () => ({
  taxablePaise: paise('taxable_paise'),
  cgstPaise: paise('cgst_paise'),
  sgstPaise: paise('sgst_paise'),
  igstPaise: paise('igst_paise'),
  totalPaise: paise('total_paise'),
});

/** The columns of taxAmounts from a document's totals. */
export const taxAmountValues = (t: TaxTotals) => ({
  taxablePaise: t.taxable_paise,
  cgstPaise: t.cgst_paise,
  sgstPaise: t.sgst_paise,
  igstPaise: t.igst_paise,
  totalPaise: t.total_paise,
});

/** A part of a milestone's taxable value: one HSN/SAC code at one GST rate. */
export interface TaxablePart {
  hsn_sac: string;
  gst_rate_bps: number;
  taxable_paise: number;
}

/** What an issued document says, frozen at issue: the PDF is drawn from it, never from live data. */
export interface TaxDocumentContent {
  number: string;
  date: string;
  seller: { name: string; address: string; state: string; gstin: string; pan: string | null };
  buyer: { name: string; address: string; mobile: string; email: string | null; gstin: string | null };
  place_of_supply: string;
  inter_state: boolean;
  quotation: { number: string; version: number };
  lines: TaxLine[];
  totals: TaxTotals;
  bank: {
    accountName: string;
    bankName: string;
    branch?: string | undefined;
    accountNumber: string;
    ifsc: string;
    upiId?: string | undefined;
  } | null;
}

/** The lead's billing: which accepted version the schedule came from, and who is billed. */
export const billingAccounts = pgTable('billing_accounts', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  quotationId: integer('quotation_id')
    .notNull()
    .references(() => quotations.id, { onDelete: 'cascade' }),
  versionNo: integer('version_no').notNull(),
  quotationNumber: text('quotation_number').notNull(),
  placeOfSupply: text('place_of_supply'),
  interState: boolean('inter_state').notNull(),
  buyerGstin: text('buyer_gstin'),
  createdAt: createdAt(),
});

/** One milestone of the payment schedule: its share of the accepted quotation and when it falls due. */
export const paymentMilestones = pgTable(
  'payment_milestones',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => billingAccounts.leadId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    percent: integer('percent').notNull(),
    /** The milestone's invoice total (taxable parts plus GST, rounded to the rupee). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    parts: jsonb('parts').$type<TaxablePart[]>().notNull(),
    dueKind: text('due_kind').notNull(),
    checklistKey: text('checklist_key'),
    dueDate: date('due_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_milestones_lead_position_key').on(t.leadId, t.position),
    check('payment_milestones_due_kind_check', sql`${t.dueKind} in ('acceptance', 'checklist', 'date')`),
    check('payment_milestones_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);

/** GST tax invoices: one per milestone, never changed once issued (a correction is a credit note). */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'restrict' }),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => paymentMilestones.id, { onDelete: 'restrict' }),
    /** INV/2026-27/0001: per financial year, gap-free. */
    number: text('number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    content: jsonb('content').$type<TaxDocumentContent>().notNull(),
    ...taxAmounts(),
    /** E-invoicing applied when it was issued: a B2B invoice then needs an IRN. */
    eInvoicing: boolean('e_invoicing').notNull().default(false),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_invoices_number_key').on(t.number),
    uniqueIndex('tax_invoices_milestone_key').on(t.milestoneId),
    index('tax_invoices_lead_idx').on(t.leadId),
    index('tax_invoices_date_idx').on(t.invoiceDate, t.id),
    check('tax_invoices_total_check', sql`${t.totalPaise} > 0`),
  ],
);

/** Credit notes: each reduces one invoice's outstanding. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => taxInvoices.id, { onDelete: 'restrict' }),
    /** CN/2026-27/0001: its own series. */
    number: text('number').notNull(),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    content: jsonb('content').$type<TaxDocumentContent>().notNull(),
    ...taxAmounts(),
    /** E-invoicing applied when it was issued: a B2B credit note then needs an IRN. */
    eInvoicing: boolean('e_invoicing').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_total_check', sql`${t.totalPaise} > 0`),
  ],
);

/** Money received against an invoice, each with its receipt number. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => taxInvoices.id, { onDelete: 'restrict' }),
    /** RCT/2026-27/0001. */
    receiptNumber: text('receipt_number').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    mode: text('mode').notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_payments_receipt_key').on(t.receiptNumber),
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_paid_on_idx').on(t.paidOn),
    check('invoice_payments_amount_check', sql`${t.amountPaise} > 0`),
    check('invoice_payments_mode_check', sql`${t.mode} in ('upi', 'neft_rtgs', 'cheque', 'cash')`),
  ],
);

/** The overdue reminders sent: one row per invoice and Indian calendar day, so a day's run reminds once. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => taxInvoices.id, { onDelete: 'cascade' }),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.sentOn] })],
);

/**
 * What the e-invoice portal returned for an invoice or a credit note: recorded once, never changed
 * (a mistake is corrected with a credit note), so it lives beside the immutable document.
 */
export const eInvoiceRegistrations = pgTable(
  'e_invoice_registrations',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id').references(() => taxInvoices.id, { onDelete: 'restrict' }),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    /** The invoice reference number: 64 lowercase hex characters. */
    irn: text('irn').notNull(),
    ackNo: text('ack_no').notNull(),
    ackDate: date('ack_date', { mode: 'string' }).notNull(),
    /** The portal's signed QR code text (a JWT), printed as the QR code. */
    signedQr: text('signed_qr').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('e_invoice_registrations_irn_key').on(t.irn),
    uniqueIndex('e_invoice_registrations_invoice_key').on(t.invoiceId),
    uniqueIndex('e_invoice_registrations_credit_note_key').on(t.creditNoteId),
    check(
      'e_invoice_registrations_document_check',
      sql`(${t.invoiceId} is null) <> (${t.creditNoteId} is null)`,
    ),
  ],
);
