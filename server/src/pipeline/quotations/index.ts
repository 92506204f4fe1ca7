/** Quotations for verified leads. */
// Routes, registered by app.ts.

export { QUOTATION_SERIES } from './numbering';
export { type AcceptedQuotation, onQuotationAccepted } from './public';
export { quotationRoutes } from './routes';
// Tables and the document series, for the demo seed.
export { catalogueItems, quotations, quotationVersions, termsTemplates } from './schema';
