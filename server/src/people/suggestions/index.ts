/** The suggestion box. */
// Routes, registered by app.ts.
export { suggestionRoutes } from './routes';
// The table the demo seed fills.
export { suggestions } from './schema';
