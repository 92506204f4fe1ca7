/** The billing documents as PDF on the company letterhead: tax invoice, credit note, receipt. */
import { INDIAN_STATE_GST_CODES, PAYMENT_MODE_LABEL, type PaymentMode } from '@managewell/api/contract';
import { amountInWords, formatInr } from '@managewell/api/money';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/http';
import { loadLetterhead, type PdfBlock, renderPdf } from '../../workplace/documents';
import { proformaContent } from './invoices';
import { registrationOf } from './registration';
import { creditNotes, invoicePayments, type TaxDocumentContent, taxInvoices } from './schema';

const pct = (bps: number) => `${bps / 100} %`;
const day = (iso: string) => new Date(`${iso}T12:00:00+05:30`);
const stateWithCode = (state: string) => {
  const code = INDIAN_STATE_GST_CODES.find((s) => s.name === state)?.gstCode;
  return code ? `${state} (${code})` : state;
};

async function letterhead(db: DbOrTx) {
  const head = await loadLetterhead(db);
  if (!head) throw notFound('The company details (site settings) are not set up yet.');
  return head;
}

/** The blocks an invoice and a credit note share: parties, HSN/SAC summary, taxes, totals in words. */
function taxBlocks(c: TaxDocumentContent): PdfBlock[] {
  const t = c.totals;
  const split = !c.inter_state;
  return [
    {
      kind: 'keyValue',
      columns: 2,
      rows: [
        { label: 'Billed to', value: c.buyer.name },
        { label: 'Address', value: c.buyer.address || '–' },
        { label: 'Mobile', value: c.buyer.mobile },
        { label: 'Buyer GSTIN', value: c.buyer.gstin ?? 'Unregistered (consumer)' },
        { label: 'Seller GSTIN', value: c.seller.gstin },
        { label: 'Place of supply', value: stateWithCode(c.place_of_supply) },
        {
          label: 'Tax',
          value: c.inter_state ? 'IGST (inter-state supply)' : 'CGST + SGST (intra-state supply)',
        },
        { label: 'Quotation', value: `${c.quotation.number} (version ${c.quotation.version})` },
      ],
    },
    {
      kind: 'table',
      caption: 'HSN/SAC summary',
      columns: [
        { header: 'Description', width: '*' },
        { header: 'HSN/SAC', width: 'auto' },
        { header: 'Taxable', width: 'auto', align: 'right' },
        { header: 'Rate', width: 'auto', align: 'right' },
        ...(split
          ? [
              { header: 'CGST', width: 'auto' as const, align: 'right' as const },
              { header: 'SGST', width: 'auto' as const, align: 'right' as const },
            ]
          : [{ header: 'IGST', width: 'auto' as const, align: 'right' as const }]),
      ],
      rows: c.lines.map((l) => [
        l.description,
        l.hsn_sac,
        formatInr(l.taxable_paise),
        pct(l.gst_rate_bps),
        ...(split ? [formatInr(l.cgst_paise), formatInr(l.sgst_paise)] : [formatInr(l.igst_paise)]),
      ]),
    },
    {
      kind: 'totals',
      rows: [
        { label: 'Taxable value', amountPaise: t.taxable_paise },
        ...(split
          ? [
              { label: 'CGST', amountPaise: t.cgst_paise },
              { label: 'SGST', amountPaise: t.sgst_paise },
            ]
          : [{ label: 'IGST', amountPaise: t.igst_paise }]),
        { label: 'Round off', amountPaise: t.round_off_paise },
      ],
      grandTotal: { label: 'Total', amountPaise: t.total_paise },
    },
  ];
}

/** How to pay by transfer, from the bank details in the settings when the document was made. */
function bankBlocks(c: TaxDocumentContent): PdfBlock[] {
  if (!c.bank) return [];
  return [
    { kind: 'heading', text: 'Pay by bank transfer', level: 2 },
    {
      kind: 'keyValue',
      columns: 2,
      rows: [
        { label: 'Account name', value: c.bank.accountName },
        { label: 'Bank', value: c.bank.branch ? `${c.bank.bankName}, ${c.bank.branch}` : c.bank.bankName },
        { label: 'Account number', value: c.bank.accountNumber },
        { label: 'IFSC', value: c.bank.ifsc },
        ...(c.bank.upiId ? [{ label: 'UPI', value: c.bank.upiId }] : []),
      ],
    },
  ];
}

/** A registered document's IRN, acknowledgement and the portal's signed QR code, as the law asks them printed. */
function eInvoiceBlocks(
  row: { irn: string; ackNo: string; ackDate: string; signedQr: string } | null,
): PdfBlock[] {
  if (!row) return [];
  return [
    {
      kind: 'columns',
      columns: [
        [
          { kind: 'heading', text: 'E-invoice', level: 2 },
          {
            kind: 'keyValue',
            rows: [
              { label: 'IRN', value: row.irn },
              { label: 'Ack no', value: row.ackNo },
              { label: 'Ack date', value: row.ackDate.split('-').reverse().join('/') },
            ],
          },
        ],
        [{ kind: 'qr', text: row.signedQr, size: 130, caption: 'Signed QR code (e-invoice)' }],
      ],
    },
  ];
}

/** The tax invoice of the lead as PDF; 404 for another lead's. */
export async function invoicePdf(db: DbOrTx, leadId: number, invoiceId: number) {
  const [inv] = await db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.id, invoiceId), eq(taxInvoices.leadId, leadId)));
  if (!inv) throw notFound('There is no such invoice.');
  const c = inv.content;
  const registration = await registrationOf(db, { kind: 'invoice', id: inv.id });
  const blocks = [...eInvoiceBlocks(registration), ...taxBlocks(c), ...bankBlocks(c)];
  blocks.push({ kind: 'signature', forName: c.seller.name, name: 'Authorised signatory' });
  const bytes = await renderPdf({
    letterhead: await letterhead(db),
    title: 'Tax Invoice',
    number: c.number,
    date: day(c.date),
    meta: [{ label: 'Due date', value: inv.dueDate }],
    blocks,
    footerNote: 'This is a computer-generated tax invoice.',
    subject: `Tax invoice ${c.number} for ${c.buyer.name}`,
  });
  return { bytes, fileName: `Invoice ${c.number.replace(/\//g, '-')}.pdf`, content: c, dueDate: inv.dueDate };
}

/** The proforma invoice of a milestone not invoiced yet, as PDF. */
export async function proformaPdf(db: DbOrTx, leadId: number, milestoneId: number) {
  const c = await proformaContent(db, leadId, milestoneId);
  const bytes = await renderPdf({
    letterhead: await letterhead(db),
    title: 'Proforma Invoice',
    number: c.number,
    date: day(c.date),
    meta: [{ label: 'Note', value: 'Not a tax invoice: the tax invoice follows the payment.' }],
    blocks: [
      ...taxBlocks(c),
      ...bankBlocks(c),
      { kind: 'signature', forName: c.seller.name, name: 'Authorised signatory' },
    ],
    footerNote: 'This is a computer-generated proforma invoice.',
    subject: `Proforma invoice for ${c.buyer.name}`,
  });
  return { bytes, fileName: `Proforma ${c.number.replace(/\//g, '-')}.pdf` };
}

/** A credit note of the lead as PDF; 404 for another lead's. */
export async function creditNotePdf(db: DbOrTx, leadId: number, creditNoteId: number) {
  const [row] = await db
    .select({ note: creditNotes, invoiceNumber: taxInvoices.number, invoiceDate: taxInvoices.invoiceDate })
    .from(creditNotes)
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), eq(taxInvoices.leadId, leadId)));
  if (!row) throw notFound('There is no such credit note.');
  const c = row.note.content;
  const bytes = await renderPdf({
    letterhead: await letterhead(db),
    title: 'Credit Note',
    number: c.number,
    date: day(c.date),
    meta: [
      { label: 'Against invoice', value: `${row.invoiceNumber} of ${row.invoiceDate}` },
      { label: 'Reason', value: row.note.reason },
    ],
    blocks: [
      ...eInvoiceBlocks(await registrationOf(db, { kind: 'credit-note', id: row.note.id })),
      ...taxBlocks(c),
      { kind: 'signature', forName: c.seller.name, name: 'Authorised signatory' },
    ],
    footerNote: 'This is a computer-generated credit note.',
    subject: `Credit note ${c.number} for ${c.buyer.name}`,
  });
  return { bytes, fileName: `Credit note ${c.number.replace(/\//g, '-')}.pdf` };
}

/** The receipt of one payment of the lead as PDF; 404 for another lead's. */
export async function receiptPdf(db: DbOrTx, leadId: number, paymentId: number) {
  const [row] = await db
    .select({ payment: invoicePayments, invoice: taxInvoices })
    .from(invoicePayments)
    .innerJoin(taxInvoices, eq(taxInvoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.id, paymentId), eq(taxInvoices.leadId, leadId)));
  if (!row) throw notFound('There is no such payment.');
  const { payment: p, invoice } = row;
  const c = invoice.content;
  const bytes = await renderPdf({
    letterhead: await letterhead(db),
    title: 'Payment Receipt',
    number: p.receiptNumber,
    date: day(p.paidOn),
    blocks: [
      {
        kind: 'paragraph',
        text: `Received with thanks from ${c.buyer.name} the sum of ${formatInr(p.amountPaise)} (${amountInWords(p.amountPaise)}) against tax invoice ${invoice.number} dated ${invoice.invoiceDate}.`,
      },
      {
        kind: 'keyValue',
        rows: [
          { label: 'Mode', value: PAYMENT_MODE_LABEL[p.mode as PaymentMode] },
          ...(p.reference ? [{ label: 'Reference', value: p.reference }] : []),
          { label: 'Invoice total', value: formatInr(invoice.totalPaise) },
          ...(p.note ? [{ label: 'Note', value: p.note }] : []),
        ],
      },
      { kind: 'signature', forName: c.seller.name, name: 'Authorised signatory' },
    ],
    footerNote: 'This is a computer-generated receipt.',
    subject: `Receipt ${p.receiptNumber} for ${c.buyer.name}`,
  });
  return { bytes, fileName: `Receipt ${p.receiptNumber.replace(/\//g, '-')}.pdf` };
}
