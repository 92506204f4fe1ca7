/** The media library of the website admin. */
// Routes, registered by app.ts.
export { mediaLibraryRoutes } from './routes';
// The upload check, which the site transfer's import applies too.
export { checkUpload } from './upload';
