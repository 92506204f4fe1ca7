import { z } from 'zod';
import { pathId } from '../answers';
import {
  billingBuyerInput,
  billingDashboardAnswer,
  billingExportQuery,
  creditNoteInput,
  eInvoiceRegistrationInput,
  issueInvoiceInput,
  leadBillingAnswer,
  milestoneDueInput,
  paymentInput,
  sendInvoiceInput,
  sentInvoiceAnswer,
} from '../billing';
import { defineEndpoint } from '../endpoint';

const leadId = pathId('The lead id must be a number.');
const leadParams = z.strictObject({ leadId });
const milestoneParams = z.strictObject({ leadId, milestoneId: pathId('The milestone id must be a number.') });
const invoiceParams = z.strictObject({ leadId, invoiceId: pathId('The invoice id must be a number.') });
const creditNoteParams = z.strictObject({
  leadId,
  creditNoteId: pathId('The credit note id must be a number.'),
});
const paymentParams = z.strictObject({ leadId, paymentId: pathId('The payment id must be a number.') });

const SALES = ['sales'] as const;

export const billingEndpoints = {
  lead: defineEndpoint({
    method: 'GET',
    path: '/api/billing/lead/:leadId',
    access: SALES,
    summary:
      'The lead’s payment schedule, invoices, credit notes and payments, with invoiced, received and outstanding.',
    params: leadParams,
    answer: leadBillingAnswer,
    errors: [404],
  }),
  updateMilestone: defineEndpoint({
    method: 'PATCH',
    path: '/api/billing/lead/:leadId/milestones/:milestoneId',
    access: SALES,
    summary:
      'Sets when a milestone falls due (acceptance, a checklist step, a date); 409 once invoiced or stale.',
    params: milestoneParams,
    body: milestoneDueInput,
    answer: leadBillingAnswer,
    errors: [404, 409],
  }),
  proformaPdf: defineEndpoint({
    method: 'GET',
    path: '/api/billing/lead/:leadId/milestones/:milestoneId/proforma',
    access: SALES,
    summary:
      'A proforma invoice of a milestone not invoiced yet, as PDF (no number of the invoice series used).',
    params: milestoneParams,
    answerKind: 'file',
    errors: [404, 409],
  }),
  setBuyer: defineEndpoint({
    method: 'PUT',
    path: '/api/billing/lead/:leadId/buyer',
    access: SALES,
    summary: 'Sets the customer’s GSTIN printed on invoices issued from now on (null for a consumer).',
    params: leadParams,
    body: billingBuyerInput,
    answer: leadBillingAnswer,
    errors: [404, 409],
  }),
  issueInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices',
    access: SALES,
    summary:
      'Issues the GST tax invoice of a due milestone with the next INV number; 409 when not due or already invoiced.',
    params: leadParams,
    body: issueInvoiceInput,
    answer: leadBillingAnswer,
    status: 201,
    errors: [404, 409],
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/pdf',
    access: SALES,
    summary: 'The tax invoice as PDF (attachment, no-store).',
    params: invoiceParams,
    answerKind: 'file',
    errors: [404],
  }),
  sendInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/send',
    access: SALES,
    summary: 'Queues the invoice PDF by e-mail (outbox) and gives a WhatsApp link with its summary.',
    params: invoiceParams,
    body: sendInvoiceInput,
    answer: sentInvoiceAnswer,
    errors: [404],
  }),
  invoiceEInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/e-invoice',
    access: SALES,
    summary:
      'The B2B invoice as e-invoice JSON (NIC schema 1.1) for upload to the portal; 404 when it needs none.',
    params: invoiceParams,
    answerKind: 'file',
    errors: [404, 409],
  }),
  registerInvoiceIrn: defineEndpoint({
    method: 'PUT',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/e-invoice',
    access: SALES,
    summary:
      'Records the IRN, acknowledgement and signed QR the portal returned for the invoice; 409 once recorded.',
    params: invoiceParams,
    body: eInvoiceRegistrationInput,
    answer: leadBillingAnswer,
    errors: [404, 409],
  }),
  createCreditNote: defineEndpoint({
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/credit-notes',
    access: SALES,
    summary:
      'Corrects an issued invoice with a credit note (CN number) that reduces its outstanding; 409 above it.',
    params: invoiceParams,
    body: creditNoteInput,
    answer: leadBillingAnswer,
    status: 201,
    errors: [404, 409],
  }),
  creditNotePdf: defineEndpoint({
    method: 'GET',
    path: '/api/billing/lead/:leadId/credit-notes/:creditNoteId/pdf',
    access: SALES,
    summary: 'The credit note as PDF (attachment, no-store).',
    params: creditNoteParams,
    answerKind: 'file',
    errors: [404],
  }),
  creditNoteEInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/billing/lead/:leadId/credit-notes/:creditNoteId/e-invoice',
    access: SALES,
    summary: 'The B2B credit note as e-invoice JSON (NIC schema 1.1, type CRN); 404 when it needs none.',
    params: creditNoteParams,
    answerKind: 'file',
    errors: [404, 409],
  }),
  registerCreditNoteIrn: defineEndpoint({
    method: 'PUT',
    path: '/api/billing/lead/:leadId/credit-notes/:creditNoteId/e-invoice',
    access: SALES,
    summary:
      'Records the IRN, acknowledgement and signed QR the portal returned for the credit note; 409 once recorded.',
    params: creditNoteParams,
    body: eInvoiceRegistrationInput,
    answer: leadBillingAnswer,
    errors: [404, 409],
  }),
  recordPayment: defineEndpoint({
    method: 'POST',
    path: '/api/billing/lead/:leadId/invoices/:invoiceId/payments',
    access: SALES,
    summary:
      'Records a payment against an invoice (part payments allowed) with a receipt number; 409 above the outstanding.',
    params: invoiceParams,
    body: paymentInput,
    answer: leadBillingAnswer,
    status: 201,
    errors: [404, 409],
  }),
  receiptPdf: defineEndpoint({
    method: 'GET',
    path: '/api/billing/lead/:leadId/payments/:paymentId/receipt',
    access: SALES,
    summary: 'The receipt of one payment as PDF (attachment, no-store).',
    params: paymentParams,
    answerKind: 'file',
    errors: [404],
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/billing/dashboard',
    access: SALES,
    summary: 'Receivables by age (0–30, 31–60, 61–90, 90+ days) and the money received this month.',
    answer: billingDashboardAnswer,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/billing/export',
    access: SALES,
    summary:
      'Invoices, credit notes and payments for the accountant as CSV or Excel (GSTR-1 style columns; `from`, `to`).',
    query: billingExportQuery,
    answerKind: 'file',
  }),
};
