/** Sales: the stages a verified lead moves through. */
// Routes, the follow-up calendar layer and the hand-over of verified leads, wired by app.ts.
export { followUpLayer } from './calendar-layer';
export { salesRoutes } from './routes';
// Tables, for quotations and the demo seed.
export { checklistItems, leadCalls, leadRequirements, leadSales } from './schema';
export { siteStateOf } from './service';
export { type CustomerAct, changeLeadStage, lockLeadSales, openLeadSales } from './stages';
