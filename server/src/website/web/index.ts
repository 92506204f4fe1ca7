/** Serving the front end: the shell, the remotes and the server-rendered public pages. */
// Routes, registered by app.ts.

// Rendering and reloading the public pages, and the remotes' manifest, for the admin's preview.
export { renderPublicHtml, type SsrBundle } from './public-html';
export { reloading } from './public-site';
export { remoteManifest } from './remotes';
export { webRoutes } from './routes';
