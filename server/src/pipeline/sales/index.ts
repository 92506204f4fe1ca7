/** Sales: the stages a verified lead moves through. */
// Routes, the follow-up calendar layer and the hand-over of verified leads, wired by app.ts.
export { followUpLayer } from './calendar-layer';
// This month's quotation figures, which the quotation dashboard shows too.
export { KOLKATA_MONTH_START, quotationsThisMonth } from './dashboard';
// Telling a lead's owner, and the scheduled-job shape the reminder jobs share.
export { leadMailReaders, registerScheduledRun, tellOwner } from './reminders';
export { salesRoutes } from './routes';
// Tables, for quotations and the demo seed.
export { checklistItems, leadCalls, leadRequirements, leadSales } from './schema';
export { siteStateOf } from './service';
export { type CustomerAct, changeLeadStage, lockLeadSales, openLeadSales } from './stages';
