/** Full-and-final settlement of a resignation, and the relieving and experience letters. */
// Routes, registered by app.ts.
export { settlementRoutes } from './routes';
// The table, for the demo seed.
export { settlements } from './schema';
