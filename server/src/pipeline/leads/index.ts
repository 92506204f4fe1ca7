/** Leads: the records every enquiry starts as, their history and search. */
// Routes, and the hook sales registers to take verified leads over.

// Writing a lead's history and naming it.
export { creationChanges, diffFields } from './history';
// Listing and searching.
export { BUSINESS_TIME_ZONE } from './list';
export { billingAddressOf, editableValues, leadName } from './mapping';
export { leadRoutes } from './routes';
// Tables, for the modules that build on leads and the demo seed.
export { leadAttachments, leadHistory, leads } from './schema';
export { escapeLike, searchPattern } from './search';
export { getLead, leadHistoryOf, lookUpSiteStateWith, onLeadVerified } from './service';
