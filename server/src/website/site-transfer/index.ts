/** Export and import of the whole site, and the demo content pack. */
// Routes, registered by app.ts.

// Importing a content pack, for the first-start seed.
export { importSource } from './import';
export { DEMO_PACK_DIR, loadContentPack, packSource } from './pack';
export { siteTransferRoutes } from './routes';
