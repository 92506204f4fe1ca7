/** The website's leads, as the website admin sees them. */
export { websiteLeadRoutes } from './routes';
