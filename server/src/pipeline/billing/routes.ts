import { billingEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import { allAtOnce, attachmentDisposition, registerEndpoints, sendExport } from '../../platform/http';
import { createCreditNote, issueInvoice, recordPayment } from './invoices';
import { creditNotePdf, invoicePdf, proformaPdf, receiptPdf } from './pdf';
import { type EInvoiceTarget, eInvoiceFile, registerIrn } from './registration';
import { registerOverdueReminders } from './reminders';
import { billingDashboard, LEDGER_COLUMNS, ledgerRows } from './reports';
import { leadBilling, setBuyerGstin, updateMilestoneDue } from './schedule';
import { sendInvoice } from './sending';

export async function billingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, pool } = ctx;
  // The sales reminders' switch: tests and tools that run no sales reminder jobs run none here.
  if (ctx.config.followUpReminders) void registerOverdueReminders(ctx.jobs, { db, log: app.log });
  const actor = (user: { id: number }) => ({ id: user.id });
  const sendPdf = (reply: FastifyReply, pdf: { bytes: Buffer; fileName: string }) =>
    reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentDisposition(pdf.fileName))
      .send(pdf.bytes);
  const sendEInvoice = async (reply: FastifyReply, leadId: number, target: EInvoiceTarget) => {
    const file = await eInvoiceFile(db, leadId, target);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentDisposition(file.fileName))
      .send(file.bytes);
  };
  const register = async (
    leadId: number,
    target: EInvoiceTarget,
    body: Parameters<typeof registerIrn>[3],
    user: { id: number },
  ) => {
    await db.transaction((tx) => registerIrn(tx, leadId, target, body, actor(user)));
    return leadBilling(db, leadId);
  };

  registerEndpoints(app, billingEndpoints, {
    lead: ({ params }) => leadBilling(db, params.leadId),
    updateMilestone: async ({ params: { leadId, milestoneId }, body, user }) => {
      await db.transaction((tx) => updateMilestoneDue(tx, leadId, milestoneId, body, actor(user)));
      return leadBilling(db, leadId);
    },
    proformaPdf: async ({ params, reply }) =>
      sendPdf(reply, await proformaPdf(db, params.leadId, params.milestoneId)),
    setBuyer: async ({ params: { leadId }, body, user }) => {
      await db.transaction((tx) => setBuyerGstin(tx, leadId, body.buyer_gstin, actor(user)));
      return leadBilling(db, leadId);
    },
    issueInvoice: async ({ params: { leadId }, body, user }) => {
      await db.transaction((tx) => issueInvoice(tx, leadId, body.milestone_id, actor(user)));
      return leadBilling(db, leadId);
    },
    invoicePdf: async ({ params, reply }) =>
      sendPdf(reply, await invoicePdf(db, params.leadId, params.invoiceId)),
    invoiceEInvoice: ({ params, reply }) =>
      sendEInvoice(reply, params.leadId, { kind: 'invoice', id: params.invoiceId }),
    registerInvoiceIrn: ({ params, body, user }) =>
      register(params.leadId, { kind: 'invoice', id: params.invoiceId }, body, user),
    creditNoteEInvoice: ({ params, reply }) =>
      sendEInvoice(reply, params.leadId, { kind: 'credit-note', id: params.creditNoteId }),
    registerCreditNoteIrn: ({ params, body, user }) =>
      register(params.leadId, { kind: 'credit-note', id: params.creditNoteId }, body, user),
    sendInvoice: ({ params, body, user }) =>
      sendInvoice(db, params.leadId, params.invoiceId, body, actor(user)),
    createCreditNote: async ({ params: { leadId, invoiceId }, body, user }) => {
      await db.transaction((tx) => createCreditNote(tx, leadId, invoiceId, body, actor(user)));
      return leadBilling(db, leadId);
    },
    creditNotePdf: async ({ params, reply }) =>
      sendPdf(reply, await creditNotePdf(db, params.leadId, params.creditNoteId)),
    recordPayment: async ({ params: { leadId, invoiceId }, body, user }) => {
      await db.transaction((tx) => recordPayment(tx, leadId, invoiceId, body, actor(user)));
      return leadBilling(db, leadId);
    },
    receiptPdf: async ({ params, reply }) =>
      sendPdf(reply, await receiptPdf(db, params.leadId, params.paymentId)),
    dashboard: () => billingDashboard(pool),
    export: ({ query: { format, ...range }, reply }) =>
      sendExport(reply, {
        name: 'invoices-and-payments',
        format,
        columns: LEDGER_COLUMNS,
        rows: allAtOnce(ledgerRows(pool, range)),
      }),
  });
}
