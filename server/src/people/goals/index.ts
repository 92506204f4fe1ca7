/** Goals and appraisals. */
// Routes, registered by app.ts.
export { goalRoutes } from './routes';
// Tables the demo seed fills.
export { appraisalCycles, appraisals, goalProgressUpdates, goals } from './schema';
