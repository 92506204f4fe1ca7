/** Staff requests. */
// Routes, registered by app.ts.
export { staffRequestRoutes } from './routes';
