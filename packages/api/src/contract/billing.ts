/**
 * Billing after acceptance: the payment schedule an accepted quotation gives its lead, GST tax
 * invoices per milestone, credit notes against them, and the payments received. Money is in paise
 * (integers), GST rates in basis points, dates are Indian calendar days (yyyy-mm-dd).
 */
import { z } from 'zod';
import { exportQuery, int4, isoDate, rowId, versionField } from './common';
import { gstinField } from './documents';
import { CHECKLIST_TEMPLATE } from './sales';

export const MILESTONE_DUE_KINDS = ['acceptance', 'checklist', 'date'] as const;
export type MilestoneDueKind = (typeof MILESTONE_DUE_KINDS)[number];
export const MILESTONE_DUE_LABEL: Record<MilestoneDueKind, string> = {
  acceptance: 'On acceptance',
  checklist: 'On a checklist step',
  date: 'On a date',
};

export const MILESTONE_STATUSES = ['not_due', 'due', 'invoiced', 'part_paid', 'paid', 'overdue'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const MILESTONE_STATUS_LABEL: Record<MilestoneStatus, string> = {
  not_due: 'Not due',
  due: 'Due',
  invoiced: 'Invoiced',
  part_paid: 'Part-paid',
  paid: 'Paid',
  overdue: 'Overdue',
};

export const PAYMENT_MODES = ['upi', 'neft_rtgs', 'cheque', 'cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABEL: Record<PaymentMode, string> = {
  upi: 'UPI',
  neft_rtgs: 'NEFT/RTGS',
  cheque: 'Cheque',
  cash: 'Cash',
};

/** Days from an invoice's date to its due date. */
export const INVOICE_DUE_DAYS = 15;

const CHECKLIST_KEYS = CHECKLIST_TEMPLATE.map((i) => i.key) as [
  (typeof CHECKLIST_TEMPLATE)[number]['key'],
  ...(typeof CHECKLIST_TEMPLATE)[number]['key'][],
];

/** The paise of an amount a person enters: at least one paisa, at most ₹99,99,99,999.99. */
const amountPaise = z
  .number({ error: 'Enter the amount.' })
  .int('Enter the amount in whole paise.')
  .min(1, 'The amount must be more than zero.')
  .max(99_99_99_999_99, 'This amount is too large.');

// --- Inputs -----------------------------------------------------------------------------------------

export const milestoneDueInput = z
  .strictObject({
    version: versionField(),
    due_kind: z.enum(MILESTONE_DUE_KINDS, { error: 'Choose when the milestone falls due.' }),
    checklist_key: z.enum(CHECKLIST_KEYS, { error: 'Choose a checklist step.' }).nullable().default(null),
    due_date: isoDate.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.due_kind === 'checklist' && !v.checklist_key)
      ctx.addIssue({ code: 'custom', path: ['checklist_key'], message: 'Choose a checklist step.' });
    if (v.due_kind === 'date' && !v.due_date)
      ctx.addIssue({ code: 'custom', path: ['due_date'], message: 'Choose the due date.' });
  });
export type MilestoneDueInput = z.input<typeof milestoneDueInput>;

export const billingBuyerInput = z.strictObject({
  /** The customer's GSTIN for a B2B invoice; null for a consumer. */
  buyer_gstin: gstinField.nullable(),
});
export type BillingBuyerInput = z.input<typeof billingBuyerInput>;

export const issueInvoiceInput = z.strictObject({ milestone_id: rowId() });
export type IssueInvoiceInput = z.input<typeof issueInvoiceInput>;

export const creditNoteInput = z.strictObject({
  /** The credit including GST, split over the invoice's lines in proportion. */
  amount_paise: amountPaise,
  reason: z
    .string({ error: 'Say why the invoice is corrected.' })
    .trim()
    .min(3, 'Say why the invoice is corrected.')
    .max(300, 'At most 300 characters.'),
});
export type CreditNoteInput = z.input<typeof creditNoteInput>;

/** Every mode but cash leaves a trace to quote: the form asks for it before the server does. */
export const needsPaymentReference = (mode: PaymentMode | undefined) => mode !== 'cash';
export const PAYMENT_REFERENCE_MESSAGE = 'Enter the transaction reference (UTR, UPI id or cheque number).';

export const paymentInput = z
  .strictObject({
    paid_on: isoDate,
    amount_paise: amountPaise,
    mode: z.enum(PAYMENT_MODES, { error: 'Choose how it was paid.' }),
    /** UPI transaction id, UTR, cheque number; optional for cash. */
    reference: z.string().trim().max(60, 'At most 60 characters.').default(''),
    note: z.string().trim().max(300, 'At most 300 characters.').default(''),
  })
  .superRefine((v, ctx) => {
    if (needsPaymentReference(v.mode) && !v.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: PAYMENT_REFERENCE_MESSAGE });
  });
export type PaymentInput = z.input<typeof paymentInput>;

export const sendInvoiceInput = z.strictObject({
  /** Where to send it; the lead's e-mail when absent. */
  to: z.email({ error: 'Enter a valid e-mail address.' }).max(254).optional(),
  message: z.string().trim().max(2000).default(''),
});
export type SendInvoiceInput = z.input<typeof sendInvoiceInput>;

export const billingExportQuery = z
  .strictObject({
    from: isoDate.optional(),
    to: isoDate.optional(),
    ...exportQuery.shape,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  });
export type BillingExportQuery = z.input<typeof billingExportQuery>;

/**
 * What the government's portal (IRP) returns for an uploaded e-invoice: the 64-hex IRN, the
 * acknowledgement number and date, and the signed QR code text (a JWT) printed as the QR.
 */
export const eInvoiceRegistrationInput = z.strictObject({
  irn: z
    .string({ error: 'Enter the IRN.' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'The IRN is 64 characters, digits 0-9 and letters a-f.'),
  ack_no: z
    .string({ error: 'Enter the acknowledgement number.' })
    .trim()
    .regex(/^\d{10,20}$/, 'The acknowledgement number is 10 to 20 digits.'),
  ack_date: isoDate,
  signed_qr: z
    .string({ error: 'Paste the signed QR code text.' })
    .trim()
    .max(2300, 'The signed QR code text is at most 2300 characters.')
    .regex(
      /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
      'Paste the signed QR code text exactly as the portal gives it (three parts separated by dots).',
    ),
});
export type EInvoiceRegistrationInput = z.input<typeof eInvoiceRegistrationInput>;

// --- Answers ----------------------------------------------------------------------------------------

/** Money in answers: stored as bigint (an invoice can pass ₹2 crore, int4's limit in paise). */
const paise = z.number().int();

export const taxLineAnswer = z.object({
  description: z.string(),
  hsn_sac: z.string(),
  gst_rate_bps: int4(0),
  taxable_paise: paise,
  cgst_paise: paise,
  sgst_paise: paise,
  igst_paise: paise,
});
export type TaxLine = z.output<typeof taxLineAnswer>;

export const taxTotalsAnswer = z.object({
  taxable_paise: paise,
  cgst_paise: paise,
  sgst_paise: paise,
  igst_paise: paise,
  round_off_paise: paise,
  total_paise: paise,
});
export type TaxTotals = z.output<typeof taxTotalsAnswer>;

/**
 * A document's e-invoice: not needed (e-invoicing was off when issued), B2C (a consumer: no IRN),
 * waiting for its IRN, or registered with the portal.
 */
export const E_INVOICE_STATUSES = ['not_applicable', 'b2c', 'pending', 'registered'] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];
export const E_INVOICE_STATUS_LABEL: Record<EInvoiceStatus, string> = {
  not_applicable: 'Not needed',
  b2c: 'B2C: no e-invoice',
  pending: 'IRN pending',
  registered: 'IRN recorded',
};

export const eInvoiceAnswer = z.object({
  status: z.enum(E_INVOICE_STATUSES),
  irn: z.string().nullable(),
  ack_no: z.string().nullable(),
  ack_date: z.string().nullable(),
});
export type EInvoiceState = z.output<typeof eInvoiceAnswer>;

export const creditNoteAnswer = z.object({
  id: int4(),
  number: z.string(),
  date: z.string(),
  reason: z.string(),
  total_paise: paise,
  e_invoice: eInvoiceAnswer,
});
export type CreditNoteSummary = z.output<typeof creditNoteAnswer>;

export const paymentAnswer = z.object({
  id: int4(),
  receipt_number: z.string(),
  paid_on: z.string(),
  amount_paise: paise,
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  note: z.string(),
});
export type PaymentRecord = z.output<typeof paymentAnswer>;

export const invoiceAnswer = z.object({
  id: int4(),
  number: z.string(),
  date: z.string(),
  due_date: z.string(),
  milestone_id: int4(),
  milestone_label: z.string(),
  totals: taxTotalsAnswer,
  paid_paise: paise,
  credited_paise: paise,
  outstanding_paise: paise,
  status: z.enum(MILESTONE_STATUSES),
  credit_notes: z.array(creditNoteAnswer),
  payments: z.array(paymentAnswer),
  e_invoice: eInvoiceAnswer,
});
export type InvoiceSummary = z.output<typeof invoiceAnswer>;

export const milestoneAnswer = z.object({
  id: int4(),
  position: int4(0),
  label: z.string(),
  percent: int4(0),
  amount_paise: paise,
  due_kind: z.enum(MILESTONE_DUE_KINDS),
  checklist_key: z.string().nullable(),
  due_date: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  invoice_id: int4().nullable(),
  version: int4(1),
});
export type PaymentMilestone = z.output<typeof milestoneAnswer>;

export const leadBillingAnswer = z.object({
  lead_id: int4(),
  /** Null before the customer accepts a quotation. */
  quotation: z.object({ number: z.string(), version: int4(1) }).nullable(),
  customer: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  place_of_supply: z.string().nullable(),
  inter_state: z.boolean(),
  buyer_gstin: z.string().nullable(),
  milestones: z.array(milestoneAnswer),
  invoices: z.array(invoiceAnswer),
  totals: z.object({
    scheduled_paise: paise,
    invoiced_paise: paise,
    credited_paise: paise,
    received_paise: paise,
    outstanding_paise: paise,
  }),
});
export type LeadBilling = z.output<typeof leadBillingAnswer>;

export const RECEIVABLE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];

export const billingDashboardAnswer = z.object({
  /** Outstanding on issued invoices by days since the invoice date. */
  receivables: z.array(
    z.object({ bucket: z.enum(RECEIVABLE_BUCKETS), invoices: int4(0), outstanding_paise: paise }),
  ),
  outstanding_paise: paise,
  overdue_paise: paise,
  received_this_month_paise: paise,
  payments_this_month: int4(0),
});
export type BillingDashboard = z.output<typeof billingDashboardAnswer>;

export const sentInvoiceAnswer = z.object({
  to: z.string(),
  /** A wa.me link with the invoice's summary, for sending on WhatsApp by hand. */
  whatsapp_link: z.string(),
});
export type SentInvoice = z.output<typeof sentInvoiceAnswer>;
