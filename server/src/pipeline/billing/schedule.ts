/** The payment schedule of an accepted quotation, and what the lead's billing shows. */
import type { LeadBilling, milestoneDueInput } from '@managewell/api/contract';
import { todayInKolkata } from '@managewell/api/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound } from '../../platform/http';
import { leadHistory, leadName, leads } from '../leads';
import { quotations, quotationVersions } from '../quotations';
import { checklistItems, leadRequirements } from '../sales';
import {
  defaultDue,
  invoiceStatus,
  milestoneStatus,
  outstandingOf,
  splitParts,
  taxableParts,
  taxDocument,
} from './amounts';
import { eInvoiceState } from './e-invoice';
import { registrationsOf } from './registration';
import { billingAccounts, creditNotes, invoicePayments, paymentMilestones, taxInvoices } from './schema';

export interface Actor {
  id: number;
}

/**
 * Turns the accepted version's milestones into the lead's payment schedule, in the acceptance's
 * transaction; a lead that already has one keeps it.
 */
export async function createPaymentSchedule(
  tx: DbOrTx,
  accepted: { leadId: number; quotationId: number; versionNo: number },
): Promise<void> {
  const [found] = await tx
    .select({ v: quotationVersions, number: quotations.number })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(
      and(
        eq(quotationVersions.quotationId, accepted.quotationId),
        eq(quotationVersions.no, accepted.versionNo),
      ),
    );
  if (!found) throw notFound('There is no such quotation version.');
  const content = found.v.content;
  if (!content.terms) return;
  const [site] = await tx
    .select({ state: leadRequirements.siteState })
    .from(leadRequirements)
    .where(eq(leadRequirements.leadId, accepted.leadId));
  const [account] = await tx
    .insert(billingAccounts)
    .values({
      leadId: accepted.leadId,
      quotationId: accepted.quotationId,
      versionNo: accepted.versionNo,
      quotationNumber: found.number,
      placeOfSupply: site?.state || content.customer.state || null,
      interState: content.inter_state,
      buyerGstin: content.customer.gstin ?? null,
    })
    .onConflictDoNothing()
    .returning({ leadId: billingAccounts.leadId });
  if (!account) return;
  const milestones = content.terms.milestones;
  const shares = splitParts(
    taxableParts(content),
    milestones.map((m) => m.percent),
  );
  await tx.insert(paymentMilestones).values(
    milestones.map((m, position) => {
      const parts = shares[position]!;
      const { totals } = taxDocument(parts, content.inter_state, () => '');
      return {
        leadId: accepted.leadId,
        position,
        label: m.label,
        percent: m.percent,
        amountPaise: totals.total_paise,
        parts,
        ...defaultDue(m.label, position),
      };
    }),
  );
}

/** Schedules for every accepted quotation that has none yet (the demo seed's accepted leads). */
export async function scheduleAcceptedQuotations(tx: DbOrTx): Promise<number> {
  const rows = await tx
    .select({ leadId: quotations.leadId, quotationId: quotations.id, versionNo: quotationVersions.no })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .leftJoin(billingAccounts, eq(billingAccounts.leadId, quotations.leadId))
    .where(sql`${quotationVersions.acceptedAt} is not null and ${billingAccounts.leadId} is null`);
  for (const row of rows) await createPaymentSchedule(tx, row);
  return rows.length;
}

async function loadLead(db: DbOrTx, leadId: number) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (lead?.status !== 'verified') throw notFound('There is no such lead.');
  return lead;
}

/** The lead's checklist steps that are done. */
async function doneSteps(db: DbOrTx, leadId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: checklistItems.key })
    .from(checklistItems)
    .where(and(eq(checklistItems.leadId, leadId), eq(checklistItems.done, true)));
  return new Set(rows.map((r) => r.key));
}

/** The lead's payment schedule, invoices, credit notes and payments, and the money totals. */
export async function leadBilling(db: DbOrTx, leadId: number, now = new Date()): Promise<LeadBilling> {
  const lead = await loadLead(db, leadId);
  const today = todayInKolkata(now);
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.leadId, leadId));
  const milestones = await db
    .select()
    .from(paymentMilestones)
    .where(eq(paymentMilestones.leadId, leadId))
    .orderBy(asc(paymentMilestones.position));
  const invoices = await db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.leadId, leadId))
    .orderBy(asc(taxInvoices.id));
  const ids = invoices.map((i) => i.id);
  const [payments, credits, steps] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(invoicePayments)
          .where(inArray(invoicePayments.invoiceId, ids))
          .orderBy(asc(invoicePayments.id))
      : Promise.resolve([]),
    ids.length
      ? db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, ids)).orderBy(asc(creditNotes.id))
      : Promise.resolve([]),
    doneSteps(db, leadId),
  ]);
  const registered = await registrationsOf(
    db,
    ids,
    credits.map((c) => c.id),
  );
  const labels = new Map(milestones.map((m) => [m.id, m.label]));
  const invoiceViews = invoices.map((inv) => {
    const paid = payments.filter((p) => p.invoiceId === inv.id);
    const credited = credits.filter((c) => c.invoiceId === inv.id);
    const state = {
      totalPaise: inv.totalPaise,
      paidPaise: paid.reduce((s, p) => s + p.amountPaise, 0),
      creditedPaise: credited.reduce((s, c) => s + c.totalPaise, 0),
      dueDate: inv.dueDate,
    };
    return {
      id: inv.id,
      number: inv.number,
      date: inv.invoiceDate,
      due_date: inv.dueDate,
      milestone_id: inv.milestoneId,
      milestone_label: labels.get(inv.milestoneId) ?? '',
      totals: inv.content.totals,
      paid_paise: state.paidPaise,
      credited_paise: state.creditedPaise,
      outstanding_paise: outstandingOf(state),
      status: invoiceStatus(state, today),
      credit_notes: credited.map((c) => ({
        id: c.id,
        number: c.number,
        date: c.noteDate,
        reason: c.reason,
        total_paise: c.totalPaise,
        e_invoice: eInvoiceState(c, registered.ofCreditNote.get(c.id), c.content.buyer.gstin),
      })),
      payments: paid.map((p) => ({
        id: p.id,
        receipt_number: p.receiptNumber,
        paid_on: p.paidOn,
        amount_paise: p.amountPaise,
        mode: p.mode as 'upi',
        reference: p.reference,
        note: p.note,
      })),
      e_invoice: eInvoiceState(inv, registered.ofInvoice.get(inv.id), inv.content.buyer.gstin),
      state,
    };
  });
  const byMilestone = new Map(invoiceViews.map((i) => [i.milestone_id, i]));
  const sum = (f: (i: (typeof invoiceViews)[number]) => number) => invoiceViews.reduce((s, i) => s + f(i), 0);
  return {
    lead_id: lead.id,
    quotation: account ? { number: account.quotationNumber, version: account.versionNo } : null,
    customer: lead.company ? `${leadName(lead)} (${lead.company})` : leadName(lead),
    email: lead.email,
    mobile: `+91 ${lead.mobile}`,
    place_of_supply: account?.placeOfSupply ?? null,
    inter_state: account?.interState ?? false,
    buyer_gstin: account?.buyerGstin ?? null,
    milestones: milestones.map((m) => {
      const invoice = byMilestone.get(m.id);
      return {
        id: m.id,
        position: m.position,
        label: m.label,
        percent: m.percent,
        amount_paise: m.amountPaise,
        due_kind: m.dueKind as 'acceptance',
        checklist_key: m.checklistKey,
        due_date: m.dueDate,
        status: milestoneStatus(m, invoice?.state ?? null, steps, today),
        invoice_id: invoice?.id ?? null,
        version: m.version,
      };
    }),
    invoices: invoiceViews.map(({ state: _state, ...view }) => view),
    totals: {
      scheduled_paise: milestones.reduce((s, m) => s + m.amountPaise, 0),
      invoiced_paise: sum((i) => i.totals.total_paise),
      credited_paise: sum((i) => i.credited_paise),
      received_paise: sum((i) => i.paid_paise),
      outstanding_paise: sum((i) => i.outstanding_paise),
    },
  };
}

/** The lead's billing account, locked; 404 before the customer accepts. */
export async function lockAccount(tx: DbOrTx, leadId: number) {
  await loadLead(tx, leadId);
  const [account] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.leadId, leadId))
    .for('update');
  if (!account) throw notFound('This lead has no payment schedule: it starts when the customer accepts.');
  return account;
}

/** A milestone of the lead, locked; 404 for another lead's. */
export async function lockMilestone(tx: DbOrTx, leadId: number, milestoneId: number) {
  const [m] = await tx
    .select()
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.leadId, leadId)))
    .for('update');
  if (!m) throw notFound('There is no such milestone.');
  return m;
}

/** Changes when a milestone falls due, on the version the person loaded; not once invoiced. */
export async function updateMilestoneDue(
  tx: DbOrTx,
  leadId: number,
  milestoneId: number,
  input: z.output<typeof milestoneDueInput>,
  actor: Actor,
): Promise<void> {
  await lockAccount(tx, leadId);
  const m = await lockMilestone(tx, leadId, milestoneId);
  if (m.version !== input.version)
    throw conflict('Someone else changed this milestone after you opened it. Reload and try again.');
  const [invoiced] = await tx
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(eq(taxInvoices.milestoneId, m.id));
  if (invoiced) throw conflict('This milestone is invoiced already; its due condition cannot change.');
  const next = {
    dueKind: input.due_kind,
    checklistKey: input.due_kind === 'checklist' ? input.checklist_key : null,
    dueDate: input.due_kind === 'date' ? input.due_date : null,
  };
  await tx
    .update(paymentMilestones)
    .set({ ...next, version: m.version + 1, updatedAt: new Date() })
    .where(eq(paymentMilestones.id, m.id));
  const describe = (d: { dueKind: string; checklistKey: string | null; dueDate: string | null }) =>
    d.checklistKey ?? d.dueDate ?? d.dueKind;
  await tx.insert(leadHistory).values({
    leadId,
    action: 'billing-milestone-changed',
    actorId: actor.id,
    changes: { [`milestone.${m.position + 1}`]: { from: describe(m), to: describe(next) } },
  });
}

/** Sets the customer's GSTIN for invoices issued from now on. */
export async function setBuyerGstin(
  tx: DbOrTx,
  leadId: number,
  gstin: string | null,
  actor: Actor,
): Promise<void> {
  const account = await lockAccount(tx, leadId);
  if (account.buyerGstin === gstin) return;
  await tx.update(billingAccounts).set({ buyerGstin: gstin }).where(eq(billingAccounts.leadId, leadId));
  await tx.insert(leadHistory).values({
    leadId,
    action: 'billing-buyer-changed',
    actorId: actor.id,
    changes: { buyer_gstin: { from: account.buyerGstin, to: gstin } },
  });
}
