/** Billing after acceptance: payment schedules, GST tax invoices, credit notes and payments. */
// Routes, registered by app.ts.

// The daily overdue reminders (tests run them directly).
export { remindOverdueInvoices } from './reminders';
export { billingRoutes } from './routes';
// The schedule an accepted quotation gives its lead (app.ts hooks it to acceptance; the demo seed).
export { createPaymentSchedule, scheduleAcceptedQuotations } from './schedule';
// Tables, for the demo seed.
export {
  billingAccounts,
  creditNotes,
  invoicePayments,
  invoiceReminders,
  paymentMilestones,
  taxInvoices,
} from './schema';
