/** The website admin's content editing: drafts, versions and schedules. */
// Routes, registered by app.ts.

export { recordOriginals } from './drafts';
export { mediaIdsOf, unwrap } from './paths';
export { siteAdminRoutes } from './routes';
// Tables, and the media a document refers to, for the site transfer.
export { contentDrafts, contentVersions } from './schema';
