/** The website's leads, as the website admin sees them. */

export { LEAD_FORM_SQL } from './list';
export { websiteLeadRoutes } from './routes';
