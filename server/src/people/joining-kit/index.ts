/** The joining kit: documents a new joiner uploads. */
// Routes, registered by app.ts.
export { joiningKitRoutes } from './routes';
// The table and the sample document the demo seed writes.
export { joiningDocuments } from './schema';
export { DEMO_DOCUMENT_BYTES } from './service';
