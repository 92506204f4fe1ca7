/**
 * Issuing GST tax invoices per milestone, correcting them with credit notes and recording the
 * payments received. Numbers come from the document counters in the same transaction as the
 * insert, so each series stays gap-free and unique however many are issued at once.
 */
import {
  type creditNoteInput,
  INVOICE_DUE_DAYS,
  type paymentInput,
  todayInKolkata,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { loadStoredSettings, nextDocumentNumber } from '../../workplace/documents';
import { billingAddressOf, leadHistory, leadName, leads } from '../leads';
import { checklistItems } from '../sales';
import { addDays, creditNoteTaxes, isDue, outstandingOf, taxDocument } from './amounts';
import { type Actor, lockAccount, lockMilestone } from './schedule';
import {
  creditNotes,
  invoicePayments,
  type TaxDocumentContent,
  taxAmountValues,
  taxInvoices,
} from './schema';

/** The series of the billing documents: INV/2026-27/0001, CN/2026-27/0001, RCT/2026-27/0001. */
export const INVOICE_SERIES = { series: 'invoice', prefix: 'INV' } as const;
export const CREDIT_NOTE_SERIES = { series: 'credit-note', prefix: 'CN' } as const;
export const RECEIPT_SERIES = { series: 'receipt', prefix: 'RCT' } as const;

/** The seller's details from the site settings; 409 until the company's GSTIN is set. */
async function seller(tx: DbOrTx): Promise<Pick<TaxDocumentContent, 'seller' | 'bank'>> {
  const settings = await loadStoredSettings(tx);
  const company = settings?.company;
  if (!settings || !company)
    throw conflict(
      "Set the company's legal name, GSTIN and state in the site settings before issuing invoices.",
    );
  return {
    seller: {
      name: company.legalName,
      address: company.address ?? settings.footer.footerData.address,
      state: company.state,
      gstin: company.gstin,
      pan: company.pan ?? null,
    },
    bank: company.bank ?? null,
  };
}

/** Whether the company's e-invoicing setting is on: documents issued now then need an IRN. */
async function eInvoicingApplies(tx: DbOrTx): Promise<boolean> {
  return (await loadStoredSettings(tx))?.company?.eInvoicing === true;
}

async function buyerOf(
  tx: DbOrTx,
  leadId: number,
  gstin: string | null,
): Promise<TaxDocumentContent['buyer']> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw notFound('There is no such lead.');
  const name = leadName(lead);
  return {
    name: lead.company ? `${name} (${lead.company})` : name,
    // A business is invoiced at its billing address (its registered office) when it gave one.
    address:
      billingAddressOf(lead) ??
      [lead.addressLine1, lead.city, lead.state, lead.postalCode].filter(Boolean).join(', '),
    mobile: `+91 ${lead.mobile}`,
    email: lead.email,
    gstin,
  };
}

/** 409 when the milestone has its invoice already. */
async function refuseIfInvoiced(tx: DbOrTx, milestoneId: number): Promise<void> {
  const [already] = await tx
    .select({ number: taxInvoices.number })
    .from(taxInvoices)
    .where(eq(taxInvoices.milestoneId, milestoneId));
  if (already) throw conflict(`This milestone is invoiced already (${already.number}).`);
}

type Account = Awaited<ReturnType<typeof lockAccount>>;
type Milestone = Awaited<ReturnType<typeof lockMilestone>>;

/** What a milestone's invoice says: seller, buyer, place of supply and its GST. */
async function milestoneDocument(
  tx: DbOrTx,
  account: Account,
  m: Milestone,
  number: string,
  today: string,
): Promise<TaxDocumentContent> {
  const from = await seller(tx);
  return {
    number,
    date: today,
    ...from,
    buyer: await buyerOf(tx, account.leadId, account.buyerGstin),
    place_of_supply: account.placeOfSupply ?? from.seller.state,
    inter_state: account.interState,
    quotation: { number: account.quotationNumber, version: account.versionNo },
    ...taxDocument(
      m.parts,
      account.interState,
      () => `${m.label} (${m.percent} % of quotation ${account.quotationNumber})`,
    ),
  };
}

/**
 * A proforma invoice of a milestone not invoiced yet, for a customer who asks before paying: what
 * its tax invoice would say, under the milestone's own reference, and no number of the series used.
 */
export async function proformaContent(
  tx: DbOrTx,
  leadId: number,
  milestoneId: number,
  now = new Date(),
): Promise<TaxDocumentContent> {
  const account = await lockAccount(tx, leadId);
  const m = await lockMilestone(tx, leadId, milestoneId);
  await refuseIfInvoiced(tx, m.id);
  const reference = `PI/${account.quotationNumber.replace(/\//g, '-')}/${m.position + 1}`;
  return milestoneDocument(tx, account, m, reference, todayInKolkata(now));
}

/** Issues the tax invoice of a due milestone; returns its id. */
export async function issueInvoice(
  tx: DbOrTx,
  leadId: number,
  milestoneId: number,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  const account = await lockAccount(tx, leadId);
  const m = await lockMilestone(tx, leadId, milestoneId);
  await refuseIfInvoiced(tx, m.id);
  const today = todayInKolkata(now);
  const steps = await tx
    .select({ key: checklistItems.key })
    .from(checklistItems)
    .where(and(eq(checklistItems.leadId, leadId), eq(checklistItems.done, true)));
  if (!isDue(m, new Set(steps.map((s) => s.key)), today))
    throw conflict('This milestone is not due yet: change its due condition or wait until it is met.');
  const number = await nextDocumentNumber(tx, { ...INVOICE_SERIES, at: now });
  const content = await milestoneDocument(tx, account, m, number, today);
  const [row] = await tx
    .insert(taxInvoices)
    .values({
      leadId,
      milestoneId: m.id,
      number,
      invoiceDate: today,
      dueDate: addDays(today, INVOICE_DUE_DAYS),
      content,
      ...taxAmountValues(content.totals),
      eInvoicing: await eInvoicingApplies(tx),
      issuedBy: actor.id,
    })
    .returning({ id: taxInvoices.id });
  await tx.insert(leadHistory).values({
    leadId,
    action: 'invoice-issued',
    actorId: actor.id,
    changes: { invoice: { from: null, to: number } },
    reason: `${m.label}: ${formatInr(content.totals.total_paise)}`,
  });
  return row!.id;
}

/** The invoice of the lead, locked, with what is paid and credited on it; 404 for another lead's. */
export async function lockInvoice(tx: DbOrTx, leadId: number, invoiceId: number) {
  const [invoice] = await tx
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.id, invoiceId), eq(taxInvoices.leadId, leadId)))
    .for('update');
  if (!invoice) throw notFound('There is no such invoice.');
  const [paid] = await tx
    .select({ sum: sql<string>`coalesce(sum(${invoicePayments.amountPaise}), 0)` })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id));
  const [credited] = await tx
    .select({ sum: sql<string>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const paidPaise = Number(paid?.sum ?? 0);
  const creditedPaise = Number(credited?.sum ?? 0);
  return {
    invoice,
    paidPaise,
    creditedPaise,
    outstandingPaise: outstandingOf({ totalPaise: invoice.totalPaise, paidPaise, creditedPaise }),
  };
}

/** A credit note against an issued invoice, at most its outstanding. */
export async function createCreditNote(
  tx: DbOrTx,
  leadId: number,
  invoiceId: number,
  input: z.output<typeof creditNoteInput>,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  await lockAccount(tx, leadId);
  const { invoice, outstandingPaise } = await lockInvoice(tx, leadId, invoiceId);
  if (input.amount_paise > outstandingPaise)
    throw conflict(
      `A credit note can be at most what the invoice still asks for: ${formatInr(outstandingPaise)}.`,
    );
  const doc = creditNoteTaxes(invoice.content, input.amount_paise, invoice.content.inter_state);
  const number = await nextDocumentNumber(tx, { ...CREDIT_NOTE_SERIES, at: now });
  const today = todayInKolkata(now);
  const content: TaxDocumentContent = { ...invoice.content, number, date: today, ...doc };
  const [row] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      number,
      noteDate: today,
      reason: input.reason,
      content,
      ...taxAmountValues(content.totals),
      eInvoicing: await eInvoicingApplies(tx),
      createdBy: actor.id,
    })
    .returning({ id: creditNotes.id });
  await tx.insert(leadHistory).values({
    leadId,
    action: 'credit-note-issued',
    actorId: actor.id,
    changes: { credit_note: { from: null, to: number } },
    reason: `Against ${invoice.number}: ${formatInr(input.amount_paise)}. ${input.reason}`.slice(0, 500),
  });
  return row!.id;
}

/** Records money received against an invoice: part payments allowed, never more than is outstanding. */
export async function recordPayment(
  tx: DbOrTx,
  leadId: number,
  invoiceId: number,
  input: z.output<typeof paymentInput>,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  const { invoice, outstandingPaise } = await lockInvoice(tx, leadId, invoiceId);
  if (input.paid_on > todayInKolkata(now))
    throw validationFailed('The payment date cannot be in the future.', {
      paid_on: 'The payment date cannot be in the future.',
    });
  if (input.paid_on < invoice.invoiceDate)
    throw validationFailed('The payment date cannot be before the invoice date.', {
      paid_on: `The invoice is dated ${invoice.invoiceDate}.`,
    });
  if (input.amount_paise > outstandingPaise)
    throw conflict(
      outstandingPaise === 0
        ? `Invoice ${invoice.number} is fully paid.`
        : `This is more than the ${formatInr(outstandingPaise)} still due on ${invoice.number}.`,
    );
  const receiptNumber = await nextDocumentNumber(tx, { ...RECEIPT_SERIES, at: now });
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      receiptNumber,
      paidOn: input.paid_on,
      amountPaise: input.amount_paise,
      mode: input.mode,
      reference: input.reference,
      note: input.note,
      recordedBy: actor.id,
    })
    .returning({ id: invoicePayments.id });
  await tx.insert(leadHistory).values({
    leadId,
    action: 'payment-received',
    actorId: actor.id,
    changes: { payment: { from: null, to: receiptNumber } },
    reason: `${formatInr(input.amount_paise)} against ${invoice.number}`,
  });
  return row!.id;
}
