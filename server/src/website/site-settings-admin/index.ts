/** Editing the site settings. */
export { siteSettingsAdminRoutes } from './routes';
