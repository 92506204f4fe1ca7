import { fillPath, routeCalls } from '../call';
import type {
  BillingBuyerInput,
  BillingDashboard,
  CreditNoteInput,
  EInvoiceRegistrationInput,
  ExportFormat,
  LeadBilling,
  MilestoneDueInput,
  PaymentInput,
  SendInvoiceInput,
  SentInvoice,
} from '../contract';
import { billingRoutes } from '../contract/routes.generated';
import { downloadFile, saveDownloadedFile } from './download';

const { ROUTES, call } = routeCalls(billingRoutes);

export const fetchLeadBilling = async (leadId: number): Promise<LeadBilling> =>
  call('billing.lead', { params: { leadId } });
export const updateMilestoneDue = async (
  leadId: number,
  milestoneId: number,
  body: MilestoneDueInput,
): Promise<LeadBilling> => call('billing.updateMilestone', { params: { leadId, milestoneId }, body });
export const setBillingBuyer = async (leadId: number, body: BillingBuyerInput): Promise<LeadBilling> =>
  call('billing.setBuyer', { params: { leadId }, body });
export const issueInvoice = async (leadId: number, milestoneId: number): Promise<LeadBilling> =>
  call('billing.issueInvoice', { params: { leadId }, body: { milestone_id: milestoneId } });
export const createCreditNote = async (
  leadId: number,
  invoiceId: number,
  body: CreditNoteInput,
): Promise<LeadBilling> => call('billing.createCreditNote', { params: { leadId, invoiceId }, body });
export const recordPayment = async (
  leadId: number,
  invoiceId: number,
  body: PaymentInput,
): Promise<LeadBilling> => call('billing.recordPayment', { params: { leadId, invoiceId }, body });
export const sendInvoice = async (
  leadId: number,
  invoiceId: number,
  body: SendInvoiceInput,
): Promise<SentInvoice> => call('billing.sendInvoice', { params: { leadId, invoiceId }, body });
/** Records the IRN, acknowledgement and signed QR the e-invoice portal returned. */
export const registerInvoiceIrn = async (
  leadId: number,
  invoiceId: number,
  body: EInvoiceRegistrationInput,
): Promise<LeadBilling> => call('billing.registerInvoiceIrn', { params: { leadId, invoiceId }, body });
export const registerCreditNoteIrn = async (
  leadId: number,
  creditNoteId: number,
  body: EInvoiceRegistrationInput,
): Promise<LeadBilling> => call('billing.registerCreditNoteIrn', { params: { leadId, creditNoteId }, body });
export const fetchBillingDashboard = async (): Promise<BillingDashboard> => call('billing.dashboard');

const saveFile = async (path: string, fallback: string) =>
  saveDownloadedFile(await downloadFile(path, undefined, fallback));

/** Saves an invoice, a credit note or a receipt as the PDF the server names. */
export const downloadInvoicePdf = (leadId: number, invoiceId: number) =>
  saveFile(fillPath(ROUTES['billing.invoicePdf'].path, { leadId, invoiceId }), 'invoice.pdf');
export const downloadProformaPdf = (leadId: number, milestoneId: number) =>
  saveFile(fillPath(ROUTES['billing.proformaPdf'].path, { leadId, milestoneId }), 'proforma.pdf');
export const downloadCreditNotePdf = (leadId: number, creditNoteId: number) =>
  saveFile(fillPath(ROUTES['billing.creditNotePdf'].path, { leadId, creditNoteId }), 'credit-note.pdf');
export const downloadReceiptPdf = (leadId: number, paymentId: number) =>
  saveFile(fillPath(ROUTES['billing.receiptPdf'].path, { leadId, paymentId }), 'receipt.pdf');
/** Saves a B2B document's e-invoice JSON for upload to the government's portal. */
export const downloadInvoiceEInvoice = (leadId: number, invoiceId: number) =>
  saveFile(fillPath(ROUTES['billing.invoiceEInvoice'].path, { leadId, invoiceId }), 'e-invoice.json');
export const downloadCreditNoteEInvoice = (leadId: number, creditNoteId: number) =>
  saveFile(fillPath(ROUTES['billing.creditNoteEInvoice'].path, { leadId, creditNoteId }), 'e-invoice.json');

/** The accountant's export of invoices, credit notes and receipts (CSV or Excel, `from`/`to`). */
export const BILLING_EXPORT_URL = ROUTES['billing.export'].path;
export const downloadBillingExport = async (format: ExportFormat, range: { from?: string; to?: string }) =>
  saveDownloadedFile(await downloadFile(BILLING_EXPORT_URL, { ...range, format }, `invoices.${format}`));
